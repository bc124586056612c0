import { EyeOutlined } from '@ant-design/icons';
import type { OrderListRow, PlainTextType } from '@portal/shared/order-manage';
import { Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { fetchPlainText } from '../api/get-order-plain-text.ts';

interface RevealTextProps {
  waybillNo: string;
  type: PlainTextType;
  masked: string;
}

/**
 * A receiver phone or address as the list shows it (masked), with a button that asks the server
 * for the full text of this one order (getOrderPlainText, which records who asked). Nothing is
 * kept once the dialog holding it closes.
 */
export function RevealText({ waybillNo, type, masked }: RevealTextProps) {
  const { t } = useTranslation('orderManage');
  const { message } = useFeedback();
  const [text, setText] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const reveal = async () => {
    setLoading(true);
    try {
      setText((await fetchPlainText(waybillNo, type)).text);
    } catch (err) {
      message.error(refusalText(err));
    } finally {
      setLoading(false);
    }
  };
  if (text !== null) return <span className="order-manage__revealed">{text}</span>;
  return (
    <span className="order-manage__masked">
      <span>{masked}</span>
      <Button
        color="primary"
        variant="link"
        size="small"
        icon={<EyeOutlined />}
        loading={loading}
        onClick={() => void reveal()}
        aria-label={t(`reveal.show.${type}`)}
      >
        {t('reveal.showShort')}
      </Button>
    </span>
  );
}

/** The reveal row action's dialog: one order's receiver, phone and address shown on request. */
export function RevealDialog({ row, open, onClose }: { row: OrderListRow; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('orderManage');
  return (
    <Modal
      open={open}
      title={t('reveal.title', { waybillNo: row.waybillNo })}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('listKit:actions.close')}</Button>}
    >
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'name', label: t('columns.receiverName'), children: row.receiverName },
          {
            key: 'tel',
            label: t('columns.receiverTel'),
            children: <RevealText waybillNo={row.waybillNo} type="tel" masked={row.receiverTel} />,
          },
          {
            key: 'address',
            label: t('columns.receiverAddress'),
            children: <RevealText waybillNo={row.waybillNo} type="address" masked={row.receiverAddress} />,
          },
          { key: 'destination', label: t('columns.destination'), children: `${row.destination} ${row.receiverPostcode}` },
        ]}
      />
    </Modal>
  );
}
