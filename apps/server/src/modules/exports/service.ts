// The export engine's public surface: how a list module makes its list exportable, and the file
// reply helpers other downloads share.
export { contentDisposition } from './download-route.ts';
export { saveErrorWorkbook } from './error-workbook.ts';
export {
  type ExportQuery,
  type ExportSource,
  ExportSources,
  filtersBy,
  numericIds,
  scopeOf,
} from './export-sources.ts';
export { type ExportRegistry, registerExport } from './register-export.ts';
export { recordDocumentTask, wakeExports } from './start-export.ts';
export { XLSX_CONTENT_TYPE } from './xlsx-writer.ts';
