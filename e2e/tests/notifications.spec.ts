import type { Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { answerNotices, logInForApi, placeOrder, sendScans, seriousViolations } from './support.ts';

/** How many unread messages the bell announces. */
async function unread(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1]);
}

test('a parcel scanned as a problem reaches the bell; opened, it is read; "read all" empties the badge; the centre lists it', async ({
  page,
  request,
}) => {
  test.slow();
  await answerNotices(page);
  await logInForApi(page, 'demo');
  const waybillNo = await placeOrder(page, { receiverName: 'Nurul Aina' });
  await sendScans(request, waybillNo, [
    { scanCode: 10, minutes: -60 },
    { scanCode: 110, minutes: -5, problemReason: 'WRONG_ADDRESS' },
  ]);

  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect.poll(() => unread(page)).toBeGreaterThan(0);
  const before = await unread(page);
  await bell.click();
  const message = page.getByRole('button', { name: new RegExp(`Unread.*Waybill ${waybillNo} is a problem parcel: Wrong address`) });
  await expect(message).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Logistics \(\d+\)$/ })).toBeVisible();
  expect(await seriousViolations(page), 'notification popover').toEqual([]);
  await page.screenshot({ path: '.artifacts/notifications-popover.png' });

  await message.click();
  await expect(page.getByRole('button', { name: new RegExp(`^Waybill ${waybillNo} is a problem parcel`) })).toBeVisible();
  await expect.poll(() => unread(page)).toBe(before - 1);

  // The whole centre: the message is there, read.
  await page.getByRole('link', { name: 'All notifications' }).click();
  await expect(page).toHaveURL(/\/notifyCenter\/notifyCenter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification centre' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Waybill ${waybillNo} is a problem parcel`) })).toBeVisible();
  expect(await seriousViolations(page), 'notification centre').toEqual([]);
  await page.screenshot({ path: '.artifacts/notifications-centre.png', fullPage: true });

  // A second problem parcel, then "read all" from the bell: nothing unread, the panel closed.
  const second = await placeOrder(page, { receiverName: 'Ravi Kumar' });
  await sendScans(request, second, [
    { scanCode: 10, minutes: -60 },
    { scanCode: 110, minutes: -3, problemReason: 'RECEIVER_REFUSED' },
  ]);
  await page.reload();
  await expect.poll(() => unread(page)).toBeGreaterThan(0);
  await bell.click();
  await page.getByRole('button', { name: 'Read all' }).click();
  await expect(page.getByRole('button', { name: 'Read all' })).toBeHidden();
  await expect.poll(() => unread(page)).toBe(0);
});
