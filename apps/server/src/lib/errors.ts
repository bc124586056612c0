import type { MessageKey } from '@portal/shared/messages';

/**
 * A business refusal: becomes `{success:false, code, desc}` with `desc` translated into the
 * caller's language. Anything else thrown is an internal error and is logged, not shown.
 */
export class PortalError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params?: Record<string, string | number>,
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'PortalError';
  }
}

/** Whether PostgreSQL answered one of these SQLSTATEs, whichever driver reports it (and however wrapped). */
function hasSqlState(error: unknown, states: readonly string[]): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && states.includes(code)) return true;
  }
  return false;
}

/** A unique index refused the row (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, ['23505']);

/** Text PostgreSQL cannot store (NUL: 22P05 untranslatable character, 22021 invalid byte sequence): the caller's doing. */
export const isUnstorableText = (error: unknown): boolean => hasSqlState(error, ['22P05', '22021']);
