import { readFileSync } from 'node:fs';
import { expect, test } from './portal.ts';
import { logInThroughPage, seriousViolations, useLanguage } from './support.ts';

/** The build's text chunks by file (its Vite manifest): `zh/auth` a namespace of ui texts, `messages/zh` the server messages. */
function textChunks(): Map<string, string> {
  const manifest = new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url);
  const chunks = new Map<string, string>();
  for (const [key, { file }] of Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file: string }>)) {
    const ui = key.match(/locales\/(\w+)\/(\w+)\.json$/);
    const messages = key.match(/portal-messages-(\w+)$/);
    if (ui) chunks.set(`/${file}`, `${ui[1]}/${ui[2]}`);
    if (messages) chunks.set(`/${file}`, `messages/${messages[1]}`);
  }
  return chunks;
}

test('axe finds no serious or critical violation on /login', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("/login is drawn before any script has run, in the visitor's language, and the live page takes its place where it stands", async ({
  browser,
  baseURL,
  page,
}, testInfo) => {
  // Without JavaScript at all: what the browser paints from the page and its styles alone.
  const drawnContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  await drawnContext.addCookies([{ name: 'language', value: 'ml', url: baseURL! }]);
  const drawn = await drawnContext.newPage();
  await drawn.goto(`${baseURL}/login`);
  const heading = drawn.locator('h1.auth-title');
  await expect(heading).toHaveText('Log masuk ke akaun anda');
  await expect(drawn.locator('html')).toHaveAttribute('lang', 'ms');
  // Styled (the brand panel's red, the card's layout), and not yet usable: inert until the live page is there.
  expect(await drawn.locator('.auth-brand').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient');
  await expect(drawn.locator('#root')).toHaveAttribute('inert', '');
  const drawnBox = await heading.boundingBox();
  await testInfo.attach('login drawn without scripts (ml, 412 px)', { body: await drawn.screenshot(), contentType: 'image/png' });
  await drawnContext.close();

  await page.context().addCookies([{ name: 'language', value: 'ml', url: baseURL! }]);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log masuk ke akaun anda' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  // The same heading in the same place: the page does not move when its scripts take over.
  expect(await page.locator('h1.auth-title').boundingBox()).toEqual(drawnBox);
  await page.getByLabel('Akaun', { exact: true }).fill('acme');
  await expect(page.getByLabel('Akaun', { exact: true })).toHaveValue('acme');
});

test('three wrong passwords in a row, then the image code is demanded', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Account', { exact: true }).fill('acme');
  for (let i = 1; i <= 3; i++) {
    await page.locator('input[autocomplete="current-password"]').fill(`Wrong${i}xyz`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong account or password' })).toBeVisible();
  }
  const imageCode = page.getByRole('textbox', { name: 'Image code' });
  await expect(imageCode).toBeVisible();
  // The picture is the face of a button that fetches a new one.
  const picture = page.getByRole('button', { name: 'Show a new image code' }).locator('img');
  await expect(picture).toBeVisible();
  expect(await picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  // Even the right password is refused without the code: the server demands it, not only the page.
  await page.locator('input[autocomplete="current-password"]').fill('Demo1234');
  await imageCode.fill('');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a logged-in user opening /login goes to the portal, and a visitor is sent to log in with the wanted path', async ({ page }) => {
  await page.goto('/personalSetting/personalInfo');
  await expect(page).toHaveURL(/\/login\?redirect=%2FpersonalSetting%2FpersonalInfo/);
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.locator('input[autocomplete="current-password"]').fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/personalSetting\/personalInfo$/);
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
});

test('a frozen account is refused the order pages', async ({ page }) => {
  await logInThroughPage(page, 'frozen');
  await page.goto('/orders/normalOrder');
  await expect(page.getByText('Your account has been frozen, please contact your account manager')).toBeVisible();
  await page.goto('/orders/orderManage');
  await expect(page.getByText('Your account has been frozen, please contact your account manager')).toBeVisible();
});

test('an unknown path sends a visitor to log in, and a logged-in user to /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fno%2Fsuch%2Fpage$/);
  await logInThroughPage(page, 'demo');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Sorry, the page you opened does not exist.')).toBeVisible();
});

test("a language's texts load only when it is used: /login takes its own few, the portal the rest", async ({ page }) => {
  const texts = textChunks();
  const fetched: string[] = [];
  page.on('request', (request) => {
    const text = texts.get(new URL(request.url()).pathname);
    if (text) fetched.push(text);
  });
  await useLanguage(page, 'zh');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(fetched.sort()).toEqual(['zh/auth', 'zh/common', 'zh/tracking']);

  // The language list reloads the page in Malay, and only Malay texts come. Chosen once the live page stands: the
  // drawn one is inert, and a choice made on it was lost on a busy CI machine (2026-12-08).
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  fetched.length = 0;
  await page.getByRole('combobox', { name: '语言' }).selectOption('ml');
  await expect(page.getByRole('button', { name: 'Log masuk', exact: true })).toBeVisible();
  expect(fetched.sort()).toEqual(['ml/auth', 'ml/common', 'ml/tracking']);

  // A rule's message is the first need of the server messages: Malay's come then.
  await page.getByRole('button', { name: 'Log masuk', exact: true }).click();
  await expect(page.getByText('Nama pengguna atau kata laluan tidak boleh kosong').first()).toBeVisible();
  expect(fetched).toContain('messages/ml');

  // Logged in, the portal has the rest of Malay, and still nothing of another language.
  await page.getByLabel('Akaun', { exact: true }).fill('demo');
  await page.locator('input[autocomplete="current-password"]').fill('Demo1234');
  await page.getByRole('button', { name: 'Log masuk', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(fetched).toContain('ml/layout');
  expect(fetched.filter((t) => !t.startsWith('ml/') && t !== 'messages/ml')).toEqual([]);
});
