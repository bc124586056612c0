// The open platform's API keys (issue 30): made with a secret shown once and kept hashed, listed
// without it, rotated with an overlap, revoked; a key never carries a page its account lacks.
import { Code } from '@portal/shared/codes';
import { API_KEYS_IN_FORCE_MAX, type ApiKeyCreated, type ApiKeyView } from '@portal/shared/open-platform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/helpers.ts';
import { apiKeys, userFunctions, users } from '../../db/schema/index.ts';
import { secretHashOf } from './api-keys.ts';
import { keyBySecretHash } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // demo_ops (a sub-account) gets the open platform page here, besides its ordering pages.
  const [ops] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo_ops'));
  await t.database.db.insert(userFunctions).values({ userId: ops!.id, functionId: 1204 });
});
afterAll(() => t.close());

const as = async (login = 'demo') => ({ token: await t.sessionOf(login), lang: 'en' as const });
const create = async (over: Record<string, unknown> = {}, login = 'demo') =>
  call<ApiKeyCreated>(
    t.app,
    'createApiKey',
    { name: 'Shop sync', mode: 'test', pages: ['openPlatform', 'normalOrder'], ...over },
    await as(login),
  );
const list = async (login = 'demo') => (await call<ApiKeyView[]>(t.app, 'apiKeyList', {}, await as(login))).data!;

describe('API keys', () => {
  it.each([
    [{ name: ' ' }, 'Please enter a name for the key'],
    [{ name: 'x'.repeat(41) }, 'A key name is at most 40 characters'],
    [{ pages: [] }, 'Please choose at least one page the key acts with'],
    [{ mode: 'prod' }, undefined],
  ])('refuses %j and writes nothing', async (over, desc) => {
    const before = (await t.database.db.select().from(apiKeys)).length;
    const reply = await create(over);
    expect(reply).toMatchObject({ success: false, code: Code.BAD_PARAMETER });
    if (desc) expect(reply.desc).toBe(desc);
    expect((await t.database.db.select().from(apiKeys)).length).toBe(before);
  });

  it('shows the secret once, keeps only its hash, and lists the key without it', async () => {
    const made = await create({ name: 'ERP' });
    expect(made).toMatchObject({
      success: true,
      desc: 'Key created',
      data: { key: { name: 'ERP', mode: 'test', inForce: true, createdBy: 'demo' } },
    });
    const { secret, key } = made.data!;
    expect(secret).toMatch(/^sk_test_[A-Za-z0-9_-]{43}$/);
    expect(key.hint).toBe(`${secret.slice(0, 12)}…`);
    expect(key.pages).toEqual(['normalOrder', 'openPlatform']);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toBe(secretHashOf(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));
    const listed = (await list()).find((k) => k.id === key.id)!;
    expect(listed).toEqual(key);
    expect(JSON.stringify(await list())).not.toContain(secret.slice(12));
    const live = await create({ mode: 'live' });
    expect(live.data!.secret).toMatch(/^sk_live_/);
  });

  it('never gives a key a page its account does not hold, and refuses a sub-account without the page', async () => {
    // demo_ops holds ordering pages, not the wallet's.
    expect(await create({ pages: ['normalOrder', 'walletRecharge'] }, 'demo_ops')).toMatchObject({
      success: false,
      code: Code.FORBIDDEN,
      desc: 'You do not hold the page walletRecharge, so a key of yours cannot act with it',
    });
    expect((await create({ pages: ['normalOrder'] }, 'demo_ops')).success).toBe(true);
    expect(await call(t.app, 'apiKeyList', {}, await as('acme_ops'))).toMatchObject({ success: false, code: Code.FORBIDDEN });
  });

  it("lists a sub-account's own keys to it, and every key of the customer to the main account; another customer's key is not found", async () => {
    const mine = await create({ name: 'Ops scanner', pages: ['normalOrder'] }, 'demo_ops');
    const ops = await list('demo_ops');
    expect(ops.every((k) => k.createdBy === 'demo_ops')).toBe(true);
    expect((await list()).some((k) => k.id === mine.data!.key.id)).toBe(true);
    const demoKey = (await list()).find((k) => k.createdBy === 'demo' && k.inForce)!;
    expect(await call(t.app, 'revokeApiKey', { id: demoKey.id }, await as('demo_ops'))).toMatchObject({
      success: false,
      code: Code.NOT_FOUND,
    });
    expect(await call(t.app, 'revokeApiKey', { id: demoKey.id }, await as('acme'))).toMatchObject({ success: false, code: Code.NOT_FOUND });
    expect((await list()).find((k) => k.id === demoKey.id)!.inForce).toBe(true);
  });

  it('revokes a key at once: its secret no longer finds a key in force', async () => {
    const { key, secret } = (await create({ name: 'Old shop' })).data!;
    expect((await keyBySecretHash(t.database.db, secretHashOf(secret)))!.inForce).toBe(true);
    const revoked = await call<ApiKeyView>(t.app, 'revokeApiKey', { id: key.id }, await as());
    expect(revoked).toMatchObject({ success: true, desc: 'Key revoked', data: { inForce: false } });
    expect((await keyBySecretHash(t.database.db, secretHashOf(secret)))!.inForce).toBe(false);
    expect(await call(t.app, 'revokeApiKey', { id: key.id }, await as())).toMatchObject({
      success: false,
      code: Code.CONFLICT,
      desc: 'This key has already been revoked or has expired',
    });
  });

  it('rotates: a new secret with the same name, mode and pages; the old one works for the overlap, or ends at once', async () => {
    const old = (await create({ name: 'Warehouse', mode: 'live', pages: ['normalOrder'] })).data!;
    expect(await call(t.app, 'rotateApiKey', { id: old.key.id, overlapHours: 169 }, await as())).toMatchObject({
      success: false,
      desc: 'The old key can keep working for 0 to 168 hours',
    });
    const rotated = await call<ApiKeyCreated>(t.app, 'rotateApiKey', { id: old.key.id, overlapHours: 24 }, await as());
    expect(rotated).toMatchObject({
      success: true,
      data: { key: { name: 'Warehouse', mode: 'live', pages: ['normalOrder'], inForce: true } },
    });
    expect(rotated.data!.secret).not.toBe(old.secret);
    const before = (await list()).find((k) => k.id === old.key.id)!;
    expect(before.inForce).toBe(true);
    const hoursLeft = (Date.parse(before.expiresAt!) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    // Rotating again with no overlap ends the second key at once; the first keeps its own end.
    const again = await call<ApiKeyCreated>(t.app, 'rotateApiKey', { id: rotated.data!.key.id, overlapHours: 0 }, await as());
    expect(again.success).toBe(true);
    expect((await keyBySecretHash(t.database.db, secretHashOf(rotated.data!.secret)))!.inForce).toBe(false);
    expect((await keyBySecretHash(t.database.db, secretHashOf(again.data!.secret)))!.inForce).toBe(true);
    // The first key is replaced already: rotating it again would give it a second successor.
    expect(await call(t.app, 'rotateApiKey', { id: old.key.id, overlapHours: 1 }, await as())).toMatchObject({
      success: false,
      code: Code.CONFLICT,
      desc: 'This key has already been rotated: rotate the key that replaced it',
    });
  });

  it('rotates a key once, however many rotations are asked for at once', async () => {
    const { key } = (await create({ name: 'Twenty at once' })).data!;
    const replies = await Promise.all(
      Array.from({ length: 20 }, async () => call<ApiKeyCreated>(t.app, 'rotateApiKey', { id: key.id, overlapHours: 2 }, await as())),
    );
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    expect(replies.filter((r) => !r.success).every((r) => r.code === Code.CONFLICT)).toBe(true);
    expect((await list()).filter((k) => k.name === 'Twenty at once')).toHaveLength(2);
  });

  it(`holds at most ${API_KEYS_IN_FORCE_MAX} keys in force, however many are asked for at once`, async () => {
    // Rotated keys still in their overlap are not counted: their successors are.
    const counted = async () => (await list()).filter((k) => k.inForce && k.replacedBy === null);
    const inForce = (await counted()).length;
    const asked = API_KEYS_IN_FORCE_MAX - inForce + 5;
    const replies = await Promise.all(Array.from({ length: asked }, (_, i) => create({ name: `Burst ${i}` })));
    expect(replies.filter((r) => r.success)).toHaveLength(API_KEYS_IN_FORCE_MAX - inForce);
    expect(replies.filter((r) => !r.success).every((r) => r.code === Code.CONFLICT)).toBe(true);
    expect(await counted()).toHaveLength(API_KEYS_IN_FORCE_MAX);
  });
});
