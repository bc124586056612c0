import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEEP_HOURS } from '@portal/shared/open-api';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import type { RowScope } from '../../lib/scope.ts';

/** What a POST with an Idempotency-Key finds: the first of its kind, a finished one, one still running, or one of another body. */
export type Claim =
  | { kind: 'first'; id: number }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'running' }
  | { kind: 'mismatch' };

/** A run not finished within this is taken as abandoned (its process died): the key may be used again. */
const ABANDONED_SECONDS = 60;

/** What the same key must be sent with again: the method, the path and the body, as received. */
export const fingerprintOf = (method: string, path: string, body: unknown): string =>
  createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

/**
 * Claims a key for a request, in one statement: the unique (customer, key) index lets exactly one of twenty
 * parallel requests insert; the others read what it left. A row past its day, or a run abandoned, is taken over
 * by the same statement, so the key never stays stuck.
 */
export async function claimKey(db: Db, scope: RowScope, key: string, fingerprint: string): Promise<Claim> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ customerId: scope.customerId, key, fingerprint, state: 'running' })
      .onConflictDoUpdate({
        target: [idempotencyKeys.customerId, idempotencyKeys.key],
        set: { fingerprint, state: 'running', status: null, body: null, createdAt: sql`now()` },
        setWhere: or(
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`),
          and(
            eq(idempotencyKeys.state, 'running'),
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_SECONDS})`),
          ),
        ),
      })
      .returning({ id: idempotencyKeys.id });
    if (claimed) return { kind: 'first', id: claimed.id };
    const [held] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, scope.customerId), eq(idempotencyKeys.key, key)));
    // Released between the two statements (its run failed): claim it again.
    if (!held) continue;
    if (held.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (held.state === 'running' || held.status === null || held.body === null) return { kind: 'running' };
    return { kind: 'replay', status: held.status, body: held.body };
  }
  return { kind: 'running' };
}

/** The answer a key gives again from now on. */
export async function completeKey(db: Db, id: number, status: number, body: string): Promise<void> {
  await db.update(idempotencyKeys).set({ state: 'done', status, body }).where(eq(idempotencyKeys.id, id));
}

/**
 * A run that did not succeed gives its key back: the same request sent again runs again (a refusal is
 * answered again by the same rules; a failure may have been a moment's).
 */
export async function releaseKey(db: Db, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Drops keys past their day (the nightly clean-up). */
export async function pruneKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`));
}
