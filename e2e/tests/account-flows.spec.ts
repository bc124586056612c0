import { expect, test } from './portal.ts';
import { lastMailTo, logInThroughPage } from './support.ts';

test('QR login: a phone that is logged in confirms, and the waiting login page gets a session of its own', async ({ page, browser }) => {
  await page.goto('/login');
  const qrReply = page.waitForResponse((r) => r.url().includes('/api/getLoginQr.do'));
  await page.getByRole('tab', { name: 'QR code' }).click();
  const { data } = (await (await qrReply).json()) as { data: { qrUrl: string } };
  await expect(page.getByRole('img', { name: 'QR code for logging in with your phone' })).toBeVisible();

  // The "phone": another browser where demo is logged in opens the address in the QR code.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await logInThroughPage(phonePage, 'demo');
  await phonePage.goto(new URL(data.qrUrl).pathname + new URL(data.qrUrl).search);
  await expect(phonePage.getByText('Account demo', { exact: false })).toBeVisible();
  await expect(page.getByText('Scanned. Confirm the login on your phone.')).toBeVisible();
  await phonePage.getByRole('button', { name: 'Confirm login' }).click();
  await expect(phonePage.getByText('Login confirmed')).toBeVisible();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Demo Trading Sdn Bhd').first()).toBeVisible();
  await phone.close();
});

test('password reset by e-mail: ask, open the mailed link, choose a new password, log in with it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/verifyAccount$/);
  await page.getByLabel('Account', { exact: true }).fill('acme');
  await page.getByLabel('Bound e-mail').fill('logistics@acme-electronics.com.my');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  await expect.poll(() => lastMailTo('logistics@acme-electronics.com.my')).toContain('/resetPwd?token=');
  const link = /http:\/\/localhost:\d+(\/resetPwd\?token=[\w-]+)/.exec(lastMailTo('logistics@acme-electronics.com.my')!)![1]!;
  await page.goto(link);
  await expect(page.getByText('Set a new password for account acme.', { exact: false })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Penang#2026');
  await page.getByLabel('Confirm new password').fill('Penang#2027');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Penang#2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login/);

  await logInThroughPage(page, 'acme', 'Penang#2026');
  await expect(page).not.toHaveURL(/\/login/);
  // The link worked once.
  await page.goto(link);
  await expect(page.getByText('This link cannot be used')).toBeVisible();
});
