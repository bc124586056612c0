import type { AccountType } from '@portal/shared/account';

/** What a successful login (password or QR) hands the browser: the new session. */
export interface SessionReply {
  token: string;
  sessionId: string;
  accountType: AccountType;
  /** 1 signed; only then is the login code remembered (spec 4). */
  vipAgreementSignStatus: number;
}
