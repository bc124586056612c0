export { tipSeconds } from './feedback-rules.ts';
export { LongTipsContext, useFeedback } from './use-feedback.tsx';
