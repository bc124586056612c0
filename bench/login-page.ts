import { readFileSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { startPortal } from './lib/server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The demo customer of the seed (apps/server/src/db/seed), who sees every customer page. */
const DEMO = { loginCode: 'demo', loginPassword: 'Demo1234' };

/** The pages a customer reaches first after logging in, measured beside /login. */
const LOGGED_IN_ROUTES = [
  { path: '/dashboard', name: 'dashboard (where the login lands)' },
  { path: '/orders/normalOrder', name: 'order form (normal order)' },
  { path: '/waybills/mangeWaybill', name: 'my waybills' },
] as const;

interface FirstLoad {
  path: string;
  name: string;
  scripts: { url: string; encodedBytes: number }[];
  jsGzipBytes: number;
  /** The same first load as Chromium asks for it (brotli accepted: the build's .br files). */
  jsBrBytes: number;
}

export interface LoginPageBench {
  scripts: { url: string; encodedBytes: number }[];
  jsGzipBytes: number;
  jsBrBytes: number;
  lighthouse: { score: number; lcpMs: number }[];
  /** Per language, the text chunks /login downloaded (ui-text namespaces, message tables). */
  textsByLang: Record<string, string[]>;
  routes: FirstLoad[];
}

/**
 * The text chunks of the build, by file: `zh/auth` for a ui-text namespace, `messages/zh` for a
 * language's message table (read from the Vite manifest the build writes).
 */
function textChunks(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunks = new Map<string, string>();
  for (const [key, { file }] of Object.entries(manifest)) {
    const ui = key.match(/locales\/(\w+)\/(\w+)\.json$/);
    const messages = key.match(/portal-messages-(\w+)$/);
    if (ui) chunks.set(`/${file}`, `${ui[1]}/${ui[2]}`);
    else if (messages) chunks.set(`/${file}`, `messages/${messages[1]}`);
  }
  return chunks;
}

/**
 * Each measurement's Accept-Encoding: gzip alone, or Chromium's own ('gzip, deflate, br, zstd', on
 * http to 127.0.0.1 too), which the server answers with the build's .br files.
 */
const ENCODINGS = { gzip: { 'accept-encoding': 'gzip' }, br: {} } as const;

/**
 * What a fresh browser (empty cache) downloads to show `path`: script bytes as sent (gzip, or brotli
 * when `encoding` is br), with the `language` cookie and, when given, a session in localStorage as
 * the login page leaves it.
 */
async function firstLoad(
  browser: Browser,
  url: string,
  path: string,
  opts: { lang?: string; session?: { token: string; sessionId: string }; ready: string; encoding?: keyof typeof ENCODINGS },
): Promise<{ url: string; encodedBytes: number }[]> {
  const context = await browser.newContext({ extraHTTPHeaders: ENCODINGS[opts.encoding ?? 'gzip'] });
  if (opts.lang) await context.addCookies([{ name: 'language', value: opts.lang, url }]);
  const page = await context.newPage();
  if (opts.session) {
    await page.goto(`${url}/healthz`);
    await page.evaluate((s) => {
      // Runs in the page. The bench is type-checked with the server's sources, without the DOM's types.
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
      storage.setItem('portal.token', s.token);
      storage.setItem('portal.sessionId', s.sessionId);
    }, opts.session);
  }
  const scripts: { url: string; encodedBytes: number }[] = [];
  const pending: Promise<void>[] = [];
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastScriptAt = Date.now();
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    lastScriptAt = Date.now();
    pending.push(
      request.sizes().then((sizes) => {
        scripts.push({ url: new URL(request.url()).pathname, encodedBytes: sizes.responseBodySize });
      }),
    );
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.locator(opts.ready).first().waitFor();
  // What a page fetches once its data is there belongs to its first load too (the dashboard's charts
  // load ECharts when they are about to draw): done when no script has been asked for in 2 s.
  const until = Date.now() + 30_000;
  while (Date.now() - lastScriptAt < 2000 && Date.now() < until) await page.waitForTimeout(250);
  await Promise.all(pending);
  await context.close();
  return scripts;
}

async function logInDemo(url: string): Promise<{ token: string; sessionId: string }> {
  const res = await fetch(`${url}/api/login.do`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({ parameter: DEMO }),
  });
  const body = (await res.json()) as { success: boolean; desc: string; data?: { token: string; sessionId: string } };
  if (!body.success || !body.data) throw new Error(`the demo user cannot log in: ${body.desc}`);
  return body.data;
}

const total = (scripts: { encodedBytes: number }[]) => scripts.reduce((s, x) => s + x.encodedBytes, 0);

/**
 * The JavaScript /login really downloads (compressed bytes on the wire) and its Lighthouse mobile scores;
 * which text chunks it takes in each language; and the first load of the pages behind the login.
 */
export async function benchLoginPage(opts: { lighthouseRuns: number }): Promise<LoginPageBench> {
  const portal = await startPortal();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    const scripts = await firstLoad(browser, portal.url, '/login', { ready: 'button' });
    const brScripts = await firstLoad(browser, portal.url, '/login', { ready: 'button', encoding: 'br' });
    const texts = textChunks();
    const textsByLang: Record<string, string[]> = {};
    for (const lang of ['zh', 'en', 'ml']) {
      const loaded = await firstLoad(browser, portal.url, '/login', { lang, ready: 'button' });
      textsByLang[lang] = loaded.flatMap((s) => texts.get(s.url) ?? []).sort();
    }
    const routes: FirstLoad[] = [];
    for (const route of LOGGED_IN_ROUTES) {
      // A session of its own each time: the layout's first load is part of every route's.
      const session = await logInDemo(portal.url);
      const loaded = await firstLoad(browser, portal.url, route.path, { session, ready: '[data-testid="user-menu"]' });
      const brSession = await logInDemo(portal.url);
      const br = await firstLoad(browser, portal.url, route.path, {
        session: brSession,
        ready: '[data-testid="user-menu"]',
        encoding: 'br',
      });
      routes.push({ ...route, scripts: loaded, jsGzipBytes: total(loaded), jsBrBytes: total(br) });
    }
    await browser.close();

    const lighthouse = (await import('lighthouse')).default;
    const launcher = await import('chrome-launcher');
    const runs: { score: number; lcpMs: number }[] = [];
    // A run whose trace Lighthouse could not read (its runtimeError, NO_NAVSTART say: "run Lighthouse again")
    // measured nothing: it is run again, at most as many times more as runs were asked for.
    let failed = 0;
    while (runs.length < opts.lighthouseRuns && failed <= opts.lighthouseRuns) {
      const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...ARGS] });
      try {
        const result = await lighthouse(`${portal.url}/login`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        if (!result || result.lhr.runtimeError) {
          failed++;
          console.warn(`lighthouse run failed (${result?.lhr.runtimeError?.code ?? 'no result'}): running it again`);
          continue;
        }
        runs.push({
          score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        });
      } finally {
        chrome.kill();
      }
    }
    if (runs.length < opts.lighthouseRuns) throw new Error(`lighthouse: ${failed} failed runs, only ${runs.length} measured`);
    return { scripts, jsGzipBytes: total(scripts), jsBrBytes: total(brScripts), lighthouse: runs, textsByLang, routes };
  } finally {
    await portal.stop();
  }
}
