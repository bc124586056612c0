import { z } from 'zod';
import { normaliseDomesticPhone, PHONE_TYPED_MAX } from './phone.ts';
import { singleLine, textLength } from './text.ts';

/**
 * Account kinds (spec 3): the administrator, a customer's main account (login code without `_`)
 * and its sub-accounts (login code `<main>_<name>`).
 */
const ACCOUNT_TYPES = ['ADMIN', 'MAIN', 'SUB'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The fixed customer code the administrator carries (spec 6 "fixed administrator customer code"). */
export const ADMIN_CUSTOMER_CODE = 'SUPERADMIN';

export const isSubAccountCode = (loginCode: string): boolean => loginCode.includes('_');

/** After this many failed logins in a row for one login code the image code is demanded. */
export const LOGIN_FAILURES_BEFORE_IMG_CODE = 3;

/**
 * Spec 5: 6-16 characters, first a letter, then letters, digits and common symbols.
 * The symbol set is the printable ASCII punctuation; spaces and non-ASCII are refused.
 */
const PASSWORD_PATTERN = /^[A-Za-z][A-Za-z0-9!-/:-@[-`{-~]{5,15}$/;
export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);

export const passwordSchema = singleLine({ error: 'pleaseEnterPassword' })
  .min(1, { error: 'pleaseEnterPassword' })
  .refine(isValidPassword, { error: 'passwordRule' });

/** Ordinary e-mail pattern (spec 5 "Email binding"); API_MSG_0115 when it does not fit. */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value);
export const emailSchema = singleLine({ error: 'pleaseEnterEmail' })
  .trim()
  .min(1, { error: 'pleaseEnterEmail' })
  .max(100, { error: 'API_MSG_0115' })
  .refine((v) => EMAIL_PATTERN.test(v), { error: 'API_MSG_0115' });

/** A string limited by the portal's length count (non-Latin characters count 2). */
export const countedText = (max: number, requiredKey: string) =>
  singleLine({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .refine((v) => textLength(v) <= max, { error: 'textTooLong', params: { max } });

/**
 * Domestic phone (spec 5): starts with 0 or +60, 8 to 11 digits once +60 is read as 0.
 * Spaces, hyphens and brackets, as people type them ('+60 12-345 6789', '(012) 345 6789'), are
 * allowed and ignored: the digits are what count.
 */
/** 0, then an area or mobile code (never 0: '+60 0123...' written with both prefixes is no number), 8 to 11 digits in all. */
export const isDomesticPhone = (value: string): boolean => /^0[1-9]\d{6,9}$/.test(normaliseDomesticPhone(value));

export const domesticPhoneSchema = singleLine({ error: 'pleaseInputPhoneNumber' })
  .trim()
  .min(1, { error: 'pleaseInputPhoneNumber' })
  .refine((v) => v.length <= PHONE_TYPED_MAX && isDomesticPhone(v), { error: 'phoneValidLength' });

export const loginCodeSchema = singleLine({ error: 'usernamePasswordEmpty' })
  .trim()
  .min(1, { error: 'usernamePasswordEmpty' })
  .max(100, { error: 'wrongAccountOrPassword' });

/** The account named by the profile and reset forms (the login form has its own message). */
const accountCodeSchema = singleLine({ error: 'pleaseEnterAccount' })
  .trim()
  .min(1, { error: 'pleaseEnterAccount' })
  .max(100, { error: 'textTooLong' });

/** `login.do`. The password is only checked against its hash: old passwords predate the rule. */
export const loginParameter = z.object({
  loginCode: loginCodeSchema,
  loginPassword: singleLine({ error: 'usernamePasswordEmpty' })
    .min(1, { error: 'usernamePasswordEmpty' })
    .max(128, { error: 'wrongAccountOrPassword' }),
  /** The image code and the id `open/getImgCode.do` gave with it, demanded after 3 failures. */
  imgCode: singleLine().trim().max(10).optional(),
  imgUuid: singleLine().max(64).optional(),
});
export type LoginParameter = z.infer<typeof loginParameter>;

/**
 * `logout.do`. Sent with `resumeKey` by a tab being hidden (closed or reloaded, which the browser does not
 * tell apart): the session ends, and only the same tab, reloaded, may take it back with that key.
 */
export const logoutParameter = z.looseObject({
  resumeKey: singleLine()
    .regex(/^[\w-]{16,64}$/, { error: 'invalidParameter' })
    .optional(),
});

/** Change password (spec 7 "Profile"): 200 on success, 10001 when the old password is wrong. */
export const changePasswordParameter = z
  .object({
    loginCode: accountCodeSchema,
    loginPassword: singleLine({ error: 'pleaseEnterPassword' }).min(1, { error: 'pleaseEnterPassword' }).max(128),
    newUserPassword: passwordSchema,
  })
  .refine((p) => p.loginPassword !== p.newUserPassword, {
    error: 'passwordSameAsOld',
    path: ['newUserPassword'],
  });

/** The change-password form adds the confirmation, which never leaves the browser. */
export const changePasswordForm = z
  .object({
    loginPassword: singleLine({ error: 'pleaseEnterPassword' }).min(1, { error: 'pleaseEnterPassword' }),
    newUserPassword: passwordSchema,
    confirmPassword: singleLine({ error: 'pleaseEnterPassword' }).min(1, { error: 'pleaseEnterPassword' }),
  })
  .refine((p) => p.newUserPassword === p.confirmPassword, {
    error: 'passwordMismatch',
    path: ['confirmPassword'],
  });

/** Profile edit (spec 5 "name and phone by configured rules"): name up to 50 counted, domestic phone. */
export const PROFILE_NAME_MAX = 50;
export const updateInfoParameter = z.object({
  loginCode: accountCodeSchema,
  name: countedText(PROFILE_NAME_MAX, 'pleaseEnterName'),
  mobile: domesticPhoneSchema,
});

export const getInfoParameter = z.object({
  loginCode: accountCodeSchema.optional(),
  page: z.number().int().min(1).max(10_000).optional(),
  pageSize: z.number().int().min(1).max(100).optional(),
});

export const updateUserEmailParameter = z.object({ cusEmail: emailSchema });

/** `password/sendEamil.do` (the spec's spelling): the account and the e-mail bound to it. */
export const sendResetEmailParameter = z.object({
  loginCode: accountCodeSchema,
  email: emailSchema,
});

/** `password/updatePassword.do`: the token from the e-mailed link and the new password. */
/** Any text is looked up: one that names no live link is answered 'resetLinkInvalid' (10007). */
const resetTokenSchema = singleLine({ error: 'resetLinkInvalid' }).max(200, { error: 'resetLinkInvalid' });
export const checkResetTokenParameter = z.object({ token: resetTokenSchema });
export const resetPasswordParameter = z.object({
  token: resetTokenSchema,
  newPassword: passwordSchema,
});

export const RESET_LINK_MINUTES = 30;
