import { SessionKey, session } from '@/lib/storage.ts';

// Spec 2: the route the user was on is kept before going to the bank (a top-up, a statement paid
// online), and offered on the payment result page when the bank sends the browser back.

export const returnPath = (): string => session.get(SessionKey.paymentReturnPath) ?? '/';

/** Sends the browser to the gateway's bank page in this window, after keeping the page it leaves. */
export function goToBank(paymentURL: string): void {
  session.set(SessionKey.paymentReturnPath, `${location.pathname}${location.search}`);
  window.location.assign(paymentURL);
}
