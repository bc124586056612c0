// The export kit's public API: list screens and the download centre import from here.
import { lazy } from 'react';

export { downloadExport } from './download.ts';

/** Loaded on first use, so a list screen's bundle does not carry the dialog. */
export const ExportDialog = lazy(() => import('./export-dialog.tsx').then((m) => ({ default: m.ExportDialog })));
