import { expect, test } from './portal.ts';
import { answerNotices, logIn, useLanguage } from './support.ts';

test('a newer release opens the update dialog with its notes in the reader language; "Later" leaves a notice', async ({ page }) => {
  // The deployed release differs from the one this page runs.
  await page.route('**/version.json', (route) => route.fulfill({ json: { version: '9.9.9+next' } }));
  await page.route('**/release.note', (route) =>
    route.fulfill({ body: '[en]\nFaster label printing.\n\n[zh]\n面单打印更快。\n\n[ml]\nCetakan label lebih pantas.\n' }),
  );
  await useLanguage(page, 'zh');
  // A first-visit notice may open over the update dialog: it is answered, so "Later" can be pressed.
  await answerNotices(page);
  await logIn(page, 'demo_ops', 'Demo1234', { lang: 'zh' });
  await expect(page.getByText('面单打印更快。')).toBeVisible();
  await expect(page.getByText('Faster label printing.')).toHaveCount(0);
  // antd spaces a two-character CJK button label ("稍 后").
  await page.getByRole('button', { name: /^稍\s?后$/ }).click();
  await expect(page.getByText('面单打印更快。')).toBeHidden();
  await expect(page.getByText('新版本已就绪')).toBeVisible();
});

test('closing the browser logs out on the server, a reload does not', async ({ page, request }) => {
  await logIn(page, 'demo_ops');
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  expect(token).toBeTruthy();
  const userInfo = async () =>
    (await (await request.post('/api/getUserInfo.do', { headers: { authToken: token! }, data: {} })).json()) as { code: number };

  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect((await userInfo()).code).toBe(200);

  // The closed tab's token alone, as anyone who copied it would hold it, is refused at once
  // (lib/unload-logout.ts: only the same tab, reloaded, takes its session back).
  await page.waitForLoadState('networkidle');
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => (await userInfo()).code).toBe(70001);
});

test('closing one of two portal tabs leaves the session to the other', async ({ page }) => {
  await logIn(page, 'demo_ops');
  const other = await page.context().newPage();
  await other.goto('/waybills/logisticsTracking');
  await expect(other.getByTestId('user-menu')).toBeVisible();
  await other.close({ runBeforeUnload: true });
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});
