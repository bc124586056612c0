// The case kit's public API (issue 29): what a complaint and a work order share on the shipper's side, a
// case against a waybill with a timeline of steps and a follow-up while it is open. Each case kind brings its
// own texts (its namespace), its file picker, how its files are shown, and its own way to end the case.
export { CaseFollowUp } from './case-follow-up.tsx';
export { CaseTimeline } from './case-timeline.tsx';
