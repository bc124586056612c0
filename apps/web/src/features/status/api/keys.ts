/** The status page's query keys. */
export const statusKeys = {
  health: ['healthz'] as const,
};
