import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The search found more than `total` (the server's count cap): say so instead of a number. */
  totalCapped?: boolean;
  pageSizes: readonly number[];
  onChange: (page: number, pageSize: number) => void;
}

/**
 * Spec 9's layout: total, sizes, prev, pager, next, jumper. antd puts the size changer after
 * the pager, so the size is a select of its own: the visual order and the keyboard order agree.
 */
export function ListPagination({ page, pageSize, total, totalCapped, pageSizes, onChange }: ListPaginationProps) {
  const { t } = useTranslation('listKit');
  return (
    <nav className="list-kit-pagination" aria-label={t('pagination.label')}>
      <span className="list-kit-pagination__total">{t(totalCapped ? 'pagination.totalCapped' : 'pagination.total', { total })}</span>
      <Select
        size="small"
        aria-label={t('pagination.pageSize')}
        value={pageSize}
        options={pageSizes.map((size) => ({ value: size, label: t('pagination.perPage', { size }) }))}
        onChange={(size) => onChange(1, size)}
        popupMatchSelectWidth={false}
      />
      <Pagination
        size="small"
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        responsive
        onChange={onChange}
      />
    </nav>
  );
}
