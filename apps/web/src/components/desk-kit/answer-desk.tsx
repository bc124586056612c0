import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';
import { type DeskColumn, DeskTable } from '@/components/list-kit/desk-table.tsx';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { call } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { msg } from '@/lib/i18n.ts';

/** The states a desk's cases share (complaints, work orders: spec 4), with the tone of each. */
type DeskStatus = 'UNTREATED' | 'PROCESSING' | 'PROCESSED' | 'END';
const TONE: Record<DeskStatus, string> = { UNTREATED: 'orange', PROCESSING: 'blue', PROCESSED: 'green', END: 'default' };
const STATUSES: DeskStatus[] = ['UNTREATED', 'PROCESSING', 'PROCESSED', 'END'];
const ANSWER_STATES = ['PROCESSING', 'PROCESSED', 'END'] as const;

export interface DeskRow {
  id: number;
  status: DeskStatus;
  statusName: string;
  content: string;
  createdAt: string;
}

export interface AnswerDeskProps<Row extends DeskRow> {
  /** The queue call (`{ status? }` -> rows) and the answer call (`{ id, content, status }`). */
  queueCall: string;
  answerCall: string;
  /** The catalogue message of each state. */
  statusLabels: Record<DeskStatus, string>;
  /** The case's own columns, before status, time and the answer button. */
  columns: readonly DeskColumn<Row>[];
  /** What the answer dialog shows of the case (its history); its text when not given. */
  detail?: (row: Row) => ReactNode;
  texts: {
    status: string;
    createdAt: string;
    actions: string;
    answer: string;
    dialogTitle: (row: Row) => string;
    reply: string;
    leaveAs: string;
    send: string;
    answered: string;
  };
  /** Formats a time as the portal shows it (Malaysian time). */
  time: (iso: string) => string;
}

/**
 * A customer-service desk of the administrator's area (complaints, work orders; issue 18): every
 * customer's cases, untreated first; each is answered with a reply and the state it leaves the case in,
 * which the shipper sees and is told of.
 */
export function AnswerDesk<Row extends DeskRow>({
  queueCall,
  answerCall,
  statusLabels,
  columns,
  detail,
  texts,
  time,
}: AnswerDeskProps<Row>) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DeskStatus | undefined>();
  const queue = useQuery({
    queryKey: [queueCall, status],
    queryFn: () => call<Row[]>(queueCall, status ? { status } : {}),
    staleTime: 0,
  });
  const [answering, setAnswering] = useState<Row | null>(null);
  const [reply, setReply] = useState('');
  const [next, setNext] = useState<(typeof ANSWER_STATES)[number]>('PROCESSED');
  const answer = useMutation({
    mutationFn: () => call<{ status: string }>(answerCall, { id: answering!.id, content: reply, status: next }),
    onSuccess: async () => {
      setAnswering(null);
      setReply('');
      await queryClient.invalidateQueries({ queryKey: [queueCall] });
      void message.success(texts.answered);
    },
  });
  return (
    <div>
      <PageHeading />
      <Space style={{ marginBottom: 12 }}>
        <span id="desk-status">{texts.status}</span>
        <Select
          aria-labelledby="desk-status"
          allowClear
          style={{ width: 180 }}
          value={status}
          onChange={setStatus}
          options={STATUSES.map((s) => ({ value: s, label: msg(statusLabels[s]) }))}
        />
      </Space>
      {queue.isError ? <Alert type="error" showIcon message={refusalText(queue.error)} /> : null}
      <DeskTable<Row>
        rowKey="id"
        loading={queue.isPending}
        rows={queue.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          ...columns,
          {
            kind: 'status',
            title: texts.status,
            dataIndex: 'status',
            render: (v: DeskStatus, r) => <CellTag color={TONE[v]}>{r.statusName}</CellTag>,
          },
          { kind: 'time', title: texts.createdAt, dataIndex: 'createdAt', render: (v: string) => time(v) },
        ]}
        actions={{
          title: texts.actions,
          labels: [texts.answer],
          render: (r) =>
            r.status === 'END' ? null : (
              <Button size="small" type="primary" onClick={() => setAnswering(r)}>
                {texts.answer}
              </Button>
            ),
        }}
      />
      <Modal
        open={!!answering}
        title={answering ? texts.dialogTitle(answering) : ''}
        onCancel={() => setAnswering(null)}
        onOk={() => answer.mutate()}
        okText={texts.send}
        okButtonProps={{ loading: answer.isPending, disabled: !reply.trim() }}
        width={detail ? 640 : undefined}
        destroyOnHidden
      >
        {answer.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={refusalText(answer.error)} /> : null}
        {answering ? detail ? detail(answering) : <Typography.Paragraph>{answering.content}</Typography.Paragraph> : null}
        <Input.TextArea
          aria-label={texts.reply}
          placeholder={texts.reply}
          value={reply}
          maxLength={1000}
          onChange={(e) => setReply(e.target.value)}
        />
        <Space style={{ marginTop: 12 }}>
          <span id="desk-next">{texts.leaveAs}</span>
          <Select
            aria-labelledby="desk-next"
            style={{ width: 180 }}
            value={next}
            onChange={setNext}
            options={ANSWER_STATES.map((s) => ({ value: s, label: msg(statusLabels[s]) }))}
          />
        </Space>
      </Modal>
    </div>
  );
}
