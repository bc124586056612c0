import type { z } from 'zod';
import { isMessageKey } from './messages.ts';
import { describeIssueWith, type IssueMessage } from './rule-issues.ts';

export { type IssueMessage, refusesEmpty } from './rule-issues.ts';

/**
 * What to tell the user about a broken rule (rule-issues.ts describeIssueWith), telling catalogue
 * keys by the message table itself: the server's way. A browser page uses describeIssueWith with
 * the texts it has loaded (apps/web lib/form-rules.ts), so it does not load the table.
 */
export const describeIssue = (issue: z.core.$ZodIssue | undefined): IssueMessage => describeIssueWith(issue, isMessageKey);
