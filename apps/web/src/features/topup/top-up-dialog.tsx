import { ringgitOf } from '@portal/shared/money';
import { type RechargeGoods, TOPUP_DIALOG, TOPUP_LIMITS } from '@portal/shared/topup';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Modal, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftReceiverForm, type ReceiverValues } from '@/components/gift-receiver';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';
import { goToBank } from '@/lib/payment-return.ts';
import { startTopup } from './api/pay.ts';
import { rechargeGoodsQuery } from './api/query-recharge-goods.ts';
import { PackageCarousel } from './package-carousel.tsx';
import './topup.css';
import { Select } from '@/components/choice-select.tsx';

interface AmountValues {
  amount?: number | null;
  transactionMethod?: 0;
}

/**
 * The top-up dialog (spec 2): GiftList (the packages as a carousel a tab, ordinary and first top-up), then
 * ConsigneeInfo when the chosen package carries a gift.
 * Paying sends the browser to the bank in the same window, after keeping the page it came from; the
 * balance changes only when the bank confirms (the /paymentResult page says so).
 */
export default function TopUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const goods = useQuery({ ...rechargeGoodsQuery, enabled: open });
  const [form] = Form.useForm<AmountValues>();
  const [chosen, setChosen] = useState<RechargeGoods | null>(null);
  const [step, setStep] = useState<'goods' | 'receiver'>('goods');
  const pay = useMutation({
    mutationFn: startTopup,
    onSuccess: ({ paymentURL }) => goToBank(paymentURL),
  });

  const reset = () => {
    setChosen(null);
    setStep('goods');
    form.resetFields();
    pay.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = (values: AmountValues, receiver?: ReceiverValues) =>
    pay.mutate({
      sendGift: chosen?.sendGift ?? 2,
      goodsCode: chosen?.goodsCode,
      amount: chosen ? undefined : (values.amount ?? undefined),
      transactionMethod: 0,
      receiverDTO: receiver ? { ...receiver, goodsCode: chosen?.goodsCode } : undefined,
    });

  const lists = goods.data;
  const choice = (list: RechargeGoods[], label: string) =>
    list.length === 0 ? (
      <Typography.Text type="secondary">{t('prepay.noPackages')}</Typography.Text>
    ) : (
      <PackageCarousel
        goods={list}
        chosen={chosen?.goodsCode ?? null}
        label={label}
        onChoose={(g) => {
          setChosen(g);
          form.setFieldValue('amount', null);
          void form.validateFields(['amount']).catch(() => {});
        }}
      />
    );

  return (
    <Modal open={open} onCancel={close} title={t('prepay.topUpTitle')} width={TOPUP_DIALOG.widthPx} footer={null} destroyOnHidden>
      {pay.isError ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={refusalText(pay.error)} /> : null}
      {pay.isSuccess ? <Alert type="info" showIcon message={t('prepay.leaving')} /> : null}
      {step === 'goods' ? (
        <Form form={form} layout="vertical" onFinish={(values) => (chosen?.sendGift === 1 ? setStep('receiver') : submit(values))}>
          {goods.isPending ? (
            <Skeleton active />
          ) : goods.isError ? (
            <Alert type="error" showIcon message={refusalText(goods.error)} />
          ) : (
            <Tabs
              items={[
                { key: 'normal', label: t('prepay.packages'), children: choice(lists?.normalRechargeVos ?? [], t('prepay.packages')) },
                ...(lists?.firstRechargeVos.length
                  ? [
                      {
                        key: 'first',
                        label: t('prepay.firstPackages'),
                        children: choice(lists.firstRechargeVos, t('prepay.firstPackages')),
                      },
                    ]
                  : []),
              ]}
            />
          )}
          {/* Side by side: the carousel takes 484 px of the dialog's height already. */}
          <div className="topup-fields">
            <Form.Item
              name="amount"
              label={t('prepay.amount')}
              extra={t('prepay.amountHelp')}
              rules={[
                {
                  validator: async (_, value: number | null | undefined) => {
                    if (chosen) return;
                    if (!value) throw new Error(msg('topupAmountRequired'));
                    if (value * 100 < TOPUP_LIMITS.amountMinSen || value > TOPUP_LIMITS.amountMaxRm)
                      throw new Error(
                        msg('topupAmountRange', { min: ringgitOf(TOPUP_LIMITS.amountMinSen), max: TOPUP_LIMITS.amountMaxRm }),
                      );
                  },
                },
              ]}
            >
              <InputNumber
                min={0}
                max={TOPUP_LIMITS.amountMaxRm}
                step={TOPUP_LIMITS.amountStepRm}
                precision={2}
                disabled={!!chosen}
                style={{ width: 240 }}
                onChange={() => setChosen(null)}
              />
            </Form.Item>
            <Form.Item name="transactionMethod" label={t('prepay.tool')} rules={[{ required: true, message: msg('topupToolRequired') }]}>
              <Select style={{ width: 320 }} options={[{ value: 0, label: t('prepay.onlineBanking') }]} />
            </Form.Item>
          </div>
          <Space>
            {chosen ? <Button onClick={() => setChosen(null)}>{t('prepay.clear')}</Button> : null}
            <Button type="primary" htmlType="submit" loading={pay.isPending}>
              {chosen?.sendGift === 1 ? t('prepay.next') : t('prepay.pay')}
            </Button>
          </Space>
        </Form>
      ) : (
        <>
          <Typography.Title level={3} className="topup-step-title">
            {t('prepay.giftTitle')}
          </Typography.Title>
          <GiftReceiverForm
            paying={pay.isPending}
            onBack={() => {
              pay.reset();
              setStep('goods');
            }}
            onSubmit={(receiver) => submit(form.getFieldsValue(true), receiver)}
          />
        </>
      )}
    </Modal>
  );
}
