import { formatRinggit } from '@portal/shared/money';
import { type PayMethod, paysFromWallet } from '@portal/shared/order';
import { editWalletChangeSen } from '@portal/shared/order-edit';
import type { PricedShipment } from '@portal/shared/promotions';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { PricePanel } from '../normal-order/price-panel.tsx';

interface Charged {
  payMethod: string;
  totalSen: number;
}

/**
 * What saving the edit does to the wallet, by the same rule the server applies
 * (`editWalletChangeSen`): the difference taken or given back, the whole price when the pay method
 * moves to or from the wallet.
 */
function WalletChange({ before, payMethod, price }: { before: Charged; payMethod: PayMethod | undefined; price: PricedShipment }) {
  const { t } = useTranslation('orderManage');
  const after = { payMethod: payMethod ?? before.payMethod, totalSen: price.totalSen };
  const change = editWalletChangeSen(before, after);
  const amount = formatRinggit(Math.abs(change));
  const text = !(paysFromWallet(before.payMethod) || paysFromWallet(after.payMethod))
    ? t('edit.notWallet')
    : change > 0
      ? t('edit.walletCharge', { amount })
      : change < 0
        ? t('edit.walletRefund', { amount })
        : t('edit.walletSame');
  return (
    <Alert
      type={change > 0 ? 'warning' : 'info'}
      showIcon
      data-testid="edit-difference"
      title={text}
      description={t('edit.priceChange', { before: formatRinggit(before.totalSen), after: formatRinggit(after.totalSen) })}
    />
  );
}

/** The foot of the edit form: the new price as it fills, what the wallet will do, the refusal if any, save and cancel. */
export function EditSubmitBar(props: {
  price: UseQueryResult<PricedShipment, ApiError>;
  waiting: boolean;
  before: Charged;
  payMethod: PayMethod | undefined;
  refusal: string | null;
  saving: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('orderManage');
  const { price } = props;
  return (
    <div className="order-manage__edit-foot">
      <PricePanel
        price={price.data}
        waiting={props.waiting}
        loading={price.isFetching}
        problem={price.isError ? refusalText(price.error) : null}
      />
      {price.data && !price.isError && <WalletChange before={props.before} payMethod={props.payMethod} price={price.data} />}
      {props.refusal && <Alert type="error" showIcon role="alert" title={props.refusal} />}
      <div className="order-manage__edit-buttons">
        <Button onClick={props.onCancel}>{t('edit.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={props.saving}>
          {t('edit.save')}
        </Button>
      </div>
    </div>
  );
}
