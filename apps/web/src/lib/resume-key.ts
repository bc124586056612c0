import { SessionKey, session } from './storage.ts';

/**
 * The key this tab's hidings end the session with: one for the tab's life. A beacon may reach the server after the
 * next page's first calls (they do not wait for it), ending the session again behind a page that had nothing left to
 * call; the next hide then finds it already ended and changes nothing. With a fresh key each hide, that page's
 * successor held a key the server never saw and was logged out (seen in CI: a goto after a client-side navigation).
 */
export function tabResumeKey(): string {
  const kept = session.get(SessionKey.resumeKey);
  if (kept) return kept;
  const fresh = crypto.randomUUID();
  session.set(SessionKey.resumeKey, fresh);
  return fresh;
}
