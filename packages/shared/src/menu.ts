/** A menu entry as `getUserInfo.do` sends it in `funcs` (spec 3 "Menu entry"). */
export interface MenuEntry {
  FUNCID: number;
  FUNCNAME: string;
  /** Top level: the first path segment (`orders`); child: the page segment (`normalOrder`). */
  FUNCPATH: string;
  /** The page's component key; for external pages the address opened in a new window. */
  FUNCURL: string;
  /** Top level only: where the group's own path redirects, e.g. `/orders/normalOrder`. */
  FUNCREDIRECT: string;
  /** 0 for a top-level entry. */
  PARENTID: number;
  SORTNUMBER: number;
  /** 1 shown, 0 switched off by the courier. */
  STATE: number;
}

/**
 * The customer menu's pages (FUNCPATH of a child entry). An endpoint that serves a page declares it
 * (`pages` in plugins/portal.ts), so a sub-account not granted the page is refused by the server too.
 */
export const CUSTOMER_PAGES = [
  'normalOrder',
  'moreTicket',
  'bulkImport',
  'quickOrders',
  'international',
  'orderManage',
  'mangeWaybill',
  'waybillEditLog',
  'logisticsTracking',
  'nearbyOutlets',
  'freightQuery',
  'agingQuery',
  'senderAddress',
  'receiverAddress',
  'internationalAddress',
  'addressImport',
  'codManagement',
  'CODbill',
  'monthlyStatement',
  'monthlyStatementNew',
  'cashBill',
  'cashBillNew',
  'codInvoiceNew',
  'advancePayment',
  'complaintsSuggestIndex',
  'workOrderManage',
  'ticketEntrys',
  'ticketImport',
  'claimsManagement',
  'claimsAdd',
  'claimsImport',
  'updatingFiles',
  'accessoryLibrary',
  'doInfoImport',
  'oneBoxMoreDo',
  'oneDoMoreBox',
  'doOrderPrint',
  'doOrderManager',
  'accountInfo',
  'pointReward',
  'growthLog',
  'integralLog',
  'exchangeLog',
  'dedicatedCustomerService',
  'trainingCentre',
  'serverCenter',
  'openPlatform',
  'personalInfo',
  'importTemplateConfig',
  'enhancedMessageService',
  'enhancedMessageLogs',
  'monthlyPickup',
  'monthlyPickupTimeSetting',
  'userManage',
  'notifyCenter',
  /** The dashboard's figures (the /dashboard page itself is every account's): hidden from the menu, granted like a page. */
  'dashboard',
  /** Pre-orders, smart orders and pickup reservations (issue 16): pages of the Ordering group. */
  'preOrders',
  'smartOrders',
  'pickupReservation',
  /** Marketplace orders (issue 16, getCommerceOrders.do): a page of the Ordering group. */
  'commerceOrders',
] as const;
export type CustomerPage = (typeof CUSTOMER_PAGES)[number];

/** Spec 2 "External pages" and "Routes built from the user's menu": order pages a frozen account may not open. */
const FROZEN_BLOCKED_PATHS = [
  '/orders/normalOrder',
  '/orders/moreTicket',
  '/orders/orderManage',
  '/orders/bulkImport',
  '/orders/international',
] as const;

export const isFrozenBlockedPath = (path: string): boolean => FROZEN_BLOCKED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * The calls behind those pages. The server refuses them for a frozen customer before anything
 * else runs, so a frozen account cannot order by calling the API directly either.
 */
const FROZEN_BLOCKED_ENDPOINTS = [
  'insertOrder',
  'insertInternationalOrder',
  'getMultipleVotes',
  'updateOrder',
  'updateInternationalOrder',
  'getOrders',
  'getStatusCountData',
  'getOrdersStatistics',
  'exportOrders',
  'cancelOrder',
  'printOrder',
  'getOrderPlainText',
  'getOrderDetail',
  'getOrderCustoms',
  'delCustoms',
  // My waybills is open to a frozen customer (it only reads), but a COD change is a change of an order.
  'updateCod',
  // Bulk import places orders too (issue 16).
  'importOrders',
  'resubmitOrderImport',
  // Shipping marketplace orders places orders too.
  'shipCommerceOrders',
] as const;

export const isFrozenBlockedEndpoint = (name: string): boolean => (FROZEN_BLOCKED_ENDPOINTS as readonly string[]).includes(name);

/** The administrator's fixed menu (spec 2 "Administrator menu"). */
export const ADMIN_MENU_IDS = {
  setting: 9,
  table: 901,
  i18nManage: 902,
  tableAdd: 903,
  dashboardContent: 904,
  prepayClosing: 905,
  complaintDesk: 906,
  workOrderDesk: 907,
  claimDesk: 908,
  mallGifts: 909,
  promotions: 910,
} as const;

/**
 * Shown as routes but never as menu items (spec 2): the notifyCenter group and the tableAdd page; and
 * the home group's dashboard grant, whose page is /dashboard, every account's first tab.
 */
export const MENU_HIDDEN_PATHS = ['notifyCenter', 'tableAdd', 'home', 'dashboard'] as const;

/**
 * Pages the spec lists twice under two names that serve the same purpose here (docs/decisions.md): COD
 * invoices shows the COD bills, Uploaded files the attachment library. Each stays a page and a grant, but the
 * menu shows the duplicate only to an account that does not also hold the page it repeats.
 */
export const MENU_DUPLICATES: Partial<Record<CustomerPage, CustomerPage>> = {
  codInvoiceNew: 'CODbill',
  updatingFiles: 'accessoryLibrary',
};

/** The courier's "monthly pickup time setting" function never appears in the menu (spec 6). */
export const EXCLUDED_FUNCTION_PATHS = ['monthlyPickupTimeSetting'] as const;

/** What the hiding rules of spec 6 look at. */
export interface MenuRuleContext {
  accountType: 'ADMIN' | 'MAIN' | 'SUB';
  settlementCode: string | null;
  openPrepay: number;
  isMallShow: boolean;
  serviceLogo: string | null;
}

/** Functions only a main account may hold, whatever was granted (spec 6, issue 3). */
export const MAIN_ACCOUNT_ONLY_PATHS = ['userManage'] as const;

/**
 * Spec 6 hiding rules, applied by the server to the granted functions before it sends `funcs`.
 * A group left without children is dropped too, so the menu never shows an empty heading.
 */
export function applyMenuRules(funcs: MenuEntry[], ctx: MenuRuleContext): MenuEntry[] {
  const hidden = (f: MenuEntry): boolean => {
    if (f.STATE !== 1) return true;
    if ((EXCLUDED_FUNCTION_PATHS as readonly string[]).includes(f.FUNCPATH)) return true;
    if (ctx.accountType === 'SUB' && (MAIN_ACCOUNT_ONLY_PATHS as readonly string[]).includes(f.FUNCPATH)) return true;
    switch (f.FUNCPATH) {
      case 'enhancedMessageService':
      case 'enhancedMessageLogs':
        return ctx.settlementCode !== 'PP_PM';
      case 'memberCenter':
        return !ctx.isMallShow;
      case 'advancePayment':
        return ctx.openPrepay !== 1;
      case 'dedicatedCustomerService':
        return !ctx.serviceLogo;
      default:
        return false;
    }
  };
  const kept = funcs.filter((f) => !hidden(f));
  const keptIds = new Set(kept.map((f) => f.FUNCID));
  const childCount = new Map<number, number>();
  for (const f of kept) {
    if (f.PARENTID !== 0 && keptIds.has(f.PARENTID)) childCount.set(f.PARENTID, (childCount.get(f.PARENTID) ?? 0) + 1);
  }
  return kept
    .filter((f) => (f.PARENTID === 0 ? (childCount.get(f.FUNCID) ?? 0) > 0 : keptIds.has(f.PARENTID)))
    .sort((a, b) => a.PARENTID - b.PARENTID || a.SORTNUMBER - b.SORTNUMBER || a.FUNCID - b.FUNCID);
}
