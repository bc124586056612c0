import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { answerNotices, logIn, logInForApi, placeOrder, seriousViolations } from './support.ts';

const PAGE = '/complaint/workOrderManage';

/** A photo of 1,200 x 900 (bands of colour drawn by the browser): wider than the 800 px a preview shows. */
async function photoOf(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 1200, height: 900 });
    const ctx = canvas.getContext('2d')!;
    for (let i = 0; i < 6; i++) {
      ctx.fillStyle = `hsl(${i * 60} 70% 60%)`;
      ctx.fillRect(i * 200, 0, 200, 900);
    }
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  return Buffer.from(bytes);
}

/** Two pictures decoded by the browser: the second's size, and how many of its pixels differ from the first's. */
function comparePictures([a, b]: number[][]): Promise<{ width: number; height: number; changed: number }> {
  const pixels = async (bytes: number[]) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)]));
    const ctx = Object.assign(document.createElement('canvas'), { width: bitmap.width, height: bitmap.height }).getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    return { width: bitmap.width, height: bitmap.height, data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data };
  };
  return Promise.all([pixels(a!), pixels(b!)]).then(([before, after]) => {
    let changed = 0;
    for (let i = 0; i < after.data.length; i += 4) if ([0, 1, 2].some((c) => before.data[i + c] !== after.data[i + c])) changed++;
    return { width: after.width, height: after.height, changed };
  });
}

test('a work order raised with a photo is answered at the desk, and the shipper sees the answer and the state', async ({
  page,
  browser,
}) => {
  test.slow();
  await answerNotices(page);
  await logInForApi(page, 'demo');
  const waybillNo = await placeOrder(page, { receiverName: 'Hafiz Rahman' });

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Work orders by state' })).toBeVisible();
  await page.locator('.list-kit-toolbar').getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'New work order' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.locator('.ant-select-item-option[title="Change of address"]').click();
  await dialog.getByLabel('Waybill number').fill(waybillNo);
  await dialog.getByLabel('What you need').fill('The receiver moved: please deliver to No. 3, Jalan Ampang, 50450 Kuala Lumpur.');
  const photo = await photoOf(page);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'new-address.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByText('new-address.png')).toBeVisible();
  // Marked as it is chosen (the customer code and the time, spec 9), and previewed at most 800 px wide.
  await dialog.getByRole('link', { name: 'new-address.png' }).last().click();
  const preview = page.getByRole('dialog', { name: 'new-address.png' });
  const shown = preview.getByRole('img', { name: 'new-address.png' });
  await expect(shown).toHaveJSProperty('naturalWidth', 1200);
  expect((await shown.boundingBox())?.width).toBeLessThanOrEqual(800);
  await page.screenshot({ path: '.artifacts/work-order-photo-preview.png' });
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  expect(await seriousViolations(page), 'new work order').toEqual([]);
  await page.screenshot({ path: '.artifacts/work-order-new.png' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  const raised = page.getByRole('row', { name: new RegExp(`WO\\d{8}.*Untreated.*Change of address.*${waybillNo}`) });
  await expect(raised).toBeVisible();
  const workOrderNo = /WO\d{8}/.exec((await raised.textContent()) ?? '')![0];
  const row = page.getByRole('row', { name: new RegExp(workOrderNo) });

  // The courier's desk answers on its own screen, with the shipper's photo to open.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await answerNotices(desk);
  await logIn(desk, 'admin', 'Admin1234', { at: '/setting/workOrderDesk' });
  await expect(desk.getByRole('heading', { level: 1, name: 'Work order desk' })).toBeVisible();
  const queued = desk.getByRole('row', { name: new RegExp(`${workOrderNo}.*Demo Trading Sdn Bhd \\(MY10001\\).*Untreated`) });
  await queued.getByRole('button', { name: 'Answer' }).click();
  const answering = desk.getByRole('dialog', { name: `Answer work order ${workOrderNo}` });
  await expect(answering.getByRole('button', { name: 'new-address.png' })).toBeVisible();
  const download = desk.waitForEvent('download');
  await answering.getByRole('button', { name: 'new-address.png' }).click();
  expect((await download).suggestedFilename()).toBe('new-address.png');
  // What the courier keeps is the marked photo: another file, the same size of picture, with the mark's pixels.
  const stored = await readFile(await (await download).path());
  expect(stored.equals(photo)).toBe(false);
  const seen = await desk.evaluate(comparePictures, [Array.from(photo), Array.from(stored)]);
  expect(seen).toMatchObject({ width: 1200, height: 900 });
  expect(seen.changed).toBeGreaterThan(1200 * 900 * 0.01);
  await answering.getByLabel('Reply to the customer').fill('The hub has the new address: delivery tomorrow.');
  expect(await seriousViolations(desk), 'work order desk').toEqual([]);
  await desk.screenshot({ path: '.artifacts/work-order-desk.png' });
  await answering.getByRole('button', { name: 'Send answer' }).click();
  await expect(answering).toBeHidden();
  await expect(desk.getByRole('row', { name: new RegExp(`${workOrderNo}.*Processed`) })).toBeVisible();
  await deskContext.close();

  // The shipper sees the state and the desk's answer, and adds a word.
  await page.reload();
  await expect(row).toContainText('Processed');
  await row.getByRole('button', { name: 'Open' }).click();
  const drawer = page.getByRole('dialog', { name: 'Work order' });
  await expect(drawer.getByText('The hub has the new address: delivery tomorrow.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'new-address.png' })).toBeVisible();
  await drawer.getByLabel('Add to this work order').fill('Thank you, the receiver will be in.');
  await drawer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(drawer.getByText('Thank you, the receiver will be in.')).toBeVisible();
  expect(await seriousViolations(page), 'work order timeline').toEqual([]);
  await page.screenshot({ path: '.artifacts/work-order-timeline.png' });
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Processing');
});

test('the work order import names the refused cells and raises the good rows once', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/complaint/ticketImport' });
  await expect(page.getByRole('heading', { level: 1, name: 'Work order import' })).toBeVisible();
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  const path = await (await template).path();
  // The template filled in with ExcelJS, as a person would in Excel.
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path!);
  const sheet = workbook.worksheets[0]!;
  sheet.getRow(2).values = ['Other', '', `Please call us about the tariff (${Date.now()})`];
  sheet.getRow(3).values = ['Urgent delivery', '600999999999', 'Needed before Friday'];
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.locator('input[type="file"]').setInputFiles({
    name: 'tickets.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('row', { name: /3.*B3.*Waybill number.*Wrong waybill number/ })).toBeVisible();
  await expect(result.getByText('Raised', { exact: true })).toBeVisible();
  expect(await seriousViolations(page), 'work order import').toEqual([]);
  await page.screenshot({ path: '.artifacts/work-order-import.png' });
  await expect(result.getByRole('button', { name: 'Download the refused rows' })).toBeVisible();
});

test('a work order raised on its own page says where to follow it', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/complaint/ticketEntrys' });
  await expect(page.getByRole('heading', { level: 1, name: 'New work order' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.locator('.ant-select-item-option[title="Pick-up request"]').click();
  await expect(page.getByLabel('Waybill number (optional)')).toBeVisible();
  await page.getByLabel('What you need').fill('Please collect 30 cartons from our Subang Jaya store on Friday morning.');
  expect(await seriousViolations(page), 'new work order page').toEqual([]);
  await page.getByRole('button', { name: 'Send work order' }).click();
  await expect(page.getByText(/^Work order WO\d{8} sent$/)).toBeVisible();
  await page.screenshot({ path: '.artifacts/work-order-entry.png' });
  await page.getByRole('button', { name: 'Go to work orders' }).click();
  await expect(page).toHaveURL(/\/complaint\/workOrderManage$/);
  await expect(page.getByRole('row', { name: /WO\d{8}.*Untreated.*Pick-up request/ }).first()).toBeVisible();
});
