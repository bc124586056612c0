import { type BuiltInTable, minuteColumn, table } from '../../lib/list-kit.ts';

/** The administrator's list of the table configurations themselves (table). */
export const TABLE_CONFIG_LISTS: BuiltInTable[] = [
  {
    tabKey: 'tableList',
    name: 'Table list settings (table)',
    config: table({
      tableApi: 'getTableLists',
      // Every configuration the release ships (about 30) on one page: the administrator looks for one by name.
      pageSize: 50,
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
        minuteColumn('lists:tables.updateTime', 'updateTime', { width: 170 }),
      ],
    }),
  },
];
