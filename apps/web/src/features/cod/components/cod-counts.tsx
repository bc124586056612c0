import { COD_PARCEL_STATES, COD_STATE_LABELS } from '@portal/shared/cod';
import { formatRinggit } from '@portal/shared/money';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@portal/shared/table-config';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FilterField } from '@/components/list-kit/filters.ts';
import { readListState } from '@/components/list-kit/list-state.ts';
import { useCodCounts } from '../api/cod-counts.ts';

/**
 * Above COD management's table: the parcels and their cash in each COD state under the other
 * filters (codCount), read from the URL as the list reads them, the state itself left out.
 */
export function CodCounts({ filters }: { filters: readonly FilterField[] }) {
  const { t } = useTranslation('cod');
  const [params] = useSearchParams();
  const listFilters = useMemo(() => {
    const { state: _state, ...rest } = readListState(params, {
      filters,
      pageSizes: PAGE_SIZES,
      defaultPageSize: DEFAULT_PAGE_SIZE,
      sortable: [],
    }).filters;
    return rest;
  }, [params, filters]);
  const counts = useCodCounts(listFilters);
  if (!counts.data) return null;
  return (
    <div className="cod__counts">
      <span className="cod__counts-title" id="cod-counts-title">
        {t('management.counts')}
      </span>
      <dl className="cod__counts-list" aria-labelledby="cod-counts-title">
        {COD_PARCEL_STATES.map((state) => (
          <div key={state} className="cod__count">
            <dt>{t(`msg:${COD_STATE_LABELS[state]}`)}</dt>
            <dd>
              {t('management.count', {
                count: counts.data[state].parcels,
                parcels: counts.data[state].parcels.toLocaleString('en'),
                amount: formatRinggit(counts.data[state].codSen),
              })}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
