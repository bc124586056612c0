import { expect, test } from './portal.ts';
import { answerNotices, logIn, logInForApi, placeOrder, placeThrough, sendScans, seriousViolations, unreadableHeaders } from './support.ts';

test('a claim filed for a lost parcel is approved at the claim desk and paid into the wallet, step by step', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await answerNotices(page);
  await logInForApi(page, 'demo');
  // An insured parcel (declared RM 300.00) the courier picked up eleven days ago and has not delivered.
  const waybillNo = await placeOrder(page, { receiverName: 'Nurul Izzah', goodsValueSen: 30_000 });
  await sendScans(request, waybillNo, [{ scanCode: 10, minutes: -11 * 24 * 60, courier: 'C11 Hafiz' }]);

  // The dashboard's D10 card counts it and leads to the claims page, which offers it for a claim.
  await page.goto('/dashboard');
  const d10 = page.getByTestId('d10-card');
  await expect(d10).toContainText('D10: not delivered 10 days after pick-up');
  await expect(d10).not.toContainText(/^0 parcels/);
  await page.screenshot({ path: '.artifacts/claims-dashboard.png' });
  await d10.getByRole('link', { name: 'Claims' }).click();
  await expect(page).toHaveURL(/\/complaint\/claimsManagement/);
  await expect(page.getByText(/parcels? picked up 10 or more days ago (is|are) not delivered yet$/)).toBeVisible();
  await page.getByRole('link', { name: `${waybillNo} (11)` }).click();
  await expect(page).toHaveURL(new RegExp(`/complaint/claimsAdd\\?waybillNo=${waybillNo}`));
  await expect(page.getByRole('heading', { level: 1, name: 'New claim' })).toBeVisible();
  await expect(page.getByLabel('Waybill number')).toHaveValue(waybillNo);
  await page.getByLabel('Waybill number').fill('600999999999');
  await expect(page.getByText('Wrong waybill number: no waybill of yours has this number')).toBeVisible();
  await page.getByLabel('Waybill number').fill(waybillNo);
  await expect(page.getByText(/^Claimable until \d{4}-\d{2}-\d{2}; at most RM 300\.00 \(insured: the declared value\)$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Lost or damaged' }).click();
  await page.locator('.ant-select-item-option[title="Parcel lost"]').click();
  await page.getByLabel('Amount claimed (RM)').fill('250');
  await page.getByLabel('What was lost or damaged').fill('The parcel has not moved since pick-up; the hub cannot find it.');
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.locator('.ant-select-item-option[title="Maybank"]').click();
  await page.getByLabel('Account number').fill('5140 1234');
  await page.getByLabel('Account holder').fill('Demo Trading Sdn Bhd');
  await page.getByRole('button', { name: 'Submit claim' }).click();
  await expect(page.getByText('A Maybank account number has 12 digits').first()).toBeVisible();
  await page.getByLabel('Account number').fill('5140 1234 5678');
  expect(await seriousViolations(page), 'new claim').toEqual([]);
  await page.screenshot({ path: '.artifacts/claims-add.png', fullPage: true });
  await page.getByRole('button', { name: 'Submit claim' }).click();
  const submitted = page.getByText(/^Claim CL\d{8} submitted$/);
  await expect(submitted).toBeVisible();
  const claimNo = /CL\d{8}/.exec((await submitted.textContent()) ?? '')![0];

  await page.goto('/complaint/claimsManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`${claimNo}.*${waybillNo}.*Parcel lost.*Awaiting review.*RM 250\\.00`) });
  await expect(row).toBeVisible();

  // The courier's claim desk decides on its own screen (the administrator's area).
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await answerNotices(desk);
  await logIn(desk, 'admin', 'Admin1234', { at: '/setting/claimDesk' });
  await expect(desk.getByRole('heading', { level: 1, name: 'Claim desk' })).toBeVisible();
  const queued = desk.getByRole('row', {
    name: new RegExp(`${claimNo}.*Demo Trading Sdn Bhd \\(MY10001\\).*${waybillNo}.*Awaiting review`),
  });
  await queued.getByRole('button', { name: 'Decide' }).click();
  const deciding = desk.getByRole('dialog', { name: `Decide claim ${claimNo}` });
  await deciding.getByLabel('Amount to pay (RM)').fill('200');
  await deciding.getByLabel('Reason / note to the customer').fill('Paid at the declared value less the salvaged packing.');
  expect(await seriousViolations(desk), 'claim desk').toEqual([]);
  await desk.screenshot({ path: '.artifacts/claim-desk.png' });
  await deciding.getByRole('button', { name: 'Record decision' }).click();
  await expect(deciding).toBeHidden();
  await desk.getByRole('combobox', { name: 'Status' }).click();
  await desk.locator('.ant-select-item-option[title="Approved"]').click();
  await expect(desk.getByRole('row', { name: new RegExp(`${claimNo}.*Approved`) })).toBeVisible();
  await deskContext.close();

  // The shipper sees the decision in its list and each step in the schedule.
  await page.reload();
  await expect(row.or(page.getByRole('row', { name: new RegExp(claimNo) }))).toContainText('Approved');
  const approved = page.getByRole('row', { name: new RegExp(claimNo) });
  await expect(approved).toContainText('RM 200.00');
  await approved.getByRole('button', { name: 'Progress' }).click();
  const drawer = page.getByRole('dialog', { name: 'Progress' });
  await expect(drawer.getByText('Claim submitted')).toBeVisible();
  await expect(drawer.getByText('Claim approved')).toBeVisible();
  await expect(drawer.getByText('Paid into the prepaid wallet').first()).toBeVisible();
  await expect(drawer.getByText('Paid at the declared value less the salvaged packing.')).toBeVisible();
  expect(await seriousViolations(page), 'claim schedule').toEqual([]);
  await page.screenshot({ path: '.artifacts/claims-schedule.png' });
  await page.keyboard.press('Escape');

  // The money: one CLAIM line in the wallet's ledger.
  await page.goto('/finance/advancePayment');
  const ledger = page.getByRole('table', { name: 'Advance payment' });
  await expect(ledger.getByRole('row', { name: new RegExp(`Claim payment.*${claimNo}.*RM 200\\.00`) })).toHaveCount(1);

  // The import page: the template and the upload, checked like the form.
  await page.goto('/complaint/claimsImport');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims import' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the template' })).toBeVisible();
  expect(await seriousViolations(page), 'claims import').toEqual([]);
  await page.screenshot({ path: '.artifacts/claims-import.png' });
});

test('the administrator’s desks read at 1440 and 1280 px: no header wraps inside a word, the row actions are never clipped', async ({
  page,
  request,
}) => {
  await answerNotices(page);
  await logInForApi(page, 'demo');
  const waybillNo = await placeOrder(page, { receiverName: 'Siti Aminah', goodsValueSen: 20_000 });
  await sendScans(request, waybillNo, [{ scanCode: 10, minutes: -11 * 24 * 60 }]);
  await placeThrough(page, 'addClaimSettlement', {
    waybillNo,
    claimType: 'LOST',
    claimAmountSen: 15_000,
    description: 'Not moved since pick-up eleven days ago; the hub has no trace of it after the first scan.',
    bankCode: 'MBB',
    bankAccount: '514012345678',
    accountHolder: 'Demo Trading Sdn Bhd',
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'admin', 'Admin1234', { at: '/setting/claimDesk' });
  const row = page.getByRole('row', { name: new RegExp(`${waybillNo}.*Awaiting review`) });
  const decide = row.getByRole('button', { name: 'Decide' });
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Wholly on the screen: not under the edge of the scrolling table nor past the window.
    await expect(decide).toBeInViewport({ ratio: 1 });
    expect(await unreadableHeaders(page), `claim desk at ${width}`).toEqual([]);
    await page.screenshot({ path: `.artifacts/claim-desk-${width}.png` });
  }
  // The customer's name breaks between its words, two lines at most.
  const customer = row.getByRole('cell', { name: 'Demo Trading Sdn Bhd (MY10001)' });
  expect((await customer.boundingBox())!.height).toBeLessThan(70);

  // The other desks share the table: complaints, work orders, prepaid closings, promotions, the gift store and its dispatch.
  for (const desk of ['complaintDesk', 'workOrderDesk', 'prepayClosing', 'promotions', 'mallGifts']) {
    await page.goto(`/setting/${desk}`);
    await expect(page.locator('thead th').last()).toBeInViewport({ ratio: 1 });
    expect(await unreadableHeaders(page), desk).toEqual([]);
  }
  await expect(page.getByRole('button', { name: 'Stock TAPE-6' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: '.artifacts/gift-desk-1280.png' });
  await page.getByRole('tab', { name: 'Dispatch' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Dispatch' }).locator('thead th').last()).toBeInViewport({ ratio: 1 });
  expect(await unreadableHeaders(page), 'gift dispatch').toEqual([]);
});
