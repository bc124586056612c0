// What other modules and the start-up may use of the statements: the overdue rule the arrears
// notice tells, and the month-end run (a new demo database closes its last month at once).
export { closeMonth } from './close-month.ts';
export { overdueBills } from './repository.ts';
