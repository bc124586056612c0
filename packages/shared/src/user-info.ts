import type { AccountType } from './account.ts';
import type { CustomerPage, MenuEntry } from './menu.ts';

/** A product the customer may ship (spec 3 "expressTypes item"). Weights in grams, sizes in cm. */
export interface ExpressTypeLimit {
  typeName: string;
  productType: 'NE' | 'MS';
  /** 1 enabled, 0 disabled for this customer. */
  state: number;
  maxWeight: number;
  minimumWeight: number;
  expressLength: number;
  expressHight: number;
  expressWidth: number;
  /** L x W x H (cm) / this = the volumetric kilograms of one parcel (the product's, 6000 unless the courier sets another). */
  volumetricDivisor: number;
}

/** Per-country limits for international orders (spec 3). Weight in grams, sizes in cm. */
export interface CountryRestriction {
  countryCode: string;
  weight: number;
  length: number;
  height: number;
  width: number;
}

/**
 * `getUserInfo.do` data: every field of spec 3 "User info". Money in sen, weights in grams.
 * `loginPassword` is always null: the server never sends password material.
 */
export interface UserInfo {
  name: string;
  funcs: MenuEntry[];
  accountType: AccountType;
  isAdmin: boolean;
  /** '1' main account, '0' sub-account (the administrator is '1' too). */
  userAdmin: '1' | '0';
  /** The customer's payment type (cash, monthly...). */
  cusType: string | null;
  settlementCode: string | null;
  codLimit: number | null;
  nameType: string | null;
  mobile: string | null;
  email: string | null;
  loginCode: string;
  loginPassword: null;
  photo: string | null;
  cusCode: string;
  cusName: string;
  cusLongName: string | null;
  cusTel1: string | null;
  cusTel2: string | null;
  cusAddress: string | null;
  siteName: string | null;
  siteCode: string | null;
  networkId: number | null;
  menuId: number | null;
  /** 1 hides export on the order, waybill and monthly bill detail lists (spec 6). */
  exportFlag: number;
  customConfigJsonDto: Record<string, unknown> | null;
  serviceLogo: string | null;
  /** 1 signed; otherwise the VIP agreement is shown after login. */
  vipAgreementSignStatus: number;
  /** Bank details: main accounts only, null for sub-accounts (spec 6). */
  holder: string | null;
  bankName: string | null;
  bankAccount: string | null;
  bankStatement: string | null;
  bankStatementUrl: string | null;
  reverse: number;
  shareCustomer: number;
  token: string;
  sessionId: string;
  /** The user's maximum weight in grams; sent under both spellings the portal reads. */
  realityweight: number | null;
  realityWeight: number | null;
  /** Maximum goods value in sen. */
  maxValue: number | null;
  shippingTermsFlag: number;
  expressTypes: ExpressTypeLimit[];
  countryRestriction: CountryRestriction[];
  /** 1 means frozen (spec 3). */
  lockFlag: number;
  /** 1 open, 2 closed (spec 3 "Advance payment"). */
  openPrepay: number;
  grayscale: { isMallShow: boolean; printCustomerCodes: boolean };
}

/**
 * The prepaid wallet's page: its balance, top-up, payment results and notices are for the accounts
 * holding it (a main account holds every page of its customer), like any page's calls.
 */
export const WALLET_PAGE = 'advancePayment' satisfies CustomerPage;
/** The pages whose payments come back to the payment result page: top-ups and statements paid online. */
export const PAYMENT_RESULT_PAGES = [WALLET_PAGE, 'monthlyStatement', 'monthlyStatementNew'] as const satisfies readonly CustomerPage[];

/** Whether the shell shows the account its balance and Top up (spec 6: only with prepay open). */
export const holdsWallet = (user: Pick<UserInfo, 'accountType' | 'openPrepay' | 'funcs'>): boolean =>
  user.accountType !== 'ADMIN' && user.openPrepay === 1 && user.funcs.some((f) => f.FUNCPATH === WALLET_PAGE);

/** `prepay/selectAccount.do` data (spec 3 "Advance payment"); accountAmount in sen. */
export interface PrepayAccount {
  accountAmount: number;
  accountAmountFormat: string;
  openPrepay: number;
}

/** `getOverdueArrears` items (spec 3). Dates are YYYY-MM-DD in Malaysian time. */
export interface OverdueArrears {
  id: number;
  startDate: string;
  endDate: string;
  status: string;
  show: boolean;
  topic: string;
  content: string;
}

/** Spec 4: the prompt shows when today is within the record's dates and its status is '0'. */
export function isArrearsDue(record: Pick<OverdueArrears, 'startDate' | 'endDate' | 'status'>, today: string): boolean {
  return record.status === '0' && record.startDate <= today && today <= record.endDate;
}

/** `mall/queryAlertMsg.do` items; USER_MALL_FIRST shows when status is 2 (spec 3). */
export interface AlertMessage {
  id: number;
  businessType: string;
  status: number;
  topic: string;
  content: string;
}
export const MALL_FIRST_ALERT = 'USER_MALL_FIRST';
export const ALERT_STATUS_SHOW = 2;
