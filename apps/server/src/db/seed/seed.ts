import { hash } from '@node-rs/argon2';
import { malaysiaDate } from '@portal/shared/time';
import { MALL_FIRST_ALERT } from '@portal/shared/user-info';
import { sql } from 'drizzle-orm';
import { BUILT_IN_TABLES } from '../../lists.ts';
import { seedDemoAddresses } from '../../modules/addresses/demo-addresses.ts';
import { seedDemoAccountManager } from '../../modules/dedicated-service/demo.ts';
import { seedDemoDeliveryOrders } from '../../modules/delivery-orders/demo-dos.ts';
import { upsertGeographyCatalogue } from '../../modules/geography/catalogue.ts';
import { loadGeography } from '../../modules/geography/loader.ts';
import { seedBuiltInTexts } from '../../modules/i18n/built-in-texts.ts';
import { seedDemoMall } from '../../modules/mall/demo-mall.ts';
import { seedNetwork } from '../../modules/network/seed.ts';
import { upsertPricingCatalogue } from '../../modules/orders/catalogue.ts';
import { upsertRechargeGoods } from '../../modules/payments/catalogue.ts';
import { seedDemoPromotions, thisMonth } from '../../modules/promotions/demo-promotions.ts';
import { seedBuiltInTables } from '../../modules/table-config/repository.ts';
import type { Db, Tx } from '../client.ts';
import { excludedLocalNames } from '../local-names.ts';
import {
  alertMessages,
  announcements,
  customerContracts,
  customerCountryRestrictions,
  customerExpressTypes,
  customerFunctions,
  customers,
  dashboardBanners,
  functions,
  userFunctions,
  users,
  walletLedger,
  wallets,
} from '../schema/index.ts';
import { allCustomerPageIds, catalogueRows } from './catalogue.ts';

/** Weights in grams, sizes in cm. EZ/EX/SF/SC are single parcels (NE); JS carries multi-parcel (MS). */
const STANDARD_PRODUCTS = [
  { typeName: 'EZ', productType: 'NE', state: 1, maxWeight: 30_000, minimumWeight: 10, length: 120, height: 80, width: 80 },
  { typeName: 'EX', productType: 'NE', state: 1, maxWeight: 50_000, minimumWeight: 10, length: 150, height: 100, width: 100 },
  { typeName: 'SF', productType: 'NE', state: 1, maxWeight: 30_000, minimumWeight: 10, length: 100, height: 80, width: 80 },
  { typeName: 'SC', productType: 'NE', state: 1, maxWeight: 200_000, minimumWeight: 1_000, length: 200, height: 150, width: 150 },
  { typeName: 'JS', productType: 'MS', state: 1, maxWeight: 30_000, minimumWeight: 500, length: 100, height: 80, width: 80 },
] as const;

const ASEAN_LIMITS = [
  { countryCode: 'BRN', weight: 30_000, length: 100, height: 60, width: 60 },
  { countryCode: 'IDN', weight: 20_000, length: 100, height: 60, width: 60 },
  { countryCode: 'SGP', weight: 30_000, length: 120, height: 80, width: 80 },
  { countryCode: 'THA', weight: 20_000, length: 100, height: 60, width: 60 },
  { countryCode: 'CHN', weight: 30_000, length: 100, height: 60, width: 60 },
];

/** The catalogue is reference data: kept current on every start. */
async function upsertCatalogue(db: Db | Tx): Promise<void> {
  const rows = catalogueRows();
  await db
    .insert(functions)
    .values(rows)
    .onConflictDoUpdate({
      target: functions.id,
      set: {
        parentId: sql`excluded.parent_id`,
        path: sql`excluded.path`,
        url: sql`excluded.url`,
        redirect: sql`excluded.redirect`,
        sort: sql`excluded.sort`,
        scope: sql`excluded.scope`,
        ...excludedLocalNames(),
      },
    });
}

type NewCustomer = typeof customers.$inferInsert;

async function addCustomer(
  tx: Tx,
  customer: NewCustomer,
  grants: number[],
  opts: {
    products: readonly Omit<typeof customerExpressTypes.$inferInsert, 'customerId' | 'id'>[];
    countries: typeof ASEAN_LIMITS;
    openingBalanceSen?: number;
  },
): Promise<number> {
  // Flagged as demo: the simulator moves their parcels (docs/decisions.md "The simulator").
  const [row] = await tx
    .insert(customers)
    .values({ ...customer, demo: true })
    .returning({ id: customers.id });
  const customerId = row!.id;
  await tx.insert(customerFunctions).values(grants.map((functionId) => ({ customerId, functionId })));
  await tx.insert(customerExpressTypes).values(opts.products.map((p) => ({ ...p, customerId })));
  if (opts.countries.length) await tx.insert(customerCountryRestrictions).values(opts.countries.map((c) => ({ ...c, customerId })));
  const opening = opts.openingBalanceSen ?? 0;
  await tx.insert(wallets).values({ customerId, balanceSen: opening });
  if (opening > 0)
    await tx.insert(walletLedger).values({
      customerId,
      amountSen: opening,
      balanceAfterSen: opening,
      kind: 'OPENING',
      reference: 'migration-opening-balance',
      note: 'Balance carried over from the previous billing system',
    });
  return customerId;
}

async function addUser(tx: Tx, user: Omit<typeof users.$inferInsert, 'passwordHash'> & { password: string }): Promise<number> {
  const { password, ...rest } = user;
  const [row] = await tx
    .insert(users)
    .values({ ...rest, passwordHash: await hash(password) })
    .returning({ id: users.id });
  return row!.id;
}

const mallWelcome = (userId: number) => ({
  userId,
  businessType: MALL_FIRST_ALERT,
  status: 2,
  topic: { zh: '欢迎来到会员商城', en: 'Welcome to the Member Mall', ml: 'Selamat datang ke Pusat Ahli' },
  content: {
    zh: '每一票运单都会为您累积积分和成长值。在“会员中心”查看积分，兑换礼品。',
    en: 'Every waybill you ship earns points and growth value. Open the Member Mall to see your points and exchange them for gifts.',
    ml: 'Setiap bil muatan yang anda hantar memberi mata dan nilai pertumbuhan. Buka Pusat Ahli untuk melihat mata anda dan menukarnya dengan hadiah.',
  },
});

/** The courier's banners and announcements on every dashboard (the administrator keeps them). */
async function seedDashboardContent(tx: Tx): Promise<void> {
  await tx.insert(dashboardBanners).values([
    {
      title: { zh: '东马运费八五折', en: '15% off to Sabah and Sarawak', ml: 'Diskaun 15% ke Sabah dan Sarawak' },
      body: {
        zh: '本月寄往东马的标准快递享八五折，下单时自动计算。',
        en: 'Standard parcels to East Malaysia cost 15% less this month, applied when you order.',
        ml: 'Bungkusan Standard ke Malaysia Timur 15% lebih murah bulan ini, dikira semasa membuat pesanan.',
      },
      link: '/orders/normalOrder',
      tone: 'red',
      sort: 1,
      // It announces the demo's promotion (seedDemoPromotions) and goes when the promotion ends.
      endsAt: thisMonth().endsAt,
    },
    {
      title: { zh: '批量导入，一次千单', en: 'Import a thousand orders at once', ml: 'Import seribu pesanan sekaligus' },
      body: {
        zh: '用 Excel 模板批量下单，逐行检查，错误一目了然。',
        en: 'Place orders from an Excel template: every row is checked and every mistake named.',
        ml: 'Buat pesanan daripada templat Excel: setiap baris disemak dan setiap kesilapan dinyatakan.',
      },
      link: '/orders/bulkImport',
      tone: 'blue',
      sort: 2,
    },
  ]);
  await tx.insert(announcements).values([
    {
      title: { zh: '公共假期派送安排', en: 'Deliveries over the public holiday', ml: 'Penghantaran semasa cuti umum' },
      content: {
        zh: '公共假期期间各网点照常揽收，东马线路顺延一天送达。',
        en: 'Every outlet collects as usual over the public holiday; routes to East Malaysia arrive a day later.',
        ml: 'Semua cawangan mengambil seperti biasa semasa cuti umum; laluan ke Malaysia Timur tiba sehari lewat.',
      },
      pinned: true,
    },
    {
      title: { zh: '新增 Bayan Lepas 网点', en: 'New outlet in Bayan Lepas', ml: 'Cawangan baharu di Bayan Lepas' },
      content: {
        zh: 'Bayan Lepas 新网点已开业，周一至周六 9:00-18:00 可寄件。',
        en: 'Our new Bayan Lepas outlet is open for drop-off, Monday to Saturday, 9:00 to 18:00.',
        ml: 'Cawangan baharu Bayan Lepas dibuka untuk hantar bungkusan, Isnin hingga Sabtu, 9:00 hingga 18:00.',
      },
    },
  ]);
}

/** The demo customers and logins the README lists. */
async function seedDemo(tx: Tx): Promise<void> {
  const everything = allCustomerPageIds();

  const demo = await addCustomer(
    tx,
    {
      code: 'MY10001',
      name: 'Demo Trading Sdn Bhd',
      longName: 'Demo Trading Sdn Bhd (202101012345)',
      tel1: '03-5632 1188',
      tel2: '012-345 6789',
      address: 'No. 12, Jalan SS 15/4, 47500 Subang Jaya, Selangor',
      siteCode: 'SBJ01',
      siteName: 'Subang Jaya Hub',
      networkId: 1201,
      holder: 'Demo Trading Sdn Bhd',
      bankName: 'Maybank',
      bankAccount: '514012345678',
      bankStatement: 'Maybank statement, October 2026',
      cusType: 'MONTHLY',
      settlementCode: 'PP_PM',
      codLimit: 5_000_000,
      payMethods: ['PP_PM', 'PP_CASH', 'CC_CASH'],
      nameType: 'COMPANY',
      openPrepay: 1,
      realityWeight: 200_000,
      maxValue: 2_000_000,
      shippingTermsFlag: 1,
      isMallShow: true,
      printCustomerCodes: true,
      vipAgreementSignedAt: new Date('2026-01-05T02:00:00Z'),
      // Its e-invoicing identity (issue 17): what its invoices and MyInvois documents carry.
      tin: 'C24567890120',
      brn: '202101012345',
    },
    everything,
    { products: STANDARD_PRODUCTS, countries: ASEAN_LIMITS, openingBalanceSen: 500_000 },
  );
  const demoMain = await addUser(tx, {
    customerId: demo,
    loginCode: 'demo',
    password: 'Demo1234',
    accountType: 'MAIN',
    name: 'Tan Wei Ming',
    mobile: '0123456789',
    email: 'ops@demotrading.com.my',
  });
  const demoOps = await addUser(tx, {
    customerId: demo,
    loginCode: 'demo_ops',
    password: 'Demo1234',
    accountType: 'SUB',
    name: 'Nurul Aina binti Hassan',
    mobile: '0198765432',
  });
  // The operations clerk places and follows orders and keeps addresses; no finance, no accounts.
  await tx
    .insert(userFunctions)
    .values([101, 104, 106, 201, 203, 302, 401, 402, 1301].map((functionId) => ({ userId: demoOps, functionId })));
  await tx.insert(alertMessages).values([mallWelcome(demoMain), mallWelcome(demoOps)]);

  const acme = await addCustomer(
    tx,
    {
      code: 'MY10002',
      name: 'Acme Electronics (M) Sdn Bhd',
      longName: 'Acme Electronics (Malaysia) Sdn Bhd (199801004567)',
      tel1: '04-644 2200',
      address: 'Plot 88, Lorong Perusahaan Maju 4, Bayan Lepas FIZ Phase 4, 11900 Bayan Lepas, Pulau Pinang',
      siteCode: 'BYL01',
      siteName: 'Bayan Lepas Hub',
      networkId: 1402,
      holder: 'Acme Electronics (M) Sdn Bhd',
      bankName: 'Public Bank',
      bankAccount: '3198765432',
      cusType: 'MONTHLY',
      settlementCode: 'PM',
      codLimit: 1_000_000,
      payMethods: ['PM', 'PAYMONTHLY', 'CASH', 'CC_CASH'],
      nameType: 'COMPANY',
      openPrepay: 2,
      realityWeight: 50_000,
      maxValue: 500_000,
      shippingTermsFlag: 0,
    },
    everything.filter((id) => Math.floor(id / 100) !== 10),
    { products: STANDARD_PRODUCTS.filter((p) => p.typeName !== 'SC'), countries: ASEAN_LIMITS.slice(0, 3) },
  );
  await addUser(tx, {
    customerId: acme,
    loginCode: 'acme',
    password: 'Demo1234',
    accountType: 'MAIN',
    name: 'Lim Chee Keong',
    mobile: '0164401122',
    email: 'logistics@acme-electronics.com.my',
  });
  // Acme's despatch clerk: a second customer's everyday user (the browser tests' isolation checks use it,
  // since the tests of the main account's password and login lock leave that one changed). It also keeps
  // Acme's monthly statements (503, 504): a monthly account's clerk often does.
  const acmeOps = await addUser(tx, {
    customerId: acme,
    loginCode: 'acme_ops',
    password: 'Demo1234',
    accountType: 'SUB',
    name: 'Muthu a/l Raman',
    mobile: '0124455667',
  });
  await tx
    .insert(userFunctions)
    .values([101, 104, 106, 201, 203, 302, 401, 402, 503, 504, 1301].map((functionId) => ({ userId: acmeOps, functionId })));

  const frozen = await addCustomer(
    tx,
    {
      code: 'MY10003',
      name: 'Kinabalu Crafts Enterprise',
      longName: 'Kinabalu Crafts Enterprise (SA0123456-X)',
      tel1: '088-251 300',
      address: 'Lot 5, Kompleks Asia City, Jalan Asia City, 88000 Kota Kinabalu, Sabah',
      siteCode: 'BKI01',
      siteName: 'Kota Kinabalu Hub',
      networkId: 1801,
      holder: 'Kinabalu Crafts Enterprise',
      bankName: 'CIMB Bank',
      bankAccount: '8001234567',
      cusType: 'CASH',
      settlementCode: 'CASH',
      payMethods: ['CASH', 'CC_CASH'],
      nameType: 'COMPANY',
      lockFlag: 1,
      openPrepay: 2,
      realityWeight: 30_000,
      maxValue: 300_000,
      vipAgreementSignedAt: new Date('2025-08-12T03:30:00Z'),
    },
    [101, 102, 103, 104, 105, 106, 201, 202, 203, 401, 402, 1301],
    { products: STANDARD_PRODUCTS.slice(0, 3), countries: ASEAN_LIMITS.filter((c) => c.countryCode === 'BRN') },
  );
  await addUser(tx, {
    customerId: frozen,
    loginCode: 'frozen',
    password: 'Demo1234',
    accountType: 'MAIN',
    name: 'Jason Lo',
    mobile: '0138812345',
    email: 'jason@kinabalucrafts.my',
  });

  await seedDemoAddresses(tx, { customerId: demo, userId: demoMain }, { customerId: acme });
  // Delivery orders in every state (DO management, binding and printing have something to show).
  await seedDemoDeliveryOrders(tx, { customerId: demo, userId: demoMain });

  // Demo Trading's contract ends in 20 days, so its dashboard asks about renewal; Acme's runs for months yet.
  await tx.insert(customerContracts).values([
    { customerId: demo, contractNo: 'CT-MY10001-2026', startDate: malaysiaDate(-345), endDate: malaysiaDate(20) },
    { customerId: acme, contractNo: 'CT-MY10002-2026', startDate: malaysiaDate(-165), endDate: malaysiaDate(200) },
  ]);
  await seedDashboardContent(tx);
  await seedDemoPromotions(tx);
  // The member mall (issue 18): Demo Trading carries 1,500 points over, enough for Gold and a few gifts.
  await seedDemoMall(tx, { customerId: demo }, 1_500);
  await seedDemoAccountManager(tx, demo);

  await addUser(tx, {
    customerId: null,
    loginCode: 'admin',
    password: 'Admin1234',
    accountType: 'ADMIN',
    name: 'Portal Administrator',
    email: 'it-admin@portal.example.my',
  });
}

/**
 * Brings reference data up to date and, on a database without customers, adds the demo data.
 * Returns true when the demo data was created.
 */
export async function seedDatabase(db: Db, opts: { demo: boolean }): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One seeder at a time when several processes start together on PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(4721002)`);
    await upsertCatalogue(tx);
    await seedBuiltInTables(tx, BUILT_IN_TABLES);
    await seedBuiltInTexts(tx);
    await upsertGeographyCatalogue(tx);
    await upsertPricingCatalogue(tx);
    await upsertRechargeGoods(tx);
    await loadGeography(tx);
    await seedNetwork(tx);
    if (!opts.demo) return false;
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(customers);
    if (count > 0) return false;
    await seedDemo(tx);
    return true;
  });
}
