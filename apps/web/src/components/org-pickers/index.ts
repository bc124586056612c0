// The organisation pickers' public API (spec 7): features import from here, never from the files behind it.

export { NetworkPicker, type NetworkPickerProps } from './network-picker.tsx';
export type { NetworkChoice } from './network-tree.ts';
export { TimeEffectivePicker, type TimeEffectivePickerProps } from './time-effective-picker.tsx';
