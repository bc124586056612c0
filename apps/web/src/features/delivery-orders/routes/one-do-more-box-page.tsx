import { useTranslation } from 'react-i18next';
import { BindingForm } from '../components/binding-form.tsx';
import { PageFrame } from '../components/page-frame.tsx';

/** oneDoMoreBox (spec 2): one DO, the boxes it fills. */
export default function OneDoMoreBoxPage() {
  const { t } = useTranslation('deliveryOrders');
  return (
    <PageFrame page="oneDoMoreBox" intro={t('binding.oneDoMoreBox.intro')}>
      <BindingForm mode="oneDoMoreBox" />
    </PageFrame>
  );
}
