import { BANNER_TONES } from '@portal/shared/dashboard';
import type { TableConfig } from '@portal/shared/table-config';
import { type BuiltInTable, minuteColumn, table } from '../../lib/list-kit.ts';

/** The dashboard's banners and announcements (dashboardContent, issue 15): titles in the administrator's language. */
const contentColumn = (prop: string) => `lists:contentAdmin.columns.${prop}`;
const contentTime = (prop: string) => minuteColumn(contentColumn(prop), prop);
const contentTitle = { label: contentColumn('title'), prop: 'localTitle', minWidth: 220, show: true, default: true, tooltip: true };
const DASHBOARD_BANNERS: TableConfig = table({
  tableApi: 'listAdvertising',
  columnList: [
    contentTitle,
    {
      label: contentColumn('active'),
      prop: 'active',
      width: 100,
      show: true,
      custom: {
        kind: 'enum',
        options: [
          { value: true, label: 'lists:contentAdmin.active', color: 'green' },
          { value: false, label: 'lists:contentAdmin.inactive', color: 'default' },
        ],
      },
    },
    {
      label: contentColumn('tone'),
      prop: 'tone',
      width: 100,
      show: true,
      custom: {
        kind: 'enum',
        options: BANNER_TONES.map((tone) => ({ value: tone, label: `lists:contentAdmin.tones.${tone}`, color: tone })),
      },
    },
    { label: contentColumn('sort'), prop: 'sort', width: 80, show: true },
    { label: contentColumn('link'), prop: 'link', minWidth: 160, show: true, tooltip: true },
    contentTime('startsAt'),
    contentTime('endsAt'),
    contentTime('updatedAt'),
  ],
});
const DASHBOARD_ANNOUNCEMENTS: TableConfig = table({
  tableApi: 'listInformation',
  columnList: [
    contentTitle,
    {
      label: contentColumn('pinned'),
      prop: 'pinned',
      width: 110,
      show: true,
      custom: {
        kind: 'enum',
        options: [
          { value: true, label: 'lists:contentAdmin.pinned', color: 'orange' },
          { value: false, label: 'lists:contentAdmin.notPinned' },
        ],
      },
    },
    contentTime('startsAt'),
    contentTime('endsAt'),
    contentTime('updatedAt'),
  ],
});

export const DASHBOARD_LISTS: BuiltInTable[] = [
  {
    tabKey: 'dashboardBanners',
    name: 'Dashboard banners (dashboardContent)',
    config: DASHBOARD_BANNERS,
  },
  {
    tabKey: 'dashboardAnnouncements',
    name: 'Dashboard announcements (dashboardContent)',
    config: DASHBOARD_ANNOUNCEMENTS,
  },
];
