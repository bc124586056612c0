import { getToken } from './api-client.ts';
import { SessionKey, session } from './storage.ts';

/**
 * Closing the browser ends the session (spec 4), on any page and from the first moment.
 *
 * A page being hidden cannot tell a close from a reload, and the spec's 5 ms between beforeunload and
 * pagehide did not either: a loaded machine closes slower than that and a quick reload is faster. So
 * every hide ends the session on the server (a beacon, the only request a closing page may still send)
 * and leaves a fresh key in this tab's sessionStorage, which outlives a reload and dies with the tab.
 * The reloaded page sends the key with its calls and gets its session back; nothing else can
 * (docs/decisions.md, "Closing the browser").
 */
export function installUnloadLogout(): void {
  window.addEventListener('pagehide', () => {
    const token = getToken();
    if (!token) return;
    const resumeKey = crypto.randomUUID();
    session.set(SessionKey.resumeKey, resumeKey);
    const body = JSON.stringify({ token, parameter: { resumeKey } });
    navigator.sendBeacon('/api/logout.do', new Blob([body], { type: 'application/json' }));
  });
}
