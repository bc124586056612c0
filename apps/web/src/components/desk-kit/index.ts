// The desk kit's public API: the administrator's customer-service desks import from here.
export { AnswerDesk } from './answer-desk.tsx';
