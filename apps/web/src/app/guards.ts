import { holdsWallet } from '@portal/shared/user-info';
import { redirect } from 'react-router';
import { ApiError, getToken } from '@/lib/api-client.ts';
import { clearSession, prepayQuery, userInfoQuery } from '@/lib/auth.ts';
import { queryClient } from '@/lib/query-client.ts';

/** Where the login page sends the user back to (spec 2: the redirect query). */
export const loginUrl = (wanted: string): string => (wanted && wanted !== '/' ? `/login?redirect=${encodeURIComponent(wanted)}` : '/login');

/** Only a path on this site may be a redirect target, never another origin. */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** Why someone was sent to the login page (an expired or ended session): shown there once. */
let guardMessage: string | null = null;
export const tellLoginPage = (message: string): void => {
  guardMessage = message;
};
export const takeGuardMessage = (): string | null => {
  const m = guardMessage;
  guardMessage = null;
  return m;
};

/**
 * Spec 4 "Navigation guard": no token goes to the login page with the wanted path; a token
 * without user info loads it (and the prepaid account first) before the page renders; if that
 * fails the token is dropped, the reason is shown and the user goes to the login page.
 */
export async function requireSession({ request }: { request: Request }) {
  const url = new URL(request.url);
  const wanted = url.pathname + url.search;
  if (!getToken()) throw redirect(loginUrl(wanted));
  try {
    const info = await queryClient.ensureQueryData(userInfoQuery);
    if (holdsWallet(info)) await queryClient.prefetchQuery(prepayQuery);
    return null;
  } catch (err) {
    clearSession();
    tellLoginPage(err instanceof ApiError ? err.desc : 'Has Error');
    throw redirect(loginUrl(wanted));
  }
}

/** A logged-in user opening /login goes to / (spec 2). */
export function redirectIfLoggedIn() {
  if (getToken()) throw redirect('/');
  return null;
}
