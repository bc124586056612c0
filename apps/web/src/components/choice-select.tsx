import { SELECT_MULTIPLE_MAX } from '@portal/shared/select';
// biome-ignore lint/style/noRestrictedImports: the one place antd's Select is used; everything else takes this one.
import { Select as AntSelect, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import { useEffect } from 'react';

/**
 * antd's Select, with one rule of ours: a select the user cannot clear (no `allowClear`, one value)
 * that offers exactly one choice and holds no value starts on that choice, as a person would pick it
 * anyway (the top-up's only payment tool, a destination the contract allows alone). A filter, which
 * can be cleared, stays empty: there, empty means "any". And one of spec 9: a select of several values
 * takes at most SELECT_MULTIPLE_MAX (99) unless it says a smaller limit.
 */
export function Select<V = unknown, O extends BaseOptionType = DefaultOptionType>(props: SelectProps<V, O>) {
  const { options, value, onChange, allowClear, mode } = props;
  const sole = !allowClear && !mode && options?.length === 1 && (value === undefined || value === null) ? options[0] : undefined;
  const soleValue = sole?.value as V | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: picks once per sole choice; onChange is a new function on every render of a form.
  useEffect(() => {
    if (sole && soleValue !== undefined) onChange?.(soleValue, sole);
  }, [soleValue]);
  const maxCount = props.maxCount ?? (mode === 'multiple' || mode === 'tags' ? SELECT_MULTIPLE_MAX : undefined);
  return <AntSelect<V, O> {...props} maxCount={maxCount} />;
}
