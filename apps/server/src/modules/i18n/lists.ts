import { type BuiltInTable, minuteColumn, table } from '../../lib/list-kit.ts';

/** Language maintenance (i18nManage). */
export const I18N_LISTS: BuiltInTable[] = [
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
        minuteColumn('lists:i18n.updateTime', 'updateTime', { width: 170 }),
      ],
    }),
  },
];
