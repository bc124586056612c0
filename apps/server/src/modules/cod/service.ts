// The COD module's public surface: the payout bank the server builds once (services.ts).
export { type PayoutBank, SandboxPayoutBank } from './payout-bank.ts';
export { runRemittance } from './run.ts';
