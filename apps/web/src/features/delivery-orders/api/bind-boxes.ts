import type { BindingParameter, BindingResult } from '@portal/shared/delivery-order';
import { ApiError, call } from '@/lib/api-client.ts';
import { invalidateDoLists } from './list-dos.ts';

export interface BindingOutcome {
  saved: boolean;
  desc?: string;
  result: BindingResult;
}

/** packingNumberBindingValidate: each pair's result, nothing written. */
export const validateBinding = (parameter: BindingParameter): Promise<BindingResult> =>
  call<BindingResult>('doinfoOrder/packingNumberBindingValidate', parameter);

/** packingNumberBindingBatchSave: all pairs or none; a refusal carries each pair's result. */
export async function saveBinding(parameter: BindingParameter): Promise<BindingOutcome> {
  try {
    const result = await call<BindingResult>('doinfoOrder/packingNumberBindingBatchSave', parameter);
    void invalidateDoLists();
    return { saved: true, result };
  } catch (err) {
    if (err instanceof ApiError && err.data && typeof err.data === 'object' && 'pairs' in err.data)
      return { saved: false, desc: err.desc, result: err.data as BindingResult };
    throw err;
  }
}
