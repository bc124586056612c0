import { PointsLogPage } from './points-log-page.tsx';

/** The points log (spec page integralLog, issue 18). */
export default function IntegralLogPage() {
  return <PointsLogPage tabKey="integralLog" />;
}
