/** The shell's notices' query keys. */
export const shellNoticeKeys = {
  overdueArrears: ['overdueArrears'] as const,
  alertMessages: ['alertMessages'] as const,
};
