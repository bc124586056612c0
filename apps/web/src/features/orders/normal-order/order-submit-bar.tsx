import type { PricedShipment } from '@portal/shared/promotions';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client.ts';
import { refusalText } from '@/lib/form-rules.ts';
import { PricePanel } from './price-panel.tsx';

/** The foot of an order form: the live price, the server's refusal if any, and the submit button. */
export function OrderSubmitBar(props: {
  price: UseQueryResult<PricedShipment, ApiError>;
  /** Not complete enough to price yet. */
  waiting: boolean;
  refusal: string | null;
  placing: boolean;
  /** What submitting found to correct (useSubmitProblems), announced above the button. */
  problems?: ReactNode;
}) {
  const { t } = useTranslation('ordering');
  const { price } = props;
  return (
    <>
      <PricePanel
        price={price.data}
        waiting={props.waiting}
        loading={price.isFetching}
        problem={price.isError ? refusalText(price.error) : null}
      />
      {props.problems}
      {props.refusal && <Alert type="error" showIcon role="alert" title={props.refusal} className="order-refusal" />}
      <Button type="primary" htmlType="submit" size="large" block loading={props.placing}>
        {t('submit')}
      </Button>
    </>
  );
}
