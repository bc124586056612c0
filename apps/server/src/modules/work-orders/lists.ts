import { type BuiltInTable, COMPLAINT_STATUS_OPTIONS, minuteColumn, table } from '../../lib/list-kit.ts';

/** Work orders (workOrderManage, issue 18). */
const workOrderColumn = (prop: string) => `workOrders:columns.${prop}`;

export const WORK_ORDER_LISTS: BuiltInTable[] = [
  {
    tabKey: 'workOrderManage',
    name: 'Work orders (workOrderManage)',
    config: table({
      tableApi: 'getWorkOrderList',
      rowKey: 'id',
      columnList: [
        { label: workOrderColumn('workOrderNo'), prop: 'workOrderNo', width: 130, show: true, default: true },
        {
          label: workOrderColumn('status'),
          prop: 'status',
          width: 120,
          show: true,
          custom: { kind: 'enum', options: COMPLAINT_STATUS_OPTIONS },
        },
        { label: workOrderColumn('typeName'), prop: 'typeName', width: 160, show: true },
        { label: workOrderColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true },
        { label: workOrderColumn('content'), prop: 'content', minWidth: 200, show: true, tooltip: true },
        { label: workOrderColumn('fileCount'), prop: 'fileCount', width: 80, show: true },
        minuteColumn(workOrderColumn('createdAt'), 'createdAt'),
        minuteColumn(workOrderColumn('updatedAt'), 'updatedAt', { show: false }),
      ],
    }),
  },
];
