import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFeedback } from '@/components/feedback-kit';
import { PageHeading } from '@/components/page-heading.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { addClaim } from './api.ts';
import { ClaimFields, type ClaimFormValues, claimValuesOf } from './claim-fields.tsx';

/** New claim (spec page claimsAdd, issue 18): one claim for one of the customer's waybills. */
export default function ClaimsAddPage() {
  const { t } = useTranslation('claims');
  const { message } = useFeedback();
  const [form] = Form.useForm<ClaimFormValues>();
  // The claims page's D10 parcels open this page with their waybill filled in.
  const [search] = useSearchParams();
  const submit = useMutation({
    mutationFn: (values: ClaimFormValues) => addClaim({ ...claimValuesOf(values), waybillNo: values.waybillNo!.trim() }),
    onSuccess: (row) => {
      void message.success(t('fields.submitted', { claimNo: row.claimNo }));
      form.resetFields();
    },
    onError: (err) => void message.error(refusalText(err)),
  });
  return (
    <div>
      <PageHeading />
      <Card>
        <Form
          form={form}
          layout="vertical"
          className="claims-form"
          initialValues={{ waybillNo: search.get('waybillNo') ?? undefined }}
          onFinish={(values) => submit.mutate(values)}
          style={{ maxWidth: 720 }}
        >
          <ClaimFields withWaybill />
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            {t('fields.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
