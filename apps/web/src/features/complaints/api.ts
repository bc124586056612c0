import type { ComplaintDetail, ComplaintRow } from '@portal/shared/complaints';
import type { Accessory } from '@portal/shared/pre-orders';
import { call, upload } from '@/lib/api-client.ts';

/** Complaints and suggestions (issue 18): one function per call. */
export const complaintTypes = () => call<{ code: string; name: string; needsWaybill: boolean }[]>('getTypeOfComplaint');
export const complaintSubTypes = (type: string) => call<{ code: string; name: string }[]>('getComplaintType', { type });
export const checkWaybill = (billCode: string) =>
  call<{ waybillNo: string; statusName: string; receiverCity: string }>('getComplaintByBillcode', { billCode });

/** Files go to the attachment library (uploadFile, one a request); a complaint names them by their ids. */
async function attachmentsOf(files: File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) ids.push((await upload<Accessory>('uploadFile', file, file.name)).id);
  return ids;
}
export const addComplaint = async (parameter: { type: string; subType: string; waybillNo?: string; content: string }, files: File[] = []) =>
  call<ComplaintRow>('addComplaint', { ...parameter, attachments: await attachmentsOf(files) });
export const complaintDetail = (id: number) => call<ComplaintDetail>('getComplaint', { id });
export const followUp = async (id: number, content: string, files: File[] = []) =>
  call<{ status: string }>('addComplaintInfo', { id, content, attachments: await attachmentsOf(files) });
export const endComplaint = (id: number, satisfaction: number, comment?: string) =>
  call<{ status: string }>('updateComplaintInfo', { id, satisfaction, comment });
