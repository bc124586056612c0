import { readFileSync } from 'node:fs';
import type { SmartAddress } from './parse.ts';

/** One hand-written case of a corpus file: pasted text and what a person reads out of it. */
export interface CorpusCase {
  text: string;
  expected: SmartAddress;
}

/**
 * The corpus files, oldest first. `corpus.json` was written alongside the parser; `corpus-blind.json` (150 cases) and
 * `corpus-blind-2.json` (50) were written by someone else before they read the parser, and measured before changing it;
 * `corpus-blind-3.json` (100) by a third hand, before reading the parser; `corpus-blind-4.json` (100) by a fourth hand,
 * likewise (see the README for those first figures). `corpus-labels.json` (issue 14): labels and lead words taken for the
 * name, a firm with "(Attn: …)", a sender's block beside the receiver's, a landline beside a mobile.
 */
export const CORPUS_FILES = [
  'corpus.json',
  'corpus-blind.json',
  'corpus-blind-2.json',
  'corpus-blind-3.json',
  'corpus-blind-4.json',
  'corpus-labels.json',
] as const;

export type CorpusFile = (typeof CORPUS_FILES)[number];

export const FIELDS = ['name', 'phone', 'postcode', 'prov', 'city', 'address'] as const satisfies readonly (keyof SmartAddress)[];

type Field = (typeof FIELDS)[number];

export const loadCorpusFile = (file: CorpusFile): CorpusCase[] =>
  JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as CorpusCase[];

/** Every case of every corpus file. */
export const loadCorpus = (): CorpusCase[] => CORPUS_FILES.flatMap(loadCorpusFile);

const squeeze = (s: string) => s.trim().replace(/\s+/g, ' ');
/** The address is free text: commas, spacing and case are the writer's choice, not a parsing error. */
const looseAddress = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s,]+/g, ' ')
    .trim();

function fieldMatches(field: Field, got: string, expected: string): boolean {
  return field === 'address' ? looseAddress(got) === looseAddress(expected) : squeeze(got) === squeeze(expected);
}

export interface Accuracy {
  /** Share of cases with the field right, 0..1. */
  perField: Record<Field, number>;
  /** Share of all fields of all cases right. */
  overall: number;
  misses: { text: string; field: Field; got: string; expected: string }[];
}

/** Six fields a case; each right or wrong. */
export function corpusAccuracy(cases: readonly CorpusCase[], parse: (text: string) => SmartAddress): Accuracy {
  const right = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  const misses: Accuracy['misses'] = [];
  for (const c of cases) {
    const got = parse(c.text);
    for (const field of FIELDS) {
      if (fieldMatches(field, got[field], c.expected[field])) right[field]++;
      else misses.push({ text: c.text, field, got: got[field], expected: c.expected[field] });
    }
  }
  const n = Math.max(cases.length, 1);
  const perField = Object.fromEntries(FIELDS.map((f) => [f, right[f] / n])) as Record<Field, number>;
  const overall = FIELDS.reduce((sum, f) => sum + right[f], 0) / (n * FIELDS.length);
  return { perField, overall, misses };
}
