import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { submitWorkOrder } from './api.ts';
import { WorkOrderFields } from './work-order-fields.tsx';
import './work-orders.css';

/** New work order (spec page ticketEntrys, issue 18): the form on a page of its own, then where to follow it. */
export default function TicketEntryPage() {
  const { t } = useTranslation('workOrders');
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const send = useMutation({ mutationFn: submitWorkOrder });
  if (send.data)
    return (
      <div>
        <PageHeading />
        <Result
          status="success"
          title={t('entry.sent', { workOrderNo: send.data.workOrderNo })}
          subTitle={t('entry.sentHint')}
          extra={[
            <Button key="list" type="primary" onClick={() => navigate('/complaint/workOrderManage')}>
              {t('entry.list')}
            </Button>,
            <Button
              key="again"
              onClick={() => {
                form.resetFields();
                send.reset();
              }}
            >
              {t('entry.another')}
            </Button>,
          ]}
        />
      </div>
    );
  return (
    <div>
      <PageHeading />
      <Card className="work-orders__entry-card">
        <Form form={form} layout="vertical" onFinish={(values) => send.mutate(values)}>
          <WorkOrderFields />
          {send.isError ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={refusalText(send.error)} /> : null}
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t('entry.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
