import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMPORT_SETTINGS,
  fieldOfHeader,
  importCellProblems,
  missingMappedFields,
  orderOfCells,
  sheetFieldOf,
} from './order-import.ts';
import { insertOrderParameter } from './order-rules.ts';

const defaults = { ...DEFAULT_IMPORT_SETTINGS, payMethod: 'PP_PM' as const };

describe('orderOfCells', () => {
  it('turns a sheet row into an insertOrder parameter: kg, RM with commas, lost zeros, defaults', () => {
    const order = orderOfCells(
      {
        receiverName: 'Tan Wei Ming',
        receiverTel: '194552210',
        receiverPostcode: '5000',
        receiverProv: 'Kedah',
        receiverCity: 'Alor Setar',
        receiverAddress: '23, Jalan Tunku Ibrahim',
        goodsName: 'Books',
        goodsType: 'books',
        brandName: 'MPH',
        goodsNumber: '3',
        declaredValue: '1,200.50',
        weightKg: '1.25',
        goodsValue: '1,200.50',
        cod: '',
        expressType: 'ez',
        senderName: 'Demo Trading',
        senderTel: '0356321188',
        senderPostcode: '47500',
        senderProv: 'Selangor',
        senderCity: 'Subang Jaya',
        senderAddress: 'No. 12',
      },
      defaults,
      'imp-0123456789',
    );
    expect(order).toMatchObject({
      receiverTel: '0194552210',
      receiverPostcode: '05000',
      weightG: 1250,
      goodsValueSen: 120_050,
      codSen: 0,
      packageCount: 1,
      expressType: 'EZ',
      serveType: 'DROP OFF',
      payMethod: 'PP_PM',
    });
    expect(insertOrderParameter.safeParse(order).success).toBe(true);
  });

  it('leaves a value that is not a number for the rule to name', () => {
    const order = orderOfCells({ weightKg: 'heavy', goodsValue: 'abc' }, defaults, 'imp-0123456789');
    const issues = insertOrderParameter.safeParse(order).error!.issues.map((i) => sheetFieldOf(String(i.path[0])));
    expect(issues).toEqual(expect.arrayContaining(['weightKg', 'goodsValue']));
  });

  it('takes the whole sender from the settings only when the row names none', () => {
    const sender = { name: 'Default', tel: '0356321188', postcode: '47500', prov: 'Selangor', city: 'Subang Jaya', address: 'No. 12' };
    expect(orderOfCells({}, { ...defaults, sender }, 'imp-0123456789')).toMatchObject({ senderName: 'Default', senderPostcode: '47500' });
    expect(orderOfCells({ senderName: 'Other' }, { ...defaults, sender }, 'imp-0123456789')).toMatchObject({
      senderName: 'Other',
      senderPostcode: '',
    });
  });
});

describe('template headers and mappings', () => {
  it('reads a header in any language, with or without its *', () => {
    expect(fieldOfHeader('收件人电话*')).toBe('receiverTel');
    expect(fieldOfHeader(' Berat (KG) ')).toBe('weightKg');
    expect(fieldOfHeader('Whatever')).toBeUndefined();
  });

  it('needs the required fields mapped, the postcode excepted where smart paste reads the address', () => {
    expect(missingMappedFields({ receiverName: 'Buyer' })).toContain('weightKg');
    expect(
      missingMappedFields({
        receiverName: 'B',
        receiverTel: 'T',
        receiverAddress: 'A',
        goodsName: 'G',
        goodsNumber: 'Q',
        declaredValue: 'V',
        weightKg: 'W',
      }),
    ).toEqual([]);
  });
});

describe('the goods declaration of a row (spec 5 and 8, issue 28)', () => {
  it('counts the items as typed, with no silent 1, and takes the goods type and brand from the settings when blank', () => {
    const settings = { ...defaults, goodsType: 'FOOD' as const, brandName: 'Dapur Mak' };
    expect(orderOfCells({ goodsNumber: '', declaredValue: '' }, settings, 'imp-0123456789')).toMatchObject({
      goodsNumber: undefined,
      declaredValueSen: null,
      goodsType: 'FOOD',
      brandName: 'Dapur Mak',
    });
    expect(orderOfCells({ goodsType: 'books', brandName: 'MPH', goodsNumber: '3' }, settings, 'imp-0123456789')).toMatchObject({
      goodsType: 'BOOKS',
      brandName: 'MPH',
      goodsNumber: 3,
    });
  });

  it("names spec 8's import messages: a COD above 99999999, an item value that is no amount of money", () => {
    expect(importCellProblems({ cod: '99,999,999', goodsValue: '10.55' })).toEqual([]);
    expect(importCellProblems({ cod: '100000000', goodsValue: '10.555' })).toEqual([
      { field: 'cod', key: 'codOverLimit' },
      { field: 'goodsValue', key: 'insuranceFormatError' },
    ]);
  });
});
