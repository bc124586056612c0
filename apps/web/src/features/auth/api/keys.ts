/**
 * The sign-in screens' query keys, all under 'auth': a completed login drops every query but these
 * (use-complete-login.ts matches the first element), so the login page does not refetch meanwhile.
 */
export const authKeys = {
  all: ['auth'] as const,
  loginQr: () => [...authKeys.all, 'loginQr'] as const,
  qrLoginInfo: (qrUuid: string | undefined) => [...authKeys.all, 'qrLoginInfo', qrUuid] as const,
  resetToken: (token: string) => [...authKeys.all, 'resetToken', token] as const,
};
