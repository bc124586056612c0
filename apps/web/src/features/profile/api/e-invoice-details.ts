import type { EInvoiceDetails } from '@portal/shared/e-invoice';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { profileKeys } from './keys.ts';

export interface StoredEInvoiceDetails {
  name: string;
  tin: string | null;
  brn: string | null;
  sstNo: string | null;
}

/** getEInvoiceDetails: the company's TIN, BRN and SST number as its next invoices will carry them (main accounts). */
export const useEInvoiceDetails = () =>
  useQuery({ queryKey: profileKeys.eInvoiceDetails(), queryFn: () => call<StoredEInvoiceDetails>('getEInvoiceDetails') });

/** saveEInvoiceDetails: what invoices issued from now on name the company by. */
export const useSaveEInvoiceDetails = () =>
  useMutation({
    mutationFn: (details: EInvoiceDetails) => call<StoredEInvoiceDetails>('saveEInvoiceDetails', details),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.eInvoiceDetails() }),
  });
