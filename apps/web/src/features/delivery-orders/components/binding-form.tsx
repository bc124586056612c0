import { BINDING_MAX, type BindingCheck, type BindingParameter, type BindingResult, splitNumbers } from '@portal/shared/delivery-order';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback-kit';
import { refusalText } from '@/lib/form-rules.ts';
import { saveBinding, validateBinding } from '../api/bind-boxes.ts';

type Mode = BindingParameter['mode'];

const RESULT_COLOUR: Record<BindingCheck['result'], string> = { new: 'blue', bound: 'default', refused: 'red' };

/**
 * The two binding pages: one number (the box, or the DO) and the many on the other side. Check
 * asks the server what a save would do, pair by pair; save writes every pair or none. A scanner's
 * Enter in the first field moves to the list.
 */
export function BindingForm({ mode }: { mode: Mode }) {
  const { t } = useTranslation('deliveryOrders');
  const { message } = useFeedback();
  const [single, setSingle] = useState('');
  const [many, setMany] = useState('');
  const [result, setResult] = useState<{ data: BindingResult; note: string; ok: boolean } | null>(null);
  const parameter = (): BindingParameter => {
    const one = single.trim().toUpperCase();
    const list = splitNumbers(many).slice(0, BINDING_MAX);
    return mode === 'oneBoxMoreDo' ? { mode, packingNo: one, doNos: list } : { mode, doNo: one, packingNos: list };
  };
  const check = useMutation({
    mutationFn: () => validateBinding(parameter()),
    onSuccess: (data) => setResult({ data, ok: data.ok, note: data.ok ? t('binding.checkedOk') : '' }),
    onError: (err) => message.error(refusalText(err)),
  });
  const save = useMutation({
    mutationFn: () => saveBinding(parameter()),
    onSuccess: (outcome) => {
      setResult({
        data: outcome.result,
        ok: outcome.saved,
        note: outcome.saved ? t('binding.saved', { bound: outcome.result.bound }) : (outcome.desc ?? ''),
      });
      if (outcome.saved) message.success(t('binding.saved', { bound: outcome.result.bound }));
    },
    onError: (err) => message.error(refusalText(err)),
  });
  const ready = single.trim() !== '' && splitNumbers(many).length > 0;

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t(`binding.${mode}.single`)} htmlFor={`${mode}-single`}>
        <Input
          id={`${mode}-single`}
          value={single}
          onChange={(e) => setSingle(e.target.value)}
          onPressEnter={() => document.getElementById(`${mode}-many`)?.focus()}
          style={{ maxWidth: 320 }}
          autoFocus
        />
      </Form.Item>
      <Form.Item label={t(`binding.${mode}.many`)} extra={t('binding.manyHint')} htmlFor={`${mode}-many`} className="do-binding__numbers">
        <Input.TextArea
          id={`${mode}-many`}
          value={many}
          onChange={(e) => setMany(e.target.value)}
          autoSize={{ minRows: 5, maxRows: 10 }}
          style={{ maxWidth: 480 }}
        />
      </Form.Item>
      <Space>
        <Button disabled={!ready} loading={check.isPending} onClick={() => check.mutate()}>
          {t('binding.check')}
        </Button>
        <Button type="primary" disabled={!ready} loading={save.isPending} onClick={() => save.mutate()}>
          {t('binding.save')}
        </Button>
        <Button
          onClick={() => {
            setSingle('');
            setMany('');
            setResult(null);
          }}
        >
          {t('binding.clear')}
        </Button>
      </Space>
      {result && (
        <section className="do-result" aria-label={t('binding.pairs')}>
          {result.note && <Alert type={result.ok ? 'success' : 'error'} showIcon title={result.note} role="status" />}
          <Table<BindingCheck>
            className="do-result"
            aria-label={t('binding.pairs')}
            size="small"
            pagination={false}
            rowKey={(p) => `${p.doNo}:${p.packingNo}`}
            dataSource={result.data.pairs}
            columns={[
              { key: 'doNo', dataIndex: 'doNo', title: t('list.columns.doNo') },
              { key: 'packingNo', dataIndex: 'packingNo', title: t('binding.oneBoxMoreDo.single') },
              {
                key: 'result',
                title: t('list.columns.status'),
                render: (_, p) => <Tag color={RESULT_COLOUR[p.result]}>{t(`binding.result.${p.result}`)}</Tag>,
              },
              { key: 'message', dataIndex: 'message', title: t('result.message') },
            ]}
          />
        </section>
      )}
    </Form>
  );
}
