import type { ComplaintDetail, ComplaintRow } from '@portal/shared/complaints';
import { call } from '@/lib/api-client.ts';

/** Complaints and suggestions (issue 18): one function per call. */
export const complaintTypes = () => call<{ code: string; name: string; needsWaybill: boolean }[]>('getTypeOfComplaint');
export const complaintSubTypes = (type: string) => call<{ code: string; name: string }[]>('getComplaintType', { type });
export const checkWaybill = (billCode: string) =>
  call<{ waybillNo: string; statusName: string; receiverCity: string }>('getComplaintByBillcode', { billCode });
export const addComplaint = (parameter: { type: string; subType: string; waybillNo?: string; content: string }) =>
  call<ComplaintRow>('addComplaint', parameter);
export const complaintDetail = (id: number) => call<ComplaintDetail>('getComplaint', { id });
export const followUp = (id: number, content: string) => call<{ status: string }>('addComplaintInfo', { id, content });
export const endComplaint = (id: number, satisfaction: number, comment?: string) =>
  call<{ status: string }>('updateComplaintInfo', { id, satisfaction, comment });
