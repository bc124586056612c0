// The tracking timeline kit: my waybills' drawer today; logistics tracking and the public page can show the same.
export { TrackingTimeline } from './tracking-timeline.tsx';
