import type { Browser, Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { answerNotices, logIn, seriousViolations } from './support.ts';

/** The language switcher's names of the languages (apps/web lib/i18n.ts LANGUAGE_NAMES) and their HTML lang. */
const LANGUAGES = { en: ['English', 'en'], zh: ['中文', 'zh-CN'], ml: ['Bahasa Melayu', 'ms'] } as const;

/** The sidebar's menu (its name is in the page's language, so found by its class). */
const sideMenu = (page: Page) => page.locator('nav.portal-side-menu');

/** The page's level-1 heading, and its data: no spinner or skeleton left in the page. */
async function pageReady(page: Page): Promise<void> {
  await expect(page.locator('#portal-main h1'), 'the page names itself in a level-1 heading').toBeVisible();
  await expect(page.locator('#portal-main').locator('.ant-spin-spinning, .ant-skeleton-active'), 'the page loads').toHaveCount(0);
}

/**
 * Visits every page the sidebar offers, by clicking it as a user does (client-side navigation, no reload), waits for
 * the page's heading and its data, and lets axe look at it. Returns one line per page with a serious or critical
 * finding, so a single run lists every failure. The shell around the pages is the same on each: axe looks at all of
 * it on the first page and on the last (every page's tab open by then), at the page itself in between.
 */
async function walkMenu(page: Page, label: string): Promise<string[]> {
  const failures: string[] = [];
  const groups = sideMenu(page).locator('li.ant-menu-submenu');
  const groupCount = await groups.count();
  expect(groupCount, `${label}: menu groups`).toBeGreaterThan(0);
  for (let g = 0; g < groupCount; g++) {
    const group = groups.nth(g);
    const title = group.locator('.ant-menu-submenu-title');
    const items = group.locator('ul.ant-menu-sub > li.ant-menu-item');
    // One group is open at a time (spec 2): opening this one closes the one before. A click that lands while the
    // menu is still moving may not open it, so the group is opened until it shows its pages.
    await expect(
      async () => {
        if (!(await items.first().isVisible())) await title.click();
        await expect(items.first()).toBeVisible({ timeout: 1_500 });
      },
      `${label}: menu group ${g + 1}`,
    ).toPass();
    const itemCount = await items.count();
    for (let i = 0; i < itemCount; i++) {
      const item = items.nth(i);
      const path = (await item.locator('a').getAttribute('href')) ?? '';
      const where = `${label} ${path}`;
      // The menu keeps the page's group open; should it have closed the group meanwhile, it is opened again.
      await expect(async () => {
        if (!(await item.isVisible())) await title.click();
        await item.click({ timeout: 2_000 });
      }, where).toPass();
      await expect(page).toHaveURL((url) => url.pathname === path);
      // A page that never names itself or never finishes loading is one more failure; the walk goes on.
      const unready = await pageReady(page).catch((error: Error) => error.message.split('\n')[0]);
      if (unready) failures.push(`${where}: ${unready}`);
      const whole = (g === 0 && i === 0) || (g === groupCount - 1 && i === itemCount - 1);
      const found = await seriousViolations(page, whole ? {} : { include: '#portal-main' });
      if (found.length) failures.push(`${where}:\n    ${found.join('\n    ')}`);
    }
  }
  return failures;
}

/** The real language switcher of the top bar; choosing a language reloads the portal in it. */
async function switchTo(page: Page, lang: keyof typeof LANGUAGES): Promise<void> {
  const [name, htmlLang] = LANGUAGES[lang];
  await page.locator('header button:has(.anticon-global)').click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** One login a walk, in a browser context of its own, in `lang`: the page the walk goes on. */
async function logInFor(browser: Browser, who: { loginCode: string; password?: string }, lang: keyof typeof LANGUAGES) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await answerNotices(page);
  await logIn(page, who.loginCode, { password: who.password, at: '/dashboard' });
  if (lang !== 'en') await switchTo(page, lang);
  return { page, label: `${who.loginCode} ${lang}` };
}

test("every menu page, in every language, and the administrator's desk: no serious or critical axe finding", async ({ browser }) => {
  // Run on demand (E2E_MENU_WALK=1) until it fits the CI budget: it took 3.9 min of a 21-min CI run, and its
  // first CI run found aria-hidden-focus (.ant-table-measure-row) and a tag's contrast on DO management in Malay,
  // still to fix (issue 27 note).
  // biome-ignore lint/suspicious/noSkippedTests: on demand until it fits the CI budget and its Malay findings are fixed
  test.skip(!process.env.E2E_MENU_WALK, 'the whole-menu walk runs with E2E_MENU_WALK=1');
  // About 174 pages, each waited for and measured by axe: 2 to 5 minutes on the shared two-core machine (load 8-15).
  test.setTimeout(480_000);
  // One after the other: the demo's first login answers its first-visit notice for the next ones.
  const walks = [];
  for (const lang of ['en', 'zh', 'ml'] as const) walks.push(await logInFor(browser, { loginCode: 'demo' }, lang));
  walks.push(await logInFor(browser, { loginCode: 'admin', password: 'Admin1234' }, 'en'));
  // The walks run side by side, each in its own context: one's pages wait on the server while another's axe runs.
  const failures = await Promise.all(walks.map(({ page, label }) => walkMenu(page, label)));
  expect(failures.flat().join('\n')).toBe('');
});
