import { expect, test } from './portal.ts';
import { answerNotices, contrast, logIn, paintOf, seriousViolations } from './support.ts';

test('a keyboard alone can log in', async ({ page }) => {
  await page.goto('/login');
  // The account field has the focus on arrival.
  await expect(page.getByLabel('Account', { exact: true })).toBeFocused();
  await page.keyboard.type('demo_ops');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('one focus ring everywhere the keyboard goes: 2px, at least 3:1 against the page', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/dashboard' });
  const expectRing = async (what: string) => {
    // The ring is drawn outside the control: against what lies behind it.
    const ring = await page.locator(':focus').evaluate(paintOf, true);
    expect(ring.outlineStyle, `${what}: ${ring.what}`).toBe('solid');
    expect(ring.outlineWidth, `${what}: ${ring.what}`).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.outlineColor, ring.back), `${what}: ${ring.what} ${ring.outlineColor} on ${ring.back}`).toBeGreaterThanOrEqual(3);
  };
  // The skip link, then a menu item and a button, as Tab reaches them; then a dialog's button. The shell gives the
  // page's heading the focus once the page (and its first-visit notice) is done, so the first check waits for that.
  await expect(async () => {
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await expectRing('skip link');
  }).toPass({ timeout: 15_000 });
  // A first-visit notice may still open over the page and, answered, hand the focus back to the heading: each
  // keyboard sequence is tried again until the focus stays where the keys put it.
  await expect(async () => {
    await page.getByRole('button', { name: 'Top up' }).first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expectRing('Top up button');
  }).toPass({ timeout: 15_000 });
  await expect(async () => {
    await page.getByRole('menuitem').first().focus();
    await page.keyboard.press('ArrowDown');
    await expectRing('menu item');
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Top up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Top up prepaid balance' });
  await dialog.getByRole('button', { name: 'Pay' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expectRing('dialog button');
});

test('focus starts at the page: its heading after logging in and after each choice in the menu', async ({ page }) => {
  await logIn(page, 'demo_ops', { at: '/dashboard' });
  const focusedHeading = () => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));
  // The first visit's notice holds the focus while it is open; closed, the page's heading has it.
  await page.getByRole('button', { name: 'I know' }).click();
  await expect.poll(focusedHeading).toMatch(/^Welcome, /);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('menuitem', { name: /Waybills/ })
    .click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'My waybills' }).click();
  await expect(page).toHaveURL(/\/waybills\/mangeWaybill/);
  await expect.poll(focusedHeading).toBe('My waybills');
});

test('focus starts at the page, yet stays where the page or the user put it as the page arrives', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/dashboard' });
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // A page that puts the focus where its work starts keeps it: the packing number field of a box's DOs.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const aMoment = () => page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  await menu.getByRole('menuitem', { name: /Delivery orders/ }).click();
  await menu.getByRole('menuitem', { name: 'One box, many DOs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One box, many DOs');
  await expect(page.getByRole('textbox', { name: 'Packing number' })).toBeFocused();
  await aMoment();
  await expect(page.getByRole('textbox', { name: 'Packing number' })).toBeFocused();
  // So does the field a user clicks into as the next page arrives: the shell looks again each frame until the page
  // names itself, and leaves what the user chose.
  await menu.getByRole('menuitem', { name: 'One DO, many boxes' }).click();
  const boxes = page.getByRole('textbox', { name: 'Packing numbers' });
  await boxes.click();
  await expect(boxes).toBeFocused();
  await aMoment();
  await expect(boxes).toBeFocused();
});

test('an empty table says so in words a reader can read: 4.5:1 at least', async ({ page }) => {
  await answerNotices(page);
  // MY10002 keeps no import templates: its list is empty.
  await logIn(page, 'acme', { at: '/personalSetting/importTemplateConfig' });
  const empty = page.getByText('No templates yet');
  await expect(empty).toBeVisible();
  const { color, back } = await empty.evaluate(paintOf, false);
  expect(contrast(color, back), `${color} on ${back}`).toBeGreaterThanOrEqual(4.5);
});

test('every page a shipper opens names itself in one level-1 heading', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/waybills/logisticsTracking' });
  for (const path of [
    '/waybills/logisticsTracking',
    '/vipCenter/trainingCentre',
    '/vipCenter/serverCenter',
    '/vipCenter/openPlatform',
    '/paymentResult',
    '/track',
  ]) {
    if (path !== '/waybills/logisticsTracking') await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText('');
  }
});

test('axe finds no serious or critical violation on the core signed-in pages', async ({ page }) => {
  // Many pages, each measured by axe: more than the default minute on a busy machine.
  test.slow();
  await logIn(page, 'demo_ops');
  const notice = page.getByRole('button', { name: 'I know' });
  if (await notice.isVisible()) await notice.click();
  for (const style of ['light', 'dark']) {
    // The layout settings as the settings dialog stores them.
    await page.evaluate((isDeep) => localStorage.setItem('portal.layout', JSON.stringify({ isDeep })), style === 'dark');
    for (const path of ['/dashboard', '/personalSetting/personalInfo', '/orders/normalOrder']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} (${style})`).toEqual([]);
    }
  }
});

test('axe finds no serious or critical violation on the password reset pages and /404', async ({ page }) => {
  for (const path of ['/verifyAccount', '/verify', '/resetPwd?token=not-a-live-link', '/404']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('axe finds no serious or critical violation on the list screens and their dialogs', async ({ page, browser }) => {
  // Nine axe runs over three screens: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  await logIn(page, 'demo', { at: '/permissionManage/userManage' });
  await expect(page.getByRole('table', { name: 'Sub-accounts' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'sub-accounts list').toEqual([]);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog', { name: 'Add sub-account' }).getByRole('tree')).toBeVisible();
  expect(await seriousViolations(page), 'add sub-account dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Column settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Column settings' })).toBeVisible();
  expect(await seriousViolations(page), 'column settings dialog').toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/downloadCenter');
  await expect(page.getByRole('heading', { name: 'Download center' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'download centre').toEqual([]);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await logIn(admin, 'admin', 'Admin1234', { at: '/setting/i18nManage' });
  await expect(admin.getByRole('table', { name: 'Language maintenance' })).toBeVisible();
  await admin.waitForLoadState('networkidle');
  expect(await seriousViolations(admin), 'language maintenance').toEqual([]);
  await admin.getByRole('button', { name: 'Import' }).click();
  await expect(admin.getByRole('dialog', { name: 'Import texts' })).toBeVisible();
  expect(await seriousViolations(admin), 'import dialog').toEqual([]);
  await context.close();
});
