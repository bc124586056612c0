import { formatRinggit } from '@portal/shared/money';
import { Button, Modal, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PlacedOrder } from '../api/place-order.ts';
import { PrintLabelsButton } from '../print-labels.tsx';

interface OrderPlacedDialogProps {
  placed: PlacedOrder | null;
  /** Ready the form for the next order; Escape does the same (the order placed is not left in the form to be placed twice). */
  onAnother: () => void;
  /** The id of the field the next order starts at: it takes the focus once the dialog has gone. */
  nextFieldId: string;
}

/** The order is placed: its waybill number, what it cost, and where to go next. */
export function OrderPlacedDialog({ placed, onAnother, nextFieldId }: OrderPlacedDialogProps) {
  const { t } = useTranslation('ordering');
  const navigate = useNavigate();
  return (
    <Modal
      open={!!placed}
      footer={null}
      closable={false}
      onCancel={onAnother}
      // The dialog's name for screen readers (the result below shows it); the focus goes on to the
      // next order, not back to the button.
      title={<span className="sr-only">{t('placed.title')}</span>}
      focusTriggerAfterClose={false}
      afterClose={() => document.getElementById(nextFieldId)?.focus()}
      width={520}
      rootClassName="order-placed"
      destroyOnHidden
    >
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
