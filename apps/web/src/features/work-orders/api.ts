import type {
  AddWorkOrderInput,
  WorkOrderDetail,
  WorkOrderFile,
  WorkOrderImportResult,
  WorkOrderRow,
  WorkOrderStatusCount,
} from '@portal/shared/work-orders';
import { filesOf } from '@/components/file-picker.tsx';
import { call, callForFile, upload, uploadFiles } from '@/lib/api-client.ts';
import { msg } from '@/lib/i18n.ts';
import { saveBlob } from '@/lib/save-file.ts';

/** Work orders (issue 18; docs/api.md "Work orders"): one function per call. */
export const workOrderTypes = () => call<{ code: string; name: string; needsWaybill: boolean }[]>('workOrderTypeList');
export const statusCounts = () => call<WorkOrderStatusCount>('getWorkOrderStatusCount');
const uploadWorkOrderFiles = (files: File[]) => uploadFiles<WorkOrderFile[]>('uploadWorkOrderFiles', files);
export const workOrderDetail = (id: number) => call<WorkOrderDetail>('getWorkOrder', { id });
export const closeWorkOrder = (id: number) => call<{ status: string }>('closeWorkOrder', { id });

/** The chosen files are uploaded first, then named by the step that takes them. */
async function idsOf(files: File[]): Promise<string[]> {
  return files.length ? (await uploadWorkOrderFiles(files)).map((f) => f.id) : [];
}
const addWorkOrder = async (input: Omit<AddWorkOrderInput, 'fileIds'>, files: File[]) =>
  call<WorkOrderRow>('addWorkOrder', { ...input, fileIds: await idsOf(files) });

/** What the new work order form holds. */
export interface NewWorkOrder {
  type: AddWorkOrderInput['type'];
  waybillNo?: string;
  content: string;
  files?: { originFileObj?: unknown }[];
}
/** Sends a new work order: the files first, then the work order naming them. */
export const submitWorkOrder = (values: NewWorkOrder) =>
  addWorkOrder({ type: values.type, waybillNo: values.waybillNo?.trim() || undefined, content: values.content }, filesOf(values.files));

export const followUp = async (id: number, content: string, files: File[]) =>
  call<{ status: string }>('addWorkOrderInfo', { id, content, fileIds: await idsOf(files) });

export async function downloadWorkOrderFile(file: WorkOrderFile): Promise<void> {
  saveBlob(await callForFile('getWorkOrderFile', { id: file.id }), file.displayName);
}

export async function downloadTemplate(): Promise<void> {
  saveBlob(await callForFile('workOrderTempDownload'), `${msg('workOrderTemplateFileName')}.xlsx`);
}
export const importWorkOrders = (file: File) => upload<WorkOrderImportResult>('importWorkOrders', file, file.name);
export async function downloadImportErrors(fileId: string): Promise<void> {
  saveBlob(await callForFile('downloadWorkOrderImportErrors', { fileId }), `${msg('workOrderImportErrorFileName')}.xlsx`);
}
