import type { PrescriptionParameter, PrescriptionReport } from '@portal/shared/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

/** Promised against measured delivery days by route class and product: the dashboard's chart and the aging query page. */
export const usePrescriptionReport = (parameter: PrescriptionParameter) =>
  useQuery({
    queryKey: dashboardKeys.prescriptionReport(parameter),
    queryFn: () => call<PrescriptionReport>('getPrescriptionReport', parameter),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
