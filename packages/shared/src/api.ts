import { z } from 'zod';

/** Bodies above this are refused with `bodyTooLarge` (uploads go through multipart, not JSON). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** For calls that take nothing: whatever the portal sends along is accepted and ignored. */
export const emptyParameter = z.looseObject({});
