import { PointsLogPage } from './points-log-page.tsx';

/** The growth log (spec page growthLog, issue 18). */
export default function GrowthLogPage() {
  return <PointsLogPage tabKey="growthLog" />;
}
