import { chromium } from 'playwright-core';
import { startPortal } from './lib/server.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LoginPageBench {
  scripts: { url: string; encodedBytes: number }[];
  jsGzipBytes: number;
  lighthouse: number[];
}

/** The JavaScript /login really downloads (compressed bytes on the wire), and Lighthouse mobile scores. */
export async function benchLoginPage(opts: { lighthouseRuns: number }): Promise<LoginPageBench> {
  const portal = await startPortal();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    const page = await browser.newPage();
    const scripts: { url: string; encodedBytes: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ url: new URL(request.url()).pathname, encodedBytes: sizes.responseBodySize });
    });
    await page.setExtraHTTPHeaders({ 'accept-encoding': 'gzip' });
    await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    await browser.close();

    const lighthouse = (await import('lighthouse')).default;
    const launcher = await import('chrome-launcher');
    const scores: number[] = [];
    for (let i = 0; i < opts.lighthouseRuns; i++) {
      const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...ARGS] });
      try {
        const result = await lighthouse(`${portal.url}/login`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
      } finally {
        chrome.kill();
      }
    }
    return { scripts, jsGzipBytes: scripts.reduce((s, x) => s + x.encodedBytes, 0), lighthouse: scores };
  } finally {
    await portal.stop();
  }
}
