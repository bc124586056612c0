import type { Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { logIn, seriousViolations } from './support.ts';

const sideMenu = (page: Page, name = 'Main menu') => page.getByRole('navigation', { name }).first();
const openTabs = (page: Page, name = 'Open pages') => page.getByRole('navigation', { name });

async function openPage(page: Page, group: string, item: string, timeout?: number): Promise<void> {
  const menu = sideMenu(page);
  const entry = menu.getByRole('menuitem', { name: item, exact: true });
  if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click({ timeout });
  await entry.click({ timeout });
}

test('a main account opens two menu pages as tabs, switches the language and logs out', async ({ page }) => {
  // The first-visit mall notice has its own test (0-first-visit.spec.ts); run alone, this one confirms it.
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  await logIn(page, 'demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Demo Trading Sdn Bhd').first()).toBeVisible();

  // The open platform is a page of the portal: its API keys.
  await openPage(page, 'VIP centre', 'Open platform');
  await expect(page).toHaveURL(/\/vipCenter\/openPlatform$/);
  await expect(page.getByRole('heading', { name: 'API keys', level: 2 })).toBeVisible();
  await openPage(page, 'Settings', 'Personal info');
  await expect(page).toHaveURL(/\/personalSetting\/personalInfo$/);
  await expect(page.getByText('demo', { exact: true }).first()).toBeVisible();

  const tabs = openTabs(page);
  await expect(tabs.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Open platform', exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Personal info' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Open platform', exact: true }).click();
  await expect(page).toHaveURL(/\/vipCenter\/openPlatform$/);

  // Visited tabs survive a reload (spec 2).
  await page.reload();
  await expect(tabs.getByRole('link', { name: 'Personal info' })).toBeVisible();

  // Choosing a language reloads the page, and the menu comes back in it.
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(sideMenu(page, '主菜单').getByText('下单管理', { exact: true })).toBeVisible();
  await expect(openTabs(page, '已打开的页面').getByRole('link', { name: '个人信息' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'API 密钥', level: 2 })).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The session ended on the server: the portal asks to log in again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
});

test('a sub-account sees only what its main account granted', async ({ page }) => {
  await logIn(page, 'demo_ops');
  const button = page.getByRole('button', { name: 'I know' });
  if (await button.isVisible()) await button.click();
  const menu = sideMenu(page);
  await expect(menu.getByText('Ordering', { exact: true })).toBeVisible();
  await expect(menu.getByText('Finance', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('Permissions', { exact: true })).toHaveCount(0);
  // A page outside its grants is refused, even typed in by hand: no permission, not "does not exist".
  await page.goto('/finance/codManagement');
  await expect(page.getByTestId('no-permission')).toContainText('Sorry, you do not have permission to open this page.');
});

test('the administrator gets the fixed settings menu and the Super Admin header', async ({ page }) => {
  await logIn(page, 'admin', 'Admin1234');
  await expect(page.getByText('Super Admin').first()).toBeVisible();
  const menu = sideMenu(page);
  await menu.getByText('Settings', { exact: true }).click();
  await expect(menu.getByRole('menuitem', { name: 'Table list settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Language maintenance' })).toBeVisible();
  // "Edit table" is a route, not a menu item (spec 2).
  await expect(menu.getByRole('menuitem', { name: 'Edit table' })).toHaveCount(0);
  await expect(menu.getByText('Ordering', { exact: true })).toHaveCount(0);
});

test('a session the administrator ends sends the user back to log in, saying why', async ({ page, request }) => {
  await logIn(page, 'frozen');
  await page.waitForLoadState('networkidle');
  const admin = await request.post('/api/login.do', { data: { parameter: { loginCode: 'admin', loginPassword: 'Admin1234' } } });
  const token = (await admin.json()).data.token as string;
  const ended = await request.post('/api/endUserSessions.do', {
    headers: { authToken: token },
    data: { parameter: { loginCode: 'frozen' } },
  });
  expect((await ended.json()).success).toBe(true);
  // The next call the portal makes is refused with 135010037: a background refresh may get there
  // first, otherwise opening a page does.
  await openPage(page, 'Ordering', 'Normal order', 3000).catch(() => undefined);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('An administrator ended your session, please log in again')).toBeVisible();
});

test("the shell's settings, layout and privacy dialogs and a phone's menu drawer open when asked (loaded then) and close", async ({
  page,
}) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await logIn(page, 'demo', { at: '/dashboard' });
  await page.waitForLoadState('networkidle');
  // None of them is part of the page until someone opens it (issue 27: the shell's first load).
  expect(scripts.filter((s) => /settings-drawer|layout-settings-dialog|privacy-notice-dialog|sidebar-drawer/.test(s))).toEqual([]);

  await page.getByRole('button', { name: 'Page settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Page settings' });
  await expect(drawer.getByText('Theme colour')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Layout settings' }).click();
  const layout = page.getByRole('dialog', { name: 'Layout settings' });
  await expect(layout.getByText('Colour weakness mode')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(layout).toBeHidden();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Privacy notice' }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacy notice' });
  await expect(privacy.getByRole('heading', { name: 'Your session' })).toBeVisible();
  await privacy.getByRole('button', { name: 'Close' }).last().click();
  await expect(privacy).toBeHidden();
  // Opened once, it opens again at once (kept, so its closing animates).
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Privacy notice' }).click();
  await expect(privacy).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  await expect(menu.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test("the top bar's open-platform icon opens its page; a request that fails is in the session's problem log", async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  await logIn(page, 'demo', { at: '/dashboard' });
  const problems = page.getByRole('button', { name: /problems? in this session/ });
  await expect(page.locator('#portal-main h1')).toBeVisible();
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Open platform' }).click();
  await expect(page).toHaveURL(/\/vipCenter\/openPlatform$/);
  // The connection drops while a page loads its data: the failure is shown there, and the badge keeps it.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await openPage(page, 'Settings', 'Personal info');
  await expect(problems).toHaveAccessibleName(/^\d+ problems? in this session$/);
  await page.unroute('**/api/**');
  await problems.click();
  const log = page.getByRole('dialog', { name: 'Problems in this session' });
  await expect(log.getByRole('row', { name: /Service Error \(\/api\/[\w/]+\.do\)/ }).first()).toBeVisible();
  expect(await seriousViolations(page), 'problem log').toEqual([]);
  await log.getByRole('button', { name: 'Clear' }).click();
  await expect(problems).toHaveCount(0);
});

test('the size of buttons and fields is a setting that stays after a reload (spec 4)', async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  await logIn(page, 'demo', { at: '/orders/orderManage' });
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeVisible();
  const heightOf = async () => (await search.boundingBox())?.height ?? 0;
  const middle = await heightOf();
  await page.getByRole('button', { name: 'Page settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Page settings' });
  const sizes = drawer.getByRole('radiogroup', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await sizes.getByText('Large').click();
  await page.keyboard.press('Escape');
  await expect.poll(heightOf).toBeGreaterThan(middle);
  const large = await heightOf();
  await page.reload();
  await expect(search).toBeVisible();
  expect(await heightOf()).toBe(large);
  await page.getByRole('button', { name: 'Page settings' }).click();
  await sizes.getByText('Small').click();
  await page.keyboard.press('Escape');
  await expect.poll(heightOf).toBeLessThan(middle);
});

test('a long page offers a way back to its top after 400 px, and the focus goes to its heading (spec 9)', async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
  await page.setViewportSize({ width: 1280, height: 600 });
  await logIn(page, 'demo', { at: '/dashboard' });
  const back = page.getByRole('button', { name: 'Back to top' });
  await expect(page.locator('#portal-main h1')).toBeVisible();
  await expect(back).toHaveCount(0);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(back).toHaveCount(0);
  await page.mouse.wheel(0, 600);
  await expect(back).toBeVisible();
  await back.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(back).toHaveCount(0);
  await expect(page.locator('#portal-main h1')).toBeFocused();
});
