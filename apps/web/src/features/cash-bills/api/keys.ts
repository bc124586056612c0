/** The cash bills' query keys: a page of one bill's shipments. */
export const cashBillKeys = {
  details: (billNo: string, page: number, pageSize: number) => ['getCashBillDetails', billNo, page, pageSize] as const,
};
