import {
  type MonthlyPickupInput,
  type MonthlyPickupRun,
  saveMonthlyPickupParameter,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@portal/shared/monthly-pickup';
import { PICKUP_WINDOWS } from '@portal/shared/pickup-reservations';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input, InputNumber, Skeleton, Switch, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CellTag } from '@/components/list-kit/renderers.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { fieldRule, refusalText } from '@/lib/form-rules.ts';
import { queryClient } from '@/lib/query-client.ts';
import { monthlyPickupQuery, useMonthlyPickup } from './api/get-monthly-pickup.ts';
import { saveMonthlyPickup } from './api/save-monthly-pickup.ts';
import './monthly-pickup.css';
import { Select } from '@/components/choice-select.tsx';
import { useFeedback } from '@/components/feedback-kit';

const windowLabel = (w: string) => `${w.slice(0, 2)}:00-${w.slice(3)}:00`;
const OUTCOME_COLOURS: Record<MonthlyPickupRun['outcome'], string> = { BOOKED: 'green', HOLIDAY: 'default', REFUSED: 'orange' };

/**
 * Monthly pickup (spec page monthlyPickup, issue 18): the customer's standing weekly schedule, and the
 * days it booked by itself as pickup reservations (or why it could not). The booking rules are the
 * reservation page's (shared/pickup-reservations.ts); the schedule's in shared/monthly-pickup.ts.
 */
export default function MonthlyPickupPage() {
  const { t } = useTranslation(['sms', 'msg']);
  const { message } = useFeedback();
  const [form] = Form.useForm<MonthlyPickupInput>();
  const view = useMonthlyPickup();
  const save = useMutation({
    mutationFn: saveMonthlyPickup,
    onSuccess: (data) => {
      queryClient.setQueryData(monthlyPickupQuery.queryKey, data);
      message.success(t('msg:pickupScheduleSaved'));
      // The booking job runs at once: its bookings show a moment later.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: monthlyPickupQuery.queryKey }), 2_000);
    },
    onError: (err) => message.error(refusalText(err)),
  });
  const schedule = view.data?.schedule;
  useEffect(() => {
    if (schedule) form.setFieldsValue(schedule);
  }, [schedule, form]);

  const outcomeText = (o: MonthlyPickupRun['outcome']) =>
    o === 'BOOKED' ? t('pickup.booked') : o === 'HOLIDAY' ? t('pickup.holiday') : t('pickup.refused');
  return (
    <div className="monthly-pickup">
      <PageHeading />
      <Typography.Paragraph type="secondary">{t('pickup.intro')}</Typography.Paragraph>
      <Card title={<h2 className="monthly-pickup__title">{t('pickup.title')}</h2>}>
        {view.isPending ? (
          <Skeleton active />
        ) : (
          <Form<MonthlyPickupInput>
            form={form}
            layout="vertical"
            initialValues={{ weekdays: [1, 3, 5], window: '09-12', parcels: 10, remark: '', enabled: true }}
            onFinish={(values) => save.mutate(values)}
            style={{ maxWidth: 720 }}
          >
            <Form.Item
              name="weekdays"
              label={t('pickup.weekdays')}
              // Not `required`: antd would set aria-required on the group, which a group may not carry.
              rules={[
                {
                  validator: (_, days: number[] | undefined) =>
                    days?.length ? Promise.resolve() : Promise.reject(new Error(t('msg:pickupWeekdaysRequired'))),
                },
              ]}
            >
              <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: t(`msg:${WEEKDAY_LABELS[d]}`) }))} />
            </Form.Item>
            <Form.Item name="window" label={t('pickup.window')} rules={[{ required: true }]}>
              <Select options={PICKUP_WINDOWS.map((w) => ({ value: w, label: windowLabel(w) }))} style={{ maxWidth: 240 }} />
            </Form.Item>
            <Form.Item name="contactName" label={t('pickup.contactName')} rules={[fieldRule(saveMonthlyPickupParameter, 'contactName')]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="contactTel" label={t('pickup.contactTel')} rules={[fieldRule(saveMonthlyPickupParameter, 'contactTel')]}>
              <Input />
            </Form.Item>
            <Form.Item name="postcode" label={t('pickup.postcode')} rules={[fieldRule(saveMonthlyPickupParameter, 'postcode')]}>
              <Input maxLength={5} style={{ maxWidth: 160 }} />
            </Form.Item>
            <Form.Item name="address" label={t('pickup.address')} rules={[fieldRule(saveMonthlyPickupParameter, 'address')]}>
              <Input.TextArea maxLength={200} />
            </Form.Item>
            <Form.Item name="parcels" label={t('pickup.parcels')} rules={[{ required: true }]}>
              <InputNumber min={1} max={500} precision={0} />
            </Form.Item>
            <Form.Item name="remark" label={t('pickup.remark')} rules={[fieldRule(saveMonthlyPickupParameter, 'remark')]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="enabled" label={t('pickup.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('pickup.save')}
            </Button>
          </Form>
        )}
      </Card>
      <Card title={<h2 className="monthly-pickup__title">{t('pickup.runs')}</h2>} style={{ marginTop: 16 }}>
        <Table<MonthlyPickupRun>
          rowKey="day"
          size="small"
          pagination={false}
          loading={view.isFetching}
          dataSource={view.data?.runs ?? []}
          locale={{ emptyText: t('pickup.none') }}
          aria-label={t('pickup.runs')}
          columns={[
            { title: t('pickup.day'), dataIndex: 'day', width: 140 },
            {
              title: t('pickup.outcome'),
              dataIndex: 'outcome',
              width: 160,
              render: (o: MonthlyPickupRun['outcome']) => <CellTag color={OUTCOME_COLOURS[o]}>{outcomeText(o)}</CellTag>,
            },
            { title: t('pickup.window'), key: 'window', width: 140, render: () => (schedule ? windowLabel(schedule.window) : '-') },
            { title: t('pickup.reason'), dataIndex: 'reason' },
          ]}
        />
      </Card>
    </div>
  );
}
