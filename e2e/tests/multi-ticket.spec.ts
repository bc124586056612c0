import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { answerNotices, logIn } from './support.ts';

// Multi-ticket orders (issue 5): one sender, receivers pasted from a spreadsheet, each row its own order.
const MORE_TICKET = '/orders/moreTicket';

test('receivers pasted from Excel are placed row by row; a refused row shows why, is fixed and sent again alone', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo');
  await page.goto(MORE_TICKET);
  await page.getByLabel('Goods (for new rows)').fill('Kuih raya');
  await page.getByRole('button', { name: 'Paste rows from Excel' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Paste rows from Excel')
    .fill(
      [
        'Tan Mei Ling\t012-888 7766\t88000\tLot 5, Kompleks Asia City\t1.5\t',
        'Ahmad Faizal\t013-222 1111\t30000\tNo. 3, Jalan Sultan Idris Shah\t2\t45.50',
        'Wrong Phone\t12345\t55100\tNo. 8, Jalan Bukit Bintang\t31\t',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Add these rows' }).click();
  await expect(page.getByLabel('Name 3')).toHaveValue('Wrong Phone');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

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
