import type { CloseApply } from '@portal/shared/advance-payment';
import { call } from '@/lib/api-client.ts';

/** Approves (the balance paid out, the account closed) or rejects an application, with a note (decidePrepayClose). */
export const decidePrepayClose = (decision: { id: number; approve: boolean; note: string }) =>
  call<CloseApply>('decidePrepayClose', decision);
