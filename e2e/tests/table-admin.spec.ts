import type { Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { logIn, seriousViolations } from './support.ts';

// Table list settings and the table editor (spec 2 "Administrator menu": table, tableAdd; issue 3).
const LIST = /\/setting\/table$/;
const SHOTS = process.env.TABLE_ADMIN_SHOTS ?? '/tmp/table-admin';

async function openTableSettings(page: Page): Promise<void> {
  await logIn(page, 'admin', 'Admin1234');
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  const entry = menu.getByRole('menuitem', { name: 'Table list settings' });
  if (!(await entry.isVisible())) await menu.getByText('Settings', { exact: true }).click();
  await entry.click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('heading', { name: 'Table list settings', level: 1 })).toBeVisible();
}

/** A text field by its label (a required one's label starts with antd's '*'). */
const textbox = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^(\\* )?${label.replace(/[()]/g, '\\$&')}$`) });
/** A toolbar button: its name starts with its icon's. */
const toolbarButton = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^(\\w+ )?${label}$`) });

/** An option of the open select (antd names them by their title). */
const chooseOption = (page: Page, text: string) => page.getByTitle(text, { exact: true });

const tableList = (page: Page) => page.getByRole('table', { name: 'Table list settings' });
const rowOf = (page: Page, tabKey: string) =>
  tableList(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: tabKey, exact: true }) });

test('the administrator changes a built-in table configuration, sees it in the list, then restores it', async ({ page }) => {
  await openTableSettings(page);
  for (const key of ['userManage', 'i18nManage', 'tableList']) await expect(rowOf(page, key)).toContainText('Built-in');
  await expect(page.getByText(/Configuration version \d+/)).toBeVisible();
  await expect(tableList(page).getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-list.png` });

  // The list's own configuration: its "Name" column gets another header and a fixed width.
  await rowOf(page, 'tableList').getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/setting\/tableAdd\?tabKey=tableList$/);
  await expect(page.getByRole('heading', { name: /Edit table configuration/, level: 1 })).toBeVisible();
  await expect(textbox(page, 'Table key')).toHaveValue('tableList');
  await expect(textbox(page, 'Table key')).toBeDisabled();
  await page.getByRole('button', { name: 'Edit column Name (name)' }).click();
  await expect(page.getByRole('heading', { name: 'Column 2: Name (name)' })).toBeVisible();
  await textbox(page, 'Header').fill('Configuration name');
  await page.getByRole('spinbutton', { name: 'Width', exact: true }).fill('260');
  await page.screenshot({ path: `${SHOTS}-editor-columns.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}-editor-top.png` });
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(LIST);
  await expect(tableList(page).getByRole('columnheader', { name: 'Configuration name' })).toBeVisible();
  await expect(tableList(page).getByRole('columnheader', { name: 'Name', exact: true })).toHaveCount(0);

  // A built-in configuration is kept: deleting it is refused with the server's reason.
  await expect(rowOf(page, 'tableList').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Select tableList' }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('A built-in table configuration cannot be deleted; restore it to the default instead')).toBeVisible();
  await expect(rowOf(page, 'tableList')).toBeVisible();

  // Restoring the built-in tables brings the shipped header back.
  await page.getByRole('button', { name: 'Restore built-in tables' }).click();
  await page.getByRole('dialog', { name: 'Restore the built-in tables?' }).getByRole('button', { name: 'Restore' }).click();
  // Every built-in table the release ships is restored (their number grows with the features).
  await expect(page.getByText(/^Built-in configurations restored: \d+$/)).toBeVisible();
  await expect(tableList(page).getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
});

test('the administrator adds a table configuration and deletes it', async ({ page }) => {
  await openTableSettings(page);
  await toolbarButton(page, 'Add').click();
  await expect(page).toHaveURL(/\/setting\/tableAdd$/);
  await expect(page.getByRole('heading', { name: 'Add table configuration', level: 1 })).toBeVisible();

  // Nothing filled in: saving names what is missing, and nothing is sent.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please enter Table key')).toBeVisible();
  await expect(page.getByText('Please enter Header')).toBeVisible();

  await textbox(page, 'Table key').fill('e2eOrders');
  await textbox(page, 'Name').fill('E2E orders');
  await textbox(page, 'List call').fill('getOrders');
  await textbox(page, 'Header').fill('Order number');
  await textbox(page, 'Field').fill('orderNo');

  // A second column showing the same field is refused, then given an enum renderer.
  await page.getByRole('button', { name: 'Add column' }).click();
  await expect(page.getByRole('heading', { name: 'Column 2: New column' })).toBeVisible();
  await textbox(page, 'Header').fill('Status');
  await textbox(page, 'Field').fill('orderNo');
  await expect(page.getByText('Two columns show the same field')).toBeVisible();
  await textbox(page, 'Field').fill('status');
  await page.getByRole('combobox', { name: 'Display' }).click();
  await chooseOption(page, 'Options (enum)').click();
  await page.getByRole('textbox', { name: 'Value of option 1' }).fill('1');
  await page.getByRole('combobox', { name: 'Type of option 1' }).click();
  await chooseOption(page, 'Number').click();
  await page.getByRole('textbox', { name: 'Label of option 1' }).fill('Open');
  await page.getByRole('combobox', { name: 'Colour of option 1' }).fill('green');
  // Moved first with the keyboard's button.
  await page.getByRole('button', { name: 'Move Status (status) up' }).click();
  await expect(page.getByRole('heading', { name: 'Column 1: Status (status)' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-new-columns.png` });

  // Leaving with unsaved changes asks first.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Confirm leaving without saving?' });
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/setting\/tableAdd$/);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(LIST);
  const added = rowOf(page, 'e2eOrders');
  await expect(added).toContainText('E2E orders');
  await expect(added).toContainText('getOrders');
  await expect(added).toContainText('Added');

  // Its key is taken now.
  await toolbarButton(page, 'Add').click();
  await textbox(page, 'Table key').fill('e2eOrders');
  await textbox(page, 'Name').fill('Again');
  await textbox(page, 'List call').fill('getOrders');
  await textbox(page, 'Header').fill('Order');
  await textbox(page, 'Field').fill('orderNo');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('A table with this key already exists')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm leaving without saving?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(LIST);

  await rowOf(page, 'e2eOrders').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(rowOf(page, 'e2eOrders')).toHaveCount(0);
});

test('the administrator exports a configuration, imports the file back and copies one', async ({ page }) => {
  await openTableSettings(page);

  // The ticked rows are what the dialog starts with.
  await page.getByRole('checkbox', { name: 'Select userManage' }).check();
  await toolbarButton(page, 'Export').click();
  const exportDialog = page.getByRole('dialog', { name: 'Export table configurations' });
  await expect(exportDialog.getByRole('radio', { name: 'Chosen configurations' })).toBeChecked();
  await expect(exportDialog.getByText('userManage — Sub-accounts (userManage)')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-export.png` });
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('table-configurations.json');
  const file = await download.path();
  await expect(page.getByText('Configurations exported: 1')).toBeVisible();

  await toolbarButton(page, 'Import').click();
  const importDialog = page.getByRole('dialog', { name: 'Import table configurations' });
  const input = importDialog.locator('input[type="file"]');
  await input.setInputFiles({ name: 'tables.json', mimeType: 'application/json', buffer: Buffer.from('{"configs": 1}') });
  await expect(importDialog.getByText('This is not a file of table configurations')).toBeVisible();
  await input.setInputFiles(file);
  await expect(importDialog.getByText('Ready to import (1): userManage')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-import.png` });
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported: 0 added, 1 replaced')).toBeVisible();

  // A copy starts with the columns and no key; nothing typed, nothing to confirm when leaving.
  await rowOf(page, 'userManage').getByRole('button', { name: 'Copy as new' }).click();
  await expect(page).toHaveURL(/\/setting\/tableAdd\?copy=userManage$/);
  await expect(textbox(page, 'Table key')).toHaveValue('');
  await expect(textbox(page, 'Name')).toHaveValue('Sub-accounts (userManage) (copy)');
  await expect(page.getByRole('heading', { name: 'Columns (7)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(LIST);

  // Someone else saves the configuration meanwhile: this save is refused, and the current version can be loaded.
  await rowOf(page, 'i18nManage').getByRole('button', { name: 'Edit' }).click();
  await textbox(page, 'Name').fill('Changed here');
  const other = await page.context().newPage();
  await other.goto('/setting/tableAdd?tabKey=i18nManage');
  await textbox(other, 'Name').fill('Changed there');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(other).toHaveURL(LIST);
  await other.close();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('dialog', { name: 'Changed meanwhile' });
  await expect(conflict).toContainText('Someone else changed this meanwhile');
  await conflict.getByRole('button', { name: 'Load the current version' }).click();
  await expect(textbox(page, 'Name')).toHaveValue('Changed there');
});

test('axe finds no serious or critical violation on table list settings, its dialogs and the editor', async ({ page }) => {
  await openTableSettings(page);
  await expect(rowOf(page, 'userManage')).toBeVisible();
  expect(await seriousViolations(page), 'list').toEqual([]);

  await toolbarButton(page, 'Import').click();
  const importDialog = page.getByRole('dialog', { name: 'Import table configurations' });
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'empty.json', mimeType: 'application/json', buffer: Buffer.from('[]') });
  await expect(importDialog.getByText('The file holds no configuration')).toBeVisible();
  expect(await seriousViolations(page), 'import dialog').toEqual([]);
  await importDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(importDialog).toBeHidden();

  await toolbarButton(page, 'Export').click();
  const exportDialog = page.getByRole('dialog', { name: 'Export table configurations' });
  await exportDialog.getByText('Chosen configurations').click();
  await expect(exportDialog.getByRole('combobox', { name: 'Configurations to export' })).toBeVisible();
  expect(await seriousViolations(page), 'export dialog').toEqual([]);
  await exportDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(exportDialog).toBeHidden();

  await rowOf(page, 'userManage').getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Edit column Status (status)' }).click();
  await expect(page.getByRole('textbox', { name: 'Label of option 2' })).toHaveValue('msg:statusDisabled');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'editor').toEqual([]);
});
