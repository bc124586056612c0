import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { answerNotices, logIn, seriousViolations } from './support.ts';

// The address books (issue 4) as the demo main account keeps them.
const RECEIVERS = '/addressManagement/receiverAddress';
const SENDERS = '/addressManagement/senderAddress';
const INTERNATIONAL = '/addressManagement/internationalAddress';
const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function openBook(page: Page, path: string, title: string): Promise<Locator> {
  await page.goto(path);
  const table = page.getByRole('table', { name: title });
  await expect(table).toBeVisible();
  return table;
}

/** An option of the open select or suggestion list (antd shows them by their text). */
const chooseOption = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible').getByText(text, { exact: true });

const addButton = (page: Page) => page.locator('.list-kit-toolbar').getByRole('button', { name: 'Add' });

test('a receiver added by its postcode becomes the default and is picked from the address book', async ({ page }) => {
  // One long flow over three screens with three axe runs: more than the default minute on a busy machine.
  test.slow();
  const name = `Aminah binti Yusof ${Date.now().toString(36)}`;
  await answerNotices(page);
  await logIn(page, 'demo');
  const receivers = await openBook(page, RECEIVERS, 'Receiver addresses');
  await expect(receivers.getByRole('row', { name: /Siti Nurhaliza binti Ahmad/ })).toContainText('Default');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'receiver list').toEqual([]);
  await shoot(page, 'addresses-list');

  await addButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'New receiver address' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Phone').fill('012-333 4444');
  // Bad or missing input: the rules' messages, and nothing is saved.
  await dialog.getByLabel('Postcode').fill('4730');
  await dialog.getByRole('button', { name: 'Add and save to address book' }).click();
  await expect(dialog.getByText('Invalid postcode')).toBeVisible();
  await expect(dialog.getByText('Please select the state, city and area')).toBeVisible();
  await expect(dialog.getByText('Please enter the address')).toBeVisible();
  await expect(dialog).toBeVisible();

  // Five digits fill the state, town and area.
  await dialog.getByLabel('Postcode').fill('47301');
  await expect(dialog.getByText('Selangor / Petaling Jaya / 47301')).toBeVisible();
  await expect(dialog.getByText('Please select the state, city and area')).toBeHidden();
  await dialog.getByLabel('Detail address').fill('12, Jalan SS 2/24, Taman Bahagia');
  await expect(dialog.getByText('Invalid postcode')).toBeHidden();
  expect(await seriousViolations(page), 'add-address dialog').toEqual([]);
  await shoot(page, 'addresses-add-dialog');
  await dialog.getByRole('button', { name: 'Add and save to address book' }).click();
  await expect(page.getByText('New contact saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = receivers.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Petaling Jaya');
  await expect(row).toContainText('47301');
  await row.getByRole('button', { name: 'Set as default' }).click();
  await expect(page.getByText('Set as the default address')).toBeVisible();
  // One default per book: the new one is it, the old one no longer.
  await expect(row).toContainText('Default');
  await expect(row.getByRole('button', { name: 'Cancel default' })).toBeVisible();
  // Looked up by name: other browser tests may have filled the first page of the book.
  await page.getByLabel('Keyword').fill('Siti Nurhaliza');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(
    receivers.getByRole('row', { name: /Siti Nurhaliza binti Ahmad/ }).getByRole('button', { name: 'Set as default' }),
  ).toBeVisible();

  // The user detail information shows the new default receiver.
  await page.goto('/personalSetting/personalInfo');
  await expect(page.getByText(name)).toBeVisible();

  // Adding a sender can start from a receiver: the address book dialog finds the new one.
  await openBook(page, SENDERS, 'Sender addresses');
  await addButton(page).click();
  const sender = page.getByRole('dialog', { name: 'New sender address' });
  await sender.getByRole('button', { name: 'Copy from the receiver book' }).click();
  const book = page.getByRole('dialog', { name: /Address book/ });
  // The default receiver (the new one) comes first; a search finds any other entry.
  await expect(book.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await book.getByLabel('Keyword').fill('Lee Chong');
  await book.getByRole('button', { name: 'Search' }).click();
  await expect(book.getByRole('row', { name: /Lee Chong Wei/ })).toBeVisible();
  await expect(book.getByRole('row', { name: new RegExp(name) })).toBeHidden();
  await book.getByLabel('Keyword').fill(name.split(' ').pop()!);
  await book.getByRole('button', { name: 'Search' }).click();
  const found = book.getByRole('row', { name: new RegExp(name) });
  await expect(found).toBeVisible();
  await expect(book.getByRole('row', { name: /Lee Chong Wei/ })).toBeHidden();
  expect(await seriousViolations(page), 'address book dialog').toEqual([]);
  await shoot(page, 'addresses-book-dialog');
  // Picked by keyboard: the row's select button.
  await found.getByRole('button', { name: 'Select' }).focus();
  await page.keyboard.press('Enter');
  await expect(book).toBeHidden();
  await expect(sender.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(sender.getByLabel('Postcode')).toHaveValue('47301');
  await expect(sender.getByText('Selangor / Petaling Jaya / 47301')).toBeVisible();
  // Leaving the filled form asks first.
  await sender.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Confirm leaving without saving?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(sender).toBeHidden();
});

test('a postcode two towns share asks which one; the saved phone memory fills the form', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo');
  await openBook(page, RECEIVERS, 'Receiver addresses');
  await addButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'New receiver address' });
  await dialog.getByLabel('Postcode').fill('86400');
  const towns = dialog.getByRole('radiogroup', { name: 'Postcode 86400 serves two towns. Which one?' });
  await towns.getByRole('radio', { name: 'Parit Raja, Johor' }).check();
  await expect(dialog.getByText('Johor / Parit Raja / 86400')).toBeVisible();

  // Typing a saved phone offers the entry; choosing it fills name, postcode, region and address.
  // Chosen with the keyboard once the list for these digits is there: the dialog moves as the phone's
  // "invalid" message appears under the field, which can slide the option from under a pointer click.
  const memory = page.waitForResponse((r) => r.url().endsWith('/api/quickOrder.do') && (r.request().postData() ?? '').includes('"0175"'));
  await dialog.getByLabel('Phone').fill('0175');
  await memory;
  await expect(chooseOption(page, 'Lee Chong Wei')).toBeVisible();
  // The only saved phone starting 0175: the first option.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Phone')).toHaveValue('0175551234');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Lee Chong Wei');
  await expect(dialog.getByText('Perak / Ipoh / 31400')).toBeVisible();
  await expect(dialog.getByLabel('Detail address')).toHaveValue(/Jalan Sultan Idris Shah/);
});

test('a pasted address fills the sender form, which then saves', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo');
  const senders = await openBook(page, SENDERS, 'Sender addresses');
  await addButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'New sender address' });
  await dialog.getByRole('button', { name: 'Paste an address' }).click();
  await dialog
    .getByLabel('Name, phone and address as you received them')
    .fill('Nurul Izzah 012-7788990\nNo 8, Jalan Kenari 5, Bandar Puchong Jaya, 47100 Puchong, Selangor');
  await dialog.getByRole('button', { name: 'Fill in' }).click();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Nurul Izzah');
  await expect(dialog.getByLabel('Phone')).toHaveValue('0127788990');
  await expect(dialog.getByLabel('Postcode')).toHaveValue('47100');
  await expect(dialog.getByText('Selangor / Puchong / 47100')).toBeVisible();
  await expect(dialog.getByLabel('Detail address')).toHaveValue('No 8, Jalan Kenari 5, Bandar Puchong Jaya');
  await dialog.getByRole('button', { name: 'Add and save to address book' }).click();
  await expect(dialog).toBeHidden();
  const row = senders.getByRole('row', { name: /Nurul Izzah/ });
  await expect(row).toContainText('Puchong');

  // Edited in the same dialog, then deleted after the question.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit sender address' });
  await expect(edit.getByText('Selangor / Puchong / 47100')).toBeVisible();
  await edit.getByLabel('Detail address').fill('No 10, Jalan Kenari 5, Bandar Puchong Jaya');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('No 10, Jalan Kenari 5');
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Confirm delete this item?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();
});

test('searching the international book by phone asks for the receiving country first', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo');
  const table = await openBook(page, INTERNATIONAL, 'International receivers');
  await expect(table.getByRole('row', { name: /Tan Ah Kow/ })).toBeVisible();
  await page.getByLabel('Search in').click();
  await chooseOption(page, 'Phone').click();
  await page.getByLabel('Keyword').fill('9123');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please select the receiving country first')).toBeVisible();

  await page.getByLabel('Country').click();
  await chooseOption(page, 'Singapore').click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row', { name: /Tan Ah Kow/ })).toBeVisible();
});
