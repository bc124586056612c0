import type { Page } from '@playwright/test';
import { expect, test } from './portal.ts';
import { answerNotices, LANGUAGE_RULES, logIn, seriousViolations } from './support.ts';

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
async function walkMenu(page: Page, label: string, rules?: readonly string[]): Promise<string[]> {
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
      const found = await seriousViolations(page, whole ? { rules } : { include: '#portal-main', rules });
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

/** One login, in `lang`: the page the walk goes on. */
async function logInFor(page: Page, who: { loginCode: string; password?: string }, lang: keyof typeof LANGUAGES): Promise<string> {
  await answerNotices(page);
  await logIn(page, who.loginCode, { password: who.password, at: '/dashboard' });
  if (lang !== 'en') await switchTo(page, lang);
  return `${who.loginCode} ${lang}`;
}

// Four walks, one login each (each worker has a portal of its own, so the demo's first-visit notice is answered in
// each): side by side on the two workers with the rest of the suite rather than one long test at the end of a worker.
test.describe.configure({ mode: 'parallel' });

const WALKS = [
  { who: { loginCode: 'demo' }, lang: 'en' },
  { who: { loginCode: 'demo' }, lang: 'zh' },
  { who: { loginCode: 'demo' }, lang: 'ml' },
  { who: { loginCode: 'admin', password: 'Admin1234' }, lang: 'en' },
] as const;

for (const { who, lang } of WALKS) {
  test(`every menu page of ${who.loginCode} in ${lang}: no serious or critical axe finding`, async ({ page }) => {
    // About 60 pages, each waited for and measured by axe: a minute or more on the shared two-core machine.
    test.setTimeout(240_000);
    const label = await logInFor(page, who, lang);
    // Colours, contrast and structure are the same in every language: the English walks ask axe everything, the
    // others what a language can change (names, labels, titles, lang).
    expect((await walkMenu(page, label, lang === 'en' ? undefined : LANGUAGE_RULES)).join('\n')).toBe('');
  });
}
