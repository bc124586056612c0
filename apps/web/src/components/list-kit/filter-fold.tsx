import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterField, type FilterValues, filtersSet } from './filters.ts';
import { usePhone } from './use-phone.ts';

interface FilterFoldProps {
  fields: readonly FilterField[];
  filters: FilterValues;
  /** The query form; `fold` closes it again on a phone (after a search). */
  children: (fold: () => void) => ReactNode;
}

/**
 * The query form, folded behind one 'Filters (n set)' button on a phone (issue 27: eight fields stood
 * 800 px above the first row of My waybills); open on wider screens.
 */
export function FilterFold({ fields, filters, children }: FilterFoldProps) {
  const { t } = useTranslation('listKit');
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return children(() => {});
  const set = filtersSet(fields, filters);
  return (
    <>
      <div className="list-kit-filter-fold">
        <Button icon={<FilterOutlined aria-hidden />} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {set > 0 ? t('filters.buttonSet', { count: set }) : t('filters.button')}
        </Button>
      </div>
      <div id={id} hidden={!open}>
        {children(() => setOpen(false))}
      </div>
    </>
  );
}
