// The open API's front door (issue 30): a key read on every call, the account's pages narrowed to the
// key's, RFC 9457 problems in the Accept-Language asked for, and every call in its key's log.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Problem } from '@portal/shared/open-api';
import type { ApiCallView, ApiKeyCreated, ApiKeyView } from '@portal/shared/open-platform';
import { waybillNumberFor } from '@portal/shared/order';
import type { TrackResult } from '@portal/shared/tracking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, revokePage, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { customers, orders, userFunctions, users, wallets } from '../../db/schema/index.ts';
import { domesticOrder } from '../orders/testing.ts';

/** Redocly's CLI, the OpenAPI linter the contract is held to (its recommended rules). */
const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

let t: TestApp;
beforeAll(async () => {
  // A small per-key limit, so the limit's own test reaches it quickly (no other test here makes 40 calls with one key).
  t = await startTestApp({ env: { OPEN_API_RATE_LIMIT: '40' } });
  // demo_ops (a sub-account) gets the open platform page here, besides its ordering and tracking pages.
  const [ops] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo_ops'));
  await t.database.db.insert(userFunctions).values({ userId: ops!.id, functionId: 1204 });
});
afterAll(() => t.close());

const as = async (login = 'demo') => ({ token: await t.sessionOf(login), lang: 'en' as const });

async function makeKey(pages: string[], login = 'demo'): Promise<ApiKeyCreated> {
  const reply = await call<ApiKeyCreated>(t.app, 'createApiKey', { name: `Key ${pages.join('+')}`, mode: 'test', pages }, await as(login));
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!;
}

const open = (url: string, secret?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(secret ? { authorization: `Bearer ${secret}` } : {}), ...headers } });

const post = (url: string, secret: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: body as object, headers: { authorization: `Bearer ${secret}`, ...headers } });

/** The demo order fixture as the API takes it: the order form's fields, the request id from the Idempotency-Key. */
const shipment = (over: Record<string, unknown> = {}) => {
  const { clientRequestId: _id, ...fields } = domesticOrder(over);
  return fields;
};

const demoId = async () => (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'MY10001')))[0]!.id;
const balanceOf = async (customerId: number) =>
  (await t.database.db.select({ sen: wallets.balanceSen }).from(wallets).where(eq(wallets.customerId, customerId)))[0]!.sen;

const placeOrder = async (login: string) => {
  const over = login === 'acme' ? { payMethod: 'PM' } : {};
  const reply = await call<{ waybillNo: string }>(t.app, 'insertOrder', domesticOrder(over, 'open'), await as(login));
  if (!reply.success) throw new Error(reply.desc);
  return reply.data!.waybillNo;
};

describe('the open API', () => {
  it('refuses a call without a key, or with a key it does not know, as an RFC 9457 problem in the language asked for', async () => {
    const none = await open('/open/v1/postcodes/50000');
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(none.json<Problem>()).toEqual({
      type: '/open/v1/problems/unauthorized',
      title: 'Not authenticated',
      status: 401,
      detail: 'An API key is required: Authorization: Bearer sk_live_… or sk_test_…',
      instance: '/open/v1/postcodes/50000',
      code: 'apiKeyMissing',
      requestId: none.headers['x-request-id'],
    });
    const unknown = await open('/open/v1/postcodes/50000', 'sk_test_nothing', { 'accept-language': 'fr, zh-CN;q=0.8, en;q=0.5' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['content-language']).toBe('zh-CN');
    expect(unknown.json<Problem>()).toMatchObject({ code: 'apiKeyInvalid', title: '未认证', detail: '该 API 密钥无效、已吊销或已过期' });
    const malay = await open('/open/v1/nowhere', undefined, { 'accept-language': 'ms-MY' });
    expect(malay.statusCode).toBe(404);
    expect(malay.json<Problem>()).toMatchObject({ code: 'openRouteUnknown', detail: 'Tiada panggilan sedemikian: GET /open/v1/nowhere' });
  });

  it('looks a postcode up, and names the field and its rule when the postcode is not one', async () => {
    const { secret } = await makeKey(['normalOrder']);
    const found = await open('/open/v1/postcodes/50000', secret);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      postcode: '50000',
      places: [expect.objectContaining({ state: expect.any(String), town: expect.any(String) })],
    });
    const wrong = await open('/open/v1/postcodes/5000x', secret);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<Problem>()).toMatchObject({
      type: '/open/v1/problems/invalid-request',
      code: 'openPostcodeInvalid',
      errors: [{ field: 'path.postcode', code: 'openPostcodeInvalid', detail: 'A postcode is 5 digits' }],
    });
    const none = await open('/open/v1/postcodes/00001', secret);
    expect(none.statusCode).toBe(404);
    expect(none.json<Problem>()).toMatchObject({ code: 'openPostcodeUnknown', detail: 'There is no postcode 00001' });
  });

  it("tracks the customer's own waybills; another customer's number is not found, and a key without a tracking page is refused", async () => {
    const mine = await placeOrder('demo');
    const theirs = await placeOrder('acme');
    const { secret } = await makeKey(['logisticsTracking']);
    const reply = await open(`/open/v1/tracking?waybills=${mine},${theirs}`, secret);
    expect(reply.statusCode).toBe(200);
    const [a, b] = reply.json<{ data: TrackResult[] }>().data;
    expect(a).toMatchObject({ waybillNo: mine, found: true, status: 'PENDING' });
    expect(b).toEqual({ waybillNo: theirs, found: false, tag: 'Pending', message: expect.any(String) });
    const eleven = Array.from({ length: 11 }, (_, i) => waybillNumberFor(9_999_999_000 + i)).join(',');
    expect((await open(`/open/v1/tracking?waybills=${eleven}`, secret)).json<Problem>()).toMatchObject({
      status: 400,
      code: 'waybillQueryTooMany',
      errors: [{ field: 'query.waybills' }],
    });
    const ordering = await makeKey(['normalOrder']);
    const refused = await open(`/open/v1/tracking?waybills=${mine}`, ordering.secret);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Problem>()).toMatchObject({ type: '/open/v1/problems/forbidden', code: 'apiKeyPageMissing' });
  });

  it('takes a page from a key the moment its account loses it, and refuses a revoked key at once', async () => {
    const ops = await makeKey(['logisticsTracking'], 'demo_ops');
    const url = `/open/v1/tracking?waybills=${await placeOrder('demo')}`;
    expect((await open(url, ops.secret)).statusCode).toBe(200);
    // demo_ops's logistics tracking page (function 203) taken by its main account: the key loses it too.
    const giveBack = await revokePage(t, 'demo', 'demo_ops', 203);
    expect((await open(url, ops.secret)).json<Problem>()).toMatchObject({ status: 403, code: 'apiKeyPageMissing' });
    await giveBack();
    expect((await open(url, ops.secret)).statusCode).toBe(200);
    await call(t.app, 'revokeApiKey', { id: ops.key.id }, await as());
    expect((await open(url, ops.secret)).json<Problem>()).toMatchObject({ status: 401, code: 'apiKeyInvalid' });
  });

  it('logs every call against its key, without the query, and marks the key used', async () => {
    const { key, secret } = await makeKey(['normalOrder', 'logisticsTracking']);
    await open('/open/v1/postcodes/50000', secret);
    await open('/open/v1/postcodes/abc', secret, { 'idempotency-key': 'not-a-post' });
    const tracked = await open(`/open/v1/tracking?waybills=${await placeOrder('demo')}`, secret);
    // The log is written once the answer is sent: it may land a moment after.
    await expect.poll(async () => (await call<ApiCallView[]>(t.app, 'apiCallList', { keyId: key.id }, await as())).data?.length).toBe(3);
    const calls = (await call<ApiCallView[]>(t.app, 'apiCallList', { keyId: key.id }, await as())).data!;
    expect(calls.map((c) => [c.method, c.path, c.status])).toEqual([
      ['GET', '/open/v1/tracking', 200],
      ['GET', '/open/v1/postcodes/abc', 400],
      ['GET', '/open/v1/postcodes/50000', 200],
    ]);
    expect(calls[0]).toMatchObject({ keyName: key.name, requestId: tracked.headers['x-request-id'] });
    expect(calls[1]!.idempotencyKey).toBe('not-a-post');
    const failed = (await call<ApiCallView[]>(t.app, 'apiCallList', { keyId: key.id, outcome: 'failed' }, await as())).data!;
    expect(failed.map((c) => c.status)).toEqual([400]);
    const listed = (await call<ApiKeyView[]>(t.app, 'apiKeyList', {}, await as())).data!.find((k) => k.id === key.id)!;
    expect(listed.lastUsedAt).not.toBeNull();
    // A sub-account sees the calls of its own keys only; another customer sees none of them.
    expect((await call<ApiCallView[]>(t.app, 'apiCallList', { keyId: key.id }, await as('demo_ops'))).data ?? []).toEqual([]);
    expect((await call<ApiCallView[]>(t.app, 'apiCallList', { keyId: key.id }, await as('acme'))).data ?? []).toEqual([]);
  });

  it("prices a shipment with the order form's own pricing, and names each broken field of the body", async () => {
    const { secret } = await makeKey(['normalOrder']);
    const rates = await post('/open/v1/rates', secret, shipment());
    expect(rates.statusCode).toBe(200);
    const freight = await call<{ totalSen: number }>(t.app, 'getFreight', shipment(), await as());
    expect(rates.json()).toMatchObject({ totalSen: freight.data!.totalSen });
    const wrongTown = await post('/open/v1/rates', secret, shipment({ receiverCity: 'Ipoh' }));
    expect(wrongTown.statusCode).toBe(400);
    expect(wrongTown.json<Problem>().errors).toEqual([
      { field: 'body.receiverPostcode', code: 'receiverRegionNotFound', detail: expect.any(String) },
    ]);
    const noWeight = await post('/open/v1/rates', secret, shipment({ weightG: 'heavy' }));
    expect(noWeight.json<Problem>()).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'body.weightG' })] });
  });

  it('places a shipment once per Idempotency-Key: the same key and body answer the first answer again, another body is refused', async () => {
    const customerId = await demoId();
    const test = await makeKey(['normalOrder']);
    expect((await post('/open/v1/shipments', test.secret, shipment())).json<Problem>()).toMatchObject({
      status: 403,
      code: 'openTestShipmentsNotBuilt',
    });
    const live = (await call<ApiKeyCreated>(t.app, 'createApiKey', { name: 'Shop live', mode: 'live', pages: ['normalOrder'] }, await as()))
      .data!;
    const before = await balanceOf(customerId);
    const first = await post('/open/v1/shipments', live.secret, shipment(), { 'idempotency-key': 'order-1001' });
    expect(first.statusCode).toBe(201);
    const placed = first.json<{ waybillNo: string; status: string; price: { totalSen: number } }>();
    expect(placed).toMatchObject({ status: 'PENDING', price: { totalSen: 800 } });
    expect(await balanceOf(customerId)).toBe(before - 800);
    const again = await post('/open/v1/shipments', live.secret, shipment(), { 'idempotency-key': 'order-1001' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(placed);
    expect(await balanceOf(customerId)).toBe(before - 800);
    const other = await post('/open/v1/shipments', live.secret, shipment({ weightG: 2_500 }), { 'idempotency-key': 'order-1001' });
    expect(other.json<Problem>()).toMatchObject({ status: 422, code: 'idempotencyKeyReused' });
    expect((await post('/open/v1/shipments', live.secret, shipment(), { 'idempotency-key': '' })).json<Problem>()).toMatchObject({
      status: 400,
      errors: [{ field: 'header.Idempotency-Key', code: 'idempotencyKeyInvalid' }],
    });
  });

  it('makes one shipment and one wallet debit of 20 identical creates sent at once', async () => {
    const customerId = await demoId();
    const live = (await call<ApiKeyCreated>(t.app, 'createApiKey', { name: 'Burst', mode: 'live', pages: ['normalOrder'] }, await as()))
      .data!;
    const before = await balanceOf(customerId);
    const body = shipment({ receiverName: 'Twenty At Once' });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => post('/open/v1/shipments', live.secret, body, { 'idempotency-key': 'burst-20' })),
    );
    expect(replies.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const waybills = new Set(replies.filter((r) => r.statusCode === 201).map((r) => r.json<{ waybillNo: string }>().waybillNo));
    expect(waybills.size).toBe(1);
    const made = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.receiverName, 'Twenty At Once'));
    expect(made).toHaveLength(1);
    expect(await balanceOf(customerId)).toBe(before - 800);
  });

  it('refuses shipments to a frozen customer, as the portal refuses its orders, and still answers its reads', async () => {
    const customerId = await demoId();
    const live = (await call<ApiKeyCreated>(t.app, 'createApiKey', { name: 'Frozen', mode: 'live', pages: ['normalOrder'] }, await as()))
      .data!;
    await t.database.db.update(customers).set({ lockFlag: 1 }).where(eq(customers.id, customerId));
    try {
      expect((await post('/open/v1/shipments', live.secret, shipment())).json<Problem>()).toMatchObject({
        status: 403,
        type: '/open/v1/problems/account-frozen',
        code: 'accountFrozen',
      });
      expect((await open('/open/v1/postcodes/50000', live.secret)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(customers).set({ lockFlag: 0 }).where(eq(customers.id, customerId));
    }
  });

  it('serves its OpenAPI 3.1 contract, made from the routes and their schemas, and a maintained linter finds nothing in it', async () => {
    const reply = await open('/open/v1/openapi.json');
    expect(reply.statusCode).toBe(200);
    const doc = reply.json<{ openapi: string; paths: Record<string, Record<string, { operationId: string; parameters: unknown[] }>> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/labels',
      '/postcodes/{postcode}',
      '/rates',
      '/shipments',
      '/shipments/batch',
      '/shipments/{waybillNo}',
      '/shipments/{waybillNo}/cancel',
      '/tracking',
    ]);
    expect(doc.paths['/postcodes/{postcode}']!.get!.parameters[0]).toMatchObject({
      name: 'postcode',
      in: 'path',
      schema: { pattern: '^\\d{5}$' },
    });
    expect(JSON.stringify(doc.paths['/shipments']!.post)).toContain('receiverPostcode');
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, reply.body);
    const lint = spawnSync(process.execPath, [REDOCLY, 'lint', file, '--format', 'stylish'], { encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`).toContain('Your API description is valid');
    expect(lint.stdout, 'no warning either').not.toMatch(/warning|error/i);
    expect(lint.status, lint.stdout).toBe(0);
  });

  it('limits calls per key a minute, with RateLimit headers on every answer and a problem past the limit', async () => {
    const { secret } = await makeKey(['normalOrder']);
    // All at once: each is counted as it came (lib/rate-limit-store.ts), none refused before the 41st.
    const replies = await Promise.all(Array.from({ length: 40 }, () => open('/open/v1/postcodes/50000', secret)));
    expect(replies.every((r) => r.statusCode === 200 && r.headers['ratelimit-limit'] === '40')).toBe(true);
    expect(replies.map((r) => Number(r.headers['ratelimit-remaining'])).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i),
    );
    const past = await open('/open/v1/postcodes/50000', secret, { 'accept-language': 'en' });
    expect(past.statusCode).toBe(429);
    expect(past.headers['retry-after']).toMatch(/^\d+$/);
    expect(past.headers['ratelimit-remaining']).toBe('0');
    expect(past.json<Problem>()).toMatchObject({ type: '/open/v1/problems/too-many-requests', code: 'openRateLimited' });
    // Another key of the same customer has a budget of its own.
    expect((await open('/open/v1/postcodes/50000', (await makeKey(['normalOrder'])).secret)).statusCode).toBe(200);
  });

  it("reads and cancels the customer's own shipment; another customer's is not found, a second cancel is refused", async () => {
    const customerId = await demoId();
    const created = await call<ApiKeyCreated>(
      t.app,
      'createApiKey',
      { name: 'Shop manage', mode: 'live', pages: ['normalOrder', 'orderManage'] },
      await as(),
    );
    const { secret } = created.data!;
    const before = await balanceOf(customerId);
    const placed = (await post('/open/v1/shipments', secret, shipment(), { 'idempotency-key': 'manage-1' })).json<{ waybillNo: string }>();
    const read = await open(`/open/v1/shipments/${placed.waybillNo}`, secret);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ waybillNo: placed.waybillNo, status: 'PENDING' });
    const theirs = await placeOrder('acme');
    expect((await open(`/open/v1/shipments/${theirs}`, secret)).json<Problem>()).toMatchObject({ status: 404, code: 'recordNotFound' });
    // Its label, as the portal prints it: one 100 x 150 mm page, or ZPL; another customer's waybill is not found.
    const pdf = await open(`/open/v1/labels?waybills=${placed.waybillNo}`, secret);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['x-label-count']).toBe('1');
    const zpl = await open(`/open/v1/labels?waybills=${placed.waybillNo}&format=zpl&dpi=300`, secret);
    expect(zpl.body).toContain(placed.waybillNo);
    expect((await open(`/open/v1/labels?waybills=${placed.waybillNo},${theirs}`, secret)).json<Problem>()).toMatchObject({ status: 404 });
    expect((await open(`/open/v1/labels?waybills=${placed.waybillNo}&format=png`, secret)).json<Problem>()).toMatchObject({
      status: 400,
      errors: [{ field: 'query.format' }],
    });
    expect((await post(`/open/v1/shipments/${theirs}/cancel`, secret, {})).json<Problem>()).toMatchObject({ status: 404 });
    const cancel = await post(`/open/v1/shipments/${placed.waybillNo}/cancel`, secret, {});
    expect(cancel.statusCode).toBe(200);
    expect(await balanceOf(customerId)).toBe(before);
    expect((await open(`/open/v1/shipments/${placed.waybillNo}`, secret)).json()).toMatchObject({ status: 'CANCEL_ORDER' });
    expect((await post(`/open/v1/shipments/${placed.waybillNo}/cancel`, secret, {})).json<Problem>()).toMatchObject({
      status: 409,
      code: 'orderAlreadyCancelled',
    });
    const orderingOnly = await call<ApiKeyCreated>(
      t.app,
      'createApiKey',
      { name: 'Only ordering', mode: 'live', pages: ['normalOrder'] },
      await as(),
    );
    expect((await open(`/open/v1/shipments/${placed.waybillNo}`, orderingOnly.data!.secret)).json<Problem>()).toMatchObject({
      status: 403,
      code: 'apiKeyPageMissing',
    });
  });

  it('places a batch item by item: a result per shipment, the refused ones named by index and field, the batch once per key', async () => {
    const customerId = await demoId();
    const live = (await call<ApiKeyCreated>(t.app, 'createApiKey', { name: 'Batch', mode: 'live', pages: ['normalOrder'] }, await as()))
      .data!;
    const before = await balanceOf(customerId);
    const body = { shipments: [shipment(), shipment({ weightG: 'heavy' }), shipment({ receiverCity: 'Ipoh' }), shipment()] };
    const reply = await post('/open/v1/shipments/batch', live.secret, body, { 'idempotency-key': 'batch-1' });
    expect(reply.statusCode).toBe(200);
    const outcome = reply.json<{
      placed: number;
      refused: number;
      results: { index: number; ok: boolean; waybillNo?: string; errors?: unknown[] }[];
    }>();
    expect(outcome).toMatchObject({ placed: 2, refused: 2 });
    expect(outcome.results.map((r) => r.ok)).toEqual([true, false, false, true]);
    expect(outcome.results[1]!.errors).toEqual([expect.objectContaining({ field: 'body.shipments.1.weightG' })]);
    expect(outcome.results[2]!.errors).toEqual([
      { field: 'body.shipments.2.receiverPostcode', code: 'receiverRegionNotFound', detail: expect.any(String) },
    ]);
    expect(new Set([outcome.results[0]!.waybillNo, outcome.results[3]!.waybillNo]).size).toBe(2);
    expect(await balanceOf(customerId)).toBe(before - 1_600);
    const again = await post('/open/v1/shipments/batch', live.secret, body, { 'idempotency-key': 'batch-1' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(outcome);
    expect(await balanceOf(customerId)).toBe(before - 1_600);
    const tooMany = await post('/open/v1/shipments/batch', live.secret, { shipments: Array.from({ length: 101 }, () => ({})) });
    expect(tooMany.json<Problem>()).toMatchObject({ status: 400, code: 'openBatchTooLarge', errors: [{ field: 'body.shipments' }] });
  });

  it("lists the customer's shipments newest first, a page at a time by cursor, filtered by status and time", async () => {
    const { secret } = await makeKey(['orderManage']);
    // The database and this test read the same clock (one machine): what is placed from now on is this test's.
    const since = new Date().toISOString();
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await placeOrder('demo'));
    await placeOrder('acme');
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const url: string = `/open/v1/shipments?from=${encodeURIComponent(since)}&limit=2${next ? `&cursor=${next}` : ''}`;
      const page: { data: { waybillNo: string }[]; next: string | null } = (await open(url, secret)).json();
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((row) => row.waybillNo));
      next = page.next;
    } while (next);
    expect(seen).toEqual([...placed].reverse());
    await call(t.app, 'cancelOrder', { waybillNo: placed[0] }, await as());
    const cancelled = (await open(`/open/v1/shipments?status=CANCEL_ORDER&from=${encodeURIComponent(since)}`, secret)).json<{
      data: { waybillNo: string }[];
    }>();
    expect(cancelled.data.map((s) => s.waybillNo)).toEqual([placed[0]]);
    expect((await open('/open/v1/shipments?from=yesterday', secret)).json<Problem>()).toMatchObject({
      status: 400,
      errors: [{ field: 'query.from', code: 'openInstantInvalid' }],
    });
    expect((await open('/open/v1/shipments?cursor=bm9wZQ', secret)).json<Problem>()).toMatchObject({
      status: 400,
      code: 'openCursorInvalid',
    });
  });
});
