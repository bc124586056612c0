import type { Locator, Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { answerNotices, logIn } from './support.ts';

// A shipper who never touches the mouse (issue 5 "Normal order"): every field is reached with Tab,
// the product is chosen with the arrow keys and Enter, and Enter on the button places the order.

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reachable that way. */
async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}): Promise<void> {
  for (let i = 0; i < (opts.max ?? 60); i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached with the keyboard: ${target}`);
}

test('a domestic order placed with the keyboard alone', async ({ page }) => {
  // Every field reached by Tab, one key and one look at the focus at a time (spec 5's goods declaration added four):
  // past the default minute on a loaded two-core machine.
  test.setTimeout(120_000);
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/orders/normalOrder' });
  const receiver = page.locator('.order-card').filter({ hasText: 'Receiver' });
  const shipment = page.locator('.order-card').filter({ hasText: 'Shipment' });
  await expect(page.locator('.order-card').filter({ hasText: 'Sender' }).first().getByLabel('Name', { exact: true })).not.toHaveValue('');

  await tabTo(page, receiver.getByLabel('Name', { exact: true }));
  await page.keyboard.type('Nurul Izzah');
  await tabTo(page, receiver.getByLabel('Phone'));
  await page.keyboard.type('013-456 7890');
  await tabTo(page, receiver.getByLabel('Postcode'));
  await page.keyboard.type('10200');
  await expect(receiver.getByText(/Pulau Pinang \/ .+ \/ 10200/)).toBeVisible();
  await tabTo(page, receiver.getByLabel('Address'));
  await page.keyboard.type('No. 7, Lebuh Pantai');
  await tabTo(page, shipment.getByLabel('Goods', { exact: true }));
  await page.keyboard.type('Kain batik');
  // Spec 5's goods declaration: the goods type with the arrows and Enter, then the brand, items and value.
  await tabTo(page, shipment.getByLabel('Goods type'));
  await page.keyboard.press('ArrowDown');
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await expect(option).toBeVisible();
  for (let i = 0; i < 9 && !(await option.innerText()).startsWith('Clothing'); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(shipment.getByTitle('Clothing and textiles')).toBeVisible();
  await tabTo(page, shipment.getByLabel('Brand'));
  await page.keyboard.type('Jakel');
  await tabTo(page, shipment.getByLabel('Items'));
  await page.keyboard.type('2');
  await tabTo(page, shipment.getByLabel('Goods value'));
  await page.keyboard.type('180');

  // The product list opens with the arrow key, the arrows move to Express and Enter chooses it.
  await tabTo(page, shipment.getByLabel('Product'));
  await page.keyboard.press('ArrowDown');
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await expect(active).toBeVisible();
  for (let i = 0; i < 6 && !(await active.innerText()).startsWith('Express'); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(shipment.getByTitle(/^Express \(EX\)/)).toBeVisible();

  // Express within the Peninsula, 2 kg: RM 9.00 for the first kg and RM 3.00 for the next.
  await tabTo(page, shipment.getByLabel('Actual weight'));
  await page.keyboard.type('2');
  await expect(page.getByTestId('order-total')).toContainText('RM 12.00');

  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  const waybill = page.getByTestId('placed-waybill');
  await expect(waybill).toHaveText(/^\d{12}/);
  // The result is shown in a dialog that takes the focus, so the next key press acts in it.
  const placed = page.getByRole('dialog').filter({ has: waybill });
  await expect(placed).toBeVisible();
  expect(await placed.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});
