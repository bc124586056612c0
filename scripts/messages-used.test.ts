/**
 * Every message of the catalogue (packages/shared/src/messages/) is said by some code (issue 28): a message
 * nobody raises is a rule that does not exist, or a text left behind. A key counts as used where the server's,
 * the web app's or a shared rule's source (tests aside) names it in quotes (`'key'`, `"key"`, `` `key` ``,
 * `msg:key`) or reads it off the table (`messages.key`). Keys built at run time from a family's prefix are listed in `FAMILIES`, each with the source that
 * builds it (checked to be there); a message only a spec line gives a reason to keep is in `ALLOWED`, with it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../packages/shared/src/messages.ts';

const repo = new URL('../', import.meta.url).pathname;

/** Messages no code says, each with why it stays. */
const ALLOWED: Record<string, string> = {
  // Spec 8's suppression list ("request parameter empty" in its three languages, muted wherever it comes from):
  // the portal never sends it (an empty parameter is refused field by field), but a text the spec names as one
  // to silence stays in the catalogue, so an administrator's i18n list shows what the portal would mute.
  requestParamEmpty: 'spec 8 suppression list (docs/decisions.md "Suppressed messages")',
};

/** Keys made from a prefix and a code at run time: [prefix, the file that builds them, the start of the template that does]. */
const FAMILIES: [prefix: string, file: string, builds: string][] = [
  // A statement adjustment's kind (REWEIGH, SURCHARGE, CREDIT_NOTE) named on the MyInvois line.
  ['adjustment', 'apps/server/src/modules/statements/issue-statement-invoice.ts', 'translate(`adjustment$'],
];

const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'messages' && dir.endsWith('shared/src') ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'messages.ts' ? [path] : [];
  });
}

const source = SOURCES.flatMap((d) => sourceFiles(join(repo, d)))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
/** Every word the sources say as a whole quoted string, after `msg:`, or off the table (`messages.key`). */
const saidWords = new Set([...source.matchAll(/['"`](\w+)['"`]|msg:(\w+)|messages\.(\w+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? ''));
const said = (key: string) => saidWords.has(key);

describe('the message catalogue', () => {
  it('has no message that no code says', () => {
    const family = (key: string) => FAMILIES.some(([prefix]) => key.startsWith(prefix) && key !== prefix);
    const unused = Object.keys(messages).filter((key) => !said(key) && !family(key) && !(key in ALLOWED));
    expect(unused, 'say each where its rule is, or remove it (ALLOWED needs a reason)').toEqual([]);
  });

  it('keeps its allow-list and families true: each allowed key exists and is really unsaid, each family is still built', () => {
    for (const key of Object.keys(ALLOWED)) {
      expect(messages, key).toHaveProperty(key);
      expect(said(key), `${key} is said now: take it off ALLOWED`).toBe(false);
    }
    for (const [prefix, file, builds] of FAMILIES) {
      expect(readFileSync(join(repo, file), 'utf8'), `${file} builds ${prefix}…`).toContain(builds);
      expect(
        Object.keys(messages).some((k) => k.startsWith(prefix) && !said(k)),
        `${prefix}… has keys`,
      ).toBe(true);
    }
  });

  it('finds a key said only in a test, or in a comment, unused', () => {
    expect(said('pleaseInputActualWeight')).toBe(true);
    expect(said('noSuchMessageAnywhere')).toBe(false);
  });
});
