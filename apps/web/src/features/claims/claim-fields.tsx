import { addClaimParameter, CLAIM_TYPE_LABELS, CLAIM_TYPES } from '@portal/shared/claims';
import { formatRinggit, senOf } from '@portal/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { bankTypeList, cardHolder, claimableWaybill } from './api.ts';

/** The form's values: the amount as the RM number typed (sent in sen). */
export interface ClaimFormValues {
  waybillNo?: string;
  claimType: string;
  amountRm: number;
  description: string;
  bankCode: string;
  bankAccount: string;
  accountHolder: string;
}

export const claimValuesOf = ({ amountRm, waybillNo: _w, ...rest }: ClaimFormValues) => ({
  ...rest,
  claimAmountSen: senOf(amountRm),
});

/**
 * A claim's fields: the waybill (new claims only; checked as it is typed: the window's last day and the
 * ceiling), lost or damaged, the amount, what happened, and the bank account (the one on record offered).
 */
export function ClaimFields({ withWaybill }: { withWaybill: boolean }) {
  const { t } = useTranslation('claims');
  const form = Form.useFormInstance<ClaimFormValues>();
  const waybillNo = Form.useWatch<string | undefined>('waybillNo', form)?.trim() ?? '';
  const bankCode = Form.useWatch<string | undefined>('bankCode', form);
  const banks = useQuery({ queryKey: ['claimBanks'], queryFn: bankTypeList, staleTime: Number.POSITIVE_INFINITY });
  const checked = useQuery({
    queryKey: ['claimableWaybill', waybillNo],
    queryFn: () => claimableWaybill(waybillNo),
    enabled: withWaybill && /^\d{12}$/.test(waybillNo),
    retry: false,
    staleTime: 0,
  });
  const bank = banks.data?.find((b) => b.code === bankCode);
  const ceiling = checked.data?.ceilingSen;
  const fillFromRecord = async () => {
    const record = await cardHolder();
    form.setFieldsValue({
      accountHolder: record.accountHolder,
      bankAccount: record.bankAccount,
      ...(record.bankCode ? { bankCode: record.bankCode } : {}),
    });
  };
  return (
    <>
      {withWaybill ? (
        <Form.Item
          name="waybillNo"
          label={t('fields.waybillNo')}
          rules={[{ required: true, whitespace: true, message: t('fields.waybillRequired') }]}
          extra={
            checked.data ? (
              <Typography.Text type="secondary">
                {t('fields.claimable', {
                  deadline: checked.data.deadline,
                  ceiling: formatRinggit(checked.data.ceilingSen),
                  insured: t(checked.data.insured ? 'fields.insured' : 'fields.uninsured'),
                })}
              </Typography.Text>
            ) : checked.isError ? (
              <Typography.Text type="danger">{refusalText(checked.error)}</Typography.Text>
            ) : undefined
          }
        >
          <Input maxLength={20} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      ) : null}
      <Form.Item name="claimType" label={t('fields.claimType')} rules={[{ required: true, message: msg('claimTypeRequired') }]}>
        <Select options={CLAIM_TYPES.map((c) => ({ value: c, label: msg(CLAIM_TYPE_LABELS[c]) }))} />
      </Form.Item>
      <Form.Item
        name="amountRm"
        label={t('fields.amount')}
        rules={[
          { required: true, type: 'number', min: 0.01, message: msg('claimAmountRequired') },
          {
            validator: async (_, value: number | null) => {
              if (ceiling !== undefined && value && senOf(value) > ceiling)
                throw new Error(msg('claimOverCeiling', { ceiling: formatRinggit(ceiling) }));
            },
          },
        ]}
      >
        <InputNumber min={0} step={1} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('fields.description')}
        className="list-kit-wide"
        rules={[fieldRule(addClaimParameter, 'description')]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="bankCode" label={t('fields.bank')} rules={[{ required: true, message: msg('claimBankRequired') }]}>
        <Select showSearch optionFilterProp="label" options={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))} />
      </Form.Item>
      <Form.Item
        name="bankAccount"
        label={t('fields.bankAccount')}
        dependencies={['bankCode']}
        extra={bank ? t('fields.bankAccountHint', { bank: bank.name, lengths: bank.lengths.join('/') }) : undefined}
        rules={[
          fieldRule(addClaimParameter, 'bankAccount'),
          {
            validator: async (_, value: string | undefined) => {
              const digits = (value ?? '').replace(/[\s-]/g, '');
              if (bank && digits && !bank.lengths.includes(digits.length))
                throw new Error(msg('claimBankAccountLength', { bank: bank.name, lengths: bank.lengths.join('/') }));
            },
          },
        ]}
      >
        <Input maxLength={30} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="accountHolder" label={t('fields.accountHolder')} rules={[fieldRule(addClaimParameter, 'accountHolder')]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item className="list-kit-wide">
        <Button onClick={() => void fillFromRecord()}>{t('fields.useRecord')}</Button>
      </Form.Item>
    </>
  );
}
