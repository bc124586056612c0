import { z } from 'zod';
import { countedText, domesticPhoneSchema, PROFILE_NAME_MAX, passwordSchema } from './account.ts';
import { pagingParameter } from './table-config.ts';
import { singleLine } from './text.ts';

/**
 * Sub-accounts are `<main>_<name>` (issue 3): the main account's login code, an underscore, and a
 * name of letters and digits the main account chooses.
 */
const SUB_ACCOUNT_NAME_MAX = 30;
const subAccountNameSchema = singleLine({ error: 'subAccountNameRule' })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9]{1,${SUB_ACCOUNT_NAME_MAX}}$`), { error: 'subAccountNameRule' });

export const subAccountLoginCode = (mainLoginCode: string, name: string): string => `${mainLoginCode}_${name}`;

/** 1 enabled, 2 disabled: the portal's switch values (spec 9). */
const accountStatusSchema = z.union([z.literal(1), z.literal(2)]);
export const ACCOUNT_STATUS = { enabled: 1, disabled: 2 } as const;

const funcIds = z.array(z.number().int().positive()).max(500);

export const userListParameter = pagingParameter.extend({
  /** Searches the login code, the name and the mobile number. */
  keyword: singleLine().trim().max(100).optional(),
  status: accountStatusSchema.optional(),
});

export const addUserParameter = z.object({
  subName: subAccountNameSchema,
  name: countedText(PROFILE_NAME_MAX, 'pleaseEnterName'),
  mobile: domesticPhoneSchema.optional().or(z.literal('')),
  password: passwordSchema,
  status: accountStatusSchema.default(1),
  funcIds: funcIds.default([]),
});

export type AddUserParameter = z.infer<typeof addUserParameter>;

/** The login code cannot change (spec 8 "account cannot be changed"): it is not part of the edit. */
export const updateUserParameter = z.object({
  id: z.number().int().positive(),
  /**
   * The account's login code, as the edit form shows it: a sub-account keeps the code it was made with (sessions,
   * audit lines and the main account's own code hang on it), so a different one is spec 8's "account cannot be changed".
   */
  loginCode: singleLine().trim().max(100).optional(),
  name: countedText(PROFILE_NAME_MAX, 'pleaseEnterName').optional(),
  mobile: domesticPhoneSchema.optional().or(z.literal('')),
  status: accountStatusSchema.optional(),
  funcIds: funcIds.optional(),
});

export type UpdateUserParameter = z.infer<typeof updateUserParameter>;

export const deleteUserParameter = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });

/** Spec 6: a sub-account's forgotten password is reset by its main account. */
export const subAccountPasswordParameter = z.object({
  id: z.number().int().positive(),
  newPassword: passwordSchema,
});

/** A sub-account as the list shows it. */
export interface SubAccountRow {
  id: number;
  loginCode: string;
  name: string;
  mobile: string | null;
  status: 1 | 2;
  funcIds: number[];
  /** How many pages are granted (the list's column; funcIds is for the edit form). */
  pageCount: number;
  createdAt: string;
  lastLoginAt: string | null;
}

/** The reset form: the new password twice (the confirmation is the form's, not the call's). */
export const subAccountPasswordForm = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: singleLine({ error: 'pleaseEnterPassword' }).min(1, { error: 'pleaseEnterPassword' }),
  })
  .refine((p) => p.newPassword === p.confirmPassword, { error: 'passwordMismatch', path: ['confirmPassword'] });
