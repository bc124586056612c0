// Walks every endpoint the server registers and proves its guards: no token is refused; a
// sub-account holding no page is refused what a page serves (and what only a main account or the
// administrator may do); another customer's ids answer not found. Each refusal changes nothing.
// A new endpoint fails here until it is classified below, so no endpoint ships unguarded by accident.

import { cashBillNo } from '@portal/shared/cash-bill';
import { Code } from '@portal/shared/codes';
import { malaysiaDate, malaysiaInstant } from '@portal/shared/time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callEndpoint, login, startTestApp, type TestApp } from '../../test/helpers.ts';
import {
  accessories,
  apiKeys,
  claims,
  codBills,
  commerceOrders,
  customers,
  importTemplates,
  monthlyStatements,
  notifications,
  orderImports,
  orders,
  pickupReservations,
  prepayCloseApplies,
  smsMessages,
  smsTemplates,
  users,
  walletLedger,
  workOrderFiles,
} from '../db/schema/index.ts';
import { saveFile } from '../lib/file-store.ts';
import { receiverEntry } from '../modules/addresses/testing.ts';
import { domesticOrder, internationalOrder, storedOrderRow } from '../modules/orders/testing.ts';
import { closeMonth } from '../modules/statements/service.ts';
import type { EndpointInfo } from './portal.ts';

let t: TestApp;
let demo: string;
let acme: string;
let bare: string;
/** Demo Trading's own things, which acme must not reach. */
const mine = {
  waybillNo: '',
  interWaybillNo: '',
  addressId: 0,
  interAddressId: 0,
  subId: 0,
  taskId: '',
  fileId: '',
  alertId: 0,
  templateId: 0,
  importId: '',
};
/** Demo Trading's monthly statement and a waybill on it (issue 17). */
const stated = { billNo: '', waybillNo: '' };
/** Demo Trading's pre-order, smart order, accessory and pickup booking (issue 16). */
/** Demo Trading's wallet ledger line and its application to close the prepaid account (issue 17). */
const money = { ledgerId: 0, closeApplyId: 0 };
/** A message to Demo Trading (issue 18). */
const told = { notificationId: 0, complaintId: 0, workOrderId: 0, workOrderFileId: '' };
/** Demo Trading's claim (issue 18). */
const claimed = { id: 0 };
/** Demo Trading's cash bill and its invoice (issue 17). */
const billed = { billNo: '', invoiceNo: '' };
/** A COD bill of Demo Trading's (issue 17). */
const cod = { billNo: 'CB20261126999999' };
const ahead = { preOrderId: 0, smartOrderId: 0, accessoryId: '', reservationId: 0, commerceOrderId: 0 };
/** Demo Trading's SMS template and a message it sent (issue 18). */
const texted = { templateId: 0, messageId: 0 };
/** Demo Trading's API key (issue 30). */
const keyed = { id: 0 };

beforeAll(async () => {
  t = await startTestApp();
  demo = await t.sessionOf('demo');
  acme = await t.sessionOf('acme');
  // Acme's printing is switched on here, so that its refusal below is the not-found, not the switch.
  await t.database.db.update(customers).set({ printCustomerCodes: true }).where(eq(customers.code, 'MY10002'));
  const added = await call<{ id: number }>(
    t.app,
    'addUser',
    { subName: 'nopages', name: 'No Pages', password: 'Kl2026ab', funcIds: [] },
    { token: demo },
  );
  expect(added.success).toBe(true);
  mine.subId = added.data!.id;
  bare = await login(t.app, 'demo_nopages', 'Kl2026ab');
  const placed = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder(), { token: demo });
  expect(placed.success).toBe(true);
  mine.waybillNo = placed.data!.waybillNo;
  const inter = await call<{ waybillNo: string }>(t.app, 'insertInternationalOrder', internationalOrder(), { token: demo });
  expect(inter.success).toBe(true);
  mine.interWaybillNo = inter.data!.waybillNo;
  const books = await call<{ list: { id: number }[] }>(t.app, 'queryList', { addressType: '1' }, { token: demo });
  mine.addressId = books.data!.list[0]!.id;
  const inters = await call<{ list: { id: number }[] }>(t.app, 'queryInterList', { addressType: 'interAddress' }, { token: demo });
  mine.interAddressId = inters.data!.list[0]!.id;
  const task = await call<{ taskId: string }>(
    t.app,
    'exportAddress',
    { params: { addressType: '1' }, columns: [{ fieldName: 'name', header: 'Name' }] },
    { token: demo },
  );
  expect(task.success).toBe(true);
  mine.taskId = task.data!.taskId;
  const alerts = await call<{ id: number }[]>(t.app, 'mall/queryAlertMsg', {}, { token: demo });
  mine.alertId = alerts.data![0]!.id;
  // An order import template and a finished order import of Demo Trading's (issue 16).
  const [demoUser] = await t.database.db
    .select({ id: users.id, customerId: users.customerId })
    .from(users)
    .where(eq(users.loginCode, 'demo'));
  const [template] = await t.database.db
    .insert(importTemplates)
    .values({ customerId: demoUser!.customerId!, name: 'Shop export', mapping: { receiverName: 'Name' } })
    .returning({ id: importTemplates.id });
  mine.templateId = template!.id;
  const [imported] = await t.database.db
    .insert(orderImports)
    .values({
      customerId: demoUser!.customerId!,
      userId: demoUser!.id,
      fileName: 'orders.xlsx',
      fileHash: 'x',
      lang: 'en',
      defaults: { templateId: null, sender: null, expressType: 'EZ', serveType: 'DROP OFF', payMethod: null },
      rows: [{ rowNumber: 2, cells: { receiverName: 'A' }, errors: [{ field: 'weightKg', message: 'Please enter the goods weight' }] }],
      state: 'IMPORTED',
      total: 1,
      bad: 1,
    })
    .returning({ id: orderImports.id });
  mine.importId = imported!.id;
  // An import's error file as the import stores it, owned by Demo Trading's main account.
  const [owner] = await t.database.db.select({ id: users.id, customerId: users.customerId }).from(users).where(eq(users.loginCode, 'demo'));
  mine.fileId = await saveFile(t.database.db, {
    data: Buffer.from('errors'),
    name: 'errors.xlsx',
    contentType: 'application/octet-stream',
    userId: owner!.id,
    customerId: owner!.customerId,
  });
  ahead.preOrderId = (await call<{ id: number }>(t.app, 'saveVipOrder', { order: { receiverName: 'Aminah' } }, { token: demo })).data!.id;
  ahead.smartOrderId = (await call<{ id: number }>(t.app, 'addSmartOrder', { name: 'Guards', preset: {} }, { token: demo })).data!.id;
  const fileId = await saveFile(t.database.db, {
    data: Buffer.from('%PDF-1.4'),
    name: 'accessory-guards.pdf',
    contentType: 'application/pdf',
    userId: owner!.id,
    customerId: owner!.customerId,
  });
  const [accessory] = await t.database.db
    .insert(accessories)
    .values({ customerId: owner!.customerId!, fileId, displayName: 'a.pdf', contentType: 'application/pdf', size: 8 })
    .returning();
  ahead.accessoryId = accessory!.id;
  const [line] = await t.database.db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(eq(walletLedger.customerId, owner!.customerId!));
  money.ledgerId = line!.id;
  const [apply] = await t.database.db
    .insert(prepayCloseApplies)
    .values({
      customerId: owner!.customerId!,
      reason: 'Guards',
      bankName: 'Maybank',
      bankAccount: '514012345678',
      accountHolder: 'Demo',
      balanceAtApplySen: 0,
    })
    .returning({ id: prepayCloseApplies.id });
  money.closeApplyId = apply!.id;
  const [notice] = await t.database.db
    .insert(notifications)
    .values({
      customerId: owner!.customerId!,
      msgType: 1,
      kind: 'parcelReturned',
      reference: 'guards',
      params: { waybillNo: mine.waybillNo },
    })
    .returning({ id: notifications.id });
  told.notificationId = notice!.id;
  const raised = await call<{ id: number }>(
    t.app,
    'addComplaint',
    { type: 'DELIVERY', subType: 'LATE', waybillNo: mine.waybillNo, content: 'Guards' },
    { token: demo },
  );
  told.complaintId = raised.data!.id;
  // A work order of Demo Trading's with a file on it (issue 18).
  const workOrderFile = await saveFile(t.database.db, {
    data: Buffer.from('%PDF-1.4'),
    name: 'work-order-guards.pdf',
    contentType: 'application/pdf',
    userId: owner!.id,
    customerId: owner!.customerId,
  });
  const [attached] = await t.database.db
    .insert(workOrderFiles)
    .values({
      customerId: owner!.customerId!,
      fileId: workOrderFile,
      displayName: 'a.pdf',
      contentType: 'application/pdf',
      size: 8,
      uploadedBy: owner!.id,
    })
    .returning();
  told.workOrderFileId = attached!.id;
  const workOrder = await call<{ id: number }>(
    t.app,
    'addWorkOrder',
    { type: 'OTHER', content: 'Guards', fileIds: [attached!.id] },
    { token: demo },
  );
  told.workOrderId = workOrder.data!.id;
  const [filedClaim] = await t.database.db
    .insert(claims)
    .values({
      customerId: owner!.customerId!,
      waybillNo: mine.waybillNo,
      claimType: 'LOST',
      claimAmountSen: 1000,
      ceilingSen: 20000,
      description: 'Guards',
      bankCode: 'MBB',
      bankAccount: '514012345678',
      accountHolder: 'Demo',
    })
    .returning({ id: claims.id });
  claimed.id = filedClaim!.id;
  const [booking] = await t.database.db
    .insert(pickupReservations)
    .values({
      customerId: owner!.customerId!,
      day: malaysiaDate(3),
      window: '09-12',
      contactName: 'A',
      contactTel: '0123456789',
      postcode: '47500',
      address: 'No. 1',
      parcels: 1,
    })
    .returning();
  ahead.reservationId = booking!.id;
  // A cash shipment the courier took in yesterday: a cash bill, and its invoice issued by printing it.
  const day = malaysiaDate(-1);
  await t.database.db
    .insert(orders)
    .values(storedOrderRow(owner!.customerId!, { payMethod: 'CASH', status: 'GOT', pickedUpAt: malaysiaInstant(`${day} 11:00:00`) }));
  billed.billNo = cashBillNo('MY10001', day);
  const printed = await t.app.inject({
    method: 'POST',
    url: '/api/printCashInvoice.do',
    headers: { authtoken: demo, 'content-type': 'application/json' },
    payload: { parameter: { billNo: billed.billNo } },
  });
  billed.invoiceNo = printed.headers['x-invoice-nos'] as string;
  expect(billed.invoiceNo).toBeTruthy();
  const shipped = storedOrderRow(owner!.customerId!, { payMethod: 'PM', status: 'SIGNED', statusAt: new Date('2025-06-10T02:00:00Z') });
  await t.database.db.insert(orders).values(shipped);
  await closeMonth(t.database.db, '2025-06');
  const [statement] = await t.database.db.select().from(monthlyStatements).where(eq(monthlyStatements.customerId, owner!.customerId!));
  stated.billNo = statement!.billNo;
  stated.waybillNo = shipped.waybillNo;
  const now = new Date();
  await t.database.db.insert(codBills).values({
    billNo: cod.billNo,
    customerId: owner!.customerId!,
    parcels: 0,
    collectedSen: 0,
    feeSen: 0,
    netSen: 0,
    periodFrom: now,
    periodTo: now,
  });
  const [shopOrder] = await t.database.db
    .insert(commerceOrders)
    .values({
      customerId: owner!.customerId!,
      platform: 'SHOPEE',
      shopOrderId: '240101GUARDS',
      receiverName: 'Aminah',
      receiverTel: '0123456789',
      receiverPostcode: '55100',
      receiverAddress: 'No. 1, Jalan Bukit Bintang',
      goodsName: 'Tudung',
      weightG: 500,
    })
    .returning();
  ahead.commerceOrderId = shopOrder!.id;
  // Enhanced SMS is for PP_PM customers: Acme on PP_PM here, so its refusal below is the not-found, not the settlement.
  await t.database.db.update(customers).set({ settlementCode: 'PP_PM' }).where(eq(customers.code, 'MY10002'));
  const [smsTemplate] = await t.database.db
    .insert(smsTemplates)
    .values({ customerId: owner!.customerId!, name: 'Guards', type: 'NOTICE', content: 'Parcel {waybill}', events: ['SIGNED'] })
    .returning();
  texted.templateId = smsTemplate!.id;
  const [placedOrder] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.waybillNo, mine.waybillNo));
  const [sms] = await t.database.db
    .insert(smsMessages)
    .values({
      customerId: owner!.customerId!,
      templateId: smsTemplate!.id,
      templateName: 'Guards',
      orderId: placedOrder!.id,
      waybillNo: mine.waybillNo,
      event: 'SIGNED',
      eventAt: new Date(),
      receiverTel: '0123456789',
      text: `Parcel ${mine.waybillNo}`,
      parts: 1,
    })
    .returning();
  texted.messageId = sms!.id;
  const [apiKey] = await t.database.db
    .insert(apiKeys)
    .values({
      customerId: owner!.customerId!,
      userId: owner!.id,
      name: 'Guards',
      mode: 'test',
      secretHash: 'guards',
      hint: 'sk_test_guar',
      pages: ['openPlatform'],
    })
    .returning();
  keyed.id = apiKey!.id;
});
afterAll(() => t.close());

/** Everything a refusal must leave alone: each table of customer data, hashed. */
const TABLES = [
  'orders',
  'order_customs',
  'tracking_events',
  'order_changes',
  'wallets',
  'wallet_ledger',
  'addresses',
  'users',
  'user_functions',
  'customers',
  'export_tasks',
  'stored_files',
  'i18n_entries',
  'table_configs',
  'user_table_configs',
  'customer_contracts',
  'dashboard_banners',
  'announcements',
  'order_imports',
  'import_templates',
  'import_settings',
  'delivery_orders',
  'delivery_order_lines',
  'packing_boxes',
  'delivery_order_boxes',
  'pre_orders',
  'pre_order_settings',
  'smart_orders',
  'accessories',
  'order_appendixes',
  'pickup_reservations',
  'invoice_series',
  'invoices',
  'invoice_lines',
  'monthly_statements',
  'monthly_statement_lines',
  'bill_adjustments',
  'commerce_orders',
  'marketplace_mappings',
  'work_orders',
  'work_order_entries',
  'work_order_files',
  'sms_templates',
  'sms_messages',
  'sms_opt_outs',
  'sms_link_permits',
  'pickup_schedules',
  'pickup_schedule_runs',
  'api_keys',
  'api_calls',
  'idempotency_keys',
];
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const result = (await t.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`),
    )) as unknown as { rows: { h: string }[] };
    out[table] = result.rows[0]!.h;
  }
  return out;
}

const endpoints = (): EndpointInfo[] => t.app.portal.endpoints();
const send = (e: EndpointInfo, parameter: unknown, token?: string) => callEndpoint(t.app, e, parameter, { token, lang: 'en' });

/** A parameter that passes validation, for the calls whose page depends on it. */
const receiver = receiverEntry;
const VALID: Record<string, () => unknown> = {
  save: () => receiver,
  updateSave: () => ({ ...receiver, id: mine.addressId }),
  'doinfoOrder/packingNumberBindingValidate': () => ({ mode: 'oneDoMoreBox', doNo: 'DO-1', packingNos: ['BOX-1'] }),
  'doinfoOrder/packingNumberBindingBatchSave': () => ({ mode: 'oneBoxMoreDo', packingNo: 'BOX-1', doNos: ['DO-1'] }),
};

/** Calls that take something of the customer's, and that something of Demo Trading's. */
const CROSS_CUSTOMER: Record<string, () => unknown> = {
  cancelOrder: () => ({ waybillNo: mine.waybillNo }),
  getOrderDetail: () => ({ waybillNo: mine.waybillNo }),
  getOrderPlainText: () => ({ billCode: mine.waybillNo, queryType: 'tel' }),
  getOrderCustoms: () => ({ waybillNo: mine.interWaybillNo }),
  delCustoms: () => ({ waybillNo: mine.interWaybillNo, lineNo: 1 }),
  getMonthlyBillDetails: () => ({ billNo: stated.billNo }),
  getPaymentPage: () => ({ billNo: stated.billNo }),
  printInvoiceNewAsync: () => ({ billNos: [stated.billNo] }),
  getMonthlyBillAdjustList: () => ({ billNo: stated.billNo }),
  updateOrder: () => ({ ...domesticOrder({ payMethod: 'PM' }), waybillNo: mine.waybillNo }),
  updateInternationalOrder: () => ({ ...internationalOrder({ payMethod: 'PM' }), waybillNo: mine.interWaybillNo }),
  printOrder: () => ({ waybillNos: [mine.waybillNo] }),
  updateCod: () => ({ waybillNo: mine.waybillNo, codSen: 1_000 }),
  getWaybillTrack: () => ({ waybillNo: mine.waybillNo }),
  updateSave: () => ({ ...receiver, id: mine.addressId }),
  delete: () => ({ ids: [mine.addressId] }),
  setDefaultAddress: () => ({ id: mine.addressId }),
  cancelDefaultAddress: () => ({ id: mine.addressId }),
  updateInterAddress: () => ({
    id: mine.interAddressId,
    addressType: 'interAddress',
    name: 'Lim Wei Jie',
    contacts: '+65 9123 4567',
    countryCode: 'SGP',
    postcode: '238859',
    city: 'Singapore',
    address: '10 Orchard Road',
    defaultaddress: '0',
  }),
  deleteInterAddress: () => ({ ids: [mine.interAddressId] }),
  setInterDefaultAddress: () => ({ id: mine.interAddressId }),
  cancelInterDefaultAddress: () => ({ id: mine.interAddressId }),
  updateUser: () => ({ id: mine.subId, name: 'Taken over', status: 2 }),
  deleteUser: () => ({ ids: [mine.subId] }),
  updateSubAccountPassWord: () => ({ id: mine.subId, newPassword: 'Kl2026xy' }),
  'export/cancel': () => ({ taskId: mine.taskId }),
  'export/deleteTask': () => ({ taskId: mine.taskId }),
  downloadAddressImportErrors: () => ({ fileId: mine.fileId }),
  'mall/alertMsgRead': () => ({ id: mine.alertId }),
  updateExcelTemplate: () => ({
    id: mine.templateId,
    name: 'Taken over',
    mapping: {
      receiverName: 'N',
      receiverTel: 'T',
      receiverAddress: 'A',
      goodsName: 'G',
      goodsNumber: 'Q',
      declaredValue: 'V',
      weightKg: 'W',
    },
  }),
  deleteExcelTemplate: () => ({ id: mine.templateId }),
  getOrderImport: () => ({ importId: mine.importId }),
  resubmitOrderImport: () => ({ importId: mine.importId, rows: [{ rowNumber: 2, cells: { weightKg: '1' } }] }),
  downloadOrderImportErrors: () => ({ importId: mine.importId }),
  saveImportSetting: () => ({ templateId: mine.templateId }),
  getVipOrderById: () => ({ id: ahead.preOrderId }),
  editVipOrder: () => ({ id: ahead.preOrderId, order: {} }),
  editVipOrderRow: () => ({ id: ahead.preOrderId, changes: { goodsName: 'Taken over' } }),
  batchEditVipOrder: () => ({ ids: [ahead.preOrderId], changes: { weightG: 100 } }),
  batchRemoveVipOrder: () => ({ ids: [ahead.preOrderId] }),
  batchSubmitVipOrder: () => ({ ids: [ahead.preOrderId] }),
  getVipOrderPlainText: () => ({ id: ahead.preOrderId, queryType: 'receiverTel' }),
  updateSmartOrder: () => ({ id: ahead.smartOrderId, name: 'Taken over', preset: {} }),
  deleteSmartOrder: () => ({ id: ahead.smartOrderId }),
  updAccessory: () => ({ id: ahead.accessoryId, remark: 'Taken over' }),
  delAccessory: () => ({ id: ahead.accessoryId }),
  insOrUpdateOrderAppendixs: () => ({ waybillNo: mine.waybillNo, fields: [{ name: 'PO', value: '1' }] }),
  getOrderAppendixs: () => ({ waybillNo: mine.waybillNo }),
  updateReserveInfo: () => ({ id: ahead.reservationId, day: malaysiaDate(4), window: '15-18' }),
  deletReserveInfo: () => ({ id: ahead.reservationId }),
  'prepay/withdrawCloseApply': () => ({ id: money.closeApplyId }),
  readMessage: () => ({ id: told.notificationId }),
  getComplaint: () => ({ id: told.complaintId }),
  addComplaintInfo: () => ({ id: told.complaintId, content: 'Taken over' }),
  updateComplaintInfo: () => ({ id: told.complaintId, satisfaction: 1 }),
  getComplaintByBillcode: () => ({ billCode: mine.waybillNo }),
  addComplaint: () => ({ type: 'PARCEL', subType: 'LOST', waybillNo: mine.waybillNo, content: 'Taken over' }),
  getWorkOrder: () => ({ id: told.workOrderId }),
  addWorkOrderInfo: () => ({ id: told.workOrderId, content: 'Taken over' }),
  closeWorkOrder: () => ({ id: told.workOrderId }),
  getWorkOrderFile: () => ({ id: told.workOrderFileId }),
  addWorkOrder: () => ({ type: 'REDELIVERY', waybillNo: mine.waybillNo, content: 'Taken over' }),
  downloadWorkOrderImportErrors: () => ({ fileId: mine.fileId }),
  getCashBillDetails: () => ({ billNo: billed.billNo }),
  printCashInvoice: () => ({ billNo: billed.billNo }),
  printCashInvoiceAsync: () => ({ billNos: [billed.billNo] }),
  printInvoice: () => ({ invoiceNo: billed.invoiceNo }),
  printInvoiceAsync: () => ({ invoiceNos: [billed.invoiceNo] }),
  getEInvoice: () => ({ invoiceNo: billed.invoiceNo }),
  getCodBillDetails: () => ({ billNo: cod.billNo }),
  printCodInvoiceAsync: () => ({ billNo: cod.billNo }),
  exportCodBillDetails: () => ({ params: { billNo: cod.billNo }, columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }),
  exportCodBillDetailsAsync: () => ({ params: { billNo: cod.billNo }, columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }),
  exportCodBillDetailsNewAsync: () => ({ params: { billNo: cod.billNo }, columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }),
  shipCommerceOrders: () => ({ ids: [ahead.commerceOrderId] }),
  getClaimableWaybill: () => ({ waybillNo: mine.waybillNo }),
  addClaimSettlement: () => ({
    waybillNo: mine.waybillNo,
    claimType: 'LOST',
    claimAmountSen: 100,
    description: 'Taken over',
    bankCode: 'MBB',
    bankAccount: '514012345678',
    accountHolder: 'Acme',
  }),
  updateClaimRecord: () => ({
    id: claimed.id,
    claimAmountSen: 100,
    description: 'Taken over',
    bankCode: 'MBB',
    bankAccount: '514012345678',
    accountHolder: 'Acme',
  }),
  getClaimById: () => ({ id: claimed.id }),
  getClaimScheduleById: () => ({ id: claimed.id }),
  'smsTemplate/detail': () => ({ id: texted.templateId }),
  'smsTemplate/delete': () => ({ id: texted.templateId }),
  'smsTemplate/update': () => ({ id: texted.templateId, name: 'Taken over', type: 'NOTICE', content: 'x', events: ['SIGNED'] }),
  'smsTemplate/updateStatusBatch': () => ({ ids: [texted.templateId], status: 1 }),
  'smsTemplate/realPhoneNum': () => ({ id: texted.messageId }),
  revokeApiKey: () => ({ id: keyed.id }),
  rotateApiKey: () => ({ id: keyed.id, overlapHours: 0 }),
};

/** Parameter fields that name a record: a call with one must prove another customer's record is out of reach. */
const RECORD_KEYS = [
  'id',
  'ids',
  'waybillNo',
  'waybillNos',
  'billCode',
  'taskId',
  'fileId',
  'qrUuid',
  'loginCode',
  'importId',
  'templateId',
  'billNo',
  'billNos',
  'invoiceNo',
  'invoiceNos',
  'billCodes',
];

/** Calls whose record fields only narrow the caller's own rows (a list's filter, an export's ticked rows). */
const FILTERS_OWN_ROWS: Record<string, () => unknown> = {
  getOrders: () => ({ waybillNos: mine.waybillNo }),
  getStatusCountData: () => ({ waybillNos: mine.waybillNo }),
  getOrdersStatistics: () => ({ waybillNos: mine.waybillNo }),
  exportOrders: () => ({ ids: [mine.waybillNo], columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }),
  getSendOrders: () => ({ waybillNos: mine.waybillNo }),
  getSendOrderStatusCount: () => ({ waybillNos: mine.waybillNo }),
  getSendOrdersStatistics: () => ({ waybillNos: mine.waybillNo }),
  getCodStatusCountData: () => ({ waybillNos: mine.waybillNo }),
  codManagement: () => ({ waybillNos: mine.waybillNo }),
  codCount: () => ({ waybillNos: mine.waybillNo }),
  exportSendOrder: () => ({ ids: [mine.waybillNo], columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }),
  getWaybillEditLog: () => ({ waybillNos: mine.waybillNo }),
  exportWaybillEditLog: () => ({ params: { waybillNos: mine.waybillNo }, columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }),
  getComplaintList: () => ({ page: 1, pageSize: 10, waybillNo: mine.waybillNo }),
  getWorkOrderList: () => ({ page: 1, pageSize: 10, waybillNo: mine.waybillNo }),
  'prepay/exportBillFlow': () => ({ ids: [String(money.ledgerId)], columns: [{ fieldName: 'reference', header: 'Reference' }] }),
  exportAddress: () => ({ ids: [String(mine.addressId)], params: { addressType: '1' }, columns: [{ fieldName: 'name', header: 'Name' }] }),
  exportUserList: () => ({ ids: ['demo_nopages'], columns: [{ fieldName: 'loginCode', header: 'Login' }] }),
  exportCashBills: () => ({ ids: billed.billNo, columns: [{ fieldName: 'billNo', header: 'Bill' }] }),
  getMonthlyBills: () => ({ billNo: stated.billNo }),
  getFeeByBillCodes: () => ({ billCodes: [stated.waybillNo, mine.waybillNo] }),
  exportBills: () => ({ ids: [stated.billNo], columns: [{ fieldName: 'billNo', header: 'Statement' }] }),
  exportBillDetails: () => ({ params: { billNo: stated.billNo }, columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }),
  getClaimsList: () => ({ page: 1, pageSize: 10, waybillNo: mine.waybillNo }),
  'smsLog/list': () => ({ page: 1, pageSize: 10, waybillNo: mine.waybillNo }),
  'smsLog/export': () => ({ ids: String(texted.messageId), columns: [{ fieldName: 'waybillNo', header: 'Waybill' }] }),
  'export/saveExportTask': () => ({
    source: 'exportOrders',
    ids: [mine.waybillNo],
    columns: [{ fieldName: 'waybillNo', header: 'Waybill' }],
  }),
};

/**
 * Look-ups by number that answer every number, found or not (trackingList): another customer's
 * number is `found: false` with the not-found message, exactly as a number that does not exist.
 */
const NOT_FOUND_PER_NUMBER: Record<string, () => unknown> = {
  trackingList: () => ({ waybillNos: mine.waybillNo }),
};

/** The profile calls name the caller's own login; any other is refused. */
const OWN_ACCOUNT_ONLY: Record<string, () => unknown> = {
  getPersonalInfo: () => ({ loginCode: 'demo' }),
  updatePersonalInfo: () => ({ loginCode: 'demo', name: 'Taken over', mobile: '0123456789' }),
  updatePassWord: () => ({ loginCode: 'demo', loginPassword: 'Demo1234', newUserPassword: 'Kl2026xy' }),
};

/**
 * A QR login is offered to whoever scans it: its id is the feature, not another's record (qr-login.test.ts).
 * The network pickers' ids name the courier's own sites, the same for every customer (network.test.ts).
 */
const OFFERED_TO_ANYONE = new Set(['scanQrLogin', 'confirmQrLogin', 'network/getFirstLevelNetworks']);

/** Uploads (multipart) the walk cannot send: their own tests prove another customer's record is not found. */
const UPLOADS_PROVEN_ELSEWHERE = new Set([
  // order-import.test.ts: another customer's template id answers not found.
  'importOrders',
]);

describe('every endpoint', () => {
  it('is declared: a customer call names its pages or why it is open, and a call naming a record is walked below', () => {
    const customer = endpoints().filter((e) => e.access === 'customer');
    expect(customer.filter((e) => e.pages === 'none' && !e.open).map((e) => e.name)).toEqual([]);
    expect(customer.filter((e) => e.pages !== 'none' && e.open).map((e) => e.name)).toEqual([]);
    const namingRecords = endpoints().filter(
      (e) => e.access !== 'public' && e.access !== 'admin' && e.parameterKeys.some((k) => RECORD_KEYS.includes(k)),
    );
    const unwalked = namingRecords
      .filter(
        (e) =>
          !(e.name in CROSS_CUSTOMER) &&
          !(e.name in FILTERS_OWN_ROWS) &&
          !(e.name in NOT_FOUND_PER_NUMBER) &&
          !(e.name in OWN_ACCOUNT_ONLY) &&
          !OFFERED_TO_ANYONE.has(e.name) &&
          !UPLOADS_PROVEN_ELSEWHERE.has(e.name),
      )
      .map((e) => e.name);
    expect(unwalked).toEqual([]);
    // The walk below covers exactly what is registered.
    const names = new Set(endpoints().map((e) => e.name));
    const stale = [
      ...Object.keys(CROSS_CUSTOMER),
      ...Object.keys(FILTERS_OWN_ROWS),
      ...Object.keys(NOT_FOUND_PER_NUMBER),
      ...Object.keys(OWN_ACCOUNT_ONLY),
    ].filter((n) => !names.has(n));
    expect(stale).toEqual([]);
  });

  it('refuses a call without a token, unless it is public, and changes nothing', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const e of endpoints()) {
      if (e.access === 'public') continue;
      const reply = await send(e, {});
      if (reply.code !== Code.SESSION_EXPIRED) wrong.push(`${e.name}: ${reply.code}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a sub-account holding no page whatever a page serves, and what only a main account or the administrator may do', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const e of endpoints()) {
      const expected =
        e.access === 'admin'
          ? 'Only the administrator can do this'
          : e.access === 'main'
            ? 'Only the main account can do this'
            : e.access === 'customer' && e.pages !== 'none'
              ? 'You do not have permission to do this'
              : null;
      if (!expected) continue;
      const reply = await send(e, VALID[e.name]?.() ?? {}, bare);
      if (reply.code !== Code.FORBIDDEN || reply.desc !== expected) wrong.push(`${e.name}: ${reply.code} ${reply.desc}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it("answers another customer's ids with not found and changes nothing", async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const e of endpoints()) {
      const parameter = CROSS_CUSTOMER[e.name];
      if (!parameter) continue;
      const reply = await send(e, parameter(), acme);
      if (reply.code !== Code.NOT_FOUND) wrong.push(`${e.name}: ${reply.code} ${reply.desc}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // Filters over one's own rows find none of Demo Trading's; another's login is refused.
    for (const [name, parameter] of Object.entries(FILTERS_OWN_ROWS)) {
      const reply = await call(t.app, name, parameter(), { token: acme });
      expect(JSON.stringify(reply), name).not.toContain(mine.waybillNo);
      expect(reply.data === null || reply.success || reply.code < 500, name).toBe(true);
    }
    for (const [name, parameter] of Object.entries(NOT_FOUND_PER_NUMBER)) {
      const reply = await call<{ found: boolean; message: string }[]>(t.app, name, parameter(), { token: acme });
      expect(reply.success, name).toBe(true);
      expect(reply.data, name).toEqual([{ waybillNo: mine.waybillNo, found: false, tag: 'Pending', message: expect.any(String) }]);
    }
    const untouched = await snapshot();
    for (const [name, parameter] of Object.entries(OWN_ACCOUNT_ONLY))
      expect(await call(t.app, name, parameter(), { token: acme }), name).toMatchObject({ success: false, code: Code.FORBIDDEN });
    expect(await snapshot()).toEqual(untouched);
    // The same ids are Demo Trading's own: its main account reaches them (the samples are real).
    expect((await call(t.app, 'getOrderDetail', { waybillNo: mine.waybillNo }, { token: demo })).success).toBe(true);
    expect((await call(t.app, 'getOrderCustoms', { waybillNo: mine.interWaybillNo }, { token: demo })).success).toBe(true);
    expect((await call(t.app, 'getMonthlyBillDetails', { billNo: stated.billNo }, { token: demo })).success).toBe(true);
    const fees = await call<{ billNo: string }[]>(t.app, 'getFeeByBillCodes', { billCodes: [stated.waybillNo] }, { token: demo });
    expect(fees.data).toMatchObject([{ billNo: stated.billNo }]);
    expect(await call(t.app, 'getFeeByBillCodes', { billCodes: [stated.waybillNo] }, { token: acme })).toMatchObject({ data: [] });
  });
});

describe('the ordering calls a sub-account without the ordering pages was let through before', () => {
  it('are refused with the no-permission message and place, cancel or remove nothing', async () => {
    const before = await snapshot();
    const attempts: [string, unknown][] = [
      ['insertOrder', domesticOrder()],
      ['insertInternationalOrder', internationalOrder()],
      ['getMultipleVotes', { rows: [domesticOrder()] }],
      ['cancelOrder', { waybillNo: mine.waybillNo }],
      ['getOrderCustoms', { waybillNo: mine.interWaybillNo }],
      ['delCustoms', { waybillNo: mine.interWaybillNo, lineNo: 1 }],
    ];
    for (const [name, parameter] of attempts) {
      expect(await call(t.app, name, parameter, { token: bare, lang: 'zh' }), name).toMatchObject({
        success: false,
        code: Code.FORBIDDEN,
        desc: '您没有执行此操作的权限',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses multi-ticket ordering to a sub-account granted only the normal order page', async () => {
    const added = await call(
      t.app,
      'addUser',
      { subName: 'normalonly', name: 'Normal Only', password: 'Kl2026ab', funcIds: [101] },
      { token: demo },
    );
    expect(added.success).toBe(true);
    const normalOnly = await login(t.app, 'demo_normalonly', 'Kl2026ab');
    const before = await snapshot();
    expect(await call(t.app, 'getMultipleVotes', { rows: [domesticOrder()] }, { token: normalOnly })).toMatchObject({
      code: Code.FORBIDDEN,
      desc: 'You do not have permission to do this',
    });
    expect(await snapshot()).toEqual(before);
    // The page it holds still places its order.
    expect((await call(t.app, 'insertOrder', domesticOrder(), { token: normalOnly })).success).toBe(true);
  });
});
