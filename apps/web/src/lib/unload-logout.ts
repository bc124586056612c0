import { getToken } from './api-client.ts';
import { tabResumeKey } from './resume-key.ts';
import { local } from './storage.ts';

/** Each open portal page beats in localStorage; a page whose beat is older than this is gone. */
const TAB_BEAT_MS = 5_000;
/** Longer than a hidden tab's slowest timer (browsers run them once a minute in the background). */
const TAB_ALIVE_MS = 90_000;
const TAB_PREFIX = 'tab.';

/**
 * Closing the browser ends the session (spec 4), on any page and from the first moment.
 *
 * A page being hidden cannot tell a close from a reload, and the spec's 5 ms between beforeunload and
 * pagehide did not either: a loaded machine closes slower than that and a quick reload is faster. So
 * when the last open portal page is hidden, the session ends on the server (a beacon, the only request a
 * closing page may still send) and a fresh key stays in this tab's sessionStorage, which outlives a
 * reload and dies with the tab. The reloaded page sends the key with its calls and gets its session back;
 * nothing else can. A page hidden while another portal page is still open (closing one of two tabs)
 * ends nothing (docs/decisions.md, "Closing the browser").
 */
export function installUnloadLogout(): void {
  const me = TAB_PREFIX + crypto.randomUUID();
  const beat = () => local.set(me, String(Date.now()));
  beat();
  setInterval(beat, TAB_BEAT_MS);
  window.addEventListener('pagehide', () => {
    local.remove(me);
    const token = getToken();
    if (!token || otherPagesOpen()) return;
    const resumeKey = tabResumeKey();
    const body = JSON.stringify({ token, parameter: { resumeKey } });
    navigator.sendBeacon('/api/logout.do', new Blob([body], { type: 'application/json' }));
  });
  // A page back from the browser's cache after being hidden beats again.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) beat();
  });
}

function otherPagesOpen(): boolean {
  const now = Date.now();
  return local.keysStartingWith(TAB_PREFIX).some((key) => {
    const at = Number(local.get(key));
    if (now - at < TAB_ALIVE_MS) return true;
    local.remove(key);
    return false;
  });
}
