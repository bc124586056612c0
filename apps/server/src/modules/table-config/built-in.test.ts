import { createHash } from 'node:crypto';
import { PAY_METHODS } from '@portal/shared/order';
import { PAY_METHOD_LABELS } from '@portal/shared/order-manage';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_TABLES } from '../../lists.ts';

/**
 * The lists the release ships, in the order the seed adds them, each with a digest of its name and
 * configuration. Written down from table-config/built-in.ts before every module took its lists into
 * its own lists.ts (issue 29), so the move provably lost, doubled and changed nothing. A deliberate
 * change of a list changes its digest here too (the failure names the list).
 */
const SHIPPED: [tabKey: string, digest: string][] = [
  ['userManage', '068236e52c481e39'],
  ['i18nManage', '392a9eaa49eff3ea'],
  ['tableList', '0e7e3d70417475f5'],
  ['senderAddress', 'ca5d8361a9747870'],
  ['receiverAddress', 'bb1478ef9cff6588'],
  ['internationalAddress', '92be86a724fff9a6'],
  ['orderManage', '39888361e05b8178'],
  ['mangeWaybill', 'cab96582c1897b73'],
  ['waybillEditLog', 'beb48ba9e3c82a44'],
  ['dashboardBanners', '08a510de4336d267'],
  ['dashboardAnnouncements', 'f040f2bb6d1f82a0'],
  ['preOrders', '9e60bc4b05fda39f'],
  ['smartOrders', '8a8400d3595dd258'],
  ['accessoryLibrary', 'fbc99595abda545b'],
  ['updatingFiles', '4487154d40823542'],
  ['pickupReservation', '13b84d06c9b9f3eb'],
  ['commerceOrders', '325c2ede7efa7f9c'],
  ['codManagement', 'ae061fb5a1f9761f'],
  ['CODbill', '4184ea723cbf5380'],
  ['codBillDetails', '003bfd4c08ecda3c'],
  ['advancePayment', '09d6a8712d115295'],
  ['cashBill', '22f1f613ac49ad9e'],
  ['cashBillNew', '26b1937b2c1d2f74'],
  ['monthlyStatement', 'd39d2f35897ec9c7'],
  ['monthlyStatementNew', '7d2f62842b3a1db1'],
  ['monthlyStatementLines', '776e50c73eea69a4'],
  ['complaintsSuggestIndex', '2cab0013e677f6dc'],
  ['workOrderManage', 'fec7eca90aeb5d15'],
  ['integralLog', '5dd6a010e86a999c'],
  ['growthLog', 'fdddc3e9a163c782'],
  ['exchangeLog', '1b0167c8f1285c56'],
  ['claimsManagement', 'b1d8aa6ee315279b'],
  ['enhancedMessageService', '2b7f789e4f334e78'],
  ['enhancedMessageLogs', '3e42653b44276930'],
];

const digest = (t: (typeof BUILT_IN_TABLES)[number]) => createHash('sha256').update(JSON.stringify(t)).digest('hex').slice(0, 16);

describe('the built-in tables', () => {
  it("are every module's lists, each tabKey once, configured as they were before the lists moved to their modules", () => {
    const tabKeys = BUILT_IN_TABLES.map((t) => t.tabKey);
    expect(new Set(tabKeys).size, 'a tabKey is declared twice').toBe(tabKeys.length);
    expect(BUILT_IN_TABLES.map((t) => [t.tabKey, digest(t)])).toEqual(SHIPPED);
  });

  it('name each pay method as the order form does, in every list (issue 27: "Prepaid wallet" on the form, "Prepaid cash" in the lists)', () => {
    const columns = BUILT_IN_TABLES.flatMap((table) =>
      table.config.columnList.filter((c) => c.prop === 'payMethod').map((c) => [table.tabKey, c] as const),
    );
    expect(columns.length).toBeGreaterThan(0);
    for (const [tabKey, column] of columns) {
      const options = column.custom?.kind === 'enum' ? column.custom.options : [];
      expect(
        options.map((o) => [o.value, o.label]),
        tabKey,
      ).toEqual(PAY_METHODS.map((m) => [m, `msg:${PAY_METHOD_LABELS[m]}`]));
    }
  });
});
