import { SessionKey, session } from '@/lib/storage.ts';

/** Spec 2: the route the user was on is kept before going to the bank, and offered on the result page. */
export const rememberReturnPath = (path: string): void => session.set(SessionKey.topupReturnPath, path);
export const returnPath = (): string => session.get(SessionKey.topupReturnPath) ?? '/';
