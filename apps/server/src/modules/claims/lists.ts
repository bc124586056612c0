import { type BuiltInTable, minuteColumn, table } from '../../lib/list-kit.ts';

/** Claims for lost or damaged parcels (claimsManagement, issue 18). */
const claimColumn = (prop: string) => `claims:columns.${prop}`;

export const CLAIM_LISTS: BuiltInTable[] = [
  {
    tabKey: 'claimsManagement',
    name: 'Claims (claimsManagement)',
    config: table({
      tableApi: 'getClaimsList',
      rowKey: 'id',
      columnList: [
        { label: claimColumn('claimNo'), prop: 'claimNo', width: 130, show: true, default: true },
        { label: claimColumn('waybillNo'), prop: 'waybillNo', width: 140, show: true },
        { label: claimColumn('claimTypeName'), prop: 'claimTypeName', width: 130, show: true },
        {
          label: claimColumn('status'),
          prop: 'status',
          width: 120,
          show: true,
          custom: {
            kind: 'enum',
            options: [
              { value: 'PENDING', label: 'msg:claimPending', color: 'orange' },
              { value: 'APPROVED', label: 'msg:claimApproved', color: 'green' },
              { value: 'REJECTED', label: 'msg:claimRejected', color: 'default' },
            ],
          },
        },
        { label: claimColumn('claimAmountSen'), prop: 'claimAmountSen', width: 120, show: true, custom: { kind: 'money' } },
        { label: claimColumn('ceilingSen'), prop: 'ceilingSen', width: 120, show: false, custom: { kind: 'money' } },
        { label: claimColumn('approvedSen'), prop: 'approvedSen', width: 120, show: true, custom: { kind: 'money' } },
        { label: claimColumn('bankName'), prop: 'bankName', width: 150, show: false },
        { label: claimColumn('bankAccount'), prop: 'bankAccount', width: 140, show: false },
        { label: claimColumn('description'), prop: 'description', minWidth: 180, show: true, tooltip: true },
        { label: claimColumn('decisionReason'), prop: 'decisionReason', minWidth: 160, show: false, tooltip: true },
        minuteColumn(claimColumn('createdAt'), 'createdAt'),
        minuteColumn(claimColumn('decidedAt'), 'decidedAt', { show: false }),
      ],
    }),
  },
];
