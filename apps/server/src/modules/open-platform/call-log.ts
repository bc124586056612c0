import type { ApiCallView } from '@portal/shared/open-platform';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { apiCalls, apiKeys } from '../../db/schema/index.ts';
import type { KeyReader } from './repository.ts';

/** What one call of the open API leaves in its key's log: the page's row, less what the log adds itself. */
type CallRecord = Omit<ApiCallView, 'id' | 'keyId' | 'keyName' | 'at'>;

/** How long a call stays in the log, and how far the page looks back (issue 30: the last 7 days). */
const CALL_LOG_DAYS = 7;

/**
 * Writes a call to its key's log, and marks the key used at most once a minute: a system calling
 * a thousand times a minute costs one key update, not a thousand (a hot row would serialise them).
 */
export async function recordCall(db: Db, key: { id: number; customerId: number }, call: CallRecord): Promise<void> {
  await db.insert(apiCalls).values({ keyId: key.id, customerId: key.customerId, ...call });
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.id, key.id), or(sql`${apiKeys.lastUsedAt} is null`, lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
}

export interface CallFilter {
  keyId?: number;
  outcome?: 'ok' | 'failed';
  limit: number;
}

/** The calls of the last week this reader may see (a sub-account: those of its own keys), newest first. */
export function callsOf(db: DbOrTx, reader: KeyReader, filter: CallFilter) {
  const where: (SQL | undefined)[] = [
    eq(apiCalls.customerId, reader.customerId),
    gte(apiCalls.at, sql`now() - make_interval(days => ${CALL_LOG_DAYS})`),
    filter.keyId === undefined ? undefined : eq(apiCalls.keyId, filter.keyId),
    filter.outcome === 'ok' ? lt(apiCalls.status, 400) : filter.outcome === 'failed' ? gte(apiCalls.status, 400) : undefined,
    reader.onlyOf === null ? undefined : eq(apiKeys.userId, reader.onlyOf),
  ];
  return db
    .select({
      id: apiCalls.id,
      keyId: apiCalls.keyId,
      keyName: apiKeys.name,
      at: apiCalls.at,
      method: apiCalls.method,
      path: apiCalls.path,
      status: apiCalls.status,
      latencyMs: apiCalls.latencyMs,
      idempotencyKey: apiCalls.idempotencyKey,
      requestId: apiCalls.requestId,
    })
    .from(apiCalls)
    .innerJoin(apiKeys, eq(apiKeys.id, apiCalls.keyId))
    .where(and(...where))
    .orderBy(desc(apiCalls.at), desc(apiCalls.id))
    .limit(filter.limit);
}

/** Drops calls older than the log keeps (the nightly clean-up job). */
export async function pruneCalls(db: Db): Promise<number> {
  const gone = await db
    .delete(apiCalls)
    .where(lt(apiCalls.at, sql`now() - make_interval(days => ${CALL_LOG_DAYS})`))
    .returning({ id: apiCalls.id });
  return gone.length;
}
