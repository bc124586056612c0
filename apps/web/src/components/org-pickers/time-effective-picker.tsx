import { isChoosableTimeEffectiveType, type TimeEffectiveTypeOption } from '@portal/shared/network';
import type { CSSProperties } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/choice-select.tsx';
import { timeEffectivePage } from './picker-api.ts';
import { PickerListEnd, PickerNotFound } from './picker-states.tsx';
import { isNearBottom, withinLimit } from './remote-search.ts';
import { useRemoteSearch } from './use-remote-search.ts';

interface Common {
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  style?: CSSProperties;
  className?: string;
}
export type TimeEffectivePickerProps = Common &
  (
    | { multiple: true; value?: number[]; onChange?: (ids: number[]) => void }
    | { multiple?: false; value?: number | null; onChange?: (id: number | null, type: TimeEffectiveTypeOption | null) => void }
  );

type SingleChange = (id: number | null, type: TimeEffectiveTypeOption | null) => void;

/**
 * The time-effective-type picker (spec 7, spec 3 "Time-effective-type option"): the courier's service
 * times by their label ('D+1 Next-day delivery'), searched on the server a page of 10 at a time once
 * typing has paused 1000 ms, the next page when the list is scrolled to its end. A withdrawn type
 * (`isEnable` 2) is listed greyed and cannot be chosen; several are at most 99 (spec 9, the Select's own limit).
 */
export function TimeEffectivePicker(props: TimeEffectivePickerProps) {
  const { multiple, value, onChange, placeholder, ...rest } = props;
  const { t } = useTranslation('common');
  const { state, search } = useRemoteSearch<TimeEffectiveTypeOption>(timeEffectivePage, (r) => r.id);
  // Every type seen, so a chosen one keeps its label while a search shows others.
  const seen = useRef(new Map<number, TimeEffectiveTypeOption>());
  for (const r of state.records) seen.current.set(r.id, r);
  const choosable = (id: number) => {
    const type = seen.current.get(id);
    return !type || isChoosableTimeEffectiveType(type);
  };

  const change = (next: number | number[] | undefined) => {
    // A withdrawn type is never taken, whatever reached here (spec 4: picking it does nothing).
    if (Array.isArray(next)) (onChange as (ids: number[]) => void)?.(withinLimit(next.filter(choosable)));
    else if (next === undefined) (onChange as SingleChange)?.(null, null);
    else if (choosable(next)) (onChange as SingleChange)?.(next, seen.current.get(next) ?? null);
  };
  const waiting = state.loading && state.current === 0;

  return (
    <Select<number | number[]>
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      value={value ?? undefined}
      onChange={change}
      placeholder={placeholder ?? t('pickers.serviceTime')}
      options={state.records.map((r) => ({ value: r.id, label: r.abnormalName, disabled: !isChoosableTimeEffectiveType(r) }))}
      showSearch={{ filterOption: false, onSearch: search.type }}
      onOpenChange={(open) => open && search.open()}
      onPopupScroll={(e) => isNearBottom(e.currentTarget as HTMLElement) && search.more()}
      loading={state.loading}
      labelRender={({ value: id, label }) => seen.current.get(Number(id))?.abnormalName ?? label ?? id}
      notFoundContent={<PickerNotFound loading={waiting} />}
      popupRender={(list) => (
        <>
          {list}
          <PickerListEnd loading={state.loading && state.current > 0} more={search.hasMore} />
        </>
      )}
    />
  );
}
