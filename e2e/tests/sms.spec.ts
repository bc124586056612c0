import { expect, test } from './portal.ts';
import { answerNotices, logIn, logInForApi, placeOrder, sendScans, seriousViolations } from './support.ts';

const run = Date.now().toString(36);
const shoot = (page: import('@playwright/test').Page, name: string) => page.screenshot({ path: `.artifacts/${name}.png`, fullPage: true });

test('an SMS template made from the default one sends on a scan: the message is in the log, its number shown on request', async ({
  page,
  request,
}) => {
  test.slow();
  await answerNotices(page);
  await logInForApi(page, 'demo');
  const waybillNo = await placeOrder(page, { receiverName: `Nur Aisyah ${run}`, receiverTel: '012-555 1234' });

  await page.goto('/personalSetting/enhancedMessageService');
  await expect(page.getByRole('heading', { level: 1, name: 'Enhanced SMS' })).toBeVisible();
  await page.locator('.list-kit-toolbar').getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'New SMS template' });
  // The default template fills the form: a notice sent when the parcel goes out for delivery (one event).
  await expect(dialog.getByLabel('Message text')).toHaveValue(/^Parcel \{waybill\} for \{receiver\}/);
  await dialog.getByLabel('Template name').fill(`Delivery notice ${run}`);
  // A commercial text must start with RM0.00: the form says so before anything is sent.
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.locator('.ant-select-item-option[title="Commercial"]').click();
  await expect(dialog.getByText('A commercial message must start with RM0.00')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.locator('.ant-select-item-option[title="Notice"]').click();
  await expect(dialog.getByText('A commercial message must start with RM0.00')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`Delivery notice ${run}.*Notice.*Enabled`) })).toBeVisible();
  expect(await seriousViolations(page), 'sms templates').toEqual([]);
  await shoot(page, 'sms-templates');

  // The courier's scans: picked up, out for delivery, then signed for: one text, on out for delivery.
  await sendScans(request, waybillNo, [
    { scanCode: 10, minutes: -90 },
    { scanCode: 94, minutes: -30 },
  ]);
  await sendScans(request, waybillNo, [{ scanCode: 100, minutes: -2, signerName: 'Nur Aisyah' }]);

  await page.goto(`/personalSetting/enhancedMessageLogs?waybillNo=${waybillNo}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Enhanced SMS logs' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(waybillNo) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('Delivered', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // One message for the parcel, however many events it went through.
  await expect(page.getByRole('row', { name: new RegExp(waybillNo) })).toHaveCount(1);
  await expect(row).toContainText(`Parcel ${waybillNo} for Nur Aisyah ${run}`);
  await expect(row).toContainText('012****234');
  await expect(row).toContainText('RM 0.08');
  expect(await seriousViolations(page), 'sms log').toEqual([]);
  await shoot(page, 'sms-logs');
  await row.getByRole('button', { name: 'Show number' }).click();
  await expect(page.getByText(/Receiver number: 012-?555 ?1234/)).toBeVisible();
});

test('the monthly pickup page saves a weekly schedule, and the schedule books its coming days', async ({ page }) => {
  test.slow();
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/personalSetting/monthlyPickup' });
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly pickup' })).toBeVisible();
  for (const day of ['Tuesday', 'Thursday', 'Saturday', 'Sunday']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByRole('combobox', { name: 'Window' }).click();
  await page.locator('.ant-select-item-option[title="15:00-18:00"]').click();
  await page.getByLabel('Contact name').fill(`Ahmad ${run}`);
  await page.getByLabel('Contact phone').fill('012-345 6789');
  await page.getByLabel('Postcode').fill('47500');
  await page.getByLabel('Pickup address').fill('No. 12, Jalan SS 15/4');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Pickup schedule saved')).toBeVisible();
  const runs = page.getByRole('table', { name: 'What the schedule booked' });
  await expect(async () => {
    await page.reload();
    await expect(runs.getByText('Booked').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await seriousViolations(page), 'monthly pickup').toEqual([]);
  await shoot(page, 'monthly-pickup');

  // The bookings are pickup reservations like any other.
  await page.goto('/orders/pickupReservation');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Ahmad ${run}` })
      .first(),
  ).toContainText('Booked');

  await page.goto('/vipCenter/dedicatedCustomerService');
  await expect(page.getByRole('heading', { level: 2, name: 'Siti Nurhaliza binti Ahmad' })).toBeVisible();
  await shoot(page, 'dedicated-service');
});
