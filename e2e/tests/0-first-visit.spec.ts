import { expect, test } from './portal.ts';
import { logInThroughPage } from './support.ts';

// Runs before every other file (files run in name order on one worker): the demo main account's
// very first visit, before any other test logs it in and confirms the notice.
test('the first visit of a main account shows the mall notice once; confirmed, it never returns', async ({ page, browser }) => {
  await logInThroughPage(page, 'demo');
  const confirm = page.getByRole('button', { name: 'I know' });
  await expect(page.getByText('Welcome to the Member Mall')).toBeVisible();
  await confirm.click();
  await expect(confirm).toBeHidden();

  // Gone for good: not after a reload, nor in another browser.
  await page.reload();
  await expect(page.getByText('Demo Trading Sdn Bhd').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(confirm).toBeHidden();
  const context = await browser.newContext();
  const other = await context.newPage();
  await logInThroughPage(other, 'demo');
  await expect(other.getByText('Demo Trading Sdn Bhd').first()).toBeVisible();
  await other.waitForLoadState('networkidle');
  await expect(other.getByRole('button', { name: 'I know' })).toBeHidden();
  await context.close();
});
