import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGS, type Lang, parseLang } from '@portal/shared/lang';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebDeps } from './module.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built portal: hashed assets cached for a year (and pre-compressed by the build),
 * everything else revalidated so a new release is picked up; any other page path gets the app's
 * index.html, where the router takes over (and shows /404 for what it does not know).
 */
export async function webRoutes(
  app: FastifyInstance,
  { config }: WebDeps,
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const dist = config.webDist;
  if (!dist) {
    app.log.warn('the web app is not built (npm run build); serving the API only');
    return (_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  }
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    // The build's own records (dist/.vite: the manifest of every chunk) are not the public's.
    dotfiles: 'ignore',
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes(`${join(dist, 'assets')}`) ? IMMUTABLE : 'no-cache');
    },
  });
  const indexHtml = await readFile(join(dist, 'index.html'));
  // The build's page for each language names that language's first texts for the browser to fetch at
  // once (apps/web/vite.config.ts languagePages); a build without them has the one page.
  const pages = Object.fromEntries(
    await Promise.all(LANGS.map(async (lang) => [lang, await readFile(join(dist, `index.${lang}.html`)).catch(() => indexHtml)] as const)),
  ) as Record<Lang, Buffer>;
  // /login's pages hold the login page already drawn (vite.config.ts languagePages): painted before any script runs.
  const loginPages = Object.fromEntries(
    await Promise.all(
      LANGS.map(async (lang) => [lang, await readFile(join(dist, `login.${lang}.html`)).catch(() => pages[lang])] as const),
    ),
  ) as Record<Lang, Buffer>;
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send('Not found');
    const lang = parseLang(request.headers.cookie?.match(/(?:^|;\s*)language=([^;]*)/)?.[1]);
    const page = request.url.split('?')[0] === '/login' ? loginPages[lang] : pages[lang];
    return reply.code(200).header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8').send(page);
  };
}
