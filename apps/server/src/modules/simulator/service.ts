// The simulator module's public surface: one run (the job, `npm run simulate` and tests call it) and
// the seeded history of a new demo database (main.ts).
export { type HistoryResult, seedDemoHistory } from './history.ts';
export { customerIdsOf, runSimulator } from './runner.ts';
