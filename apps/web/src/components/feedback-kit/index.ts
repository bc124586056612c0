export { ALERT_DIALOG_WIDTH, LONG_TIP_SECONDS, PROBLEM_TIP_SECONDS, TIP_SECONDS, tipSeconds } from './feedback-rules.ts';
export { LongTipsContext, useFeedback } from './use-feedback.tsx';
