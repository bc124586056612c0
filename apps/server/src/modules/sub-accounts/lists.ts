import { type BuiltInTable, minuteColumn, STATUS_OPTIONS, table } from '../../lib/list-kit.ts';

/** The sub-accounts list (userManage). */
export const SUB_ACCOUNT_LISTS: BuiltInTable[] = [
  {
    tabKey: 'userManage',
    name: 'Sub-accounts (userManage)',
    config: table({
      tableApi: 'userList',
      exportApi: 'exportUserList',
      checkbox: true,
      index: true,
      export: true,
      exportKey: 'loginCode',
      columnList: [
        { label: 'lists:subAccounts.loginCode', prop: 'loginCode', minWidth: 160, show: true, default: true, exportRequired: true },
        { label: 'lists:subAccounts.name', prop: 'name', minWidth: 160, show: true, tooltip: true },
        { label: 'lists:subAccounts.mobile', prop: 'mobile', width: 150, show: true, custom: { kind: 'phone' } },
        { label: 'lists:subAccounts.status', prop: 'status', width: 110, show: true, custom: { kind: 'enum', options: STATUS_OPTIONS } },
        { label: 'lists:subAccounts.pages', prop: 'pageCount', width: 120, show: true },
        minuteColumn('lists:subAccounts.createdAt', 'createdAt', { width: 180 }),
        minuteColumn('lists:subAccounts.lastLoginAt', 'lastLoginAt', { width: 180 }),
      ],
    }),
  },
];
