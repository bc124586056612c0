import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers (CSP, nosniff, frame and referrer policies; HSTS when served over https),
 * worked out once by helmet and then set on every reply. The Fastify helmet plugin rebuilds
 * helmet's middleware on every request, which cost more than the rest of an authenticated call.
 */
function securityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The nearby outlets map draws OpenStreetMap's tiles (as images) when the browser is online.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * What a JSON reply of the API needs (the OWASP REST set): it is never a document, so it may load
 * nothing and sit in no frame. Five short headers instead of the page's eleven: the lookups the
 * forms fire while a shipper types are the hottest path, and every header is written per reply.
 */
function apiSecurityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  if (secure) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, secure: boolean): void {
  const page = securityHeaders(secure);
  const api = apiSecurityHeaders(secure);
  app.addHook('onRequest', (request, reply, done) => {
    // The pickers answer JSON at their own paths (/network/select): API replies too.
    reply.headers(request.url.startsWith('/api/') || request.routeOptions.config?.portalReply ? api : page);
    done();
  });
}
