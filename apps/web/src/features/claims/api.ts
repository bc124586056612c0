import type { ClaimableWaybill, ClaimImportResult, ClaimRow, ClaimScheduleStep, ClaimStatus, D10Data } from '@portal/shared/claims';
import { call, callForFile, upload } from '@/lib/api-client.ts';
import { msg } from '@/lib/i18n.ts';
import { saveBlob } from '@/lib/save-file.ts';

/** Claims for lost or damaged parcels (issue 18): one function per call. */
export interface Bank {
  code: string;
  name: string;
  lengths: number[];
}
export interface ClaimValues {
  claimType: string;
  claimAmountSen: number;
  description: string;
  bankCode: string;
  bankAccount: string;
  accountHolder: string;
}

export const bankTypeList = () => call<Bank[]>('bankTypeList');
export const cardHolder = () => call<{ accountHolder: string; bankCode: string; bankName: string; bankAccount: string }>('queryCardHolder');
export const claimableWaybill = (waybillNo: string) => call<ClaimableWaybill>('getClaimableWaybill', { waybillNo });
export const addClaim = (values: ClaimValues & { waybillNo: string }) => call<ClaimRow>('addClaimSettlement', values);
export const updateClaim = (id: number, values: ClaimValues) => call<ClaimRow>('updateClaimRecord', { ...values, id });
export const claimSchedule = (id: number) => call<{ claim: ClaimRow; steps: ClaimScheduleStep[] }>('getClaimScheduleById', { id });
export const claimStatusCounts = () =>
  call<{ total: number; list: { status: ClaimStatus; statusName: string; count: number }[] }>('getClaimsStatusCountData');
/** The parcels picked up ten or more days ago and not delivered: candidates for a claim. */
export const d10Parcels = () => call<D10Data>('getD10ClaimsData');
export const importClaims = (file: File) => upload<ClaimImportResult>('importClaims', file, file.name);
export async function downloadClaimTemplate(): Promise<void> {
  saveBlob(await callForFile('downloadClaimTemplate'), `${msg('claimTemplateFileName')}.xlsx`);
}
