export { ALERT_DIALOG_WIDTH, PROBLEM_TIP_SECONDS, TIP_SECONDS } from './feedback-rules.ts';
export { useFeedback } from './use-feedback.tsx';
