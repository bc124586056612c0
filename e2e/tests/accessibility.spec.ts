import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

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

test('axe finds no serious or critical violation on the core signed-in pages', async ({ page }) => {
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
