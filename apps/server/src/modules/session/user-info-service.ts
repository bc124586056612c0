import { ADMIN_CUSTOMER_CODE } from '@portal/shared/account';
import { type Lang, localizedName } from '@portal/shared/lang';
import { applyMenuRules, type MenuEntry } from '@portal/shared/menu';
import { translate } from '@portal/shared/messages';
import type { UserInfo } from '@portal/shared/user-info';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { expressTypeLimitColumns, productOfExpressType, toExpressTypeLimit } from '../../db/express-type-limits.ts';
import {
  customerCountryRestrictions,
  customerExpressTypes,
  customerFunctions,
  customers,
  functions,
  products,
  userFunctions,
  users,
} from '../../db/schema/index.ts';
import { InvalidatingCache } from '../../lib/cache.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import { type Caller, successHead, type Translate } from '../../plugins/portal.ts';

/** User info without the two per-session fields, as the cache keeps it. */
type UserInfoBase = Omit<UserInfo, 'token' | 'sessionId'>;

interface CachedInfo {
  userId: number;
  customerId: number | null;
  /** The base object serialised without its closing brace, ready to take the session fields. */
  jsonHead: string;
  info: UserInfoBase;
}

/** The external VIP centre pages open the configured address (spec 2 "External pages"). */
const EXTERNAL_PAGES: Record<string, keyof Pick<Config, 'trainingUrl' | 'termsUrl'>> = {
  trainingCentre: 'trainingUrl',
  serverCenter: 'termsUrl',
};

const at = { userId: sql.placeholder('userId'), customerId: sql.placeholder('customerId') };

// A cold getUserInfo (a fresh login, or any call on a process that has not seen the user lately)
// runs these; prepared, they cost neither drizzle's query building nor PostgreSQL's planning per call.
const accountStatement = (db: Db) =>
  preparedOnce(db, 'user_info_account', () =>
    db
      .select({ user: users, customer: customers })
      .from(users)
      .leftJoin(customers, eq(customers.id, users.customerId))
      .where(eq(users.id, at.userId))
      .limit(1)
      .prepare('user_info_account'),
  );

const customerGrants = (db: Db) =>
  db.select({ id: customerFunctions.functionId }).from(customerFunctions).where(eq(customerFunctions.customerId, at.customerId));

const mainGrantsStatement = (db: Db) =>
  preparedOnce(db, 'user_info_main_grants', () => customerGrants(db).prepare('user_info_main_grants'));

const subGrantsStatement = (db: Db) =>
  preparedOnce(db, 'user_info_sub_grants', () =>
    db
      .select({ id: userFunctions.functionId })
      .from(userFunctions)
      .where(and(eq(userFunctions.userId, at.userId), inArray(userFunctions.functionId, customerGrants(db))))
      .prepare('user_info_sub_grants'),
  );

const expressTypesStatement = (db: Db) =>
  preparedOnce(db, 'user_info_express_types', () =>
    db
      .select(expressTypeLimitColumns)
      .from(customerExpressTypes)
      .leftJoin(products, productOfExpressType)
      .where(eq(customerExpressTypes.customerId, at.customerId))
      .orderBy(customerExpressTypes.typeName)
      .prepare('user_info_express_types'),
  );

const countryRestrictionsStatement = (db: Db) =>
  preparedOnce(db, 'user_info_country_restrictions', () =>
    db
      .select()
      .from(customerCountryRestrictions)
      .where(eq(customerCountryRestrictions.customerId, at.customerId))
      .orderBy(customerCountryRestrictions.countryCode)
      .prepare('user_info_country_restrictions'),
  );

/** The menu catalogue in one language: every function, the same for every account. */
const catalogueIn = (db: Db, lang: Lang) =>
  db
    .select({
      FUNCID: functions.id,
      FUNCNAME: localizedName(functions, lang),
      FUNCPATH: functions.path,
      FUNCURL: functions.url,
      FUNCREDIRECT: functions.redirect,
      PARENTID: functions.parentId,
      SORTNUMBER: functions.sort,
      STATE: functions.state,
      scope: functions.scope,
    })
    .from(functions);

type CatalogueRow = Awaited<ReturnType<typeof catalogueIn>>[number];

/**
 * Builds `getUserInfo.do`'s data: the account, its customer's profile and limits, and the menu
 * after the grants and the hiding rules of spec 6. Built once per user and language and kept
 * until the change feed says the user, the customer or the catalogue changed.
 */
export class UserInfoService {
  private readonly cache = new InvalidatingCache<CachedInfo>(5 * 60_000);
  /**
   * The catalogue per language. Only migrations and the seed write it (a deploy), so it is read once an
   * hour, or when the change feed says anything may have changed.
   */
  private readonly catalogue = new InvalidatingCache<CatalogueRow[]>(60 * 60_000);

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
    private readonly config: Config,
    private readonly texts: Translate = translate,
  ) {
    changes.watch({
      user: (id) => this.cache.invalidateWhere((c) => c.userId === id),
      customer: (id) => this.cache.invalidateWhere((c) => c.customerId === id),
      all: () => {
        this.cache.clear();
        this.catalogue.clear();
      },
    });
  }

  /** The reply body of `getUserInfo.do` for this caller, serialised. */
  async replyJson(caller: Caller, lang: Lang): Promise<string | null> {
    const cached = await this.cache.load(`${caller.userId}:${lang}`, () => this.build(caller.userId, lang));
    if (!cached) return null;
    const session = `,"token":${JSON.stringify(caller.token)},"sessionId":${JSON.stringify(caller.sessionId)}}`;
    return `${successHead(this.texts('ok', lang))}${cached.jsonHead}${session}}`;
  }

  async get(caller: Caller, lang: Lang): Promise<UserInfo | null> {
    const cached = await this.cache.load(`${caller.userId}:${lang}`, () => this.build(caller.userId, lang));
    return cached ? { ...cached.info, token: caller.token, sessionId: caller.sessionId } : null;
  }

  private async build(userId: number, lang: Lang): Promise<CachedInfo | undefined> {
    const [row] = await accountStatement(this.db).execute({ userId });
    if (!row) return undefined;
    const { user, customer } = row;
    const isAdmin = user.accountType === 'ADMIN';
    const isMain = user.accountType === 'MAIN';
    const funcs = await this.menu(user.id, user.accountType, customer?.id ?? null, lang);
    const visible = applyMenuRules(funcs, {
      accountType: user.accountType,
      settlementCode: customer?.settlementCode ?? null,
      openPrepay: customer?.openPrepay ?? 2,
      isMallShow: customer?.isMallShow ?? false,
      serviceLogo: customer?.serviceLogo ?? null,
    });
    const [expressTypes, countryRestriction] = customer
      ? await Promise.all([
          expressTypesStatement(this.db).execute({ customerId: customer.id }),
          countryRestrictionsStatement(this.db).execute({ customerId: customer.id }),
        ])
      : [[], []];
    // Bank details are for main accounts only (spec 6), so a sub-account never receives them.
    const bank = isMain && customer;
    const info: UserInfoBase = {
      name: user.name,
      funcs: visible,
      accountType: user.accountType,
      isAdmin,
      userAdmin: user.accountType === 'SUB' ? '0' : '1',
      cusType: customer?.cusType ?? null,
      settlementCode: customer?.settlementCode ?? null,
      codLimit: customer?.codLimit ?? null,
      nameType: customer?.nameType ?? null,
      mobile: user.mobile,
      email: user.accountType === 'SUB' ? null : user.email,
      loginCode: user.loginCode,
      loginPassword: null,
      photo: user.photo,
      cusCode: customer?.code ?? ADMIN_CUSTOMER_CODE,
      cusName: customer?.name ?? 'Super Admin',
      cusLongName: customer?.longName ?? null,
      cusTel1: customer?.tel1 ?? null,
      cusTel2: customer?.tel2 ?? null,
      cusAddress: customer?.address ?? null,
      siteName: customer?.siteName ?? null,
      siteCode: customer?.siteCode ?? null,
      networkId: customer?.networkId ?? null,
      menuId: user.menuId,
      exportFlag: user.exportFlag,
      customConfigJsonDto: customer?.customConfig ?? null,
      serviceLogo: customer?.serviceLogo ?? null,
      vipAgreementSignStatus: isAdmin || customer?.vipAgreementSignedAt ? 1 : 0,
      holder: bank ? customer.holder : null,
      bankName: bank ? customer.bankName : null,
      bankAccount: bank ? customer.bankAccount : null,
      bankStatement: bank ? customer.bankStatement : null,
      bankStatementUrl: bank ? customer.bankStatementUrl : null,
      reverse: customer?.reverse ?? 0,
      shareCustomer: customer?.shareCustomer ?? 0,
      realityweight: customer?.realityWeight ?? null,
      realityWeight: customer?.realityWeight ?? null,
      maxValue: customer?.maxValue ?? null,
      shippingTermsFlag: customer?.shippingTermsFlag ?? 0,
      expressTypes: expressTypes.map(toExpressTypeLimit),
      countryRestriction: countryRestriction.map((c) => ({
        countryCode: c.countryCode,
        weight: c.weight,
        length: c.length,
        height: c.height,
        width: c.width,
      })),
      lockFlag: customer?.lockFlag ?? 0,
      openPrepay: customer?.openPrepay ?? 2,
      grayscale: { isMallShow: customer?.isMallShow ?? false, printCustomerCodes: customer?.printCustomerCodes ?? false },
    };
    const json = JSON.stringify(info);
    return { userId: user.id, customerId: customer?.id ?? null, info, jsonHead: json.slice(0, -1) };
  }

  /**
   * The functions the account holds: the administrator's fixed menu; a main account's customer
   * grants; for a sub-account, what its main account granted it that the customer still has.
   * Groups come along with any of their pages.
   */
  private async menu(userId: number, type: 'ADMIN' | 'MAIN' | 'SUB', customerId: number | null, lang: Lang): Promise<MenuEntry[]> {
    const catalogue = (await this.catalogue.load(lang, () => catalogueIn(this.db, lang))) ?? [];
    let granted: Set<number>;
    if (type === 'ADMIN') {
      granted = new Set(catalogue.filter((f) => f.scope === 'ADMIN').map((f) => f.FUNCID));
    } else if (customerId === null) {
      granted = new Set();
    } else {
      const rows =
        type === 'MAIN'
          ? await mainGrantsStatement(this.db).execute({ customerId })
          : await subGrantsStatement(this.db).execute({ userId, customerId });
      granted = new Set(rows.map((r) => r.id));
    }
    const byId = new Map(catalogue.map((f) => [f.FUNCID, f]));
    for (const id of [...granted]) {
      const parent = byId.get(id)?.PARENTID;
      if (parent) granted.add(parent);
    }
    return catalogue
      .filter((f) => granted.has(f.FUNCID))
      .map(({ scope: _scope, ...f }) => {
        const external = EXTERNAL_PAGES[f.FUNCPATH];
        return external ? { ...f, FUNCURL: this.config[external] ?? '' } : f;
      });
  }
}
