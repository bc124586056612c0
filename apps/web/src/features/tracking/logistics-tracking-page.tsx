import { ORDER_LIMITS, splitWaybillQuery } from '@portal/shared/order';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client.ts';
import { trackingList } from './api/tracking-list.ts';
import { TrackCard } from './track-card.tsx';
import './tracking.css';

/** Logistics tracking (spec 2 logisticsTracking, spec 5 "Waybill query"): up to 10 of the customer's waybills. */
export default function LogisticsTrackingPage() {
  const { t } = useTranslation('tracking');
  const [text, setText] = useState('');
  const search = useMutation({ mutationFn: trackingList });
  const count = splitWaybillQuery(text).length;
  const tooMany = count > ORDER_LIMITS.waybillQueryMax;
  return (
    <Card title={<h1 className="portal-result-title">{t('title')}</h1>}>
      <Form
        layout="vertical"
        onFinish={() => {
          if (count > 0 && !tooMany) search.mutate(text);
        }}
      >
        <Form.Item
          label={t('numbersLabel')}
          htmlFor="tracking-numbers"
          help={tooMany ? t('msg:waybillQueryTooMany', { max: ORDER_LIMITS.waybillQueryMax }) : t('numbersHelp')}
          validateStatus={tooMany ? 'error' : undefined}
        >
          <Input.TextArea
            id="tracking-numbers"
            rows={4}
            value={text}
            placeholder={t('numbersPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={search.isPending} disabled={count === 0 || tooMany}>
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              setText('');
              search.reset();
            }}
          >
            {t('clear')}
          </Button>
        </Space>
      </Form>
      {search.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          message={search.error instanceof ApiError ? search.error.message : String(search.error)}
        />
      ) : null}
      <div className="tracking__results" aria-live="polite">
        {search.data?.map((track) => (
          <TrackCard key={track.waybillNo} track={track} />
        ))}
      </div>
    </Card>
  );
}
