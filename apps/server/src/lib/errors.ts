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

/** The error, or one it was caused by, carries this PostgreSQL error code, whichever driver reports it. */
export function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A unique index refused the row (PostgreSQL 23505), whichever driver reports it. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');
