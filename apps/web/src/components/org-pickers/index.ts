// The organisation pickers' public API (spec 7): features import from here, never from the files behind it.

export { NetworkPicker } from './network-picker.tsx';
export type { NetworkChoice } from './network-tree.ts';
export { TimeEffectivePicker } from './time-effective-picker.tsx';
