import { expect, test } from './portal.ts';
import { answerNotices, logIn, seriousViolations } from './support.ts';

const KUCHING = { latitude: 1.5535, longitude: 110.3593 };

// Nearby outlets: the courier's outlets nearest a postcode, a town or the shipper's own position. This machine has no
// internet: the map's tiles fail, and the list (the page's content) must not care.
test('nearby outlets: by postcode, drop-off only, near me; the list works while the map tiles cannot load', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(KUCHING);
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/service/nearbyOutlets' });
  await expect(page.getByRole('heading', { level: 1, name: 'Nearby outlets' })).toBeVisible();
  // Before a search: every outlet, by state and town.
  await expect(page.getByRole('heading', { name: 'All outlets, by state and town' })).toBeVisible();

  await page.getByRole('textbox', { name: /Postcode$/ }).fill('47500');
  const [search] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/getInterBusinessOutletsInfo.do') && r.request().postData()?.includes('47500') === true,
    ),
    page.getByRole('button', { name: 'Search', exact: true }).click(),
  ]);
  expect((await search.json()).success).toBe(true);
  await expect(page.getByRole('heading', { name: 'Nearest to 47500 Subang Jaya, Selangor first' })).toBeVisible();
  const outlets = page.getByTestId('outlet');
  await expect(outlets.first()).toContainText('Subang Jaya Hub');
  await expect(outlets.first()).toContainText('No. 2, Jalan SS 15/8, 47500 Subang Jaya, Selangor');
  await expect(outlets.first()).toContainText('Mon–Sat 08:30–20:00, Sun 10:00–16:00');
  await expect(outlets.first()).toContainText('Drop-off: EZ, EX, SF, SC, JS');
  await expect(outlets.first().getByTestId('outlet-distance')).toHaveText(/^\d+\.\d km$/);
  await expect(outlets).toHaveCount(20);
  // The closed Sunway Pyramid outlet is nowhere; the Mid Valley collection point takes nothing in.
  await expect(page.getByText('Sunway Pyramid Outlet')).toHaveCount(0);
  await expect(outlets.filter({ hasText: 'Mid Valley Collection Point' })).toContainText('Collection only');
  const distances = await page.getByTestId('outlet-distance').allTextContents();
  const km = distances.map((d) => Number.parseFloat(d));
  expect(km).toEqual([...km].sort((a, b) => a - b));

  await page.getByLabel('Drop-off counters only').check();
  await expect(outlets.filter({ hasText: 'Mid Valley Collection Point' })).toHaveCount(0);
  await expect(outlets.first()).toContainText('Subang Jaya Hub');

  // The map stands beside the list with the outlets marked; its tiles cannot come from here.
  const map = page.getByTestId('outlet-map');
  await expect(map).toBeVisible();
  await expect(map.locator('path.leaflet-interactive').first()).toBeAttached();
  await expect(page.getByText('The map tiles could not be loaded; the outlets are still marked and listed.')).toBeVisible();
  await outlets.nth(1).getByRole('button', { name: 'Show on map' }).click();
  await expect(outlets.nth(1)).toHaveClass(/outlet--selected/);
  await page.screenshot({ path: test.info().outputPath('nearby-outlets.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Near me: the browser's position (Kuching here).
  await page.getByText('Near me', { exact: true }).click();
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByRole('heading', { name: 'Nearest to your location first' })).toBeVisible();
  await expect(outlets.first()).toContainText('Kuching Hub');

  // A town typed.
  await page.getByText('By town or name', { exact: true }).click();
  await page.getByLabel('Town, street or outlet').fill('Kota Kinabalu');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nearest to Kota Kinabalu, Sabah first' })).toBeVisible();
  await expect(outlets.first()).toContainText('Kota Kinabalu Hub');

  // By site: the network picker, a tree of "name | code" that starts open at Demo Trading's own site (Subang Jaya Hub).
  await page.getByText('By site', { exact: true }).click();
  const site = page.getByRole('combobox', { name: 'Site of the network' });
  await site.click();
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(list.getByTitle('Subang Jaya Hub | SBJ01', { exact: true })).toBeVisible();
  await expect(list.getByTitle('Sarawak Region | SARAWAK', { exact: true })).toBeVisible();
  await expect(list.getByTitle('Kuching Hub | KCH01', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('network-picker.png') });
  // Typing searches the whole network, a page of 10 once typing pauses for a second; the next page comes at the end.
  const asked = (word: string, current: number) => (r: { url(): string }) =>
    r.url().includes('/network/select/all?') && r.url().includes(`name=${word}`) && r.url().includes(`current=${current}`);
  const [firstPage] = await Promise.all([page.waitForResponse(asked('Branch', 1)), site.fill('Branch')]);
  expect((await firstPage.json()).data.pages).toBeGreaterThan(1);
  await expect(list.locator('.ant-select-tree-title')).toHaveCount(10);
  const [secondPage] = await Promise.all([
    page.waitForResponse(asked('Branch', 2)),
    list.locator('.ant-select-tree-list-holder').evaluate((el) => el.scrollTo({ top: el.scrollHeight })),
  ]);
  expect((await secondPage.json()).data.current).toBe(2);
  await site.fill('sarawak');
  await list.getByTitle('Sarawak Region | SARAWAK', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Outlets under Sarawak Region | SARAWAK, by state and town' })).toBeVisible();
  await expect(outlets.first()).toContainText('Sarawak');
  await expect(outlets.filter({ hasNotText: 'Sarawak' })).toHaveCount(0);
  // Picking the site already chosen only closes the list.
  await site.click();
  await list.getByTitle('Sarawak Region | SARAWAK', { exact: true }).click();
  await expect(list).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Outlets under Sarawak Region/ })).toBeVisible();
  // Clearing asks first; "Cancel" keeps the site.
  const box = page.locator('.ant-select').filter({ has: site });
  await box.hover();
  await box.locator('.ant-select-clear').click();
  const ask = page.getByRole('dialog').filter({ hasText: 'This will clear the chosen site. Continue?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(box).toContainText('Sarawak Region | SARAWAK');
  await box.hover();
  await box.locator('.ant-select-clear').click();
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(box).not.toContainText('Sarawak Region');
  await expect(page.getByRole('heading', { name: 'All outlets, by state and town' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// Freight query: the order form's own price (getFreight) between two postcodes, without ordering.
test('freight query prices a parcel between two postcodes with the order forms’ pricing, and names the promise', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/service/freightQuery' });
  await expect(page.getByRole('heading', { level: 1, name: 'Freight query' })).toBeVisible();
  const card = (title: string) => page.locator('.order-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const from = card('From');
  const to = card('To');
  const parcel = card('Parcel');

  // The default sender's postcode is where it starts from.
  await expect(from.getByLabel('Postcode')).toHaveValue('47500');
  await to.getByLabel('Postcode').fill('55100');
  await expect(to.getByText('W.P. Kuala Lumpur / Kuala Lumpur / 55100')).toBeVisible();
  const [priced] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/getFreight.do')),
    parcel.getByLabel('Actual weight').fill('1.5'),
  ]);
  expect((await priced.json()).success).toBe(true);
  // The same price the normal order form shows for this parcel (drop-off.spec.ts).
  await expect(page.getByTestId('order-total')).toContainText('RM 8.00');
  await expect(page.getByTestId('route-promise')).toContainText('D+2–3 after pick-up · Two- to three-day delivery');
  // The service time wanted (the time-effective-type picker): the withdrawn one cannot be chosen; next-day is not this route's.
  await page.getByRole('combobox', { name: 'Service time wanted' }).click();
  const option = (title: string) => page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`);
  await expect(option('D+1 Next-day by 10:30 (withdrawn)')).toHaveClass(/ant-select-item-option-disabled/);
  await option('D+1 Next-day by 10:30 (withdrawn)').click({ force: true });
  await expect(page.getByTestId('route-meets')).toHaveCount(0);
  await option('D+1 Next-day delivery').click();
  await expect(page.getByTestId('route-meets')).toHaveText(
    'Next-day delivery is not offered on this route: it is promised D+2–3 after pick-up.',
  );

  // Across the sea: another zone, another price, the East Malaysia promise.
  await to.getByLabel('Postcode').fill('88000');
  await expect(to.getByText('Sabah / Kota Kinabalu / 88000')).toBeVisible();
  await expect(page.getByText('Between the Peninsula and East Malaysia')).toBeVisible();
  await expect(page.getByTestId('order-total')).not.toContainText('RM 8.00');
  // The promotion the dashboard banner announces is priced here too: RM 19.00 of freight, 15% off.
  await expect(page.getByText('Promotion: East Malaysia Standard 15% off (15% off freight)')).toBeVisible();
  await expect(page.getByTestId('order-total')).toContainText('RM 16.15');
  await expect(page.getByTestId('route-promise')).toContainText('D+4–7 after pick-up · East Malaysia delivery');
  await expect(page.getByTestId('route-meets')).toHaveText(
    'Next-day delivery is not offered on this route: it is promised D+4–7 after pick-up.',
  );

  // A size makes the volumetric weight count, as on an order.
  await parcel.getByLabel('Length').fill('60');
  await parcel.getByLabel('Width').fill('40');
  await parcel.getByLabel('Height').fill('40');
  await expect(page.getByText('16.00 kg')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('freight-query.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
