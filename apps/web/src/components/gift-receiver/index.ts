// The gift receiver form's public API (the top-up gift and the member mall's exchange): import from here.

export { GiftReceiverForm, type ReceiverValues } from './gift-receiver-form.tsx';
