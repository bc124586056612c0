export { readAll, readOne, useMessages, useUnreadAmount } from './api.ts';
export { MessageDays } from './message-list.tsx';
