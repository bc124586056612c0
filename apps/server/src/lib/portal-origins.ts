import type { FastifyRequest } from 'fastify';

/**
 * The addresses the portal is served at: PUBLIC_URL's origin, those listed in PORTAL_ORIGINS, and for a
 * portal on this machine (localhost, 127.0.0.1, [::1]) the other two names of the same port, since a
 * developer or a demo opens whichever the terminal printed.
 */
export function portalOrigins(publicUrl: string, listed: string | undefined): string[] {
  const origins = new Set<string>();
  const add = (text: string) => {
    try {
      const url = new URL(text.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not an address: a typo in PORTAL_ORIGINS is left out rather than let through.
    }
  };
  add(publicUrl);
  for (const item of (listed ?? '').split(',')) if (item.trim()) add(item);
  const base = new URL(publicUrl);
  if (LOOPBACK.has(base.hostname)) for (const host of LOOPBACK) origins.add(`${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`);
  return [...origins];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the browser that made this request came from (its Origin, or its Referer's), when that is one of
 * the portal's own addresses; otherwise PUBLIC_URL. What a page hands outside parties as the way back
 * (the bank's return to /paymentResult) is built on it, so the user lands where their session is.
 */
export function requestOrigin(request: FastifyRequest, origins: readonly string[], publicUrl: string): string {
  const headers = [request.headers.origin, request.headers.referer];
  for (const header of headers) {
    if (typeof header !== 'string') continue;
    try {
      const origin = new URL(header).origin;
      if (origins.includes(origin)) return origin;
    } catch {
      // A malformed header says nothing.
    }
  }
  return publicUrl;
}
