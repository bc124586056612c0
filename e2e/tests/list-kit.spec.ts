import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './portal.ts';
import { contrast, logIn, paintOf, unreadableHeaders } from './support.ts';

// The list kit as a shipper and the administrator use it (issue 3), on the sub-account screen.
const SUB_ACCOUNTS = '/permissionManage/userManage';

/**
 * The notices a login can bring up (the VIP agreement, an overdue bill, the mall notice) are
 * answered whenever they stand in the way.
 */
async function answerNotices(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: 'I agree' }), (button) => button.click());
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  const arrears = page.getByRole('dialog', { name: 'Overdue bill reminder' });
  await page.addLocatorHandler(arrears, (dialog) => dialog.getByRole('button', { name: 'Close' }).last().click());
}

/** The table's header texts, left to right, without the selection, number and actions columns. */
async function headers(page: Page): Promise<string[]> {
  const texts = await page.locator('.list-kit thead th').allInnerTexts();
  return texts.map((t) => t.trim()).filter((t) => t && t !== '#' && t !== 'Actions');
}

async function openSubAccounts(page: Page, loginCode: string): Promise<void> {
  await answerNotices(page);
  await logIn(page, loginCode, { at: SUB_ACCOUNTS });
  await expect(page.getByRole('heading', { name: 'Sub-accounts', level: 1 })).toBeVisible();
  await expect(page.locator('.list-kit thead th').first()).toBeVisible();
}

test('a main account creates a sub-account that then logs in and sees only the granted menu', async ({ page, browser }) => {
  const subName = `pk${Date.now().toString(36)}`;
  await openSubAccounts(page, 'demo');
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add sub-account' });
  await dialog.getByLabel('Login account').fill(subName);
  await dialog.getByLabel('Name', { exact: true }).fill('Packer One');
  await dialog.getByLabel('Password').fill('Kl2026ab');
  // Ticking the group grants its pages.
  await dialog.getByText('Ordering', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`demo_${subName}`) });
  await expect(row).toContainText('Packer One');
  await expect(row).toContainText('Enabled');

  const context = await browser.newContext();
  const sub = await context.newPage();
  await answerNotices(sub);
  await logIn(sub, `demo_${subName}`, 'Kl2026ab');
  const menu = sub.getByRole('navigation', { name: 'Main menu' }).first();
  await expect(menu.getByText('Ordering', { exact: true })).toBeVisible();
  for (const group of ['Waybills', 'Finance', 'Permissions']) await expect(menu.getByText(group, { exact: true })).toHaveCount(0);
  // Account management is the main account's alone, even typed in by hand.
  await sub.goto(SUB_ACCOUNTS);
  await expect(sub.getByTestId('no-permission')).toContainText('Sorry, you do not have permission to open this page.');
  await context.close();
});

test('a table wider than the page is a named region the keyboard reaches and scrolls, with the focus ring', async ({ page }) => {
  // The sidebar leaves the list 580 px: the sub-accounts' columns do not fit.
  await page.setViewportSize({ width: 900, height: 800 });
  await openSubAccounts(page, 'demo');
  const region = page.getByRole('region', { name: 'Sub-accounts, scrolls sideways' });
  // The region holds the table; Tab from the toolbar's column settings reaches it (past the toolbar's last buttons).
  await expect(region.getByRole('table', { name: 'Sub-accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Column settings' }).focus();
  const regionFocused = () => region.evaluate((el) => el === document.activeElement);
  for (let presses = 0; presses < 5 && !(await regionFocused()); presses++) await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  const scrolled = () => region.evaluate((el) => el.scrollLeft);
  expect(await scrolled()).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(scrolled).toBeGreaterThan(0);
  const ring = await region.evaluate(paintOf, true);
  expect(ring.outlineStyle).toBe('solid');
  expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.outlineColor, ring.back), `${ring.outlineColor} on ${ring.back}`).toBeGreaterThanOrEqual(3);
});

test('hiding two columns and moving one is kept on the server across a reload', async ({ page }) => {
  await openSubAccounts(page, 'demo');
  // Starts from the configuration's arrangement, also when a first attempt got half way.
  await page.getByRole('button', { name: 'Column settings' }).click();
  await page.getByRole('dialog', { name: 'Column settings' }).getByRole('button', { name: 'Restore default' }).click();
  await expect(page.getByRole('dialog', { name: 'Column settings' })).toBeHidden();
  expect(await headers(page)).toEqual(['Login account', 'Name', 'Mobile', 'Status', 'Pages granted', 'Created', 'Last login']);

  await page.getByRole('button', { name: 'Column settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Column settings' });
  await dialog.getByRole('checkbox', { name: 'Mobile' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Last login' }).uncheck();
  await dialog.getByRole('button', { name: 'Move Status up' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const arranged = ['Login account', 'Status', 'Name', 'Pages granted', 'Created'];
  await expect.poll(() => headers(page)).toEqual(arranged);

  // The setting lives on the server: a reload, and a browser that never saw it, both show it.
  await page.reload();
  await expect.poll(() => headers(page)).toEqual(arranged);
  await page.evaluate(() => localStorage.clear());
  await openSubAccounts(page, 'demo');
  await expect.poll(() => headers(page)).toEqual(arranged);

  // Back to the configuration's arrangement, for the export test that follows.
  await page.getByRole('button', { name: 'Column settings' }).click();
  await page.getByRole('dialog', { name: 'Column settings' }).getByRole('button', { name: 'Restore default' }).click();
  await expect.poll(() => headers(page)).toEqual(['Login account', 'Name', 'Mobile', 'Status', 'Pages granted', 'Created', 'Last login']);
});

test('exporting the selected rows gives an xlsx with the headers, order and values of the table', async ({ page }) => {
  await openSubAccounts(page, 'demo');
  await page.getByRole('checkbox', { name: 'Select demo_ops' }).check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: /^(download )?Export$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export selected data (1)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Sub-accounts.xlsx');
  const path = test.info().outputPath('sub-accounts.xlsx');
  await download.saveAs(path);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  expect(sheet.rowCount).toBe(2);
  const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(row(1)).toEqual(['Login account', 'Name', 'Mobile', 'Status', 'Pages granted', 'Created', 'Last login']);
  expect(row(2).slice(0, 5)).toEqual(['demo_ops', 'Nurul Aina binti Hassan', '0198765432', 'Enabled', 9]);
  expect(row(2)[5]).toBeInstanceOf(Date);
});

test('an English label the administrator edits reaches a logged-in user at the next reload', async ({ page, browser }) => {
  await openSubAccounts(page, 'demo');
  await expect(page.getByRole('columnheader', { name: 'Created' })).toBeVisible();

  const context = await browser.newContext();
  const admin = await context.newPage();
  await logIn(admin, 'admin', 'Admin1234', { at: '/setting/i18nManage' });
  await admin.getByRole('textbox', { name: 'Key or text' }).fill('lists:subAccounts.createdAt');
  await admin.getByRole('button', { name: /Search$/ }).click();
  const entry = admin.getByRole('row', { name: /lists:subAccounts\.createdAt/ });
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: 'Edit' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit text' });
  await dialog.getByLabel('English').fill('Opened on');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText('Opened on');
  await context.close();

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Opened on' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveCount(0);
});

test('what is typed in a filter before the table configuration arrives is still there when it does', async ({ page }) => {
  // The configuration answers late, as on a slow line: the filters stand before it.
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/getTableConfig.do', async (route) => {
    await held;
    await route.continue();
  });
  await logIn(page, 'admin', 'Admin1234', { at: '/setting/i18nManage' });
  const box = page.getByRole('textbox', { name: 'Key or text' });
  await box.fill('lists:subAccounts.createdAt');
  const arrived = page.waitForResponse('**/api/getTableConfig.do');
  answer();
  await arrived;
  await expect(page.getByRole('columnheader', { name: 'Key' })).toBeVisible();
  await expect(box).toHaveValue('lists:subAccounts.createdAt');
  await page.getByRole('button', { name: /Search$/ }).click();
  await expect(page.getByRole('row', { name: /lists:subAccounts\.createdAt/ })).toHaveCount(1);
});

test('an export sent to the download centre is prepared there and downloads through its signed link', async ({ page }) => {
  await openSubAccounts(page, 'demo');
  // What the export dialog sends for a list too large to export at once: a download-centre task.
  const reply = await page.evaluate(async () => {
    const token = localStorage.getItem('portal.token') ?? '';
    const res = await fetch('/api/export/saveExportTask.do', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authToken: token, lang: 'en' },
      body: JSON.stringify({
        token,
        parameter: {
          source: 'exportUserList',
          fileName: 'All sub-accounts',
          columns: [
            { fieldName: 'loginCode', header: 'Login account' },
            { fieldName: 'name', header: 'Name' },
          ],
        },
      }),
    });
    return (await res.json()) as { success: boolean; desc: string };
  });
  expect(reply).toMatchObject({ success: true, desc: 'Export success, please check the download center' });

  await page.goto('/downloadCenter');
  const task = page.getByRole('row', { name: /All sub-accounts\.xlsx/ });
  await expect(task).toContainText('Ready', { timeout: 20_000 });
  const downloading = page.waitForEvent('download');
  await task.getByRole('button', { name: 'Download All sub-accounts.xlsx' }).click();
  const download = await downloading;
  const path = test.info().outputPath('centre.xlsx');
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Login account', 'Name']);
  const codes = sheet.getColumn(1).values.slice(2);
  expect(codes).toContain('demo_ops');
});

test('the kit on a phone: folded filters, rows as cards that select and act; at 1440 no header wraps inside a word', async ({ page }) => {
  await openSubAccounts(page, 'demo');
  expect(await unreadableHeaders(page), 'sub-accounts at 1440').toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  const cards = page.getByRole('list', { name: 'Sub-accounts' }).getByRole('listitem');
  const ops = cards.filter({ hasText: 'demo_ops' });
  // Selected on its card, counted as in the table.
  await ops.getByRole('checkbox', { name: 'Select demo_ops' }).check();
  await expect(page.getByText('1 selected')).toBeVisible();
  // The row actions: icon buttons named by their label, the rest under 'More actions'.
  await expect(ops.getByRole('button', { name: 'View' })).toBeVisible();
  await ops.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reset password' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '.artifacts/list-kit-390.png' });

  // A status chosen in the unfolded form is counted on the button.
  await filters.click();
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Enabled', { exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('button', { name: 'Filters (1 set)' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/status=1/);
});
