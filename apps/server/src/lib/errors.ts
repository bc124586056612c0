import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
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

  /**
   * The catalogue codes of broken rules (rulesBroken), in the order of `data.issues`: the open API names each
   * field's rule by its code; the portal's reply shows the words only, so this is not part of its envelope.
   */
  issueCodes?: readonly MessageKey[];
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

/**
 * Rules a request breaks (an order's, a service-area check's: each issue a field and a catalogue message), as one
 * refusal: the first issue is the message, and every issue is listed by field in the caller's language.
 */
export function rulesBroken(
  issues: { field: string; key: MessageKey; params?: Record<string, string | number> }[],
  translate: (key: string, lang: Lang, params?: Record<string, string | number>) => string,
  lang: Lang,
) {
  const first = issues[0]!;
  const error = new PortalError(Code.BAD_PARAMETER, first.key, first.params, {
    issues: issues.map((i) => ({ field: i.field, desc: translate(i.key, lang, i.params) })),
  });
  error.issueCodes = issues.map((i) => i.key);
  return error;
}
