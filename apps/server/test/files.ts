import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { crc32 } from '../src/lib/image-code.ts';
import type { Reply } from './helpers.ts';

/** A real xlsx with these rows (the first one being the header). */
export async function xlsxFile(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A zip bomb: one entry of `megabytes` of zeros, deflated to a few dozen KB, a valid zip in every
 * other respect (CRCs and sizes right), named like a spreadsheet part.
 */
export function zipBomb(megabytes = 50): Buffer {
  const content = Buffer.alloc(megabytes * 1024 * 1024);
  const data = deflateRawSync(content, { level: 9 });
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** Posts one file the way the portal's upload does: multipart with `file` and a JSON `parameter`. */
export const upload = <T = unknown>(
  app: FastifyInstance,
  name: string,
  file: { name: string; data: Buffer },
  opts: UploadOptions = {},
): Promise<Reply<T>> => uploadFiles<T>(app, name, [file], opts);

/** `url`: another path the endpoint is served at (`/api/doinfoOrder/batchSave`, as the spec names it). */
type UploadOptions = { token?: string; lang?: string; parameter?: unknown; url?: string };

/** Posts several files as one upload: the JSON `parameter`, then each file in a field `file`. */
export async function uploadFiles<T = unknown>(
  app: FastifyInstance,
  name: string,
  files: { name: string; data: Buffer }[],
  opts: UploadOptions = {},
): Promise<Reply<T>> {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (opts.parameter !== undefined)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="parameter"\r\n\r\n${JSON.stringify(opts.parameter)}\r\n`),
    );
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: opts.lang ?? 'en' };
  if (opts.token) headers.authtoken = opts.token;
  const res = await app.inject({ method: 'POST', url: opts.url ?? `/api/${name}.do`, headers, payload: Buffer.concat(parts) });
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} from ${name}: ${res.body}`);
  return res.json<Reply<T>>();
}
