import type { Period, PrescriptionParameter } from '@portal/shared/dashboard';

/** The dashboard's query keys, each under the call's name. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  contract: () => [...dashboardKeys.all, 'getContractStatus'] as const,
  d10: () => [...dashboardKeys.all, 'getD10ClaimsData'] as const,
  banners: () => [...dashboardKeys.all, 'getAdvertising'] as const,
  announcements: () => [...dashboardKeys.all, 'getInformationList'] as const,
  figures: (name: string, period: Period) => [...dashboardKeys.all, name, period.dateFrom, period.dateTo] as const,
  prescriptionReport: (parameter: PrescriptionParameter) => [...dashboardKeys.all, 'getPrescriptionReport', parameter] as const,
  /** The aging query page's products: outside 'dashboard', as they always were. */
  expressTypes: ['expressTypes'] as const,
};
