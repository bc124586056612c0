import { expect, test } from './portal.ts';
import { answerNotices, logIn, seriousViolations } from './support.ts';

// Promotions (issue 27): the administrator's shares off the freight, priced on the shipper's forms at once.
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const NAME = { Chinese: '西马大客户八折', English: 'Peninsula key account 20% off', Malay: 'Akaun utama Semenanjung 20%' };

test('the administrator adds a customer’s promotion, the shipper’s price has it at once, and ending it ends it', async ({
  page,
  browser,
}) => {
  test.slow();
  await logIn(page, 'admin', 'Admin1234', { at: '/setting/promotions' });
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  // The dashboard banner's promotion, with what it has given so far.
  const seeded = page.getByRole('row').filter({ hasText: 'East Malaysia Standard 15% off' });
  await expect(seeded).toContainText('Running');
  await expect(seeded).toContainText('Between the Peninsula and East Malaysia');

  await page.getByRole('button', { name: 'Add promotion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add promotion' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('A promotion takes 1% to 50% off')).toBeVisible();
  for (const [lang, text] of Object.entries(NAME)) await dialog.getByLabel(`Name (${lang})`).fill(text);
  await dialog.getByLabel('Off freight (%)').fill('60');
  await expect(dialog.getByText('A promotion takes 1% to 50% off')).toBeVisible();
  await dialog.getByLabel('Off freight (%)').fill('20');
  await dialog.getByLabel('Product').click();
  await page.locator('.ant-select-item-option[title="EZ Standard"]').click();
  await dialog.getByLabel('Routes').click();
  await page.locator('.ant-select-item-option[title="Within Peninsular Malaysia"]').click();
  // The multiple select stays open after a choice: a click on the form closes it.
  await dialog.getByText('Customer code').click();
  await dialog.getByLabel('Customer code').fill('MY10001');
  for (const field of ['First day', 'Last day']) {
    await dialog.getByLabel(field).click();
    await dialog.getByLabel(field).fill(today);
    await dialog.getByLabel(field).press('Enter');
  }
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Promotion added: matching orders are priced with it from now on')).toBeVisible();
  const added = page.getByRole('row').filter({ hasText: NAME.English });
  await expect(added).toContainText('Demo Trading');
  await expect(added).toContainText('Running');
  await page.screenshot({ path: test.info().outputPath('promotions-desk.png'), fullPage: true });

  // The shipper's freight query: 1.5 kg Standard to Kuala Lumpur is RM 8.00 of freight, 20% off.
  const shipper = await browser.newPage();
  await answerNotices(shipper);
  await logIn(shipper, 'demo', { at: '/service/freightQuery' });
  const to = shipper.locator('.order-card').filter({ has: shipper.getByRole('heading', { name: 'To', exact: true }) });
  const parcel = shipper.locator('.order-card').filter({ has: shipper.getByRole('heading', { name: 'Parcel', exact: true }) });
  await to.getByLabel('Postcode').fill('55100');
  await parcel.getByLabel('Actual weight').fill('1.5');
  await expect(shipper.getByText(`Promotion: ${NAME.English} (20% off freight)`)).toBeVisible();
  await expect(shipper.getByTestId('order-total')).toContainText('RM 6.40');
  await shipper.screenshot({ path: test.info().outputPath('promotion-price.png'), fullPage: true });

  // Ended: the next price is the tariff again.
  await added.getByRole('button', { name: `End now: ${NAME.English}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End now' }).click();
  await expect(page.getByText('Promotion ended; orders already placed keep their discount')).toBeVisible();
  await expect(added).toContainText('Ended early');
  await parcel.getByLabel('Actual weight').fill('1.6');
  await expect(shipper.getByTestId('order-total')).toContainText('RM 8.00');
  await expect(shipper.getByText(/^Promotion:/)).toHaveCount(0);
  await shipper.close();
});
