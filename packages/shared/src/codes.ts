/**
 * Result codes of the portal contract (`{success, code, desc, data}`).
 * 200, 10001, 70001 and 135010037 are the spec's own; the others are ours and stable.
 */
export const Code = {
  OK: 200,
  /** Wrong login code or password, or wrong old password when changing it. */
  WRONG_CREDENTIALS: 10001,
  /** Session expired or unknown: reply has no success flag and no data (spec 8). */
  SESSION_EXPIRED: 70001,
  /** An administrator ended the session: log out and go to the login page. */
  FORCED_LOGOUT: 135010037,
  BAD_PARAMETER: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BODY_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  /** The login needs the image code (after 3 failures in a row), or it was wrong. */
  IMG_CODE_REQUIRED: 10002,
  IMG_CODE_WRONG: 10003,
  ACCOUNT_DISABLED: 10004,
  ACCOUNT_FROZEN: 10005,
  QR_EXPIRED: 10006,
  RESET_LINK_INVALID: 10007,
  /** The prepaid balance does not cover the order. */
  WALLET_INSUFFICIENT: 10008,
  /** A QR login confirmed before the confirming account scanned it (scanQrLogin). */
  QR_NOT_SCANNED: 10009,
  CONFLICT: 409,
  /** The payment gateway could not make a bill just now; nothing was charged. */
  GATEWAY_UNAVAILABLE: 10010,
  /** The database could not be reached for a moment (a restart, a failover): nothing was done; try again. */
  DATABASE_UNAVAILABLE: 10011,
} as const;
