import { describe, expect, it } from 'vitest';
import { applyMenuRules, isFrozenBlockedEndpoint, isFrozenBlockedPath, type MenuEntry, type MenuRuleContext } from './menu.ts';
import { formatRinggit } from './money.ts';
import { isArrearsDue } from './user-info.ts';

let nextId = 1;
const entry = (path: string, parent = 0, state = 1): MenuEntry => ({
  FUNCID: nextId++,
  FUNCNAME: path,
  FUNCPATH: path,
  FUNCURL: path,
  FUNCREDIRECT: '',
  PARENTID: parent,
  SORTNUMBER: nextId,
  STATE: state,
});

function catalogue() {
  nextId = 1;
  const settings = entry('personalSetting');
  const finance = entry('finance');
  const mall = entry('memberCenter');
  const vip = entry('vipCenter');
  const perms = entry('permissionManage');
  return [
    settings,
    entry('personalInfo', settings.FUNCID),
    entry('enhancedMessageService', settings.FUNCID),
    entry('enhancedMessageLogs', settings.FUNCID),
    entry('monthlyPickupTimeSetting', settings.FUNCID),
    finance,
    entry('advancePayment', finance.FUNCID),
    entry('cashBill', finance.FUNCID, 0),
    mall,
    entry('accountInfo', mall.FUNCID),
    vip,
    entry('dedicatedCustomerService', vip.FUNCID),
    perms,
    entry('userManage', perms.FUNCID),
  ];
}

const ctx = (over: Partial<MenuRuleContext> = {}): MenuRuleContext => ({
  accountType: 'MAIN',
  settlementCode: 'PP_PM',
  openPrepay: 1,
  isMallShow: true,
  serviceLogo: 'logo.png',
  ...over,
});

const paths = (funcs: MenuEntry[]) => funcs.map((f) => f.FUNCPATH);

describe('menu hiding rules (spec 6)', () => {
  it('keeps everything granted when every condition holds, but never the monthly pickup time setting or a switched-off page', () => {
    const kept = paths(applyMenuRules(catalogue(), ctx()));
    expect(kept).toContain('enhancedMessageService');
    expect(kept).toContain('advancePayment');
    expect(kept).toContain('memberCenter');
    expect(kept).toContain('dedicatedCustomerService');
    expect(kept).toContain('userManage');
    expect(kept).not.toContain('monthlyPickupTimeSetting');
    expect(kept).not.toContain('cashBill');
  });

  it('drops enhanced SMS unless the settlement is PP_PM', () => {
    const kept = paths(applyMenuRules(catalogue(), ctx({ settlementCode: 'PM' })));
    expect(kept).not.toContain('enhancedMessageService');
    expect(kept).not.toContain('enhancedMessageLogs');
  });

  it('drops advance payment unless prepay is open, and a group left empty goes with it', () => {
    const kept = paths(applyMenuRules(catalogue(), ctx({ openPrepay: 2 })));
    expect(kept).not.toContain('advancePayment');
    expect(kept).not.toContain('finance');
  });

  it('drops the member centre without the mall grayscale, and dedicated service without a service logo', () => {
    const kept = paths(applyMenuRules(catalogue(), ctx({ isMallShow: false, serviceLogo: null })));
    expect(kept).not.toContain('memberCenter');
    expect(kept).not.toContain('accountInfo');
    expect(kept).not.toContain('dedicatedCustomerService');
    expect(kept).not.toContain('vipCenter');
  });

  it('never gives a sub-account user management', () => {
    const kept = paths(applyMenuRules(catalogue(), ctx({ accountType: 'SUB' })));
    expect(kept).not.toContain('userManage');
    expect(kept).not.toContain('permissionManage');
  });

  it('puts groups first, then pages in their order', () => {
    const kept = applyMenuRules(catalogue(), ctx());
    const firstChild = kept.findIndex((f) => f.PARENTID !== 0);
    expect(kept.slice(0, firstChild).every((f) => f.PARENTID === 0)).toBe(true);
    expect(kept.slice(firstChild).every((f) => f.PARENTID !== 0)).toBe(true);
  });
});

describe('frozen accounts', () => {
  it('block the five order pages and their sub-paths only', () => {
    expect(isFrozenBlockedPath('/orders/normalOrder')).toBe(true);
    expect(isFrozenBlockedPath('/orders/international')).toBe(true);
    expect(isFrozenBlockedPath('/orders/quickOrders')).toBe(false);
    expect(isFrozenBlockedPath('/orders/normalOrderX')).toBe(false);
    expect(isFrozenBlockedEndpoint('insertOrder')).toBe(true);
    expect(isFrozenBlockedEndpoint('getUserInfo')).toBe(false);
  });
});

describe('overdue arrears prompt (spec 4)', () => {
  const record = { startDate: '2026-11-01', endDate: '2026-11-30', status: '0' };
  it('shows within the dates when the status is 0', () => {
    expect(isArrearsDue(record, '2026-11-01')).toBe(true);
    expect(isArrearsDue(record, '2026-11-30')).toBe(true);
    expect(isArrearsDue(record, '2026-10-31')).toBe(false);
    expect(isArrearsDue(record, '2026-12-01')).toBe(false);
    expect(isArrearsDue({ ...record, status: '1' }, '2026-11-15')).toBe(false);
  });
});

describe('ringgit', () => {
  it('formats integer sen', () => {
    expect(formatRinggit(50_000)).toBe('RM 500.00');
    expect(formatRinggit(123_456_789)).toBe('RM 1,234,567.89');
    expect(formatRinggit(5)).toBe('RM 0.05');
    expect(formatRinggit(-1050)).toBe('-RM 10.50');
    expect(formatRinggit(0)).toBe('RM 0.00');
  });
});
