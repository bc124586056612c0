// The session module's public surface: sessions, the account facts the shell reads, passwords.
export { clearFailures, reserveAttempt } from './login-failures.ts';
export { SessionService } from './session-service.ts';
export { setPassword } from './set-password.ts';
export { UserInfoService } from './user-info-service.ts';
