import type { z } from 'zod';
import type { MessageKey } from './messages.ts';

/**
 * A broken rule as the user is told, without the message table: the browser knows its language's
 * texts already (its `msg` namespace), so a page's form rules need not load every language's table
 * (32 KB gzip) to tell a catalogue key from a bare zod text. validation.ts is the same with the table.
 */
export interface IssueMessage {
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * What to tell the user about a broken rule, the same in a form and in a server reply: the rule's
 * catalogue key with its parameters (a refinement's `params`, or a size rule's own limit as
 * `max`/`min`, and always the `field`); a rule without a catalogue key (`isKey` says which are)
 * names the field instead.
 */
export function describeIssueWith(issue: z.core.$ZodIssue | undefined, isKey: (key: string) => key is MessageKey): IssueMessage {
  const field = issue?.path.length ? issue.path.join('.') : 'parameter';
  if (!issue || !isKey(issue.message)) return { key: 'invalidParameter', params: { field } };
  const params: Record<string, string | number> = { ...((issue as { params?: Record<string, string | number> }).params ?? {}) };
  // Every catalogue text may name the field ({{field}}): a rule that used such a key without
  // giving it must not show the placeholder itself.
  params.field ??= field;
  if (issue.code === 'too_big') params.max ??= Number(issue.maximum);
  if (issue.code === 'too_small') params.min ??= Number(issue.minimum);
  return { key: issue.message, params };
}

/**
 * Whether a form marks the field required: its rule refuses it left empty (absent, null or ''). The
 * forms read the mark from the same rule the server applies, so the two cannot disagree.
 */
export const refusesEmpty = (schema: z.ZodType): boolean => [undefined, null, ''].every((empty) => !schema.safeParse(empty).success);
