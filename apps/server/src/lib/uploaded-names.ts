import { randomUUID } from 'node:crypto';
import { dropBidiControls } from '@portal/shared/text';

/**
 * What an uploaded file is, judged by its first bytes as well as its name, and the names it is shown
 * and kept under. One place for every upload of documents and pictures (the attachment library, work
 * orders).
 */

/** What the first bytes of each accepted type are: a file is taken only when its content is what its name says. */
const SIGNATURES: Record<string, number[]> = {
  '.pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  '.png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  '.jpg': [0xff, 0xd8, 0xff],
  '.jpeg': [0xff, 0xd8, 0xff],
  '.xlsx': [0x50, 0x4b, 0x03, 0x04],
  '.docx': [0x50, 0x4b, 0x03, 0x04],
};

/** The accepted ending a name has (any letter case), or null. */
export const extensionAmong = <E extends string>(name: string, accepted: readonly E[]): E | null => {
  const lower = name.toLowerCase();
  return accepted.find((ext) => lower.endsWith(ext)) ?? null;
};

export const contentMatches = (ext: string, data: Buffer): boolean => {
  const sig = SIGNATURES[ext];
  return !!sig && data.length >= sig.length && sig.every((byte, i) => data[i] === byte);
};

/**
 * The name the customer sees: the last part of what the browser sent, without control characters,
 * bidi controls (shared/text.ts) or path separators, at most 100 characters. Only shown, never used
 * to store or find the file.
 */
export function displayNameOf(uploaded: string): string {
  const last = dropBidiControls(uploaded).split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed
  const clean = last.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  return Array.from(clean || 'file')
    .slice(-100)
    .join('');
}

/** The name the file store keeps: generated, so nothing the uploader typed becomes a name or a path. */
export const storedNameOf = (prefix: string, ext: string): string => `${prefix}-${randomUUID()}${ext}`;
