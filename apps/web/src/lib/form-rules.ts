import { describeIssueWith, refusesEmpty } from '@portal/shared/rule-issues';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';
import { isLoadedMessage, loadMessages, msg } from './i18n.ts';

/**
 * Forms check input with the SAME zod rules the server applies (packages/shared, "one rule, one
 * place"). A rule's message is a key of the shared message table, translated here; antd validates
 * on change by default, as spec 5 asks.
 */
type Issue = z.core.$ZodIssue;

/** The issue in the user's words: the messages are loaded before any rule runs (see resolve). */
const issueText = (issue: Issue): string => {
  const { key, params } = describeIssueWith(issue, isLoadedMessage);
  return msg(key, params);
};

/** The first problem zod finds with `value`, translated; null when the value passes. */
function firstProblem(schema: z.ZodType, value: unknown, path?: string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = path === undefined ? result.error.issues[0] : result.error.issues.find((i) => i.path[0] === path);
  return issue ? issueText(issue) : null;
}

/** A schema, or a loader of one: pages that must stay light (the login page) load zod on first use. */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** The schema, with the messages its issues are told in (already there on every page but /login). */
const resolve = async <S extends z.ZodType>(source: SchemaSource<S>): Promise<S> => {
  const [schema] = await Promise.all([typeof source === 'function' ? source() : source, loadMessages()]);
  return schema;
};

/**
 * Whether the field is marked required (antd's mark and aria-required): when the rule refuses it
 * empty. Only the validator checks, so the message is still the rule's own. A schema still to be
 * loaded is not marked.
 */
const requiredBy = (source: SchemaSource<z.ZodType>, pick: (schema: z.ZodType) => z.ZodType = (s) => s): boolean =>
  typeof source !== 'function' && refusesEmpty(pick(source));

/** A whole schema as the rule of one field: `rules={[zodRule(emailSchema)]}`. */
export function zodRule(source: SchemaSource<z.ZodType>): FormRule {
  return {
    required: requiredBy(source),
    validator: async (_rule, value: unknown) => {
      const problem = firstProblem(await resolve(source), value);
      if (problem) throw new Error(problem);
    },
  };
}

/**
 * A shared rule as the rule of a cell edited in place (list kit `InlineCell.rule`): its first problem, translated,
 * or null. `toRule` turns the cell's value into what the rule reads (kg typed, grams checked). Checked as typed,
 * so the schema is given, not loaded; the kit's pages have the messages already.
 */
export const cellRule =
  <V>(schema: z.ZodType, toRule: (value: unknown, draft: V) => unknown = (value) => value) =>
  (value: unknown, draft: V): string | null =>
    firstProblem(schema, toRule(value, draft));

/**
 * The rule of one field of an object schema. The field's own rule runs first; then the whole form
 * is checked so the object's refinements (the confirmation must match...) land on the field they
 * name. Give the field `dependencies` on the fields its refinement reads.
 */
export function fieldRule<S extends z.ZodObject>(source: SchemaSource<S>, field: Extract<keyof S['shape'], string>): FormRule {
  return (form) => ({
    required: requiredBy(source, (schema) => (schema as S).shape[field] as z.ZodType),
    validator: async (_rule, value: unknown) => {
      const schema = await resolve(source);
      const own = schema.shape[field] as z.ZodType;
      const problem = firstProblem(own, value) ?? firstProblem(schema, { ...form.getFieldsValue(true), [field]: value }, field);
      if (problem) throw new Error(problem);
    },
  });
}

/**
 * What a form shows when the server refuses: its `desc`, already in the user's language; a
 * catalogue message for anything that never reached it.
 */
export const refusalText = (err: unknown, fallbackKey = 'serverError'): string => (err instanceof ApiError ? err.desc : msg(fallbackKey));
