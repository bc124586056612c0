import { call } from '@/lib/api-client.ts';
import { invalidateDoLists } from './list-dos.ts';

/** doinfoOrder/cancelOrder: all the DOs or none. */
export async function cancelDos(doNos: string[]): Promise<{ cancelled: number }> {
  const result = await call<{ cancelled: number }>('doinfoOrder/cancelOrder', { doNos });
  void invalidateDoLists();
  return result;
}
