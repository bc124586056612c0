import type { UserInfo } from '@portal/shared/user-info';
import { useMemo } from 'react';
import { useUserInfo } from '@/lib/use-user-info.ts';

/** What the profile screens may show this user (spec 6). */
export interface Profile {
  user: UserInfo;
  isAdmin: boolean;
  /** Main accounts see bank details and bind the e-mail; sub-accounts do neither. */
  isMain: boolean;
  /** The address buttons need both address-book pages in the user's menu. */
  canManageAddresses: boolean;
}

export function useProfile(): Profile {
  const user = useUserInfo();
  return useMemo(() => {
    const paths = new Set(user.funcs.map((f) => f.FUNCPATH));
    return {
      user,
      isAdmin: user.accountType === 'ADMIN',
      isMain: user.accountType === 'MAIN',
      canManageAddresses: paths.has('senderAddress') && paths.has('receiverAddress'),
    };
  }, [user]);
}
