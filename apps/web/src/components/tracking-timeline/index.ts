export { TAG_COLOURS, TrackingTimeline, TrackStatusTag } from './tracking-timeline.tsx';
