import { EyeOutlined } from '@ant-design/icons';
import { ORDER_STATUS_LABELS } from '@portal/shared/order-manage';
import { SMS_EVENTS, SMS_STATE_LABELS, SMS_STATES, type SmsLogRow } from '@portal/shared/sms';

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { revealNumber } from './api/real-phone-num.ts';

/**
 * Enhanced SMS logs (spec page enhancedMessageLogs, issue 18): every message to a receiver with its
 * delivery state and cost, filtered and exported; the masked number shown whole on request (audited).
 */
export default function SmsLogsPage() {
  const { t } = useTranslation('sms');
  const { message, modal } = useFeedback();
  const filters = useMemo(
    (): FilterField[] => [
      { kind: 'text', name: 'waybillNo', label: 'sms:logs.columns.waybillNo', maxLength: 30 },
      {
        kind: 'select',
        name: 'state',
        label: 'sms:logs.columns.state',
        options: SMS_STATES.map((s) => ({ value: s, label: `msg:${SMS_STATE_LABELS[s]}` })),
      },
      {
        kind: 'select',
        name: 'event',
        label: 'sms:logs.columns.event',
        options: SMS_EVENTS.map((e) => ({ value: e, label: `msg:${ORDER_STATUS_LABELS[e]}` })),
      },
      { kind: 'dateRange', name: 'created', label: 'sms:logs.columns.createdAt' },
    ],
    [],
  );
  const reveal = async (row: SmsLogRow) => {
    try {
      const { receiverTel } = await revealNumber(row.id);
      modal.info({ title: row.waybillNo, content: t('logs.number', { tel: receiverTel }) });
    } catch (err) {
      message.error(refusalText(err));
    }
  };
  const title = t('logs.title');
  return (
    <ListPage<SmsLogRow>
      tabKey="enhancedMessageLogs"
      title={title}
      filters={filters}
      exportFileName={title}
      rowActions={[{ key: 'reveal', label: t('logs.showNumber'), icon: <EyeOutlined />, onClick: (row) => void reveal(row) }]}
    />
  );
}
