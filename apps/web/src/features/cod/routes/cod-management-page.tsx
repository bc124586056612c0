import type { CodParcelRow } from '@portal/shared/cod';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-kit/list-page.tsx';
import { CodCounts } from '../components/cod-counts.tsx';
import { codParcelFilters } from '../components/cod-filters.ts';
import '../cod.css';

/**
 * COD management (spec page codManagement, issue 17): each COD parcel of the customer and where its
 * cash stands, newest first, with the parcels and cash in each state above the table.
 */
export default function CodManagementPage() {
  const { t } = useTranslation('cod');
  const filters = useMemo(() => codParcelFilters(t('management.waybillNosPlaceholder')), [t]);
  return (
    <ListPage<CodParcelRow>
      tabKey="codManagement"
      title={t('management.title')}
      filters={filters}
      beforeTable={
        <>
          <p className="cod__intro">{t('management.intro')}</p>
          <CodCounts filters={filters} />
        </>
      }
    />
  );
}
