import multipart from '@fastify/multipart';
import { Code } from '@portal/shared/codes';
import { dropBidiControls } from '@portal/shared/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PortalError } from '../lib/errors.ts';

/**
 * Uploads: the multipart forms of the endpoints that declare `upload`, read before the handler runs
 * (plugins/portal.ts hands it the files). Each read names the limits of the endpoint's rule.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
}

/** A file as the handler gets it: its name as sent (without bidi controls) and its bytes. */
export interface UploadedFile {
  name: string;
  data: Buffer;
}

/** An endpoint that takes one file as multipart/form-data (field `file`; `parameter` as a JSON field). */
export interface UploadRule {
  /** The limit of each file. */
  maxBytes: number;
  /** Accepted name endings, lower case with the dot: ['.xlsx', '.xls']. */
  extensions: string[];
  /** Several files, each in a field `file` (the `parameter` field first): at most this many, else `uploadTooManyFiles`. */
  maxFiles?: number;
}

/** Room for the multipart headers and the `parameter` field (at most 100 KB) beside the file itself. */
const UPLOAD_OVERHEAD_BYTES = 128 * 1024;
const UPLOAD_FIELD_BYTES = 100_000;

/**
 * What a failed multipart read tells the caller: too big is always 413 `uploadTooLarge` (a file
 * over the rule's limit, however the body arrived); a request that is not a readable multipart
 * form (no boundary, cut off, too many parts) is 400 `uploadMalformed`. Never an internal error.
 */
function uploadFailure(error: unknown): PortalError {
  if (error instanceof PortalError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PortalError(Code.BODY_TOO_LARGE, 'uploadTooLarge');
  return new PortalError(Code.BAD_PARAMETER, 'uploadMalformed');
}

/** An upload's `parameter` field as JSON; none is `{}`. */
function parameterOf(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new PortalError(Code.BAD_PARAMETER, 'malformedRequest');
  }
}

/**
 * Reads the one file of an upload: the name must end as the rule says (spec 5 "file type does not
 * match") and the size stay within it ("upload cannot exceed 1M"); the content itself is the
 * endpoint's to check. The size is judged first, so an oversized upload is told so whatever else
 * is wrong with it: a declared length beyond the file limit is refused before a byte is read.
 */
async function readUpload(request: FastifyRequest, rule: UploadRule): Promise<{ file: UploadedFile; parameter: unknown }> {
  if (!request.isMultipart()) throw new PortalError(Code.BAD_PARAMETER, 'uploadRequired');
  const declared = Number(request.headers['content-length']);
  if (declared > rule.maxBytes + UPLOAD_OVERHEAD_BYTES) throw new PortalError(Code.BODY_TOO_LARGE, 'uploadTooLarge');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let data: Buffer;
  try {
    part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 5, fieldSize: UPLOAD_FIELD_BYTES } });
    if (part?.fieldname !== 'file') throw new PortalError(Code.BAD_PARAMETER, 'uploadRequired');
    data = await part.toBuffer();
  } catch (error) {
    throw uploadFailure(error);
  }
  if (!rule.extensions.some((ext) => part.filename.toLowerCase().endsWith(ext)))
    throw new PortalError(Code.BAD_PARAMETER, 'fileFormatError');
  const field = part.fields.parameter;
  if (field && !Array.isArray(field) && field.type === 'field' && field.valueTruncated)
    throw new PortalError(Code.BODY_TOO_LARGE, 'bodyTooLarge');
  const text = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
  return { file: { name: dropBidiControls(part.filename), data }, parameter: parameterOf(text) };
}

/**
 * Reads the files of an upload that takes several (`maxFiles`): the `parameter` field, then up to
 * `maxFiles` parts named `file`, each judged as `readUpload` judges its one. One file more than the
 * rule allows refuses the whole upload with `uploadTooManyFiles`, before any file is kept.
 */
async function readUploads(
  request: FastifyRequest,
  rule: UploadRule & { maxFiles: number },
): Promise<{ files: UploadedFile[]; parameter: unknown }> {
  if (!request.isMultipart()) throw new PortalError(Code.BAD_PARAMETER, 'uploadRequired');
  const declared = Number(request.headers['content-length']);
  if (declared > rule.maxBytes * rule.maxFiles + UPLOAD_OVERHEAD_BYTES) throw new PortalError(Code.BODY_TOO_LARGE, 'uploadTooLarge');
  const files: UploadedFile[] = [];
  let text = '';
  try {
    const parts = request.parts({
      limits: { fileSize: rule.maxBytes, files: rule.maxFiles + 1, fields: 5, fieldSize: UPLOAD_FIELD_BYTES, parts: rule.maxFiles + 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'parameter') continue;
        if (part.valueTruncated) throw new PortalError(Code.BODY_TOO_LARGE, 'bodyTooLarge');
        text = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') throw new PortalError(Code.BAD_PARAMETER, 'uploadRequired');
      if (files.length === rule.maxFiles) throw new PortalError(Code.BAD_PARAMETER, 'uploadTooManyFiles', { max: rule.maxFiles });
      const data = await part.toBuffer();
      if (!rule.extensions.some((ext) => part.filename.toLowerCase().endsWith(ext)))
        throw new PortalError(Code.BAD_PARAMETER, 'fileFormatError');
      files.push({ name: dropBidiControls(part.filename), data });
    }
  } catch (error) {
    throw uploadFailure(error);
  }
  if (files.length === 0) throw new PortalError(Code.BAD_PARAMETER, 'uploadRequired');
  return { files, parameter: parameterOf(text) };
}

/** The files of an upload, in the order sent, and its `parameter` field, read as the endpoint's rule says. */
export async function readUploadedFiles(request: FastifyRequest, rule: UploadRule): Promise<{ files: UploadedFile[]; parameter: unknown }> {
  if (rule.maxFiles) return readUploads(request, { ...rule, maxFiles: rule.maxFiles });
  const { file, parameter } = await readUpload(request, rule);
  return { files: [file], parameter };
}
