import type { TableConfig } from '@portal/shared/table-config';

/**
 * The table configurations the release ships, by tabKey. Seeded into the database when missing
 * (the administrator may then change them) and restored by `sendSyncTableList`. Column labels are
 * translation keys, so a header follows the interface language and the language maintenance screen.
 */
export interface BuiltInTable {
  tabKey: string;
  name: string;
  config: TableConfig;
}

const STATUS_OPTIONS = [
  { value: 1, label: 'msg:statusEnabled', color: 'green' },
  { value: 2, label: 'msg:statusDisabled', color: 'default' },
];

const table = (partial: Partial<TableConfig> & Pick<TableConfig, 'columnList' | 'tableApi'>): TableConfig => ({
  pageSizes: [10, 20, 30, 40, 50, 100],
  pageSize: 20,
  pagination: true,
  checkbox: false,
  index: false,
  export: false,
  columnSetting: true,
  tableParams: {},
  rowKey: 'id',
  exportKey: 'orderNo',
  idKey: 'ids',
  summary: false,
  ...partial,
});

export const BUILT_IN_TABLES: BuiltInTable[] = [
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
        {
          label: 'lists:subAccounts.createdAt',
          prop: 'createdAt',
          width: 180,
          show: true,
          custom: { kind: 'date', format: 'YYYY-MM-DD HH:mm' },
        },
        {
          label: 'lists:subAccounts.lastLoginAt',
          prop: 'lastLoginAt',
          width: 180,
          show: true,
          custom: { kind: 'date', format: 'YYYY-MM-DD HH:mm' },
        },
      ],
    }),
  },
  {
    tabKey: 'i18nManage',
    name: 'Language maintenance (i18nManage)',
    config: table({
      tableApi: 'listI18n',
      exportApi: 'exportI18n',
      checkbox: true,
      export: true,
      exportKey: 'key',
      columnList: [
        { label: 'lists:i18n.key', prop: 'key', minWidth: 240, show: true, default: true, exportRequired: true, tooltip: true },
        { label: 'lists:i18n.zh', prop: 'zh', minWidth: 200, show: true, tooltip: true, exportRequired: true },
        { label: 'lists:i18n.en', prop: 'en', minWidth: 200, show: true, tooltip: true, exportRequired: true },
        { label: 'lists:i18n.ml', prop: 'ml', minWidth: 200, show: true, tooltip: true, exportRequired: true },
        {
          label: 'lists:i18n.updateTime',
          prop: 'updateTime',
          width: 170,
          show: true,
          custom: { kind: 'date', format: 'YYYY-MM-DD HH:mm' },
        },
      ],
    }),
  },
  {
    tabKey: 'tableList',
    name: 'Table list settings (table)',
    config: table({
      tableApi: 'getTableLists',
      checkbox: true,
      columnList: [
        { label: 'lists:tables.tabKey', prop: 'tabKey', minWidth: 180, show: true, default: true },
        { label: 'lists:tables.name', prop: 'name', minWidth: 220, show: true, tooltip: true },
        { label: 'lists:tables.tableApi', prop: 'tableApi', width: 170, show: true },
        { label: 'lists:tables.columns', prop: 'columns', width: 100, show: true },
        {
          label: 'lists:tables.builtIn',
          prop: 'builtIn',
          width: 120,
          show: true,
          custom: {
            kind: 'enum',
            options: [
              { value: true, label: 'lists:tables.shipped', color: 'blue' },
              { value: false, label: 'lists:tables.added', color: 'default' },
            ],
          },
        },
        {
          label: 'lists:tables.updateTime',
          prop: 'updateTime',
          width: 170,
          show: true,
          custom: { kind: 'date', format: 'YYYY-MM-DD HH:mm' },
        },
      ],
    }),
  },
];
