import type { PostcodePlace } from '@portal/shared/address';
import { Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { regionPathOf, samePath } from './region.ts';

interface TownChoiceProps {
  towns: PostcodePlace[];
  /** The region chosen so far. */
  value?: string[];
  onChange: (town: PostcodePlace) => void;
  className?: string;
}

/** A postcode two towns share (86400: Batu Pahat and Parit Raja): which one the address is in. */
export function TownChoice({ towns, value, onChange, className }: TownChoiceProps) {
  const { t } = useTranslation('addresses');
  const labelId = useId();
  const chosen = towns.findIndex((town) => samePath(regionPathOf(town), value));
  return (
    <div className={className} style={{ marginBottom: 16 }}>
      <div id={labelId} style={{ marginBottom: 4 }}>
        {t('fields.whichTown', { postcode: towns[0]?.postcode ?? '' })}
      </div>
      <Radio.Group
        aria-labelledby={labelId}
        value={chosen < 0 ? undefined : chosen}
        onChange={(e) => onChange(towns[e.target.value as number]!)}
        options={towns.map((town, i) => ({ value: i, label: `${town.city}, ${town.prov}` }))}
      />
    </div>
  );
}
