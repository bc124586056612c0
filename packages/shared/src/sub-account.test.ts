import { describe, expect, it } from 'vitest';
import { addUserParameter, subAccountLoginCode, subAccountPasswordForm } from './sub-account.ts';

describe('sub-account rules', () => {
  it('names a sub-account <main>_<name> from letters and digits only', () => {
    expect(subAccountLoginCode('demo', 'packer1')).toBe('demo_packer1');
    const add = (subName: string) => addUserParameter.safeParse({ subName, name: 'Ali', password: 'Kl2026ab' });
    expect(add('packer1').success).toBe(true);
    for (const bad of ['', 'pack_er', 'pack er', 'a'.repeat(31), '包装'])
      expect(add(bad).error?.issues[0]?.message).toBe('subAccountNameRule');
  });

  it('asks for the new password twice when the main account resets it', () => {
    expect(subAccountPasswordForm.safeParse({ newPassword: 'Kl2026ab', confirmPassword: 'Kl2026ab' }).success).toBe(true);
    const mismatch = subAccountPasswordForm.safeParse({ newPassword: 'Kl2026ab', confirmPassword: 'Kl2026ac' });
    expect(mismatch.error?.issues).toMatchObject([{ path: ['confirmPassword'], message: 'passwordMismatch' }]);
    expect(subAccountPasswordForm.safeParse({ newPassword: '123', confirmPassword: '123' }).error?.issues[0]?.path).toEqual([
      'newPassword',
    ]);
  });
});
