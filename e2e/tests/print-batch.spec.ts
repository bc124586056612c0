import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './portal.ts';
import { answerNotices, logInForApi, placeOrder } from './support.ts';

// A batch of labels from order management (issue 5 "Labels"): the progress dialog, one PDF; the same batch as ZPL (issue 28).
const BATCH = 20;

test('twenty ticked orders print as one PDF while a dialog shows the pages being drawn, then as one ZPL file', async ({ page }) => {
  await answerNotices(page);
  await logInForApi(page, 'demo');
  const waybills: string[] = [];
  for (let i = 1; i <= BATCH; i++)
    waybills.push(
      await placeOrder(page, { receiverName: `Penerima ${i}`, receiverAddress: `No. ${i}, Jalan Bukit Bintang`, weightG: 800 }),
    );

  await page.goto('/orders/orderManage');
  const table = page.getByRole('table', { name: 'Order management' });
  // Newest first: the twenty just placed fill the first page.
  await expect(table.getByRole('row', { name: new RegExp(waybills.at(-1)!) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(waybills[0]!) })).toBeVisible();
  await table.getByRole('checkbox', { name: 'Select all' }).check();

  // Held back a moment so the dialog can be seen before the first page arrives.
  await page.route('**/api/printOrder.do', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print labels' }).click();
  const dialog = page.getByRole('dialog', { name: `Drawing ${BATCH} labels…` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Labels drawn' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel printing' })).toBeVisible();
  const pdf = readFileSync((await (await download).path())!);
  await expect(dialog).toBeHidden();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type \/Page\n/g)).toHaveLength(BATCH);
  // The first and the last page carry two of the twenty waybills, as barcodes.
  const dir = mkdtempSync(join(tmpdir(), 'print-batch-'));
  try {
    writeFileSync(join(dir, 'labels.pdf'), pdf);
    for (const n of ['1', String(BATCH)]) {
      execFileSync('pdftoppm', ['-r', '150', '-f', n, '-l', n, '-png', join(dir, 'labels.pdf'), join(dir, `page${n}`)]);
    }
    const read = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .map(
        (f) =>
          execFileSync('zbarimg', ['--raw', '-q', join(dir, f)])
            .toString()
            .trim()
            .split('\n')[0],
      );
    expect(read).toHaveLength(2);
    for (const code of read) expect(waybills).toContain(code);
    expect(new Set(read).size).toBe(2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // For a thermal printer's raw queue: ZPL, chosen under the arrow, which the button then prints with.
  await page.unroute('**/api/printOrder.do');
  const zplDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Other label formats' }).click();
  await page.getByRole('menuitem', { name: '203 dpi printer' }).click();
  const zplFile = await zplDownload;
  expect(zplFile.suggestedFilename()).toMatch(/^waybills-[\d-]+\.zpl$/);
  const zpl = readFileSync((await zplFile.path())!, 'utf8');
  expect(zpl.match(/\^XA/g)).toHaveLength(BATCH);
  expect(zpl.match(/\^XZ/g)).toHaveLength(BATCH);
  for (const waybill of waybills) expect(zpl).toContain(`^BCN,130,N,N,N,A^FH^FD${waybill}^FS`);
  await expect(page.getByText('Saved as ZPL')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print labels (ZPL, 203 dpi)' })).toBeVisible();
});
