import type { AccountType } from '@portal/shared/account';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, type SessionEndReason, sessions, users } from '../../db/schema/index.ts';
import { InvalidatingCache } from '../../lib/cache.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Authentication } from '../../plugins/portal.ts';

type EndReason = SessionEndReason;

/** A session by its token's hash, with what each call checks of its account: prepared, as every uncached call runs it. */
const sessionStatement = (db: Db) =>
  preparedOnce(db, 'session_by_token', () =>
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        loginCode: users.loginCode,
        accountType: users.accountType,
        customerId: users.customerId,
        lockFlag: customers.lockFlag,
        userStatus: users.status,
        lastSeenAt: sessions.lastSeenAt,
        endReason: sessions.endReason,
        endedAt: sessions.endedAt,
        resumeHash: sessions.resumeHash,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(customers, eq(customers.id, users.customerId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_by_token'),
  );

interface CachedSession {
  sessionId: string;
  userId: number;
  loginCode: string;
  accountType: AccountType;
  customerId: number | null;
  lockFlag: number;
  userStatus: number;
  lastSeenAt: number;
  /** When last_seen_at was last written; writes are throttled so a busy session is not a write per call. */
  lastWrittenAt: number;
  endReason: EndReason | null;
  /** Set when a closing tab ended the session: the hash of the key that tab may come back with. */
  resumeHash: string | null;
}

/**
 * Sessions live in the database; this service keeps a short-lived copy per process so that an
 * authenticated call does not cost a query. The change feed empties it the moment a session ends
 * or its account changes, in every process.
 */
export class SessionService {
  private readonly cache = new InvalidatingCache<CachedSession>(30_000);
  private readonly writeEveryMs: number;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
    private readonly idleMs: number,
  ) {
    this.writeEveryMs = Math.min(60_000, Math.floor(idleMs / 4));
    changes.watch({
      session: (tokenHash) => this.cache.invalidate(tokenHash),
      user: (id) => this.cache.invalidateWhere((s) => s.userId === id),
      customer: (id) => this.cache.invalidateWhere((s) => s.customerId === id),
      all: () => this.cache.clear(),
    });
  }

  /** Starts a session for a user; the token is returned once and only its hash is stored. */
  async create(
    db: DbOrTx,
    userId: number,
    via: 'password' | 'qr',
    client: { ip: string; userAgent: string | undefined },
  ): Promise<{ token: string; sessionId: string }> {
    const token = newToken();
    const [row] = await db
      .insert(sessions)
      .values({ tokenHash: hashToken(token), userId, via, ip: client.ip, userAgent: client.userAgent?.slice(0, 300) })
      .returning({ id: sessions.id });
    return { token, sessionId: row!.id };
  }

  /**
   * Token -> hash for the sessions this process has let in: the hash keys the cache and the table,
   * and hashing it again on every call was a tenth of a postcode lookup's work. Only tokens that
   * found their session are kept (a stranger's guesses are hashed each time); forgotten wholesale
   * past 50,000.
   */
  private readonly knownHashes = new Map<string, string>();

  /**
   * `resumeKey` is the key a tab kept when it was hidden (reloaded or closed): a session ended by that
   * tab's closing is taken back by the same tab, reloaded, and by nobody else.
   */
  async authenticate(token: string, resumeKey?: string): Promise<Authentication> {
    const tokenHash = this.knownHashes.get(token) ?? hashToken(token);
    const epoch = this.cache.epochNow;
    let s = await this.cache.load(tokenHash, () => this.read(tokenHash));
    if (!s) return 'expired';
    const now = Date.now();
    if (s.endReason === 'closed' && resumeKey && s.resumeHash === hashToken(resumeKey) && now - s.lastSeenAt <= this.idleMs) {
      s = await this.resume(tokenHash, s.resumeHash);
      if (!s) return 'expired';
    }
    if (!s.endReason && now - s.lastSeenAt > this.idleMs) {
      // Another process may have seen this session more recently: ask the database before ending it.
      this.cache.invalidate(tokenHash);
      const fresh = await this.read(tokenHash);
      if (!fresh) return 'expired';
      s = fresh;
      if (!s.endReason && now - s.lastSeenAt > this.idleMs) {
        await this.endWhere(this.db, { tokenHash }, 'idle');
        return 'expired';
      }
    }
    if (s.endReason) return s.endReason === 'forced' ? 'forced' : 'expired';
    if (s.userStatus !== 1) return 'expired';
    if (now - s.lastWrittenAt > this.writeEveryMs) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, s.sessionId));
      s = { ...s, lastWrittenAt: now };
    }
    this.cache.set(tokenHash, { ...s, lastSeenAt: now }, epoch);
    if (!this.knownHashes.has(token)) {
      if (this.knownHashes.size >= 50_000) this.knownHashes.clear();
      this.knownHashes.set(token, tokenHash);
    }
    return {
      sessionId: s.sessionId,
      tokenHash,
      token,
      userId: s.userId,
      loginCode: s.loginCode,
      accountType: s.accountType,
      customerId: s.customerId,
      lockFlag: s.lockFlag,
    };
  }

  /** The reloaded tab takes its session back; parallel first calls of the new page may all try, one writes. */
  private async resume(tokenHash: string, resumeHash: string): Promise<CachedSession | undefined> {
    await this.db
      .update(sessions)
      .set({ endedAt: null, endReason: null, resumeHash: null })
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.endReason, 'closed'), eq(sessions.resumeHash, resumeHash)));
    await this.changes.publish(this.db, `session:${tokenHash}`);
    this.cache.invalidate(tokenHash);
    return this.read(tokenHash);
  }

  private async read(tokenHash: string): Promise<CachedSession | undefined> {
    const [row] = await sessionStatement(this.db).execute({ tokenHash });
    if (!row) return undefined;
    const lastSeen = row.lastSeenAt.getTime();
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      loginCode: row.loginCode,
      accountType: row.accountType,
      customerId: row.customerId,
      lockFlag: row.lockFlag ?? 0,
      userStatus: row.userStatus,
      lastSeenAt: lastSeen,
      lastWrittenAt: lastSeen,
      endReason: row.endedAt ? (row.endReason ?? 'logout') : null,
      resumeHash: row.resumeHash,
    };
  }

  /** Ends one session (by token hash) or every session of a user; the change reaches all processes. */
  async endWhere(
    db: DbOrTx,
    which: { tokenHash: string } | { userId: number },
    reason: EndReason,
    resumeHash: string | null = null,
  ): Promise<number> {
    const target = 'tokenHash' in which ? eq(sessions.tokenHash, which.tokenHash) : eq(sessions.userId, which.userId);
    const ended = await db
      .update(sessions)
      .set({ endedAt: new Date(), endReason: reason, resumeHash })
      .where(and(target, isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    await this.changes.publish(db, 'tokenHash' in which ? `session:${which.tokenHash}` : `user:${which.userId}`);
    return ended.length;
  }

  /**
   * A tab was hidden (closed, or reloaded: the browser does not say which): the session ends now, and only
   * that tab, coming back with its key, may take it again (docs/decisions.md, "Closing the browser").
   */
  endOnClose(tokenHash: string, resumeKey: string): Promise<number> {
    return this.endWhere(this.db, { tokenHash }, 'closed', hashToken(resumeKey));
  }
}
