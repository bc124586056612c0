import type { PrepayAccount, UserInfo } from '@portal/shared/user-info';
import { queryOptions } from '@tanstack/react-query';
import { call, getToken } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { local, StorageKey } from './storage.ts';

/** The logged-in account (spec 3 "User info"); loaded once per session by the route guard. */
export const userInfoQuery = queryOptions({
  queryKey: ['userInfo'],
  queryFn: () => call<UserInfo>('getUserInfo'),
  staleTime: Number.POSITIVE_INFINITY,
});

export const prepayQuery = queryOptions({
  queryKey: ['prepayAccount'],
  queryFn: () => call<PrepayAccount>('prepay/selectAccount'),
  staleTime: 0,
});

export const isLoggedIn = (): boolean => !!getToken();

export function saveSession(token: string, sessionId: string): void {
  local.set(StorageKey.token, token);
  local.set(StorageKey.sessionId, sessionId);
}

/**
 * Spec 4 "Logout": clears the session, the stored user info and table configuration, and the
 * visited tabs. The server ends the session too (a failure there must not keep anyone logged in).
 */
export async function logout(): Promise<void> {
  const loginCode = queryClient.getQueryData(userInfoQuery.queryKey)?.loginCode;
  if (getToken()) await call('logout', {}, { anonymous: true }).catch(() => undefined);
  clearSession(loginCode);
}

export function clearSession(loginCode?: string): void {
  local.remove(StorageKey.token);
  local.remove(StorageKey.sessionId);
  local.remove(StorageKey.adminToken);
  local.remove(StorageKey.visitedTabs);
  local.removeMatching([loginCode ? `${StorageKey.tableConfig}.${loginCode}` : StorageKey.tableConfig]);
  queryClient.clear();
}
