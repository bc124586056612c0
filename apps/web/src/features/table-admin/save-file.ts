import { saveBlob } from '@/lib/save-file.ts';

/** Saves data as a pretty-printed JSON file (the exported table configurations). */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveBlob(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }), fileName);
}
