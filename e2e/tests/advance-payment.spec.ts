import { expect, test } from './portal.ts';
import { answerNotices, logIn, logInForApi, placeOrder, placeThrough, seriousViolations } from './support.ts';

const PAGE = '/finance/advancePayment';

test('the advance payment page lists the wallet movements an order and its cancellation made, and a closing application is sent and withdrawn', async ({
  page,
}) => {
  test.slow();
  await answerNotices(page);
  await logInForApi(page, 'demo');
  const kept = await placeOrder(page, { receiverName: 'Siti Nurhaliza' });
  const cancelled = await placeOrder(page, { receiverName: 'Ah Chong' });
  await placeThrough(page, 'cancelOrder', { waybillNo: cancelled });

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Advance payment' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Advance payment' });
  // Newest first: the refund of the cancelled order, its charge, then the kept order's charge.
  await expect(table.getByRole('row', { name: new RegExp(`Cancellation refund.*${cancelled}`) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Order charge.*${kept}.*-RM`) })).toBeVisible();
  await expect(page.getByText(/^Movements: \d+ · in RM [\d,]+\.\d{2} · out RM [\d,]+\.\d{2}$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'advance payment').toEqual([]);
  await page.screenshot({ path: '.artifacts/advance-payment.png', fullPage: true });

  // One waybill's movements: the charge and nothing else.
  await page.getByLabel('Waybill or payment number').fill(kept);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`reference=${kept}`));
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByText(/^Movements: 1 · in RM 0\.00 · out RM [\d,]+\.\d{2}$/)).toBeVisible();

  // Closing: a wrong bank account number is named in words; the application then waits for review.
  await page.getByRole('button', { name: 'Close prepaid account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close the prepaid account' });
  await dialog.getByLabel('Reason').fill('Moving to a monthly account');
  await dialog.getByLabel('Bank', { exact: true }).fill('Maybank');
  await dialog.getByLabel('Bank account number').fill('12-34');
  await dialog.getByLabel('Account holder').fill('Demo Trading Sdn Bhd');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('A bank account number has 6 to 20 digits')).toBeVisible();
  await dialog.getByLabel('Bank account number').fill('5140 1234 5678');
  expect(await seriousViolations(page), 'closing dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog).toBeHidden();
  const status = page.getByRole('status').filter({ hasText: 'Closing application of' });
  await expect(status).toContainText('Awaiting review');
  await expect(page.getByRole('button', { name: 'Close prepaid account' })).toHaveCount(0);
  await page.screenshot({ path: '.artifacts/advance-payment-closing.png' });

  // Withdrawn, the account is as before: the wallet still takes top-ups and may be closed again.
  await status.getByRole('button', { name: 'Withdraw the application' }).click();
  await expect(status).toContainText('Withdrawn');
  await expect(page.getByRole('button', { name: 'Close prepaid account' })).toBeVisible();
});

test("the courier's finance desk rejects a closing application with a note, and the shipper reads it", async ({ page, browser }) => {
  test.slow();
  await answerNotices(page);
  await logInForApi(page, 'demo');
  await placeThrough(page, 'prepay/closeAccount', {
    reason: 'Trying the closing',
    bankName: 'CIMB',
    bankAccount: '8001234567',
    accountHolder: 'Demo Trading Sdn Bhd',
  });

  const adminContext = await browser.newContext();
  const desk = await adminContext.newPage();
  await answerNotices(desk);
  await logIn(desk, 'admin', 'Admin1234', { at: '/setting/prepayClosing' });
  await expect(desk.getByRole('heading', { level: 1, name: 'Prepaid account closing' })).toBeVisible();
  const row = desk.getByRole('row', { name: /Demo Trading Sdn Bhd \(MY10001\).*Trying the closing.*CIMB 8001234567/ });
  await expect(row).toContainText('Awaiting review');
  expect(await seriousViolations(desk), 'finance desk').toEqual([]);
  await desk.screenshot({ path: '.artifacts/prepay-closing-desk.png' });
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Reject the closing of Demo Trading Sdn Bhd' });
  await dialog.getByLabel('Note to the customer').fill('COD charges still open');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Rejected');
  await expect(row.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await adminContext.close();

  await page.goto(PAGE);
  const status = page.getByRole('status').filter({ hasText: 'Closing application of' });
  await expect(status).toContainText('Rejected');
  await expect(status).toContainText('Note from the courier: COD charges still open');
  await expect(page.getByRole('button', { name: 'Close prepaid account' })).toBeVisible();
});
