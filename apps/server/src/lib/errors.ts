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
