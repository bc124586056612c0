import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo1234';
export const SERVER_LOG = new URL('../.artifacts/server.log', import.meta.url).pathname;

/** Chooses the interface language the way the portal remembers it: the `language` cookie. */
export async function useLanguage(page: Page, lang: 'zh' | 'en' | 'ml'): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: lang, domain: 'localhost', path: '/' }]);
}

const LOGIN_TEXTS = { en: { account: 'Account', submit: 'Log in' }, zh: { account: '账号', submit: '登录' } } as const;

/** Logs in through the login page and waits for the shell (labels in the page's language). */
export async function logIn(page: Page, loginCode: string, password = PASSWORD, opts: { lang?: 'en' | 'zh' } = {}): Promise<void> {
  const texts = LOGIN_TEXTS[opts.lang ?? 'en'];
  await page.goto('/login');
  await page.getByLabel(texts.account, { exact: true }).fill(loginCode);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The notices a login can bring up (VIP agreement, first-visit mall notice) are answered whenever they stand in the way. */
export async function answerNotices(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: 'I agree' }), (button) => button.click());
  await page.addLocatorHandler(page.getByRole('button', { name: 'I know' }), (button) => button.click());
}

/** The last mail the server kept for an address, from its log (no SMTP in tests). */
export function lastMailTo(address: string): string | null {
  const lines = readFileSync(SERVER_LOG, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"event":"mail.outbox"'));
  for (const line of lines.reverse()) {
    const entry = JSON.parse(line) as { to: string; body: string };
    if (entry.to === address) return entry.body;
  }
  return null;
}
