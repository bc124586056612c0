import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { webRoutes } from './routes.ts';

// A built portal in miniature: the page, a hashed asset, and the build's manifest in its dot folder.
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Courier Portal</title>');
  for (const lang of ['zh', 'en', 'ml'])
    writeFileSync(join(dist, `index.${lang}.html`), `<!doctype html><title>Courier Portal</title><!-- ${lang} -->`);
  for (const lang of ['zh', 'en'])
    writeFileSync(join(dist, `login.${lang}.html`), `<!doctype html><title>Courier Portal</title><!-- ${lang} --><!-- login drawn -->`);
  writeFileSync(join(dist, 'assets', 'login-route-abc.js'), 'export {};');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index.js"}}');
  app = Fastify();
  const notFound = await webRoutes(app, { config: { webDist: dist } as Config });
  app.setNotFoundHandler(notFound);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built portal', () => {
  it('serves its hashed assets for a year', async () => {
    const res = await app.inject('/assets/login-route-abc.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps the build manifest (every chunk of the app, named) to itself', async () => {
    const res = await app.inject('/.vite/manifest.json');
    expect(res.body).not.toContain('src/main.tsx');
    // A page path it does not know is the app's page, where the router shows /404.
    expect(res.body).toContain('Courier Portal');
  });

  it("sends a page in the visitor's language (its first texts named for the browser), English without a cookie", async () => {
    const page = async (cookie?: string) => (await app.inject({ url: '/login', headers: cookie ? { cookie } : {} })).body;
    expect(await page('theme=dark; language=zh')).toContain('<!-- zh -->');
    expect(await page('language=ml')).toContain('<!-- ml -->');
    expect(await page()).toContain('<!-- en -->');
    expect((await app.inject('/orders/normalOrder')).headers.vary).toBe('cookie');
  });

  it('sends /login with the login page already drawn in it (login.<lang>.html), and every other page without', async () => {
    const page = async (url: string, cookie?: string) => (await app.inject({ url, headers: cookie ? { cookie } : {} })).body;
    expect(await page('/login', 'language=zh')).toContain('<!-- zh --><!-- login drawn -->');
    expect(await page('/login?redirect=%2Fdashboard')).toContain('<!-- en --><!-- login drawn -->');
    expect(await page('/dashboard')).not.toContain('login drawn');
    expect(await page('/login/else')).not.toContain('login drawn');
    // A build without the drawn page for a language still sends that language's page.
    expect(await page('/login', 'language=ml')).toContain('<!-- ml -->');
  });
});
