import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { daysFromTo, malaysiaDate } from '@portal/shared/time';
import { expect, test } from './portal.ts';
import { answerNotices, logIn, logInForApi, placeOrder, sendScans, seriousViolations } from './support.ts';

// Issue 15: the dashboard's figures drawn by ECharts (loaded only where charts are), each chart with
// its table, the renewal prompt, banners and announcements; the aging query page; /login without ECharts.
const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The scripts a page loads, with their text. */
function collectScripts(page: Page): { url: string; text: Promise<string> }[] {
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    // A body the browser dropped on navigating away is empty here, not an unhandled failure of the test.
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), text: response.text().catch(() => '') });
  });
  return scripts;
}

const ECHARTS_MARK = /zrender|echarts/i;

test('/login loads no ECharts', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.url).not.toMatch(/echarts/);
    expect(await script.text, script.url).not.toMatch(ECHARTS_MARK);
  }
});

test('the demo user sees its figures drawn as charts, each with a table, and the renewal prompt', async ({ page, request }) => {
  await answerNotices(page);
  const scripts = collectScripts(page);
  await logInForApi(page, 'demo');
  const codWaybill = await placeOrder(page, { codSen: 12_000 });
  await placeOrder(page);
  await page.goto('/dashboard');
  const figures = page.getByTestId('dashboard-figures');
  await expect(figures).toBeVisible();
  // The cards count today's orders among the last 30 days'.
  await expect(page.getByTestId('card-shipments').locator('dd').first()).not.toHaveText('0');

  // The courier picks up and delivers the COD parcel: the cash collected and the signed count follow.
  const sen = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
  const collected = page.getByTestId('card-codCollected').locator('dd').first();
  const signedHint = page.getByTestId('card-signRate').locator('dd').nth(1);
  const collectedBefore = sen(await collected.textContent());
  const signedBefore = Number(/\d+/.exec((await signedHint.textContent()) ?? '')?.[0]);
  await sendScans(request, codWaybill, [
    { scanCode: 10, minutes: -30 },
    { scanCode: 100, minutes: -1, signerName: 'Aminah' },
  ]);
  await page.reload();
  await expect.poll(async () => sen(await collected.textContent())).toBe(collectedBefore + 12_000);
  await expect(signedHint).toContainText(String(signedBefore + 1));
  // Five charts, each drawn on a canvas by ECharts, which only now was fetched: each chart draws as it
  // comes near the screen, so the test scrolls past every one.
  const canvases = figures.locator('[data-testid="chart-canvas"] canvas');
  for (const chart of await figures.getByRole('figure').all()) await chart.scrollIntoViewIfNeeded();
  await expect(canvases).toHaveCount(5);
  expect(scripts.some((s) => /echarts/.test(s.url))).toBe(true);
  const box = await canvases.first().boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  expect(box?.height).toBeGreaterThan(100);

  // Every chart has its table for screen readers; the toggle shows it instead of the chart.
  const byDay = page.getByRole('figure', { name: 'Shipments by day' });
  await expect(byDay.getByRole('table', { name: 'Shipments by day', includeHidden: true })).toHaveCount(1);
  await byDay.getByRole('button', { name: 'Table' }).click();
  const table = byDay.getByRole('table', { name: 'Shipments by day' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Awaiting pick-up' })).toBeVisible();
  await expect(byDay.locator('canvas')).toHaveCount(0);
  await expect(byDay.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
  await byDay.getByRole('button', { name: 'Chart' }).click();
  await expect(byDay.locator('canvas')).toHaveCount(1);

  // Demo Trading's contract ends 20 days after the day the database was seeded: its main account is asked.
  // The days left are counted to the Malaysian today, so a run that crosses Malaysian midnight sees 19.
  const prompt = page.getByTestId('renewal-prompt');
  await expect(prompt).toContainText(/ends on \d{4}-\d{2}-\d{2} \((19|20) days left\)/);
  const [, endDate, left] = (await prompt.textContent())!.match(/ends on (\d{4}-\d{2}-\d{2}) \((\d+) days left\)/)!;
  expect(Number(left)).toBe(daysFromTo(malaysiaDate(), endDate!));
  await expect(page.getByRole('region', { name: 'From the courier' }).getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await shoot(page, 'dashboard-charts-1440');

  // Another period through the picker's presets: the URL keeps it.
  // The picker opens with an animation; a click on a preset still fading in can miss, so open and pick again.
  await expect(async () => {
    await page.locator('#dashboard-period').click();
    await page.locator('.ant-picker-presets').getByText('Last 7 days', { exact: true }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(canvases).toHaveCount(5);
  expect(await seriousViolations(page), 'dashboard').toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(canvases.first()).toBeVisible();
  await shoot(page, 'dashboard-charts-390');
});

test('ECharts is fetched only when a chart comes near the screen, its place held meanwhile', async ({ page }) => {
  await answerNotices(page);
  const scripts = collectScripts(page);
  // A short window: the charts start far below it (further than the 200 px the charts look ahead).
  await page.setViewportSize({ width: 1440, height: 360 });
  await logIn(page, 'demo', { at: '/dashboard' });
  const figures = page.getByTestId('dashboard-figures');
  const charts = figures.getByRole('figure');
  await expect(charts).toHaveCount(5);
  await expect(page.getByTestId('card-shipments').locator('dd').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /echarts/.test(s.url))).toEqual([]);
  await expect(figures.locator('canvas')).toHaveCount(0);
  // Each chart's place keeps the chart's height while it waits, so nothing below it moves when it draws.
  const waiting = await charts.first().getByTestId('chart-canvas').boundingBox();
  expect(waiting?.height).toBeGreaterThan(200);

  await charts.last().scrollIntoViewIfNeeded();
  await expect(charts.last().locator('canvas')).toHaveCount(1);
  expect(scripts.some((s) => /echarts/.test(s.url))).toBe(true);
});

test('renewal answered from the prompt goes away', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/dashboard' });
  const prompt = page.getByTestId('renewal-prompt');
  await prompt.getByRole('button', { name: 'Renew', exact: true }).click();
  await expect(page.getByText('Renewal agreed: your account manager will contact you')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('dashboard-figures')).toBeVisible();
  await expect(page.getByTestId('renewal-prompt')).toHaveCount(0);
  // The figures' grant has a menu address of its own: it opens the figures, never a "not available yet" page.
  await page.goto('/home/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-figures')).toBeVisible();
  await expect(page.getByText('not available yet')).toHaveCount(0);
});

test('a sub-account without the grant sees no figures and is not asked about renewal', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo_ops', { at: '/dashboard' });
  await expect(page.getByTestId('figures-not-granted')).toBeVisible();
  await expect(page.getByTestId('dashboard-figures')).toHaveCount(0);
  await expect(page.getByTestId('renewal-prompt')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
});

test('the aging query shows promised and measured delivery days with its filters', async ({ page }) => {
  await answerNotices(page);
  await logIn(page, 'demo', { at: '/service/agingQuery' });
  const aging = page.getByTestId('aging-query');
  await expect(aging.getByRole('heading', { level: 1, name: 'Promised and measured delivery days' })).toBeVisible();
  // With measured rows the list scrolls and antd draws its fixed header as a table of its own.
  await expect(aging.getByRole('table').first()).toBeVisible();
  await aging.getByRole('combobox', { name: 'Route' }).click();
  await page.getByTitle('East Malaysia').click();
  await expect(page).toHaveURL(/route=eastMalaysia/);
  // Service times, several at once (the time-effective-type picker, a multiple choice kept in the URL).
  await aging.getByRole('combobox', { name: 'Service time' }).click();
  const time = (title: string) => page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`);
  await time('D+4–7 East Malaysia delivery').click();
  await time('D+2–3 Two- to three-day delivery').click();
  await expect(page).toHaveURL(/times=4%2C3|times=4,3/);
  await expect(aging.getByRole('row').filter({ hasText: 'D+1' })).toHaveCount(0);
  await shoot(page, 'aging-query-1440');
  expect(await seriousViolations(page), 'aging query').toEqual([]);
});
