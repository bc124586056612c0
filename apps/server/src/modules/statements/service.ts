// What other modules and the start-up may use of the statements: the overdue rule the arrears
// notice tells, the month-end run (a new demo database closes its last month at once), and an
// approved claim's credit on a monthly customer's next statement.
export { creditClaimOnce } from './adjustments.ts';
export { closeMonth } from './close-month.ts';
export { overdueBills } from './repository.ts';
