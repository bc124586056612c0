import { useTranslation } from 'react-i18next';
import { BindingForm } from '../components/binding-form.tsx';
import { PageFrame } from '../components/page-frame.tsx';

/** oneBoxMoreDo (spec 2): one box, the DOs packed in it. */
export default function OneBoxMoreDoPage() {
  const { t } = useTranslation('deliveryOrders');
  return (
    <PageFrame page="oneBoxMoreDo" intro={t('binding.oneBoxMoreDo.intro')}>
      <BindingForm mode="oneBoxMoreDo" />
    </PageFrame>
  );
}
