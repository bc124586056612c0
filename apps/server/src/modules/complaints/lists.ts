import { type BuiltInTable, COMPLAINT_STATUS_OPTIONS, minuteColumn, table } from '../../lib/list-kit.ts';

/** Complaints and suggestions (complaintsSuggestIndex, issue 18). */
const complaintColumn = (prop: string) => `complaints:columns.${prop}`;

export const COMPLAINT_LISTS: BuiltInTable[] = [
  {
    tabKey: 'complaintsSuggestIndex',
    name: 'Complaints and suggestions (complaintsSuggestIndex)',
    config: table({
      tableApi: 'getComplaintList',
      rowKey: 'id',
      columnList: [
        { label: complaintColumn('complaintNo'), prop: 'complaintNo', width: 130, show: true, default: true },
        {
          label: complaintColumn('status'),
          prop: 'status',
          width: 120,
          show: true,
          custom: { kind: 'enum', options: COMPLAINT_STATUS_OPTIONS },
        },
        { label: complaintColumn('typeName'), prop: 'typeName', width: 100, show: false },
        { label: complaintColumn('subTypeName'), prop: 'subTypeName', minWidth: 160, show: true, tooltip: true },
        { label: complaintColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true },
        { label: complaintColumn('content'), prop: 'content', minWidth: 180, show: true, tooltip: true },
        { label: complaintColumn('satisfaction'), prop: 'satisfaction', width: 90, show: false },
        minuteColumn(complaintColumn('createdAt'), 'createdAt'),
        minuteColumn(complaintColumn('updatedAt'), 'updatedAt', { show: false }),
      ],
    }),
  },
];
