// What other modules and the start-up may use of the statements: the overdue rule the arrears
// notice tells, the month-end run (a new demo database closes its last month at once), an
// approved claim's credit on a monthly customer's next statement, and a paid online payment's
// settlement (the payments module's callback).
export { creditClaimOnce } from './adjustments.ts';
export { closeMonth } from './close-month.ts';
export { settleStatementPayment } from './pay-online.ts';
export { overdueBills } from './repository.ts';
