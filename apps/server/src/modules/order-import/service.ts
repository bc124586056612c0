// The bulk import's public surface, for the other sheet imports (marketplace order exports): the
// one mapping step from a sheet's columns to order fields, what completes a row as the order form
// would, and how a row is recognised so that importing it again places nothing twice.
export { refusalErrors, rowOrder } from './import-job.ts';
export { importDefaultsOf } from './import-settings.ts';
export { applyMapping, type MappedRow, mappedColumns, sheetsOf } from './read-sheet.ts';
