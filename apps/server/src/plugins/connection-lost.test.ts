import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
