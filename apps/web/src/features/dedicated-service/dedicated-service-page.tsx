import { Alert, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { refusalText } from '@/lib/form-rules.ts';
import { useDedicatedService } from './api/get-dedicated-service.ts';
import './dedicated-service.css';

/**
 * Dedicated customer service (spec page dedicatedCustomerService, issue 18; shown with a serviceLogo):
 * the account manager the courier assigned, how to reach them and when.
 */
export default function DedicatedServicePage() {
  const { t } = useTranslation('sms');
  const service = useDedicatedService();
  const m = service.data;
  return (
    <div className="dedicated-service">
      <PageHeading />
      <Typography.Paragraph type="secondary">{t('dedicated.intro')}</Typography.Paragraph>
      {service.isPending ? (
        <Skeleton active />
      ) : service.isError ? (
        <Alert type="info" showIcon message={refusalText(service.error)} />
      ) : (
        m && (
          <Card title={<h2 className="dedicated-service__title">{m.managerName}</h2>} extra={m.title} style={{ maxWidth: 720 }}>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('dedicated.phone')}>
                <a href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}>{m.phone}</a>
              </Descriptions.Item>
              <Descriptions.Item label={t('dedicated.whatsapp')}>
                <a href={`https://wa.me/6${m.whatsapp.replace(/\D/g, '')}`} target="_blank" rel="noreferrer">
                  {m.whatsapp}
                </a>
              </Descriptions.Item>
              <Descriptions.Item label={t('dedicated.email')}>
                <a href={`mailto:${m.email}`}>{m.email}</a>
              </Descriptions.Item>
              <Descriptions.Item label={t('dedicated.hours')}>{m.hours}</Descriptions.Item>
              <Descriptions.Item label={t('dedicated.languages')}>{m.languages.join(', ')}</Descriptions.Item>
              <Descriptions.Item label={t('dedicated.backupPhone')}>{m.backupPhone}</Descriptions.Item>
            </Descriptions>
          </Card>
        )
      )}
    </div>
  );
}
