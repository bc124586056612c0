import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { describeIssueWith } from './rule-issues.ts';
import { describeIssue } from './validation.ts';

const rule = z.object({ goodsName: z.string().min(1, { error: 'pleaseEnterName' }).max(5), weightG: z.number() });
const issues = (value: unknown) => rule.safeParse(value).error?.issues ?? [];

describe('a broken rule told without the message table (the browser forms)', () => {
  it('keeps a catalogue key the page knows, with the field and the limit', () => {
    const knows = (key: string): key is MessageKey => key === 'pleaseEnterName';
    const [issue] = issues({ goodsName: '', weightG: 1 });
    expect(describeIssueWith(issue, knows)).toEqual({ key: 'pleaseEnterName', params: { field: 'goodsName', min: 1 } });
  });

  it('names the field for a bare zod text, which is no key of the page', () => {
    const [issue] = issues({ goodsName: 'abc', weightG: 'heavy' });
    expect(describeIssueWith(issue, (key): key is MessageKey => key === 'pleaseEnterName')).toEqual({
      key: 'invalidParameter',
      params: { field: 'weightG' },
    });
  });

  it('says what the server says when the page knows the same keys as the table', () => {
    for (const value of [{ goodsName: '', weightG: 1 }, { goodsName: 'abcdefg', weightG: 1 }, { weightG: 'x' }, {}]) {
      for (const issue of issues(value)) {
        const server = describeIssue(issue);
        const known = (key: string): key is MessageKey => key === server.key;
        expect(describeIssueWith(issue, known)).toEqual(server);
      }
    }
  });
});
