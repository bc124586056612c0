/**
 * Whether an error means the database connection was lost or could not be made (PostgreSQL restarting,
 * a failover, a terminated backend), rather than a fault of the statement or of our code. Such a request
 * did nothing that committed, so it is safe to say "try again" (docs/decisions.md "Input at the edge").
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && LOST_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** PostgreSQL's shutdown and start-up states, and the socket's own failures. */
const LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
/** What node-postgres says when the socket ends under it. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * How long the database has been out of reach, for the log: counted from the first loss of a streak (a
 * loss more than a minute after the last one starts a new streak).
 */
export class OutageClock {
  private since = 0;
  private last = 0;

  lost(now = Date.now()): number {
    if (!this.since || now - this.last > 60_000) this.since = now;
    this.last = now;
    return now - this.since;
  }
}
