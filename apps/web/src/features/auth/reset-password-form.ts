import { passwordSchema } from '@portal/shared/account';
import { z } from 'zod';

/**
 * The reset page's form: the shared password rule, and the confirmation that never leaves the
 * browser (same message key as the change-password form).
 */
export const resetPasswordForm = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: 'pleaseEnterPassword' }).min(1, { error: 'pleaseEnterPassword' }),
  })
  .refine((p) => p.newPassword === p.confirmPassword, { error: 'passwordMismatch', path: ['confirmPassword'] });
