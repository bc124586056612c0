import { getToken } from './api-client.ts';
import { clearSession } from './auth.ts';
import { local, StorageKey } from './storage.ts';

/** Spec 4/9: a page hide within 5 ms of beforeunload is taken as closing the browser, not a reload. */
const CLOSE_THRESHOLD_MS = 5;

/**
 * Closing the browser ends the session, on any page and from the first moment. The logout goes
 * out as a beacon (the only request a closing page may still send); the server reads the token
 * from the body.
 */
export function installUnloadLogout(): void {
  window.addEventListener('beforeunload', () => local.set(StorageKey.beforeUnloadAt, String(Date.now())));
  window.addEventListener('pagehide', () => {
    const marked = Number(local.get(StorageKey.beforeUnloadAt));
    local.remove(StorageKey.beforeUnloadAt);
    const token = getToken();
    if (!token || !marked || Date.now() - marked > CLOSE_THRESHOLD_MS) return;
    navigator.sendBeacon('/api/logout.do', new Blob([JSON.stringify({ token })], { type: 'application/json' }));
    clearSession();
  });
}
