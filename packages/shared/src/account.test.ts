import { describe, expect, it } from 'vitest';
import {
  changePasswordForm,
  changePasswordParameter,
  emailSchema,
  isDomesticPhone,
  isSubAccountCode,
  isValidPassword,
  updateInfoParameter,
} from './account.ts';
import { normaliseDomesticPhone } from './phone.ts';
import { textLength } from './text.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('password rule (spec 5)', () => {
  it.each(['Demo1234', 'abcdef', 'a!@#$%^&*()_+-=', 'Zz9.,/<>?', 'p'.padEnd(16, '1')])('accepts %s', (p) => {
    expect(isValidPassword(p)).toBe(true);
  });
  it.each([
    ['abcde', 'too short'],
    ['a'.padEnd(17, 'b'), 'too long'],
    ['1abcdef', 'starts with a digit'],
    ['_abcdef', 'starts with a symbol'],
    ['abc def', 'has a space'],
    ['abcdé12', 'has a non-ASCII letter'],
    ['密码abcdef', 'has Chinese'],
  ])('refuses %s (%s)', (p) => {
    expect(isValidPassword(p)).toBe(false);
  });
  it('names the catalogue messages', () => {
    expect(firstMessage(changePasswordParameter.safeParse({ loginCode: 'demo', loginPassword: 'x', newUserPassword: '' }))).toBe(
      'pleaseEnterPassword',
    );
    expect(firstMessage(changePasswordParameter.safeParse({ loginCode: 'demo', loginPassword: 'x', newUserPassword: '123456' }))).toBe(
      'passwordRule',
    );
    expect(
      firstMessage(changePasswordParameter.safeParse({ loginCode: 'demo', loginPassword: 'Same1234', newUserPassword: 'Same1234' })),
    ).toBe('passwordSameAsOld');
    expect(
      firstMessage(changePasswordForm.safeParse({ loginPassword: 'x', newUserPassword: 'Good1234', confirmPassword: 'Good1235' })),
    ).toBe('passwordMismatch');
  });
});

describe('domestic phone (spec 5)', () => {
  it.each(['0123456789', '012-345 6789', '+60123456789', '+60 12-345 6789', '0312345678', '01112345678', '08212345'])('accepts %s', (p) => {
    expect(isDomesticPhone(p)).toBe(true);
  });
  // '+600123456789' and '00123456789': +60 and the trunk 0 both (a number picked from a book behind a +60 box).
  it.each(['123456789', '0123', '012345678901', '+6512345678', '01234abc89', '', '+600123456789', '00123456789'])('refuses %s', (p) => {
    expect(isDomesticPhone(p)).toBe(false);
  });
  it('reads +60 as a leading 0 and drops spaces and hyphens', () => {
    expect(normaliseDomesticPhone('+60 12-345 6789')).toBe('0123456789');
  });
});

describe('e-mail (spec 5)', () => {
  it('accepts ordinary addresses and refuses the rest with API_MSG_0115', () => {
    expect(emailSchema.safeParse('ops@demotrading.com.my').success).toBe(true);
    expect(emailSchema.safeParse(' a.b+c@x-y.co ').data).toBe('a.b+c@x-y.co');
    for (const bad of ['plain', 'a@b', 'a@@b.com', 'a b@c.com', '@x.com'])
      expect(firstMessage(emailSchema.safeParse(bad))).toBe('API_MSG_0115');
    expect(firstMessage(emailSchema.safeParse(''))).toBe('pleaseEnterEmail');
  });
});

describe('counted text (non-Latin characters count 2)', () => {
  it('counts', () => {
    expect(textLength('abc')).toBe(3);
    expect(textLength('陈伟明')).toBe(6);
    expect(textLength('Tan 伟明')).toBe(8);
    expect(textLength('é')).toBe(1);
  });
  it('limits the profile name to 50 counted characters', () => {
    const base = { loginCode: 'demo', mobile: '0123456789' };
    expect(updateInfoParameter.safeParse({ ...base, name: '伟'.repeat(25) }).success).toBe(true);
    const long = updateInfoParameter.safeParse({ ...base, name: '伟'.repeat(26) });
    expect(long.error?.issues[0]).toMatchObject({ message: 'textTooLong', params: { max: 50 } });
    expect(firstMessage(updateInfoParameter.safeParse({ ...base, name: '  ' }))).toBe('pleaseEnterName');
  });
});

describe('account kinds', () => {
  it('reads a login code with an underscore as a sub-account', () => {
    expect(isSubAccountCode('demo_ops')).toBe(true);
    expect(isSubAccountCode('demo')).toBe(false);
  });
});
