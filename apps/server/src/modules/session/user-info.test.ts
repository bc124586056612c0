import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import type { MenuEntry } from '@portal/shared/menu';
import type { UserInfo } from '@portal/shared/user-info';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, refused, SESSION_EXPIRED, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface LoginReply {
  token: string;
  sessionId: string;
  vipAgreementSignStatus: number;
}

async function logIn(loginCode: string): Promise<LoginReply> {
  const reply = await call<LoginReply>(t.app, 'login', { loginCode, loginPassword: loginCode === 'admin' ? 'Admin1234' : DEMO_PASSWORD });
  if (!reply.data?.token) throw new Error(`login ${loginCode} failed: ${reply.desc}`);
  return reply.data;
}

/** One session per account for the whole file. */
const sessions = new Map<string, LoginReply>();
async function sessionOf(loginCode: string): Promise<LoginReply> {
  let session = sessions.get(loginCode);
  if (!session) {
    session = await logIn(loginCode);
    sessions.set(loginCode, session);
  }
  return session;
}

async function callAs<T>(loginCode: string, name: string, lang: Lang = 'en') {
  return call<T>(t.app, name, {}, { token: (await sessionOf(loginCode)).token, lang });
}
const infoOf = async (loginCode: string, lang: Lang = 'en') => (await callAs<UserInfo>(loginCode, 'getUserInfo', lang)).data!;
const funcIds = (info: UserInfo) => info.funcs.map((f) => f.FUNCID);
const funcPaths = (info: UserInfo) => info.funcs.map((f) => f.FUNCPATH);

/**
 * Every field of `UserInfo`. Typed as a record over its keys, so the type checker fails here
 * when the interface gains or loses a field and this list is not brought along.
 */
const USER_INFO_FIELDS: Record<keyof UserInfo, true> = {
  name: true,
  funcs: true,
  accountType: true,
  isAdmin: true,
  userAdmin: true,
  cusType: true,
  settlementCode: true,
  codLimit: true,
  nameType: true,
  mobile: true,
  email: true,
  loginCode: true,
  loginPassword: true,
  photo: true,
  cusCode: true,
  cusName: true,
  cusLongName: true,
  cusTel1: true,
  cusTel2: true,
  cusAddress: true,
  siteName: true,
  siteCode: true,
  networkId: true,
  menuId: true,
  exportFlag: true,
  customConfigJsonDto: true,
  serviceLogo: true,
  vipAgreementSignStatus: true,
  holder: true,
  bankName: true,
  bankAccount: true,
  bankStatement: true,
  bankStatementUrl: true,
  reverse: true,
  shareCustomer: true,
  token: true,
  sessionId: true,
  realityweight: true,
  realityWeight: true,
  maxValue: true,
  shippingTermsFlag: true,
  expressTypes: true,
  countryRestriction: true,
  lockFlag: true,
  openPrepay: true,
  grayscale: true,
};

const BANK_FIELDS = ['holder', 'bankName', 'bankAccount', 'bankStatement', 'bankStatementUrl'] as const;

// Products and country limits as seeded (seed.ts), sorted by name. Weights in grams, sizes in cm.
const product = (typeName: string, productType: 'NE' | 'MS', maxWeight: number, minimumWeight: number, [l, h, w]: number[]) => ({
  typeName,
  productType,
  state: 1,
  maxWeight,
  minimumWeight,
  expressLength: l,
  expressHight: h,
  expressWidth: w,
  volumetricDivisor: 6000,
});
const PRODUCTS = {
  EX: product('EX', 'NE', 50_000, 10, [150, 100, 100]),
  EZ: product('EZ', 'NE', 30_000, 10, [120, 80, 80]),
  JS: product('JS', 'MS', 30_000, 500, [100, 80, 80]),
  SC: product('SC', 'NE', 200_000, 1_000, [200, 150, 150]),
  SF: product('SF', 'NE', 30_000, 10, [100, 80, 80]),
};
const country = (countryCode: string, weight: number, [length, height, width]: number[]) => ({
  countryCode,
  weight,
  length,
  height,
  width,
});
const COUNTRIES = {
  BRN: country('BRN', 30_000, [100, 60, 60]),
  CHN: country('CHN', 30_000, [100, 60, 60]),
  IDN: country('IDN', 20_000, [100, 60, 60]),
  SGP: country('SGP', 30_000, [120, 80, 80]),
  THA: country('THA', 20_000, [100, 60, 60]),
};

/** Every group in the menu has at least one of its pages there, and every page its group. */
function expectNoEmptyGroups(funcs: MenuEntry[]) {
  const ids = new Set(funcs.map((f) => f.FUNCID));
  for (const f of funcs) {
    if (f.PARENTID === 0)
      expect(
        funcs.some((c) => c.PARENTID === f.FUNCID),
        `group ${f.FUNCPATH} has a page`,
      ).toBe(true);
    else expect(ids.has(f.PARENTID), `page ${f.FUNCPATH} has its group`).toBe(true);
  }
}

describe('getUserInfo', () => {
  it('sends every field for demo, with the seeded values and this session', async () => {
    const session = await sessionOf('demo');
    const reply = await call<UserInfo>(t.app, 'getUserInfo', {}, { token: session.token });
    expect(Object.keys(reply).sort()).toEqual(['code', 'data', 'desc', 'success']);
    expect(reply).toMatchObject({ success: true, code: Code.OK, desc: 'Success' });
    const { funcs, ...info } = reply.data!;
    expect(Object.keys(reply.data!).sort()).toEqual(Object.keys(USER_INFO_FIELDS).sort());
    expect(info).toEqual({
      name: 'Tan Wei Ming',
      accountType: 'MAIN',
      isAdmin: false,
      userAdmin: '1',
      cusType: 'MONTHLY',
      settlementCode: 'PP_PM',
      codLimit: 5_000_000,
      nameType: 'COMPANY',
      mobile: '0123456789',
      email: 'ops@demotrading.com.my',
      loginCode: 'demo',
      loginPassword: null,
      photo: null,
      cusCode: 'MY10001',
      cusName: 'Demo Trading Sdn Bhd',
      cusLongName: 'Demo Trading Sdn Bhd (202101012345)',
      cusTel1: '03-5632 1188',
      cusTel2: '012-345 6789',
      cusAddress: 'No. 12, Jalan SS 15/4, 47500 Subang Jaya, Selangor',
      siteName: 'Subang Jaya Hub',
      siteCode: 'SBJ01',
      networkId: 1201,
      menuId: null,
      exportFlag: 0,
      customConfigJsonDto: null,
      serviceLogo: 'vip-gold',
      vipAgreementSignStatus: 1,
      holder: 'Demo Trading Sdn Bhd',
      bankName: 'Maybank',
      bankAccount: '514012345678',
      bankStatement: 'Maybank statement, October 2026',
      bankStatementUrl: null,
      reverse: 0,
      shareCustomer: 0,
      token: session.token,
      sessionId: session.sessionId,
      realityweight: 200_000,
      realityWeight: 200_000,
      maxValue: 2_000_000,
      shippingTermsFlag: 1,
      expressTypes: [PRODUCTS.EX, PRODUCTS.EZ, PRODUCTS.JS, PRODUCTS.SC, PRODUCTS.SF],
      countryRestriction: [COUNTRIES.BRN, COUNTRIES.CHN, COUNTRIES.IDN, COUNTRIES.SGP, COUNTRIES.THA],
      lockFlag: 0,
      openPrepay: 1,
      grayscale: { isMallShow: true, printCustomerCodes: true },
    });
    expect(funcs.length).toBeGreaterThan(0);
  });

  it('sends each session its own token and session id from the shared cached entry', async () => {
    const first = await sessionOf('demo');
    const second = await logIn('demo');
    const a = await infoOf('demo');
    const b = (await call<UserInfo>(t.app, 'getUserInfo', {}, { token: second.token })).data!;
    expect([a.token, a.sessionId]).toEqual([first.token, first.sessionId]);
    expect([b.token, b.sessionId]).toEqual([second.token, second.sessionId]);
    expect(b.sessionId).not.toBe(a.sessionId);
  });

  it('sends menu entries with every menu field, named in the request language', async () => {
    const group = {
      FUNCID: 1,
      FUNCPATH: 'orders',
      FUNCURL: 'Layout',
      FUNCREDIRECT: '/orders/normalOrder',
      PARENTID: 0,
      SORTNUMBER: 1,
      STATE: 1,
    };
    for (const [lang, name] of [
      ['zh', '下单管理'],
      ['en', 'Ordering'],
      ['ml', 'Pesanan'],
    ] as const) {
      const funcs = (await infoOf('demo', lang)).funcs;
      expect(funcs.find((f) => f.FUNCID === 1)).toEqual({ ...group, FUNCNAME: name });
    }
    expect((await infoOf('demo', 'zh')).funcs.find((f) => f.FUNCID === 101)).toEqual({
      FUNCID: 101,
      FUNCNAME: '普通下单',
      FUNCPATH: 'normalOrder',
      FUNCURL: 'normalOrder',
      FUNCREDIRECT: '',
      PARENTID: 1,
      SORTNUMBER: 1,
      STATE: 1,
    });
  });

  it("gives demo its customer's whole menu less the pages spec 6 hides", async () => {
    const info = await infoOf('demo');
    // Groups first in menu order, then each group's pages in order.
    expect(funcIds(info)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16],
      ...[101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 201, 202, 203, 301, 302, 303, 401, 402, 403, 404],
      ...[501, 502, 503, 504, 505, 506, 507, 508, 601, 701, 702, 703, 704, 705, 706, 801, 802],
      ...[1001, 1002, 1003, 1004, 1005, 1101, 1102, 1103, 1104, 1105],
      ...[1201, 1202, 1203, 1204, 1301, 1302, 1303, 1304, 1305, 1401, 1501, 1601],
    ]);
    const paths = funcPaths(info);
    // PP_PM settlement, open wallet and mall switched on: these show.
    expect(paths).toEqual(
      expect.arrayContaining(['enhancedMessageService', 'enhancedMessageLogs', 'advancePayment', 'memberCenter', 'userManage']),
    );
    // A service logo: dedicated customer service shows; the pickup time setting never does.
    expect(paths).toContain('dedicatedCustomerService');
    expect(paths).not.toContain('monthlyPickupTimeSetting');
    expectNoEmptyGroups(info.funcs);
  });

  it('hides from acme what its settlement, closed wallet and mall switch do not allow', async () => {
    const info = await infoOf('acme');
    const paths = funcPaths(info);
    for (const hidden of [
      'enhancedMessageService',
      'enhancedMessageLogs',
      'advancePayment',
      'memberCenter',
      'dedicatedCustomerService',
      'monthlyPickupTimeSetting',
    ])
      expect(paths).not.toContain(hidden);
    // The mall's pages go with their hidden group; the delivery-order group was never granted.
    const groupOf = (id: number) => (id < 100 ? id : Math.floor(id / 100));
    expect(funcIds(info).filter((id) => groupOf(id) === 10 || groupOf(id) === 11)).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining(['orders', 'finance', 'monthlyStatement', 'personalSetting', 'personalInfo', 'userManage']),
    );
    expectNoEmptyGroups(info.funcs);
    expect(info).toMatchObject({
      settlementCode: 'PM',
      openPrepay: 2,
      grayscale: { isMallShow: false, printCustomerCodes: false },
      vipAgreementSignStatus: 0,
    });
    expect(info.expressTypes).toEqual([PRODUCTS.EX, PRODUCTS.EZ, PRODUCTS.JS, PRODUCTS.SF]);
    expect(info.countryRestriction).toEqual([COUNTRIES.BRN, COUNTRIES.IDN, COUNTRIES.SGP]);
  });

  it('gives the sub-account only what its main account granted, without bank details or e-mail', async () => {
    const info = await infoOf('demo_ops');
    expect(Object.keys(info).sort()).toEqual(Object.keys(USER_INFO_FIELDS).sort());
    expect(info).toMatchObject({
      name: 'Nurul Aina binti Hassan',
      loginCode: 'demo_ops',
      accountType: 'SUB',
      isAdmin: false,
      userAdmin: '0',
      email: null,
      loginPassword: null,
      cusCode: 'MY10001',
      cusName: 'Demo Trading Sdn Bhd',
      openPrepay: 1,
    });
    for (const field of BANK_FIELDS) expect(info[field], field).toBeNull();
    // The granted pages (seed.ts) and their groups, nothing else.
    expect(funcIds(info)).toEqual([1, 2, 3, 4, 13, 101, 104, 106, 201, 203, 302, 401, 402, 1301]);
    expect(funcPaths(info)).not.toContain('userManage');
    expect(funcPaths(info)).not.toContain('finance');
    expectNoEmptyGroups(info.funcs);
  });

  it('gives the frozen customer its grants and its lock flag', async () => {
    const info = await infoOf('frozen');
    expect(funcIds(info)).toEqual([1, 2, 4, 13, 101, 102, 103, 104, 105, 106, 201, 202, 203, 401, 402, 1301]);
    expect(info).toMatchObject({
      lockFlag: 1,
      cusCode: 'MY10003',
      settlementCode: 'CASH',
      holder: 'Kinabalu Crafts Enterprise',
      vipAgreementSignStatus: 1,
    });
    expect(info.expressTypes).toEqual([PRODUCTS.EX, PRODUCTS.EZ, PRODUCTS.SF]);
    expect(info.countryRestriction).toEqual([COUNTRIES.BRN]);
  });

  it('gives the administrator the fixed settings menu as Super Admin', async () => {
    const info = await infoOf('admin', 'zh');
    expect(Object.keys(info).sort()).toEqual(Object.keys(USER_INFO_FIELDS).sort());
    expect(funcIds(info)).toEqual([9, 901, 902, 903, 904, 905, 906, 907, 908, 909, 910]);
    expect(info.funcs[0]).toMatchObject({
      FUNCID: 9,
      FUNCNAME: '系统设置',
      FUNCPATH: 'setting',
      FUNCREDIRECT: '/setting/table',
      PARENTID: 0,
    });
    expect(info).toMatchObject({
      name: 'Portal Administrator',
      loginCode: 'admin',
      accountType: 'ADMIN',
      isAdmin: true,
      userAdmin: '1',
      cusName: 'Super Admin',
      cusCode: 'SUPERADMIN',
      vipAgreementSignStatus: 1,
      lockFlag: 0,
      openPrepay: 2,
      expressTypes: [],
      countryRestriction: [],
      loginPassword: null,
    });
    for (const field of BANK_FIELDS) expect(info[field], field).toBeNull();
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'getUserInfo', {})).toEqual(SESSION_EXPIRED);
  });
});

describe('getLockFlag', () => {
  const lockFlag = async (as: string) => (await callAs<{ lockFlag: number }>(as, 'getLockFlag')).data;

  it("reads the caller's customer's flag", async () => {
    expect(await callAs('frozen', 'getLockFlag')).toEqual({ success: true, code: Code.OK, desc: 'Success', data: { lockFlag: 1 } });
    expect(await lockFlag('demo')).toEqual({ lockFlag: 0 });
    expect(await lockFlag('demo_ops')).toEqual({ lockFlag: 0 });
    expect(await lockFlag('admin')).toEqual({ lockFlag: 0 });
  });

  it('reads the database, not the session, so a freeze shows at once', async () => {
    await lockFlag('acme');
    await t.database.db.update(customers).set({ lockFlag: 1 }).where(eq(customers.code, 'MY10002'));
    try {
      expect(await lockFlag('acme')).toEqual({ lockFlag: 1 });
      expect(await lockFlag('demo')).toEqual({ lockFlag: 0 });
    } finally {
      await t.database.db.update(customers).set({ lockFlag: 0 }).where(eq(customers.code, 'MY10002'));
    }
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'getLockFlag', {})).toEqual(SESSION_EXPIRED);
  });
});

describe('agreeSignNDA', () => {
  const signature = async (code: string) => {
    const [row] = await t.database.db
      .select({ at: customers.vipAgreementSignedAt, by: customers.vipAgreementSignedBy })
      .from(customers)
      .where(eq(customers.code, code));
    return row!;
  };
  const userId = async (loginCode: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, loginCode)))[0]!.id;

  it('signs for acme: user info and the next login show it at once', async () => {
    expect((await logIn('acme')).vipAgreementSignStatus).toBe(0);
    // Load user info in two languages first, so a stale cache would show.
    expect((await infoOf('acme', 'en')).vipAgreementSignStatus).toBe(0);
    expect((await infoOf('acme', 'ml')).vipAgreementSignStatus).toBe(0);

    expect(await callAs('acme', 'agreeSignNDA', 'zh')).toEqual({
      success: true,
      code: Code.OK,
      desc: '操作成功',
      data: { vipAgreementSignStatus: 1 },
    });

    expect((await infoOf('acme', 'en')).vipAgreementSignStatus).toBe(1);
    expect((await infoOf('acme', 'ml')).vipAgreementSignStatus).toBe(1);
    expect((await logIn('acme')).vipAgreementSignStatus).toBe(1);
    const signed = await signature('MY10002');
    expect(signed.by).toBe(await userId('acme'));
    expect(signed.at).toBeInstanceOf(Date);
  });

  it('keeps the first signature when signed again', async () => {
    const before = await signature('MY10001');
    expect(before.at?.toISOString()).toBe('2026-01-05T02:00:00.000Z');
    expect((await callAs('demo_ops', 'agreeSignNDA')).data).toEqual({ vipAgreementSignStatus: 1 });
    expect(await signature('MY10001')).toEqual(before);
  });

  it("signs only for the caller's customer", async () => {
    const frozenBefore = await signature('MY10003');
    await callAs('demo', 'agreeSignNDA');
    expect(await signature('MY10003')).toEqual(frozenBefore);
  });

  it('refuses the administrator', async () => {
    expect(await callAs('admin', 'agreeSignNDA', 'zh')).toEqual(refused(Code.FORBIDDEN, '您没有执行此操作的权限'));
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'agreeSignNDA', {})).toEqual(SESSION_EXPIRED);
  });
});

describe('querySubAccount', () => {
  it("lists the caller's own sub-accounts only", async () => {
    // Give acme a sub-account too, so leaking across customers would show.
    const [acme] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10002'));
    const [clerk] = await t.database.db
      .insert(users)
      .values({
        customerId: acme!.id,
        loginCode: 'acme_clerk',
        passwordHash: 'unused',
        accountType: 'SUB',
        name: 'Siti Clerk',
        mobile: '0112223333',
        status: 2,
      })
      .returning({ id: users.id });
    const [ops] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo_ops'));

    expect(await callAs('demo', 'querySubAccount')).toEqual({
      success: true,
      code: Code.OK,
      desc: 'Success',
      data: [{ id: ops!.id, loginCode: 'demo_ops', name: 'Nurul Aina binti Hassan', mobile: '0198765432', status: 1 }],
    });
    const [acmeOps] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'acme_ops'));
    expect((await callAs('acme', 'querySubAccount')).data).toEqual([
      { id: clerk!.id, loginCode: 'acme_clerk', name: 'Siti Clerk', mobile: '0112223333', status: 2 },
      { id: acmeOps!.id, loginCode: 'acme_ops', name: 'Muthu a/l Raman', mobile: '0124455667', status: 1 },
    ]);
    expect((await callAs('frozen', 'querySubAccount')).data).toEqual([]);
  });

  it('refuses sub-accounts and the administrator', async () => {
    expect(await callAs('demo_ops', 'querySubAccount', 'zh')).toEqual(refused(Code.FORBIDDEN, '仅主账号可执行此操作'));
    expect(await callAs('admin', 'querySubAccount', 'ml')).toEqual(refused(Code.FORBIDDEN, 'Hanya akaun utama boleh melakukan ini'));
  });

  it('answers 70001 without a session', async () => {
    expect(await call(t.app, 'querySubAccount', {})).toEqual(SESSION_EXPIRED);
  });
});
