/**
 * The open platform (issue 30, page `/vipCenter/openPlatform`): a shipper's own systems call the
 * courier's REST API under /open/v1 with an API key the shipper makes here. A key acts for the account
 * that made it, with the pages (grants) chosen for it, never more than that account holds.
 * docs/open-platform.md says how keys are kept and checked.
 */
import { z } from 'zod';
import type { CustomerPage } from './menu.ts';

export const OPEN_PLATFORM_PAGE = 'openPlatform' satisfies CustomerPage;

/** live: real shipments, charged. test: priced, never charged, never collected (issue 30 "Test keys"). */
const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** What every secret starts with: the mode is readable in a log or a leaked file at a glance. */
export const API_KEY_PREFIX: Record<ApiKeyMode, string> = { live: 'sk_live_', test: 'sk_test_' };

export const API_KEY_NAME_MAX = 40;
/**
 * Keys in force a customer may hold at once. A key rotated and still in its overlap is not counted: its
 * successor is, so a rotation never meets the ceiling and never widens it.
 */
export const API_KEYS_IN_FORCE_MAX = 20;
/** How long a rotated key keeps working beside its successor: up to a week, 0 ends it at once. */
export const API_KEY_OVERLAP_HOURS_MAX = 168;
/** What the rotate dialog offers first: a day, time enough to deploy a new secret. */
export const API_KEY_OVERLAP_HOURS_DEFAULT = 24;

export const createApiKeyParameter = z.object({
  name: z
    .string({ error: 'apiKeyNameRequired' })
    .trim()
    .min(1, { error: 'apiKeyNameRequired' })
    .max(API_KEY_NAME_MAX, { error: 'apiKeyNameTooLong' }),
  mode: z.enum(API_KEY_MODES, { error: 'invalidParameter' }),
  /** The pages the key acts with; each one the account making it holds. */
  pages: z
    .array(z.string({ error: 'invalidParameter' }).max(64, { error: 'invalidParameter' }), { error: 'apiKeyPagesRequired' })
    .min(1, { error: 'apiKeyPagesRequired' })
    .max(100, { error: 'invalidParameter' })
    .transform((pages) => [...new Set(pages)].sort()),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyParameter>;

const keyId = z.number({ error: 'invalidParameter' }).int({ error: 'invalidParameter' }).positive({ error: 'invalidParameter' });

export const revokeApiKeyParameter = z.object({ id: keyId });

export const rotateApiKeyParameter = z.object({
  id: keyId,
  overlapHours: z
    .number({ error: 'apiKeyOverlapRange' })
    .int({ error: 'apiKeyOverlapRange' })
    .min(0, { error: 'apiKeyOverlapRange' })
    .max(API_KEY_OVERLAP_HOURS_MAX, { error: 'apiKeyOverlapRange' }),
});

/** A key as the page lists it: never its secret, which is shown once, when it is made. */
export interface ApiKeyView {
  id: number;
  name: string;
  mode: ApiKeyMode;
  /** The secret's first characters (`sk_live_AbC…`), to tell keys apart in a list and in a log. */
  hint: string;
  pages: string[];
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** A rotated key works until then, beside the key that replaced it. */
  expiresAt: string | null;
  /** The key made when this one was rotated; a replaced key cannot be rotated again. */
  replacedBy: number | null;
  /** Neither revoked nor past its overlap. */
  inForce: boolean;
}

/** What making or rotating a key answers: the key, and its secret this once. */
export interface ApiKeyCreated {
  key: ApiKeyView;
  secret: string;
}

/** How many characters of a secret the list shows: the prefix and four of the random part. */
export const API_KEY_HINT_LENGTH = 12;

/** apiCallList: the open API's calls of the last week, of one key or all, those that failed or all. */
export const apiCallListParameter = z.object({
  keyId: keyId.optional(),
  outcome: z.enum(['ok', 'failed'], { error: 'invalidParameter' }).optional(),
});

/** How many calls the page lists at once: the newest. */
export const API_CALLS_SHOWN = 200;

/** One call of the open API as the page lists it (issue 30 "Every call is logged per key"). */
export interface ApiCallView {
  id: number;
  keyId: number;
  keyName: string;
  at: string;
  method: string;
  path: string;
  status: number;
  latencyMs: number;
  idempotencyKey: string | null;
  requestId: string;
}
