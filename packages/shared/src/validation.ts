import type { z } from 'zod';
import { isMessageKey, type MessageKey } from './messages.ts';

export interface IssueMessage {
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * What to tell the user about a broken rule, the same in a form and in a server reply: the rule's
 * catalogue key with its parameters (a refinement's `params`, or a size rule's own limit as
 * `max`/`min`, and always the `field`); a rule without a catalogue key names the field instead.
 */
export function describeIssue(issue: z.core.$ZodIssue | undefined): IssueMessage {
  const field = issue?.path.length ? issue.path.join('.') : 'parameter';
  if (!issue || !isMessageKey(issue.message)) return { key: 'invalidParameter', params: { field } };
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
