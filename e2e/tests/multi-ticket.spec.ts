import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { answerNotices, declareGoods, logIn, seriousViolations } from './support.ts';

// Multi-ticket orders (issue 5): one sender, receivers pasted from a spreadsheet, each row its own order.
const MORE_TICKET = '/orders/moreTicket';
const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The receivers' grid shows all its columns without scrolling sideways. */
async function expectGridFits(page: Page): Promise<void> {
  const grid = page.locator('.multi-grid');
  const { scrollWidth, clientWidth } = await grid.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, 'the grid scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** Spec 5's goods declaration of a submission (issue 28): every row's goods type and brand, each row's items and worth. */
async function declareRows(page: Page, rows: number): Promise<void> {
  await declareGoods(page, page.locator('.order-page'), { type: 'Food (non-perishable)', brand: 'Dapur Mak', items: false, value: false });
  for (let n = 1; n <= rows; n++) {
    await page.getByLabel(`Items ${n}`, { exact: true }).fill('1');
    await page.getByLabel(`Goods value ${n}`, { exact: true }).fill('60');
  }
}

const paste = async (page: Page, lines: string[][]) => {
  await page.getByRole('button', { name: 'Paste rows from Excel' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Paste rows from Excel')
    .fill(lines.map((cells) => cells.join('\t')).join('\n'));
};

test('receivers pasted from Excel are placed row by row; a refused row shows why, is fixed and sent again alone', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: MORE_TICKET });
  await page.getByLabel('Goods (for new rows)').fill('Kuih raya');
  // No header row: the table's own order (name, phone, postcode, address, goods, weight, parcels, COD).
  await paste(page, [
    ['Tan Mei Ling', '012-888 7766', '88000', 'Lot 5, Kompleks Asia City', '', '1.5', '', ''],
    ['Ahmad Faizal', '013-222 1111', '30000', 'No. 3, Jalan Sultan Idris Shah', '', '2', '', '45.50'],
    ['Wrong Phone', '12345', '55100', 'No. 8, Jalan Bukit Bintang', '', '31', '', ''],
  ]);
  await expect(page.getByTestId('paste-mapping')).toContainText("no header row, so the columns are read in the table's order");
  await page.getByRole('button', { name: 'Add 3 rows' }).click();
  await expect(page.getByLabel('Name 3')).toHaveValue('Wrong Phone');
  await declareRows(page, 3);
  expect(await seriousViolations(page)).toEqual([]);

  // The form's own check stops the bad phone before anything is sent.
  await page.getByRole('button', { name: 'Place the orders' }).click();
  await expect(page.getByText('The phone number must start with 0 or +60', { exact: false }).first()).toBeVisible();
  await page.getByLabel('Phone 3').fill('03-2141 1234');
  await page.getByRole('button', { name: 'Place the orders' }).click();
  // 31 kg is over Standard's 30 kg: the server refuses that row alone and says why.
  for (const n of [1, 2]) await expect(page.getByTestId(`row-result-${n}`)).toHaveText(/^\d{12}$/);
  await expect(page.getByTestId('row-result-3')).toContainText('The actual weight must be between 0.01 KG and 30 KG');
  const first = await page.getByTestId('row-result-1').textContent();
  await page.getByLabel('Actual weight 3').fill('1');
  await page.getByRole('button', { name: 'Place the rows left' }).click();
  await expect(page.getByTestId('row-result-3')).toHaveText(/^\d{12}$/);
  await expect(page.getByTestId('row-result-1')).toHaveText(first ?? '');
  await expect(page.getByRole('button', { name: 'Place the rows left' })).toBeDisabled();
});

test('a paste with a header row is matched by its headings, shows the mapping and the total, and is placed', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: MORE_TICKET });
  await page.getByLabel('Goods (for new rows)').fill('Kuih raya');
  // The shop's own sheet: its columns in its own order, one the table has no place for.
  await paste(page, [
    ['Order date', 'Weight (kg)', 'COD (RM)', 'Receiver name', 'Phone', 'Postcode', 'Address'],
    ['2026-11-25', '0.80', '', 'Tan Mei Ling', '+60 12-888 7766', '88000', 'Lot 5, Kompleks Asia City'],
    ['2026-11-25', '2', '45.50', 'Ahmad Faizal', '013-222 1111', '30000', 'No. 3, Jalan Sultan Idris Shah'],
  ]);
  const mapping = page.getByTestId('paste-mapping');
  await expect(mapping).toContainText('2 rows; columns matched by their headings');
  await expect(mapping.getByRole('listitem')).toHaveText([
    'Order date → not used',
    'Weight (kg) → Actual weight (kg)',
    'COD (RM) → Cash on delivery (RM)',
    'Receiver name → Name',
    'Phone → Phone',
    'Postcode → Postcode',
    'Address → Address',
  ]);
  await shoot(page, 'multi-ticket-paste-mapping');
  await page.getByRole('button', { name: 'Add 2 rows' }).click();
  await declareRows(page, 2);
  // The weight stayed a weight: 0.80 kg, and no COD on that row.
  await expect(page.getByLabel('Actual weight 1')).toHaveValue('0.80');
  await expect(page.getByLabel('Cash on delivery 1')).toHaveValue('');
  await expect(page.getByLabel('Cash on delivery 2')).toHaveValue('45.50');
  await expect(page.getByLabel('Phone 1')).toHaveValue('+60 12-888 7766');

  // Priced by getFreight as the order form prices: Selangor to Sabah 0.8 kg RM 12.00 less the demo's East Malaysia
  // promotion (15%) = RM 10.20; to Perak 2 kg RM 8.00 + RM 3.00 COD fee.
  await expect(page.getByTestId('multi-total')).toHaveText('Total to be charged: RM 21.20 for 2 orders');
  await shoot(page, 'multi-ticket-total');
  // Every column, COD included, fits a 1440 px screen beside the menu: nothing hides off to the side.
  await expectGridFits(page);
  await page.getByRole('button', { name: 'Place the orders' }).click();
  for (const n of [1, 2]) await expect(page.getByTestId(`row-result-${n}`)).toHaveText(/^\d{12}$/);
  // The results too, each on a line under its row.
  await expectGridFits(page);
  await shoot(page, 'multi-ticket-placed');
});

test('a paste with one column too many is refused whole, saying why, and fills nothing', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: MORE_TICKET });
  // An order number in front of the table's 8 columns: read in order, every cell would move one column (0.80 kg into COD).
  await paste(page, [['SO-1001', 'Tan Mei Ling', '012-888 7766', '88000', 'Lot 5, Kompleks Asia City', 'Batik', '1', '0.80', '12.50']]);
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'Line 1 has 9 columns; the table takes at most 8, in its own order. Remove the extra column, or add a header row',
  );
  await expect(page.getByRole('button', { name: 'Add these rows' })).toBeDisabled();
  await shoot(page, 'multi-ticket-paste-refused');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Name 1')).toHaveValue('');
  await expect(page.getByLabel('Cash on delivery 1')).toHaveValue('');
});
