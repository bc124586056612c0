import { formatRinggit } from '@portal/shared/money';
import { Button, Modal, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PlacedOrder } from '../api/place-order.ts';
import { PrintLabelsButton } from '../print-labels.tsx';

/** The order is placed: its waybill number, what it cost, and where to go next. */
export function OrderPlacedDialog({ placed, onAnother }: { placed: PlacedOrder | null; onAnother: () => void }) {
  const { t } = useTranslation('ordering');
  const navigate = useNavigate();
  return (
    <Modal open={!!placed} footer={null} closable={false} width={520} destroyOnHidden>
      {placed && (
        <Result
          status="success"
          title={t('placed.title')}
          subTitle={
            <>
              <div>{t('placed.waybill')}</div>
              <Typography.Title level={3} copyable data-testid="placed-waybill" style={{ margin: '4px 0' }}>
                {placed.waybillNo}
              </Typography.Title>
              <div>{t('placed.charged', { amount: formatRinggit(placed.price.totalSen) })}</div>
            </>
          }
          extra={[
            <PrintLabelsButton key="print" type="primary" waybillNos={[placed.waybillNo]} />,
            <Button key="another" onClick={onAnother} autoFocus>
              {t('placed.another')}
            </Button>,
            <Button key="manage" onClick={() => navigate('/orders/orderManage')}>
              {t('placed.manage')}
            </Button>,
          ]}
        />
      )}
    </Modal>
  );
}
