import { describe, expect, it } from 'vitest';
import { ringgitToSen } from './money.ts';
import { codFeeSen, domesticZone, freightSen, insuranceSen, priceShipment, volumetricWeightG } from './pricing.ts';
import { kgToGrams } from './weight.ts';

const ez = { firstWeightG: 1000, firstPriceSen: 600, stepWeightG: 1000, stepPriceSen: 200 };

describe('pricing', () => {
  it('charges the first step, then each further step or part of one', () => {
    expect(freightSen(ez, 1)).toBe(600);
    expect(freightSen(ez, 1000)).toBe(600);
    expect(freightSen(ez, 1001)).toBe(800);
    expect(freightSen(ez, 2000)).toBe(800);
    expect(freightSen(ez, 2001)).toBe(1000);
  });

  it('weighs volume as L x W x H / divisor, rounded up to the gram, exactly for two-decimal sizes', () => {
    expect(volumetricWeightG({ lengthCm: 40, widthCm: 30, heightCm: 20 }, 6000)).toBe(4000);
    expect(volumetricWeightG({ lengthCm: 10.01, widthCm: 10, heightCm: 10 }, 6000)).toBe(167);
    expect(volumetricWeightG({ lengthCm: 40, widthCm: 30, heightCm: 20 }, 5000)).toBe(4800);
    expect(volumetricWeightG({ lengthCm: 40, widthCm: 30 }, 6000)).toBe(0);
  });

  it('charges the greater of actual and volumetric weight, volume counted once a parcel', () => {
    const price = priceShipment({
      zone: 'WM',
      tariff: ez,
      divisor: 6000,
      weightG: 3000,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 20,
      packages: 2,
      valueSen: 0,
      codSen: 0,
    });
    expect(price).toMatchObject({ volumetricWeightG: 8000, chargeableWeightG: 8000, freightSen: 2000, totalSen: 2000 });
  });

  it('insures at 1% (10000 costs 100) and takes the COD fee with its minimum', () => {
    expect(insuranceSen(10_000)).toBe(100);
    expect(insuranceSen(150)).toBe(2);
    expect(insuranceSen(0)).toBe(0);
    expect(codFeeSen(0)).toBe(0);
    expect(codFeeSen(5_000)).toBe(300);
    expect(codFeeSen(100_000)).toBe(1500);
  });

  it('zones: within the peninsula, within East Malaysia, across the sea', () => {
    expect(domesticZone('Selangor', 'W.P. Kuala Lumpur')).toBe('WM');
    expect(domesticZone('Sabah', 'W.P. Labuan')).toBe('EM');
    expect(domesticZone('Johor', 'Sarawak')).toBe('WM_EM');
  });

  it('reads ringgit and kilograms as typed', () => {
    expect(ringgitToSen('1,234.5')).toBe(123_450);
    expect(ringgitToSen('12')).toBe(1200);
    expect(ringgitToSen('0.05')).toBe(5);
    expect(ringgitToSen('1.234')).toBeNull();
    expect(ringgitToSen('abc')).toBeNull();
    expect(kgToGrams('1.25')).toBe(1250);
    expect(kgToGrams('0.001')).toBe(1);
    expect(kgToGrams('-1')).toBeNull();
  });
});
