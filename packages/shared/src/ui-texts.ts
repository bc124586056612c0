import type { Lang } from './lang.ts';

/**
 * The interface texts the release ships, one JSON file per language and namespace in
 * `packages/shared/locales`. The web app loads one language on demand; the server seeds the
 * language-maintenance table from all of them. A test checks this list against the folder.
 */
export type UiTexts = Record<string, unknown>;

export const UI_NAMESPACES = [
  'addresses',
  'addressImport',
  'auth',
  'common',
  'dashboard',
  'exports',
  'layout',
  'listKit',
  'lists',
  'orderManage',
  'ordering',
  'profile',
  'tracking',
  'queries',
  'waybills',
  'bulkImport',
  'deliveryOrders',
  'preOrders',
  'advancePayment',
  'complaints',
  'cashBills',
  'statements',
  'cod',
  'marketplace',
  'workOrders',
  'mall',
  'claims',
  'sms',
  'openPlatform',
] as const;
export type UiNamespace = (typeof UI_NAMESPACES)[number];

/**
 * What /login shows (its form, the language list, the track box): the only texts the login page
 * waits for, and the ones every page needs before its first paint. The build names them in each
 * language's page (apps/web/vite.config.ts), so the browser fetches them with the app's first chunks.
 */
export const FIRST_UI_NAMESPACES = ['common', 'auth', 'tracking'] as const satisfies readonly UiNamespace[];

type Loader = () => Promise<{ default: UiTexts }>;

export const UI_TEXT_LOADERS: Record<Lang, Record<UiNamespace, Loader>> = {
  zh: {
    addresses: () => import('../locales/zh/addresses.json'),
    addressImport: () => import('../locales/zh/addressImport.json'),
    lists: () => import('../locales/zh/lists.json'),
    ordering: () => import('../locales/zh/ordering.json'),
    auth: () => import('../locales/zh/auth.json'),
    common: () => import('../locales/zh/common.json'),
    dashboard: () => import('../locales/zh/dashboard.json'),
    exports: () => import('../locales/zh/exports.json'),
    layout: () => import('../locales/zh/layout.json'),
    listKit: () => import('../locales/zh/listKit.json'),
    orderManage: () => import('../locales/zh/orderManage.json'),
    profile: () => import('../locales/zh/profile.json'),
    tracking: () => import('../locales/zh/tracking.json'),
    queries: () => import('../locales/zh/queries.json'),
    waybills: () => import('../locales/zh/waybills.json'),
    bulkImport: () => import('../locales/zh/bulkImport.json'),
    deliveryOrders: () => import('../locales/zh/deliveryOrders.json'),
    preOrders: () => import('../locales/zh/preOrders.json'),
    advancePayment: () => import('../locales/zh/advancePayment.json'),
    complaints: () => import('../locales/zh/complaints.json'),
    workOrders: () => import('../locales/zh/workOrders.json'),
    cashBills: () => import('../locales/zh/cashBills.json'),
    statements: () => import('../locales/zh/statements.json'),
    cod: () => import('../locales/zh/cod.json'),
    marketplace: () => import('../locales/zh/marketplace.json'),
    mall: () => import('../locales/zh/mall.json'),
    claims: () => import('../locales/zh/claims.json'),
    sms: () => import('../locales/zh/sms.json'),
    openPlatform: () => import('../locales/zh/openPlatform.json'),
  },
  en: {
    addresses: () => import('../locales/en/addresses.json'),
    addressImport: () => import('../locales/en/addressImport.json'),
    lists: () => import('../locales/en/lists.json'),
    ordering: () => import('../locales/en/ordering.json'),
    auth: () => import('../locales/en/auth.json'),
    common: () => import('../locales/en/common.json'),
    dashboard: () => import('../locales/en/dashboard.json'),
    exports: () => import('../locales/en/exports.json'),
    layout: () => import('../locales/en/layout.json'),
    listKit: () => import('../locales/en/listKit.json'),
    orderManage: () => import('../locales/en/orderManage.json'),
    profile: () => import('../locales/en/profile.json'),
    tracking: () => import('../locales/en/tracking.json'),
    queries: () => import('../locales/en/queries.json'),
    waybills: () => import('../locales/en/waybills.json'),
    bulkImport: () => import('../locales/en/bulkImport.json'),
    deliveryOrders: () => import('../locales/en/deliveryOrders.json'),
    preOrders: () => import('../locales/en/preOrders.json'),
    advancePayment: () => import('../locales/en/advancePayment.json'),
    complaints: () => import('../locales/en/complaints.json'),
    workOrders: () => import('../locales/en/workOrders.json'),
    cashBills: () => import('../locales/en/cashBills.json'),
    statements: () => import('../locales/en/statements.json'),
    cod: () => import('../locales/en/cod.json'),
    marketplace: () => import('../locales/en/marketplace.json'),
    mall: () => import('../locales/en/mall.json'),
    claims: () => import('../locales/en/claims.json'),
    sms: () => import('../locales/en/sms.json'),
    openPlatform: () => import('../locales/en/openPlatform.json'),
  },
  ml: {
    addresses: () => import('../locales/ml/addresses.json'),
    addressImport: () => import('../locales/ml/addressImport.json'),
    lists: () => import('../locales/ml/lists.json'),
    ordering: () => import('../locales/ml/ordering.json'),
    auth: () => import('../locales/ml/auth.json'),
    common: () => import('../locales/ml/common.json'),
    dashboard: () => import('../locales/ml/dashboard.json'),
    exports: () => import('../locales/ml/exports.json'),
    layout: () => import('../locales/ml/layout.json'),
    listKit: () => import('../locales/ml/listKit.json'),
    orderManage: () => import('../locales/ml/orderManage.json'),
    profile: () => import('../locales/ml/profile.json'),
    tracking: () => import('../locales/ml/tracking.json'),
    queries: () => import('../locales/ml/queries.json'),
    waybills: () => import('../locales/ml/waybills.json'),
    bulkImport: () => import('../locales/ml/bulkImport.json'),
    deliveryOrders: () => import('../locales/ml/deliveryOrders.json'),
    preOrders: () => import('../locales/ml/preOrders.json'),
    advancePayment: () => import('../locales/ml/advancePayment.json'),
    complaints: () => import('../locales/ml/complaints.json'),
    workOrders: () => import('../locales/ml/workOrders.json'),
    cashBills: () => import('../locales/ml/cashBills.json'),
    statements: () => import('../locales/ml/statements.json'),
    cod: () => import('../locales/ml/cod.json'),
    marketplace: () => import('../locales/ml/marketplace.json'),
    mall: () => import('../locales/ml/mall.json'),
    claims: () => import('../locales/ml/claims.json'),
    sms: () => import('../locales/ml/sms.json'),
    openPlatform: () => import('../locales/ml/openPlatform.json'),
  },
};

/**
 * One language's texts, namespace by namespace: all of them, or only the namespaces named (the web
 * app's login page loads its own few first). Each namespace of each language is a chunk of its own,
 * so only the language asked for is downloaded.
 */
export async function loadUiTexts<N extends UiNamespace = UiNamespace>(
  lang: Lang,
  namespaces: readonly N[] = UI_NAMESPACES as readonly UiNamespace[] as readonly N[],
): Promise<Record<N, UiTexts>> {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, (await UI_TEXT_LOADERS[lang][ns]()).default] as const));
  return Object.fromEntries(entries) as Record<N, UiTexts>;
}

/** `{a: {b: 'x'}}` as `[['a.b', 'x']]`: the keys i18next reads. */
export function flattenTexts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => flattenTexts(v, prefix ? `${prefix}.${k}` : k));
}
