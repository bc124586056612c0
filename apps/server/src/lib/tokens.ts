import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, reset links. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256 only; a fast hash suffices for 256-bit random secrets. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
