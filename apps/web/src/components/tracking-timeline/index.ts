export { TrackingTimeline, TrackStatusTag } from './tracking-timeline.tsx';
