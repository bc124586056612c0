import type { RegionNode } from '@portal/shared/address';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionTree } from './use-region-tree.ts';

const FIELD_NAMES = { label: 'name', value: 'name', children: 'childNodes' } as const;
/** Typing a town or a postcode finds it among 2,900 areas; the first 50 matches are enough to pick from. */
const SEARCH = { limit: 50 } as const;

interface RegionCascaderProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * State, town and area (spec 2: province-city-area, filterable). The area level is the postcode,
 * so picking one tells the form the postcode too.
 */
export function RegionCascader({ id, value, onChange, ...aria }: RegionCascaderProps) {
  const { t } = useTranslation('addresses');
  const tree = useRegionTree();
  return (
    <Cascader<RegionNode>
      id={id}
      {...aria}
      options={tree.data ?? []}
      fieldNames={FIELD_NAMES}
      value={value}
      onChange={(path) => onChange?.((path ?? []) as string[])}
      showSearch={SEARCH}
      loading={tree.isPending}
      placeholder={t('fields.regionPlaceholder')}
      notFoundContent={tree.isError ? t('fields.regionUnavailable') : undefined}
      displayRender={(labels) => labels.join(' / ')}
      style={{ width: '100%' }}
    />
  );
}
