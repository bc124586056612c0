import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { answerNotices, logIn, seriousViolations } from './support.ts';

// The dashboard's banners and announcements, kept by the administrator (dashboardContent, issue 15),
// as a customer then finds them on the dashboard.
const ARTIFACTS = new URL('../.artifacts/', import.meta.url).pathname;

const BANNER = { zh: '新年派送安排', en: 'New year delivery times', ml: 'Waktu penghantaran tahun baharu' };
const NOTICE = { zh: '截单时间调整', en: 'Cut-off time changes', ml: 'Perubahan masa tutup' };
const EDITED = 'Cut-off moves to 6 pm';

async function openContentAdmin(page: Page): Promise<void> {
  await logIn(page, 'admin', 'Admin1234');
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  const entry = menu.getByRole('menuitem', { name: 'Dashboard content' });
  if (!(await entry.isVisible())) await menu.getByText('Settings', { exact: true }).click();
  await entry.click();
  await expect(page).toHaveURL(/\/setting\/dashboardContent$/);
  await expect(page.getByRole('heading', { name: 'Dashboard content', level: 1 })).toBeVisible();
}

const addButton = (page: Page) => page.getByRole('button', { name: /^(\w+ )?Add$/ });
const rowOf = (page: Page, table: string, title: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: title });

/** Fills one text in its three languages (labels "Title (Chinese)" and so on). */
async function fillLocal(dialog: ReturnType<Page['getByRole']>, field: string, texts: Record<'zh' | 'en' | 'ml', string>) {
  for (const [lang, name] of [
    ['zh', 'Chinese'],
    ['en', 'English'],
    ['ml', 'Malay'],
  ] as const)
    await dialog.getByLabel(`${field} (${name})`).fill(texts[lang]);
}

test('the administrator keeps a banner and an announcement, and the customer sees them on the dashboard', async ({ page, browser }) => {
  // Many pages, each measured by axe: more than the default minute on a busy machine.
  test.slow();
  await openContentAdmin(page);
  const banners = page.getByRole('table', { name: 'Banners' });
  await expect(banners.getByRole('row').filter({ hasText: '15% off to Sabah and Sarawak' })).toBeVisible();

  // A banner: every language required, the link checked by the shared rule, then saved.
  await addButton(page).click();
  const addBanner = page.getByRole('dialog', { name: 'Add banner' });
  await expect(addBanner).toBeVisible();
  await addBanner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(addBanner.getByText('Please enter the text in every language').first()).toBeVisible();
  await fillLocal(addBanner, 'Title', BANNER);
  await fillLocal(addBanner, 'Text', {
    zh: '1月1日照常派送',
    en: 'We deliver on 1 January as usual',
    ml: 'Kami menghantar pada 1 Januari',
  });
  await addBanner.getByLabel('Link').fill('javascript:alert(1)');
  await expect(addBanner.getByText('The link must be a portal page (starting with /) or an https address')).toBeVisible();
  await addBanner.getByLabel('Link').fill('/orders/normalOrder');
  await addBanner.getByLabel('Colour').click();
  await page.getByTitle('Blue', { exact: true }).click();
  const nextYear = new Date().getFullYear() + 1;
  await addBanner.getByLabel('Shown until (Malaysian time)').fill(`${nextYear}-01-31 18:00`);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(addBanner.getByLabel('Shown until (Malaysian time)')).toHaveValue(`${nextYear}-01-31 18:00`);
  expect(await seriousViolations(page), 'banner dialog').toEqual([]);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}content-admin-banner-form.png` });
  await addBanner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(addBanner).toBeHidden();
  const bannerRow = rowOf(page, 'Banners', BANNER.en);
  await expect(bannerRow).toContainText('Shown');
  await expect(bannerRow).toContainText('Blue');
  await expect(bannerRow).toContainText(`${nextYear}-01-31 18:00`);

  // An announcement, pinned; then edited.
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await expect(page).toHaveURL(/tab=announcements/);
  await addButton(page).click();
  const addNotice = page.getByRole('dialog', { name: 'Add announcement' });
  await fillLocal(addNotice, 'Title', NOTICE);
  await fillLocal(addNotice, 'Content', {
    zh: '自下周一起截单时间改为下午5点。',
    en: 'From next Monday parcels are collected until 5 pm.',
    ml: 'Mulai Isnin depan bungkusan dikutip sehingga 5 petang.',
  });
  await addNotice.getByRole('switch', { name: 'Pin above the others' }).click();
  await addNotice.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(addNotice).toBeHidden();
  const noticeRow = rowOf(page, 'Announcements', NOTICE.en);
  await expect(noticeRow).toContainText('Pinned');
  await noticeRow.getByRole('button', { name: 'Edit' }).click();
  const editNotice = page.getByRole('dialog', { name: 'Edit announcement' });
  await expect(editNotice.getByLabel('Title (Chinese)')).toHaveValue(NOTICE.zh);
  await editNotice.getByLabel('Title (English)').fill(EDITED);
  await editNotice.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editNotice).toBeHidden();
  await expect(rowOf(page, 'Announcements', EDITED)).toBeVisible();
  expect(await seriousViolations(page), 'announcements tab').toEqual([]);

  await page.getByRole('tab', { name: 'Banners' }).click();
  await expect(page.getByRole('tab', { name: 'Banners' })).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, 'Banners', BANNER.en)).toBeVisible();
  expect(await seriousViolations(page), 'banners tab').toEqual([]);
  await page.screenshot({ path: `${ARTIFACTS}content-admin.png` });

  // The customer's dashboard, in English.
  const context = await browser.newContext();
  const demo = await context.newPage();
  await answerNotices(demo);
  await logIn(demo, 'demo', { at: '/dashboard' });
  const fromCourier = demo.getByRole('region', { name: 'From the courier' });
  await expect(fromCourier.getByRole('link', { name: new RegExp(BANNER.en) })).toHaveAttribute('href', '/orders/normalOrder');
  await expect(demo.getByRole('heading', { name: EDITED, level: 3 })).toBeVisible();

  // The banner deleted: gone from the dashboard at the next load.
  await rowOf(page, 'Banners', BANNER.en).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(rowOf(page, 'Banners', BANNER.en)).toHaveCount(0);
  await demo.reload();
  await expect(demo.getByRole('heading', { name: EDITED, level: 3 })).toBeVisible();
  await expect(fromCourier.getByRole('link')).toHaveCount(2);
  await expect(demo.getByText(BANNER.en)).toHaveCount(0);
  await context.close();

  // The announcement goes too, leaving the dashboard as the seed made it.
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await rowOf(page, 'Announcements', EDITED).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(rowOf(page, 'Announcements', EDITED)).toHaveCount(0);
});
