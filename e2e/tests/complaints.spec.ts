import { expect, test } from './portal.ts';
import { answerNotices, logIn, logInForApi, placeOrder, seriousViolations } from './support.ts';

const PAGE = '/complaintsSuggest/complaintsSuggestIndex';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);

test('a complaint raised against a waybill is answered by the desk, followed up, rated and ended', async ({ page, browser }) => {
  test.slow();
  await answerNotices(page);
  await logInForApi(page, 'demo');
  const waybillNo = await placeOrder(page, { receiverName: 'Farah Adibah' });

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints and suggestions' })).toBeVisible();
  await page.locator('.list-kit-toolbar').getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'New complaint or suggestion' });
  // Saved empty: the messages are shown and the focus is on the first field to correct, not left on the button.
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeFocused();
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.locator('.ant-select-item-option[title="Parcel"]').click();
  await dialog.getByRole('combobox', { name: 'What about' }).click();
  await page.locator('.ant-select-item-option[title="Parcel damaged"]').click();
  // Another customer's number or a mistyped one is named; the shipper's own is found.
  await dialog.getByLabel('Waybill number').fill('600999999999');
  await expect(dialog.getByText('Wrong waybill number: no waybill of yours has this number')).toBeVisible();
  await dialog.getByLabel('Waybill number').fill(waybillNo);
  await expect(dialog.getByText(/^Found: Pending, to /)).toBeVisible();
  await dialog.getByLabel('What happened').fill('The box arrived crushed; two plates inside are broken.');
  // A photo goes with it (kept in the attachment library too).
  const files = dialog.locator('input[type="file"]');
  // Six at once is past the five a complaint takes: refused whole, saying the limit, the number chosen and the total.
  await files.setInputFiles(
    Array.from({ length: 6 }, (_, i) => ({ name: `photo-${i + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF })),
  );
  await expect(page.getByText('Currently limited to 5 files: you chose 6 this time, 6 altogether')).toBeVisible();
  await expect(dialog.getByText('photo-1.pdf')).toHaveCount(0);
  // Two at once are both kept (each a call of antd's picker once kept only the last).
  await files.setInputFiles([
    { name: 'crushed-box.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'label-torn.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(dialog.getByText('crushed-box.pdf')).toBeVisible();
  await expect(dialog.getByText('label-torn.pdf')).toBeVisible();
  // Removing one asks first; cancelled, it stays; confirmed, it goes.
  const removeTorn = dialog.locator('.ant-upload-list-item', { hasText: 'label-torn.pdf' }).getByRole('button', { name: /remove|delete/i });
  await removeTorn.click();
  const ask = page.getByRole('dialog', { name: 'Are you sure you want to remove this file?' });
  // Spec 9: the alert dialog is 486 px wide and a confirm is moved by its title (to see the list under it).
  await expect.poll(async () => Math.round((await ask.boundingBox())?.width ?? 0)).toBe(486);
  const title = ask.locator('.ant-modal-confirm-title');
  const grip = (await title.boundingBox())!;
  await page.mouse.move(grip.x + 10, grip.y + 5);
  await page.mouse.down();
  await page.mouse.move(grip.x - 110, grip.y + 85, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await title.boundingBox())?.x).toBeCloseTo(grip.x - 120, 0);
  expect((await title.boundingBox())?.y).toBeCloseTo(grip.y + 80, 0);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText('label-torn.pdf')).toBeVisible();
  await removeTorn.click();
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('label-torn.pdf')).toHaveCount(0);
  await expect(dialog.getByText('crushed-box.pdf')).toBeVisible();
  expect(await seriousViolations(page), 'new complaint').toEqual([]);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  const raised = page.getByRole('row', { name: new RegExp(`CP\\d{8}.*Untreated.*${waybillNo}`) });
  await expect(raised).toBeVisible();
  const complaintNo = /CP\d{8}/.exec((await raised.textContent()) ?? '')![0];
  const row = page.getByRole('row', { name: new RegExp(complaintNo) });

  // The courier's desk answers on its own screen (the administrator's area).
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await answerNotices(desk);
  await logIn(desk, 'admin', 'Admin1234', { at: '/setting/complaintDesk' });
  await expect(desk.getByRole('heading', { level: 1, name: 'Complaint desk' })).toBeVisible();
  const queued = desk.getByRole('row', { name: new RegExp(`${complaintNo}.*Demo Trading Sdn Bhd \\(MY10001\\).*Untreated`) });
  await queued.getByRole('button', { name: 'Answer' }).click();
  const answering = desk.getByRole('dialog', { name: `Answer complaint ${complaintNo}` });
  await answering.getByLabel('Reply to the customer').fill('We are sorry: a claim for the plates has been opened.');
  expect(await seriousViolations(desk), 'complaint desk').toEqual([]);
  await desk.screenshot({ path: '.artifacts/complaint-desk.png' });
  await answering.getByRole('button', { name: 'Send answer' }).click();
  await expect(answering).toBeHidden();
  await expect(desk.getByRole('row', { name: new RegExp(`${complaintNo}.*Processed`) })).toBeVisible();
  await deskContext.close();

  await page.reload();
  await expect(row).toContainText('Processed');
  // The answer reaches the shipper's bell, in the account tab.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('tab', { name: /^Account/ }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`Unread.*Your complaint ${complaintNo} has a new answer \\(Processed\\)`) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Open' }).click();
  const drawer = page.getByRole('dialog', { name: 'Complaint' });
  await expect(drawer.getByText('crushed-box.pdf')).toBeVisible();
  await expect(drawer.getByText('We are sorry: a claim for the plates has been opened.')).toBeVisible();
  await drawer.getByLabel('Add to this complaint').fill('Photos are in the attachment library.');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer.getByText('Photos are in the attachment library.')).toBeVisible();
  expect(await seriousViolations(page), 'complaint timeline').toEqual([]);
  await page.screenshot({ path: '.artifacts/complaint-timeline.png' });
  // The fourth star (antd's stars are radios without names of their own).
  await drawer.getByRole('radio').nth(3).click();
  await drawer.getByRole('button', { name: 'End the complaint' }).click();
  await expect(drawer.getByText('Ended by the customer, rated 4/5')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Ended');
});
