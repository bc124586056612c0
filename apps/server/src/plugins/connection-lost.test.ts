import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, startTestApp, type TestApp } from '../../test/helpers.ts';
import { isConnectionLost } from '../db/connection-lost.ts';

let t: TestApp;
// What node-postgres throws when PostgreSQL restarts under a request, as drizzle wraps it.
const lost = () =>
  new Error('Failed query: select 1', {
    cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  });
beforeAll(async () => {
  t = await startTestApp({
    extend: ({ app }) => {
      app.portal.endpoint({
        name: 'test/lostConnection',
        access: 'public',
        parameter: emptyParameter,
        handler: async () => Promise.reject(lost()),
      });
      app.portal.endpoint({
        name: 'test/ownFault',
        access: 'public',
        parameter: emptyParameter,
        handler: async () => Promise.reject(new TypeError('x is undefined')),
      });
      // What a reply stream cut short by a closed connection throws (seen on queryDroppoints in the browser tests).
      app.portal.endpoint({
        name: 'test/callerGone',
        access: 'public',
        parameter: emptyParameter,
        handler: ({ request }) =>
          new Promise((_resolve, reject) =>
            request.raw.socket.once('close', () =>
              reject(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })),
            ),
          ),
      });
    },
  });
});
afterAll(() => t.close());

describe('a database out of reach', () => {
  it('is told as a retryable condition in the caller’s language, not as an unexpected failure', async () => {
    expect(await call(t.app, 'test/lostConnection', {}, { lang: 'ml' })).toEqual({
      success: false,
      code: Code.DATABASE_UNAVAILABLE,
      desc: 'Perkhidmatan tidak dapat dicapai seketika dan tiada apa-apa dilakukan: sila cuba lagi',
      data: null,
    });
    // Our own fault stays the internal error it is.
    expect(await call(t.app, 'test/ownFault')).toMatchObject({ success: false, code: Code.SERVER_ERROR });
  });

  it('is known by PostgreSQL’s codes and node-postgres’s words, through the causes', () => {
    expect(isConnectionLost(lost())).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('a caller that went away', () => {
  it('is logged as information, not as an internal error', async () => {
    const error = vi.spyOn(t.app.log, 'error');
    const info = vi.spyOn(t.app.log, 'info');
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const sent = httpRequest({ port, method: 'POST', path: '/api/test/callerGone.do', headers: { 'content-type': 'application/json' } });
      sent.on('error', () => {});
      sent.end('{"parameter":{}}');
      // Closed once the server has the request; the handler fails only then.
      await new Promise((resolve) => setTimeout(resolve, 300));
      sent.destroy();
      await expect.poll(() => info.mock.calls.some(([entry]) => (entry as { event?: string }).event === 'caller.gone')).toBe(true);
      expect(error.mock.calls.filter(([, message]) => message === 'internal error')).toEqual([]);
    } finally {
      error.mockRestore();
      info.mockRestore();
    }
  });
});
