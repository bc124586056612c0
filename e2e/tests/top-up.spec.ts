import type { Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { answerNotices, logIn, seriousViolations } from './support.ts';

const sen = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The recharge tool: online banking is the only one, so the select starts on it (components/choice-select.tsx). */
async function expectOnlineBanking(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Top up prepaid balance' });
  await expect(dialog.locator('.ant-form-item').filter({ hasText: 'Recharge tool' }).locator('.ant-select')).toContainText(
    'Online banking (FPX)',
  );
}

/**
 * The packages (spec 9): a carousel 484 px high of three cards a page, each a radio named by its amount, its name
 * and its gift; the buttons turn the page, the arrow keys move the choice across pages; the first top-up's packages
 * on a tab of their own while the customer has not topped up yet.
 */
async function expectCarousel(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Top up prepaid balance' });
  const carousel = dialog.getByRole('region', { name: 'Packages' });
  const cards = carousel.getByRole('radiogroup', { name: 'Packages' }).getByRole('radio');
  expect((await carousel.boundingBox())?.height).toBe(484);
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAccessibleName(/^RM 100\.00 Top up RM 100 Balance only, no gift$/);
  await expect(cards.nth(2)).toHaveAccessibleName(/^RM 1,000\.00 Top up RM 1,000: 100 thermal label sheets free Gift included$/);
  await expect(carousel.getByText('Page 1 of 2')).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Previous packages' })).toBeDisabled();
  await carousel.getByRole('button', { name: 'Next packages' }).click();
  await expect(carousel.getByText('Page 2 of 2')).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Packages, page 2' })).toHaveAttribute('aria-current', 'true');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toHaveAccessibleName(/^RM 5,000\.00 .*Gift included$/);
  await expect(carousel.getByRole('button', { name: 'Next packages' })).toBeDisabled();
  // From the first card of page 2, the left arrow chooses the last of page 1 and turns back to it, focus and all.
  await cards.nth(0).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByText('Page 1 of 2')).toBeVisible();
  const gift = cards.nth(2);
  await expect(gift).toBeChecked();
  await expect(gift).toBeFocused();
  await expect(dialog.getByLabel('Amount (RM)')).toBeDisabled();
  // The portal's ring goes round the card the keyboard is on (the radio's own circle is too small to show it).
  const ring = await carousel.locator('.topup-card:has(input:focus-visible)').evaluate((card) => getComputedStyle(card));
  expect([ring.outlineStyle, ring.outlineWidth]).toEqual(['solid', '2px']);
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByText('Page 2 of 2')).toBeVisible();
  await expect(cards.nth(0)).toBeChecked();
  await page.screenshot({ path: '.artifacts/top-up-carousel.png' });
  // The first top-up's own tab.
  await dialog.getByRole('tab', { name: 'First top-up' }).click();
  const first = dialog.getByRole('region', { name: 'First top-up' });
  await expect(first.getByRole('radio')).toHaveCount(1);
  await expect(first.getByRole('radio')).toHaveAccessibleName(/^RM 200\.00 First top-up RM 200: 50 waterproof flyers free Gift included$/);
  await expect(first.getByRole('button', { name: 'Next packages' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'Packages' }).click();
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(dialog.getByLabel('Amount (RM)')).toBeEnabled();
}

test('a top-up of RM 100 through the sandbox bank reaches the balance once the bank confirms', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/waybills/logisticsTracking' });
  const balance = page.getByTestId('prepay-balance').first().locator('.portal-prepay__amount');
  await expect(balance).toContainText('RM');
  const before = sen(await balance.textContent());

  await page.getByTestId('prepay-balance').first().getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up prepaid balance' });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  await expectCarousel(page);
  // The one recharge tool is chosen already; Pay with no amount asks for it, in words, and for nothing else.
  await expectOnlineBanking(page);
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(dialog.getByText('Please enter the top-up amount')).toBeVisible();
  await expect(dialog.getByText('Please select a recharge tool')).toHaveCount(0);
  await dialog.getByLabel('Amount (RM)').fill('100');
  expect(await seriousViolations(page), 'top-up dialog').toEqual([]);
  await page.screenshot({ path: '.artifacts/top-up-dialog.png' });
  await dialog.getByRole('button', { name: 'Pay' }).click();

  // The bank's own page: a test bank that answers as it is told.
  await expect(page).toHaveURL(/\/sandbox-bank\/bills\/sb[0-9a-f]+$/);
  await expect(page.getByText('RM 100.00')).toBeVisible();
  await page.getByLabel('Bank').selectOption('CIMB Clicks');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/paymentResult\?paymentId=/);
  await expect(page.getByRole('status')).toContainText('Paid: RM 100.00 is in your prepaid balance');
  await page.screenshot({ path: '.artifacts/top-up-result.png' });
  await page.getByRole('button', { name: 'Back to where you were' }).click();
  await expect(page).toHaveURL(/\/waybills\/logisticsTracking$/);
  await expect.poll(async () => sen(await balance.textContent())).toBe(before + 10_000);
});

test('a gift package asks where the gift goes; a payment the bank fails changes nothing', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo');
  const balance = page.getByTestId('prepay-balance').first().locator('.portal-prepay__amount');
  await expect(balance).toContainText('RM');
  const before = sen(await balance.textContent());
  await page.getByTestId('prepay-balance').first().getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up prepaid balance' });
  await dialog.getByRole('radio', { name: /RM 1,000\.00/ }).check();
  await expectOnlineBanking(page);
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(dialog.getByRole('heading', { name: 'Where should the gift go?' })).toBeVisible();
  const pay = dialog.getByRole('button', { name: 'Pay' });
  await expect(pay).toBeDisabled();
  // Picked from the receiver book, which keeps 0123456780: the box behind +60 takes 123456780 (it once took the 0 too,
  // and the gift went to +600123456780). The kind of premises comes from the courier's list, the usual one first.
  const addressType = dialog.locator('.ant-form-item', { has: page.getByRole('combobox', { name: 'Address type' }) });
  await expect(addressType).toContainText('Residential');
  await dialog.getByRole('button', { name: 'From the address book' }).click();
  const book = page.getByRole('dialog', { name: /Address book/ });
  await book
    .getByRole('row', { name: /Siti Nurhaliza/ })
    .getByRole('button', { name: 'Select' })
    .click();
  await expect(book).toBeHidden();
  await expect(dialog.getByLabel('Receiver name')).toHaveValue('Siti Nurhaliza binti Ahmad');
  await expect(dialog.getByLabel('Phone')).toHaveValue('123456780');
  await expect(dialog.getByLabel('State')).not.toHaveValue('');
  await expect(pay).toBeEnabled();
  // Typed by hand the way people write it, the same digits.
  await dialog.getByLabel('Phone').fill('012-345 6789');
  await expect(dialog.getByLabel('Phone')).toHaveValue('123456789');
  await dialog.getByLabel('Address type').click();
  await page.locator('.ant-select-item-option[title="Office"]').click();
  await expect(addressType).toContainText('Office');
  await dialog.getByLabel('Receiver name').fill('Tan Wei Ming');
  await dialog.getByLabel('Postcode').fill('50450');
  await expect(dialog.getByLabel('State')).not.toHaveValue('');
  await dialog.getByLabel('Address', { exact: true }).fill('Level 8, Menara Demo, Jalan Ampang');
  await expect(pay).toBeEnabled();
  await page.screenshot({ path: '.artifacts/top-up-gift.png' });
  await pay.click();

  await expect(page).toHaveURL(/\/sandbox-bank\/bills\//);
  await expect(page.getByText('RM 1,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(page.getByRole('status')).toContainText('The bank did not take the payment');
  await page.goto('/dashboard');
  await expect.poll(async () => sen(await balance.textContent())).toBe(before);
});
