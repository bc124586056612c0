import { expect, test } from '@playwright/test';
import { answerNotices, logIn, placeOrder, placeThrough, seriousViolations } from './support.ts';

const PAGE = '/finance/advancePayment';

test('the advance payment page lists the wallet movements an order and its cancellation made, and a closing application is sent and withdrawn', async ({
  page,
}) => {
  test.slow();
  await answerNotices(page);
  await logIn(page, 'demo');
  const kept = await placeOrder(page, { receiverName: 'Siti Nurhaliza' });
  const cancelled = await placeOrder(page, { receiverName: 'Ah Chong' });
  await placeThrough(page, 'cancelOrder', { waybillNo: cancelled });

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Advance payment' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Advance payment' });
  // Newest first: the refund of the cancelled order, its charge, then the kept order's charge.
  await expect(table.getByRole('row', { name: new RegExp(`Cancellation refund.*${cancelled}`) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Order charge.*${kept}.*-RM`) })).toBeVisible();
  await expect(page.getByText(/\d+ movements: in RM [\d,]+\.\d{2}, out RM [\d,]+\.\d{2}/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'advance payment').toEqual([]);
  await page.screenshot({ path: '.artifacts/advance-payment.png', fullPage: true });

  // One waybill's movements: the charge and nothing else.
  await page.getByLabel('Waybill or payment number').fill(kept);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`reference=${kept}`));
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByText(/^1 movements: in RM 0\.00, out RM [\d,]+\.\d{2}$/)).toBeVisible();

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
