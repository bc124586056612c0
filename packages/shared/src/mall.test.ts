// The member mall's rules: points of a wallet line and of a paid statement, whole ringgit only; the level a growth reaches.
import { describe, expect, it } from 'vitest';
import { LEVEL_RULES, levelOf, pointsOfPaid, pointsOfWalletLine } from './mall.ts';

describe('pointsOfWalletLine', () => {
  it('earns a point for each whole ringgit taken (a wallet line below zero), none for the sen left over', () => {
    expect(pointsOfWalletLine(-99)).toBe(0);
    expect(pointsOfWalletLine(-100)).toBe(1);
    expect(pointsOfWalletLine(-199)).toBe(1);
    expect(pointsOfWalletLine(-200)).toBe(2);
    expect(pointsOfWalletLine(-12_345)).toBe(123);
  });

  it('takes a point back for each whole ringgit given back (a refund, an edit that costs less)', () => {
    expect(pointsOfWalletLine(100)).toBe(-1);
    expect(pointsOfWalletLine(199)).toBe(-1);
    expect(pointsOfWalletLine(12_345)).toBe(-123);
  });

  it('moves nothing, a plain 0 and never -0, for a line under one ringgit either way', () => {
    // toBe tells 0 from -0: a -0 would be stored and shown as a movement of "-0".
    expect(pointsOfWalletLine(0)).toBe(0);
    expect(pointsOfWalletLine(99)).toBe(0);
    expect(pointsOfWalletLine(1)).toBe(0);
  });
});

describe('pointsOfPaid', () => {
  it("earns a paid statement's whole ringgit", () => {
    expect(pointsOfPaid(0)).toBe(0);
    expect(pointsOfPaid(99)).toBe(0);
    expect(pointsOfPaid(100)).toBe(1);
    expect(pointsOfPaid(199)).toBe(1);
    expect(pointsOfPaid(1_000_050)).toBe(10_000);
  });

  it('earns nothing, and takes nothing back, for a statement of credits only (a total below zero)', () => {
    expect(pointsOfPaid(-50)).toBe(0);
    expect(pointsOfPaid(-100)).toBe(0);
    expect(pointsOfPaid(-12_345)).toBe(0);
  });
});

describe('levelOf', () => {
  it('reaches each level at its growth and not one point before', () => {
    expect(levelOf(0)).toBe('SILVER');
    expect(levelOf(999)).toBe('SILVER');
    expect(levelOf(1_000)).toBe('GOLD');
    expect(levelOf(4_999)).toBe('GOLD');
    expect(levelOf(5_000)).toBe('PLATINUM');
    expect(levelOf(19_999)).toBe('PLATINUM');
    expect(levelOf(20_000)).toBe('DIAMOND');
    expect(levelOf(10_000_000)).toBe('DIAMOND');
  });

  it('keeps a member whose growth went below zero (refunds after an opening balance) at the lowest level', () => {
    expect(levelOf(-1)).toBe('SILVER');
  });

  it('reads its thresholds from LEVEL_RULES', () => {
    for (const [level, rule] of Object.entries(LEVEL_RULES)) {
      expect(levelOf(rule.growthFrom)).toBe(level);
      if (rule.growthFrom > 0) expect(levelOf(rule.growthFrom - 1)).not.toBe(level);
    }
  });
});
