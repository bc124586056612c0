import { ADMIN_MENU_IDS, type CustomerPage } from '@portal/shared/menu';
import type { functions } from '../schema/index.ts';

/**
 * The portal's function catalogue: every menu group and page of spec 2, with names in zh, en, ml.
 * Reference data: written on every start, so a release that adds a page adds it to the menu table.
 * Child ids are the group id times 100 plus a number; id 9 and 901-903 are the administrator's.
 */
interface CatalogueEntry {
  id: number;
  path: string;
  names: [zh: string, en: string, ml: string];
  children?: Omit<CatalogueEntry, 'children'>[];
}

/** A customer group: its pages are the shared `CustomerPage` paths endpoints declare. */
interface CustomerGroup extends Omit<CatalogueEntry, 'children'> {
  children?: (Omit<CatalogueEntry, 'children' | 'path'> & { path: CustomerPage })[];
}

const CUSTOMER_CATALOGUE: CustomerGroup[] = [
  {
    id: 1,
    path: 'orders',
    names: ['下单管理', 'Ordering', 'Pesanan'],
    children: [
      { id: 101, path: 'normalOrder', names: ['普通下单', 'Normal order', 'Pesanan biasa'] },
      { id: 102, path: 'moreTicket', names: ['多票下单', 'Multi-ticket order', 'Pesanan berbilang tiket'] },
      { id: 103, path: 'bulkImport', names: ['批量导入', 'Bulk import', 'Import pukal'] },
      { id: 104, path: 'quickOrders', names: ['快捷下单', 'Quick order', 'Pesanan pantas'] },
      { id: 105, path: 'international', names: ['国际下单', 'International order', 'Pesanan antarabangsa'] },
      { id: 106, path: 'orderManage', names: ['订单管理', 'Order management', 'Pengurusan pesanan'] },
      { id: 107, path: 'preOrders', names: ['预录单', 'Pre-orders', 'Pra-pesanan'] },
      { id: 108, path: 'smartOrders', names: ['智能下单', 'Smart orders', 'Pesanan pintar'] },
      { id: 109, path: 'pickupReservation', names: ['预约揽收', 'Pickup booking', 'Tempahan pengambilan'] },
      { id: 110, path: 'commerceOrders', names: ['电商订单', 'Marketplace orders', 'Pesanan pasaran dalam talian'] },
    ],
  },
  {
    id: 2,
    path: 'waybills',
    names: ['运单管理', 'Waybills', 'Bil muatan'],
    children: [
      { id: 201, path: 'mangeWaybill', names: ['我的运单', 'My waybills', 'Bil muatan saya'] },
      { id: 202, path: 'waybillEditLog', names: ['运单修改记录', 'Waybill edit log', 'Log suntingan bil muatan'] },
      { id: 203, path: 'logisticsTracking', names: ['物流轨迹', 'Logistics tracking', 'Penjejakan logistik'] },
    ],
  },
  {
    id: 3,
    path: 'service',
    names: ['查询服务', 'Queries', 'Pertanyaan'],
    children: [
      { id: 301, path: 'nearbyOutlets', names: ['附近网点', 'Nearby outlets', 'Cawangan berdekatan'] },
      { id: 302, path: 'freightQuery', names: ['运费查询', 'Freight query', 'Semak caj penghantaran'] },
      { id: 303, path: 'agingQuery', names: ['时效查询', 'Delivery time query', 'Semak tempoh penghantaran'] },
    ],
  },
  {
    id: 4,
    path: 'addressManagement',
    names: ['地址管理', 'Addresses', 'Alamat'],
    children: [
      { id: 401, path: 'senderAddress', names: ['寄件地址', 'Sender addresses', 'Alamat pengirim'] },
      { id: 402, path: 'receiverAddress', names: ['收件地址', 'Receiver addresses', 'Alamat penerima'] },
      { id: 403, path: 'internationalAddress', names: ['国际收件地址', 'International receivers', 'Penerima antarabangsa'] },
      { id: 404, path: 'addressImport', names: ['地址导入', 'Address import', 'Import alamat'] },
    ],
  },
  {
    id: 5,
    path: 'finance',
    names: ['财务管理', 'Finance', 'Kewangan'],
    children: [
      { id: 501, path: 'codManagement', names: ['代收货款管理', 'COD management', 'Pengurusan COD'] },
      { id: 502, path: 'CODbill', names: ['代收货款账单', 'COD bills', 'Bil COD'] },
      { id: 503, path: 'monthlyStatement', names: ['月结账单', 'Monthly statements', 'Penyata bulanan'] },
      { id: 504, path: 'monthlyStatementNew', names: ['月结账单（新）', 'Monthly statements (new)', 'Penyata bulanan (baharu)'] },
      { id: 505, path: 'cashBill', names: ['现金账单', 'Cash bills', 'Bil tunai'] },
      { id: 506, path: 'cashBillNew', names: ['现金账单（新）', 'Cash bills (new)', 'Bil tunai (baharu)'] },
      { id: 507, path: 'codInvoiceNew', names: ['代收货款发票', 'COD invoices', 'Invois COD'] },
      { id: 508, path: 'advancePayment', names: ['预付款', 'Advance payment', 'Bayaran pendahuluan'] },
    ],
  },
  {
    id: 6,
    path: 'complaintsSuggest',
    names: ['投诉建议', 'Complaints', 'Aduan'],
    children: [{ id: 601, path: 'complaintsSuggestIndex', names: ['投诉与建议', 'Complaints and suggestions', 'Aduan dan cadangan'] }],
  },
  {
    id: 7,
    path: 'complaint',
    names: ['工单与理赔', 'Work orders and claims', 'Tiket kerja dan tuntutan'],
    children: [
      { id: 701, path: 'workOrderManage', names: ['工单管理', 'Work orders', 'Tiket kerja'] },
      { id: 702, path: 'ticketEntrys', names: ['工单录入', 'New work order', 'Tiket kerja baharu'] },
      { id: 703, path: 'ticketImport', names: ['工单导入', 'Work order import', 'Import tiket kerja'] },
      { id: 704, path: 'claimsManagement', names: ['理赔管理', 'Claims', 'Tuntutan'] },
      { id: 705, path: 'claimsAdd', names: ['新增理赔', 'New claim', 'Tuntutan baharu'] },
      { id: 706, path: 'claimsImport', names: ['理赔导入', 'Claims import', 'Import tuntutan'] },
    ],
  },
  {
    id: 8,
    path: 'storehouse',
    names: ['文件中心', 'Files', 'Fail'],
    children: [
      { id: 801, path: 'updatingFiles', names: ['上传文件', 'Uploaded files', 'Fail dimuat naik'] },
      { id: 802, path: 'accessoryLibrary', names: ['附件库', 'Attachment library', 'Pustaka lampiran'] },
    ],
  },
  {
    id: 10,
    path: 'mange',
    names: ['交货单', 'Delivery orders', 'Pesanan penghantaran'],
    children: [
      { id: 1001, path: 'doInfoImport', names: ['交货单导入', 'DO import', 'Import DO'] },
      { id: 1002, path: 'oneBoxMoreDo', names: ['一箱多单', 'One box, many DOs', 'Satu kotak, banyak DO'] },
      { id: 1003, path: 'oneDoMoreBox', names: ['一单多箱', 'One DO, many boxes', 'Satu DO, banyak kotak'] },
      { id: 1004, path: 'doOrderPrint', names: ['交货单打印', 'DO printing', 'Cetak DO'] },
      { id: 1005, path: 'doOrderManager', names: ['交货单管理', 'DO management', 'Pengurusan DO'] },
    ],
  },
  {
    id: 11,
    path: 'memberCenter',
    names: ['会员中心', 'Member mall', 'Pusat ahli'],
    children: [
      { id: 1101, path: 'accountInfo', names: ['账户信息', 'Account info', 'Maklumat akaun'] },
      { id: 1102, path: 'pointReward', names: ['积分兑换', 'Points reward', 'Ganjaran mata'] },
      { id: 1103, path: 'growthLog', names: ['成长值记录', 'Growth log', 'Log pertumbuhan'] },
      { id: 1104, path: 'integralLog', names: ['积分记录', 'Points log', 'Log mata'] },
      { id: 1105, path: 'exchangeLog', names: ['兑换记录', 'Exchange log', 'Log penukaran'] },
    ],
  },
  {
    id: 12,
    path: 'vipCenter',
    names: ['VIP中心', 'VIP centre', 'Pusat VIP'],
    children: [
      { id: 1201, path: 'dedicatedCustomerService', names: ['专属客服', 'Dedicated customer service', 'Khidmat pelanggan khas'] },
      { id: 1202, path: 'trainingCentre', names: ['培训中心', 'Training centre', 'Pusat latihan'] },
      { id: 1203, path: 'serverCenter', names: ['服务中心', 'Service centre', 'Pusat perkhidmatan'] },
      { id: 1204, path: 'openPlatform', names: ['开放平台', 'Open platform', 'Platform terbuka'] },
    ],
  },
  {
    id: 13,
    path: 'personalSetting',
    names: ['个人设置', 'Settings', 'Tetapan'],
    children: [
      { id: 1301, path: 'personalInfo', names: ['个人信息', 'Personal info', 'Maklumat peribadi'] },
      { id: 1302, path: 'importTemplateConfig', names: ['导入模板配置', 'Import templates', 'Templat import'] },
      { id: 1303, path: 'enhancedMessageService', names: ['增强短信服务', 'Enhanced SMS', 'SMS dipertingkat'] },
      { id: 1304, path: 'enhancedMessageLogs', names: ['增强短信记录', 'Enhanced SMS logs', 'Log SMS dipertingkat'] },
      { id: 1305, path: 'monthlyPickup', names: ['月度揽收', 'Monthly pickup', 'Pengambilan bulanan'] },
      {
        id: 1306,
        path: 'monthlyPickupTimeSetting',
        names: ['月度揽收时间设置', 'Monthly pickup time setting', 'Tetapan masa pengambilan bulanan'],
      },
    ],
  },
  {
    id: 14,
    path: 'permissionManage',
    names: ['权限管理', 'Permissions', 'Kebenaran'],
    children: [{ id: 1401, path: 'userManage', names: ['子账号管理', 'Sub-accounts', 'Sub-akaun'] }],
  },
  {
    id: 15,
    path: 'notifyCenter',
    names: ['消息中心', 'Notifications', 'Pemberitahuan'],
    children: [{ id: 1501, path: 'notifyCenter', names: ['消息中心', 'Notification centre', 'Pusat pemberitahuan'] }],
  },
  {
    // Not in the menu (MENU_HIDDEN_PATHS): the grant of the dashboard's figures; /dashboard is every account's page.
    id: 16,
    path: 'home',
    names: ['首页', 'Home', 'Laman utama'],
    children: [{ id: 1601, path: 'dashboard', names: ['数据看板', 'Dashboard figures', 'Angka papan pemuka'] }],
  },
];

const ADMIN_CATALOGUE: CatalogueEntry[] = [
  {
    id: ADMIN_MENU_IDS.setting,
    path: 'setting',
    names: ['系统设置', 'Settings', 'Tetapan'],
    children: [
      { id: ADMIN_MENU_IDS.table, path: 'table', names: ['表格列表设置', 'Table list settings', 'Tetapan senarai jadual'] },
      { id: ADMIN_MENU_IDS.i18nManage, path: 'i18nManage', names: ['多语言维护', 'Language maintenance', 'Penyelenggaraan bahasa'] },
      { id: ADMIN_MENU_IDS.tableAdd, path: 'tableAdd', names: ['编辑表格', 'Edit table', 'Sunting jadual'] },
      // The dashboard's banners and announcements (issue 15), which every customer reads.
      {
        id: ADMIN_MENU_IDS.dashboardContent,
        path: 'dashboardContent',
        names: ['首页内容', 'Dashboard content', 'Kandungan papan pemuka'],
      },
      // Applications to close a prepaid account, which the courier's finance staff decide (issue 17).
      {
        id: ADMIN_MENU_IDS.prepayClosing,
        path: 'prepayClosing',
        names: ['预付款销户审核', 'Prepaid account closing', 'Penutupan akaun prabayar'],
      },
      // The customer-service desk: complaints from every customer, answered here (issue 18).
      {
        id: ADMIN_MENU_IDS.complaintDesk,
        path: 'complaintDesk',
        names: ['投诉处理台', 'Complaint desk', 'Meja aduan'],
      },
      // The customer-service desk for work orders from every customer (issue 18).
      {
        id: ADMIN_MENU_IDS.workOrderDesk,
        path: 'workOrderDesk',
        names: ['工单处理台', 'Work order desk', 'Meja tiket kerja'],
      },
      // The claim desk: claims for lost or damaged parcels from every customer, decided here (issue 18).
      {
        id: ADMIN_MENU_IDS.claimDesk,
        path: 'claimDesk',
        names: ['理赔审核台', 'Claim desk', 'Meja tuntutan'],
      },
      // The member mall's gift store: gifts, their points price and stock (issue 18).
      {
        id: ADMIN_MENU_IDS.mallGifts,
        path: 'mallGifts',
        names: ['积分礼品管理', 'Mall gifts', 'Hadiah pusat ahli'],
      },
      // Shares off the freight that pricing applies to matching orders (issue 27).
      {
        id: ADMIN_MENU_IDS.promotions,
        path: 'promotions',
        names: ['运费优惠', 'Promotions', 'Promosi'],
      },
    ],
  },
];

/** The catalogue as rows of the `functions` table. */
export function catalogueRows() {
  const rows: (typeof functions.$inferInsert)[] = [];
  for (const [scope, groups] of [
    ['CUSTOMER', CUSTOMER_CATALOGUE],
    ['ADMIN', ADMIN_CATALOGUE],
  ] as const) {
    groups.forEach((group, g) => {
      const children = group.children ?? [];
      rows.push({
        id: group.id,
        parentId: 0,
        path: group.path,
        url: 'Layout',
        redirect: children[0] ? `/${group.path}/${children[0].path}` : '',
        sort: g + 1,
        state: 1,
        scope,
        nameZh: group.names[0],
        nameEn: group.names[1],
        nameMl: group.names[2],
      });
      for (const [p, page] of children.entries())
        rows.push({
          id: page.id,
          parentId: group.id,
          path: page.path,
          url: page.path,
          redirect: '',
          sort: p + 1,
          state: 1,
          scope,
          nameZh: page.names[0],
          nameEn: page.names[1],
          nameMl: page.names[2],
        });
    });
  }
  return rows;
}

/** Every customer page id, for granting a customer the whole catalogue. */
export const allCustomerPageIds = (): number[] => CUSTOMER_CATALOGUE.flatMap((g) => (g.children ?? []).map((c) => c.id));
