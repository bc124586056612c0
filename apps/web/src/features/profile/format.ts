/** An empty value shows as a dash, so a missing detail reads as missing rather than as a gap. */
export const orDash = (value: string | null | undefined): string => value?.trim() || '-';
