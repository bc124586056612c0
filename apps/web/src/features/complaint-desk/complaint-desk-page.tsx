import { COMPLAINT_STATUS_LABELS, type ComplaintRow } from '@portal/shared/complaints';
import { malaysiaTime } from '@portal/shared/time';
import { useTranslation } from 'react-i18next';
import { AnswerDesk } from '@/components/desk-kit';

type QueueRow = ComplaintRow & { customerCode: string; customerName: string };

/**
 * The courier's customer-service desk (issue 18): every customer's complaints, untreated first; each is
 * answered with a reply and the state it leaves the complaint in, which the shipper sees and is told of.
 */
export default function ComplaintDeskPage() {
  const { t } = useTranslation('complaints');
  return (
    <AnswerDesk<QueueRow>
      queueCall="getComplaintQueue"
      answerCall="answerComplaint"
      statusLabels={COMPLAINT_STATUS_LABELS}
      time={(iso) => malaysiaTime(new Date(iso))}
      columns={[
        { kind: 'code', title: t('columns.complaintNo'), dataIndex: 'complaintNo' },
        { kind: 'name', title: t('desk.customer'), key: 'customer', render: (_, r) => `${r.customerName} (${r.customerCode})` },
        { kind: 'name', title: t('columns.subTypeName'), key: 'type', render: (_, r) => `${r.typeName} · ${r.subTypeName}` },
        { kind: 'code', title: t('columns.waybillNo'), dataIndex: 'waybillNo' },
        { kind: 'text', title: t('columns.content'), dataIndex: 'content' },
      ]}
      texts={{
        status: t('columns.status'),
        createdAt: t('columns.createdAt'),
        actions: t('desk.actions'),
        answer: t('desk.answer'),
        dialogTitle: (r) => t('desk.answerTitle', { complaintNo: r.complaintNo }),
        reply: t('desk.reply'),
        leaveAs: t('desk.leaveAs'),
        send: t('desk.send'),
        answered: t('desk.answered'),
      }}
    />
  );
}
