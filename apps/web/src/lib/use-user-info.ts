import type { UserInfo } from '@portal/shared/user-info';
import { useSuspenseQuery } from '@tanstack/react-query';
import { userInfoQuery } from './auth.ts';

/**
 * The logged-in account inside the layout, where the guard has loaded it, so it is always there.
 * A module of its own: the session functions in auth.ts are on /login, which has no use for the query hooks.
 */
export const useUserInfo = (): UserInfo => useSuspenseQuery(userInfoQuery).data;
