/**
 * Everything the portal keeps in the browser (spec 3 "Local storage"), under one prefix so logout
 * can clear exactly what is ours. The session itself lives on the server; the token only names it.
 */
const PREFIX = 'portal.';

export const StorageKey = {
  token: 'token',
  sessionId: 'sessionId',
  adminToken: 'adminToken',
  version: 'version',
  trainingAuth: 'trainingAuth',
  /** Remembered login code (never the password; see docs/decisions.md). */
  rememberedAccount: 'rememberedAccount',
  layout: 'layout',
  sidebarCollapsed: 'sidebarCollapsed',
  visitedTabs: 'visitedTabs',
  /** Per-user column settings are keyed `tableConfig.<loginCode>` (issue 3). */
  tableConfig: 'tableConfig',
  /** Whether new messages are also shown as browser notifications (the popover's push switch). */
  messagePush: 'messagePush',
  /** How this browser prints waybill labels (PDF, or ZPL for the thermal printer beside it, and its dpi). */
  labelFormat: 'labelFormat',
} as const;

export const SessionKey = {
  visitorCode: 'visitorCode',
  regionTree: 'regionTree',
  /** The key this tab left when it was last hidden; it takes the session back after a reload. */
  resumeKey: 'resumeKey',
  /** Where an online payment (a top-up, a statement) started, to go back to from the payment result. */
  paymentReturnPath: 'paymentReturnPath',
} as const;

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

export const local = {
  get: (key: string): string | null => safe(() => localStorage.getItem(PREFIX + key), null),
  set: (key: string, value: string): void => safe(() => localStorage.setItem(PREFIX + key, value), undefined),
  remove: (key: string): void => safe(() => localStorage.removeItem(PREFIX + key), undefined),
  getJson<T>(key: string): T | null {
    const raw = local.get(key);
    return raw ? safe(() => JSON.parse(raw) as T, null) : null;
  },
  setJson: (key: string, value: unknown): void => local.set(key, JSON.stringify(value)),
  /** Our keys (without the prefix) that start with `start`. */
  keysStartingWith: (start: string): string[] =>
    safe(
      () =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith(PREFIX + start))
          .map((k) => k.slice(PREFIX.length)),
      [],
    ),
  /** Removes every key of ours whose name starts with one of the given names. */
  removeMatching(names: string[]): void {
    safe(() => {
      for (const k of Object.keys(localStorage))
        if (names.some((n) => k === PREFIX + n || k.startsWith(`${PREFIX + n}.`))) localStorage.removeItem(k);
    }, undefined);
  },
};

export const session = {
  get: (key: string): string | null => safe(() => sessionStorage.getItem(PREFIX + key), null),
  set: (key: string, value: string): void => safe(() => sessionStorage.setItem(PREFIX + key, value), undefined),
};

/** A random id for this browser tab, used in signed download URLs (spec 7). */
export function visitorCode(): string {
  let code = session.get(SessionKey.visitorCode);
  if (!code) {
    code = crypto.randomUUID();
    session.set(SessionKey.visitorCode, code);
  }
  return code;
}

export function getCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

export function setCookie(name: string, value: string, days = 365): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser our shippers use
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${days * 86_400}; SameSite=Lax`;
}
