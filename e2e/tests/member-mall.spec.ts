import type { Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { answerNotices, logIn, logInForApi, placeOrder, seriousViolations } from './support.ts';

const points = async (page: Page) =>
  Number(((await page.getByTestId('member-points').locator('.ant-statistic-content-value').textContent()) ?? '').replace(/\D/g, ''));

test('a paid order earns points; a gift exchanged as demo takes points and stock and shows in the exchange log', async ({ page }) => {
  test.slow();
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/memberCenter/accountInfo' });
  await expect(page.getByRole('heading', { level: 1, name: 'Account info' })).toBeVisible();
  await expect(page.getByTestId('member-level')).toHaveText('Gold');
  await expect(page.getByRole('row', { name: /Gold \(your level\)/ })).toContainText('Up to 2 gifts per exchange');
  const start = await points(page);
  expect(start).toBeGreaterThan(0);
  expect(await seriousViolations(page), 'account info').toEqual([]);
  await page.screenshot({ path: '.artifacts/member-account-info.png', fullPage: true });

  // A prepaid order earns a point per whole ringgit as soon as it is paid.
  const waybillNo = await placeOrder(page, { receiverName: 'Aminah binti Yusof' });
  await page.reload();
  await expect.poll(() => points(page)).toBeGreaterThan(start);
  const earned = (await points(page)) - start;

  await page.goto('/memberCenter/pointReward');
  await expect(page.getByRole('heading', { level: 1, name: 'Points reward' })).toBeVisible();
  const tape = page.getByTestId('gift-TAPE-6');
  const stockBefore = Number(((await tape.getByTestId('gift-stock').textContent()) ?? '').replace(/\D/g, ''));
  const before = await points(page);
  expect(before).toBe(start + earned);
  // A gift above the member's level cannot be exchanged.
  await expect(page.getByTestId('gift-PRINTER-TH').getByRole('button', { name: /Exchange/ })).toBeDisabled();
  await tape.getByRole('button', { name: /Exchange/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Exchange a gift' });
  await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await expect(dialog.getByText(`400 points of your ${before.toLocaleString('en-MY')}`)).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Exchange' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Receiver name').fill('Tan Wei Ming');
  await dialog.getByLabel('Phone').fill('12-345 6789');
  await dialog.getByLabel('Postcode').fill('47500');
  await expect(dialog.getByLabel('State')).not.toHaveValue('');
  await dialog.getByLabel('Address', { exact: true }).fill('No. 12, Jalan SS 15/4');
  await expect(submit).toBeEnabled();
  expect(await seriousViolations(page), 'exchange dialog').toEqual([]);
  await page.screenshot({ path: '.artifacts/member-exchange.png' });
  await submit.click();
  await expect(page.getByText(/Exchanged: gift order GF\d{8} will be sent to you/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => points(page)).toBe(before - 400);
  await expect(tape.getByTestId('gift-stock')).toHaveText(`Stock: ${stockBefore - 2}`);
  await page.screenshot({ path: '.artifacts/member-point-reward.png', fullPage: true });

  await page.goto('/memberCenter/exchangeLog');
  await expect(page.getByRole('row', { name: /GF\d{8}.*Branded packing tape, 6 rolls.*2.*400.*Awaiting dispatch/ })).toBeVisible();
  expect(await seriousViolations(page), 'exchange log').toEqual([]);

  await page.goto('/memberCenter/integralLog');
  await expect(page.getByRole('row', { name: /Gift exchange.*GF\d{8}.*-400/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Order paid.*${waybillNo}.*${earned}`) })).toBeVisible();
  await page.screenshot({ path: '.artifacts/member-points-log.png', fullPage: true });

  await page.goto('/memberCenter/growthLog');
  await expect(page.getByRole('row', { name: new RegExp(`Order paid.*${waybillNo}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: /Gift exchange/ })).toHaveCount(0);
});

test("the courier's gift store receives stock the mall then offers", async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'admin', 'Admin1234', { at: '/setting/mallGifts' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mall gifts' })).toBeVisible();
  const row = page.getByRole('row', { name: /BUBBLE-50/ });
  const before = Number(((await row.locator('td').nth(5).textContent()) ?? '').trim());
  // Checked before a dialog dims the page (axe measures the tabs through the dialog's mask).
  expect(await seriousViolations(page), 'gift store').toEqual([]);
  await row.getByRole('button', { name: 'Stock BUBBLE-50' }).click();
  const dialog = page.getByRole('dialog', { name: `Stock of BUBBLE-50 (${before} now)` });
  await dialog.getByRole('spinbutton', { name: 'Change in stock' }).fill('25');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`Stock now ${before + 25}`)).toBeVisible();
  await expect(row.locator('td').nth(5)).toHaveText(String(before + 25));
  await page.screenshot({ path: '.artifacts/mall-gifts.png', fullPage: true });
});

test('the gift store ships an exchange under a waybill; the member sees it shipped and is told in its bell', async ({ page, browser }) => {
  test.slow();
  await answerNotices(page);
  await logInForApi(page, 'demo');
  // The exchange is set up through the API with demo's session (the exchange dialog is the first test's).
  const orderNo = await page.evaluate(async () => {
    const token = localStorage.getItem('portal.token') ?? '';
    const post = async (endpoint: string, parameter: unknown) =>
      (await (
        await fetch(`/api/${endpoint}.do`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authToken: token, lang: 'en' },
          body: JSON.stringify({ token, parameter }),
        })
      ).json()) as { success: boolean; desc: string; data: { list: { id: number; code: string }[]; orderNo: string } };
    const goods = await post('mall/queryGoodsPage', { page: 1, pageSize: 50 });
    const flyers = goods.data.list.find((g) => g.code === 'FLYER-A4-100')!;
    const made = await post('mall/createGiftOrder', {
      giftId: flyers.id,
      receiverName: 'Tan Wei Ming',
      receiverTel: '+60123456789',
      receiverPost: '47500',
      receiverAddress: 'No. 12, Jalan SS 15/4',
    });
    if (!made.success) throw new Error(made.desc);
    return made.data.orderNo;
  });

  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await answerNotices(desk);
  await logIn(desk, 'admin', 'Admin1234', { at: '/setting/mallGifts' });
  await desk.getByRole('tab', { name: 'Dispatch' }).click();
  await desk.getByRole('searchbox', { name: 'Customer code' }).fill('MY10001');
  await desk.getByRole('searchbox', { name: 'Customer code' }).press('Enter');
  const waiting = desk.getByRole('row', { name: new RegExp(`${orderNo}.*Demo Trading.*Courier flyers A4.*Awaiting dispatch`) });
  await expect(waiting).toBeVisible();
  expect(await seriousViolations(desk), 'gift dispatch').toEqual([]);
  await waiting.getByRole('button', { name: `Ship ${orderNo}` }).click();
  const shipping = desk.getByRole('dialog', { name: `Ship ${orderNo}` });
  await shipping.getByRole('button', { name: 'OK' }).click();
  await expect(shipping.getByText('Please enter the waybill the gift went out under')).toBeVisible();
  await shipping.getByLabel('Waybill no.').fill('MY900000777');
  await desk.screenshot({ path: '.artifacts/mall-gift-dispatch.png' });
  await shipping.getByRole('button', { name: 'OK' }).click();
  await expect(desk.getByText('Delivery updated; the member is told')).toBeVisible();
  // Gone from the waiting queue.
  await expect(waiting).toHaveCount(0);
  await deskContext.close();

  await page.goto('/memberCenter/exchangeLog');
  await expect(page.getByRole('row', { name: new RegExp(`${orderNo}.*Shipped.*MY900000777`) })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('tab', { name: /^Account/ }).click();
  await expect(
    page.getByRole('button', {
      name: new RegExp(`Unread.*Your gift ${orderNo} \\(Courier flyers A4, pack of 100\\) is on its way under waybill MY900000777`),
    }),
  ).toBeVisible();
});
