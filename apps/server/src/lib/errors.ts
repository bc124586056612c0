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

/** A unique index refused the row (PostgreSQL 23505), whichever driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
