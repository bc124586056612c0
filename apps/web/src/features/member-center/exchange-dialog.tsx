import { type GiftRow, LEVEL_RULES, type MallStatistic } from '@portal/shared/mall';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { GiftReceiverForm, type ReceiverValues } from '@/components/gift-receiver';
import { refusalText } from '@/lib/form-rules.ts';
import { createGiftOrder } from './api/create-gift-order.ts';
import { mallKeys } from './api/keys.ts';

/**
 * The exchange dialog: how many of the gift (up to what the member's level allows and the stock holds),
 * what it costs, and where it goes (the top-up gift's receiver form with the address-book picker).
 */
export function ExchangeDialog({ gift, standing, onClose }: { gift: GiftRow | null; standing: MallStatistic; onClose: () => void }) {
  const { t } = useTranslation('mall');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState(1);
  const max = gift ? Math.max(1, Math.min(LEVEL_RULES[standing.level].maxPerExchange, gift.stock)) : 1;
  const exchange = useMutation({
    mutationFn: (receiver: ReceiverValues) => createGiftOrder({ ...receiver, giftId: gift!.id, quantity }),
    onSuccess: async (done) => {
      void message.success(t('exchange.done', { orderNo: done.orderNo }));
      await queryClient.invalidateQueries({ queryKey: mallKeys.all });
      close();
    },
  });
  const close = () => {
    setQuantity(1);
    exchange.reset();
    onClose();
  };
  const cost = (gift?.pointsPrice ?? 0) * quantity;
  return (
    <Modal open={!!gift} title={t('exchange.title')} onCancel={close} footer={null} width={640} destroyOnHidden>
      {gift ? (
        <>
          <Descriptions className="exchange-dialog__summary" column={1} size="small" bordered>
            <Descriptions.Item label={t('exchange.gift')}>{gift.name}</Descriptions.Item>
            <Descriptions.Item label={t('exchange.quantity')}>
              <InputNumber
                min={1}
                max={max}
                precision={0}
                value={quantity}
                onChange={(v) => setQuantity(Math.max(1, Math.min(max, Number(v) || 1)))}
                aria-label={t('exchange.quantity')}
              />
              <span className="member-center__rule"> {t('exchange.maxHint', { max })}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('exchange.cost')}>
              {t('exchange.costValue', {
                count: cost,
                cost: cost.toLocaleString('en-MY'),
                points: standing.points.toLocaleString('en-MY'),
              })}
            </Descriptions.Item>
          </Descriptions>
          {cost > standing.points ? <Alert type="warning" showIcon message={t('exchange.notEnough')} style={{ marginBottom: 16 }} /> : null}
          {exchange.error ? <Alert type="error" showIcon message={refusalText(exchange.error)} style={{ marginBottom: 16 }} /> : null}
          <GiftReceiverForm
            onBack={close}
            onSubmit={(receiver) => exchange.mutate(receiver)}
            paying={exchange.isPending}
            submitLabel={t('exchange.submit')}
          />
        </>
      ) : null}
    </Modal>
  );
}
