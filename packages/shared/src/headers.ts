/**
 * Request headers of the portal's own beyond the contract's. A module of plain strings: the web app's
 * API client reads it on every page, the login page too, where zod (account.ts) must not load.
 */

/** The header a reloaded tab sends its resume key in (see account.ts logoutParameter). */
export const RESUME_KEY_HEADER = 'resumekey';

/** The reply header that carries the request's id, the one in the server's log lines for it (apps/server app.ts). */
export const REQUEST_ID_HEADER = 'x-request-id';
