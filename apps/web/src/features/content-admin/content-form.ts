import type { AnnouncementRecord, BannerRecord, BannerTone } from '@portal/shared/dashboard';
import { LANGS, type LocalText } from '@portal/shared/lang';
import { malaysiaInstant, malaysiaTime } from '@portal/shared/time';
import { describeIssue } from '@portal/shared/validation';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';

/**
 * The banner and announcement forms: what the fields hold, the parameter they send, and one rule
 * per field read from the shared schema the server applies to that parameter.
 */

export interface BannerValues {
  title: LocalText;
  body: LocalText;
  link: string;
  tone: BannerTone;
  sort: number | null;
  active: boolean;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
}

export interface AnnouncementValues {
  title: LocalText;
  content: LocalText;
  pinned: boolean;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
}

const noText = (): LocalText => Object.fromEntries(LANGS.map((l) => [l, ''])) as LocalText;

/**
 * The pickers read and write Malaysian time whatever the browser's zone: their Dayjs values carry
 * the Malaysian wall clock, which is read back as that time in Kuala Lumpur. Nothing picked is no
 * time; an unreadable pick stays text, for the rule to refuse.
 */
export function shownTimeToApi(picked: Dayjs | null | undefined): string | undefined {
  if (!picked) return undefined;
  const at = malaysiaInstant(picked.format('YYYY-MM-DD HH:mm:ss'));
  return Number.isNaN(at.getTime()) ? String(picked.format()) : at.toISOString();
}

/** A stored instant as the picker shows it: its Malaysian wall clock. */
export const shownTimeFromApi = (instant: string | null): Dayjs | null => (instant ? dayjs(malaysiaTime(new Date(instant))) : null);

export const bannerValuesOf = (row: BannerRecord | null): BannerValues =>
  row
    ? {
        title: { ...row.title },
        body: { ...row.body },
        link: row.link,
        tone: row.tone,
        sort: row.sort,
        active: row.active,
        startsAt: shownTimeFromApi(row.startsAt),
        endsAt: shownTimeFromApi(row.endsAt),
      }
    : { title: noText(), body: noText(), link: '', tone: 'red', sort: 0, active: true, startsAt: null, endsAt: null };

export const bannerParameterOf = (v: BannerValues) => ({
  title: v.title,
  body: v.body,
  link: v.link ?? '',
  tone: v.tone,
  // Left empty: the rule's default, first place (0).
  sort: v.sort ?? undefined,
  active: v.active,
  startsAt: shownTimeToApi(v.startsAt),
  endsAt: shownTimeToApi(v.endsAt),
});

export const announcementValuesOf = (row: AnnouncementRecord | null): AnnouncementValues =>
  row
    ? {
        title: { ...row.title },
        content: { ...row.content },
        pinned: row.pinned,
        startsAt: shownTimeFromApi(row.startsAt),
        endsAt: shownTimeFromApi(row.endsAt),
      }
    : { title: noText(), content: noText(), pinned: false, startsAt: null, endsAt: null };

export const announcementParameterOf = (v: AnnouncementValues) => ({
  title: v.title,
  content: v.content,
  pinned: v.pinned,
  startsAt: shownTimeToApi(v.startsAt),
  endsAt: shownTimeToApi(v.endsAt),
});

/** A field's place in the values and in the parameter: `['title', 'en']`, `['endsAt']`. */
export type FieldPath = readonly [string] | readonly [string, string];

function withValue(values: object, path: FieldPath, value: unknown): Record<string, unknown> {
  const next: Record<string, unknown> = { ...values };
  const [head, leaf] = path;
  if (leaf === undefined) next[head] = value;
  else next[head] = { ...(next[head] as object), [leaf]: value };
  return next;
}

/** The first thing the schema says about the field at `path` of the parameter, or null. */
export function fieldProblem<V>(
  schema: z.ZodType,
  toParameter: (values: V) => unknown,
  values: V,
  path: FieldPath,
): { key: string; params: Record<string, string | number> } | null {
  const result = schema.safeParse(toParameter(values));
  if (result.success) return null;
  const at = path.join('.');
  const issue = result.error.issues.find((i) => i.path.join('.') === at);
  return issue ? describeIssue(issue) : null;
}

/**
 * The rule of one field: the whole parameter the form would send is checked by the shared schema,
 * and the field shows what is said at its own path, a refinement's too (the end after the start:
 * give that field `dependencies` on the start). `translate` turns the catalogue key into text.
 */
export function parameterRule<V extends object>(
  schema: z.ZodType,
  toParameter: (values: V) => unknown,
  path: FieldPath,
  translate: (key: string, params: Record<string, string | number>) => string,
  required = false,
): FormRule {
  return (form) => ({
    required,
    validator: async (_rule, value: unknown) => {
      const values = withValue(form.getFieldsValue(true) as V, path, value) as V;
      const problem = fieldProblem(schema, toParameter, values, path);
      if (problem) throw new Error(translate(problem.key, problem.params));
    },
  });
}
