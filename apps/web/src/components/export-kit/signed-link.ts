import { DEFAULT_EXPORT_NAME, downloadSignedJson, EXPORT_DOWNLOAD_PATH, signatureBase } from '@portal/shared/export';
import { md5 } from './md5.ts';

/** What a signed link is made of: this session, this tab, this moment. */
export interface Signer {
  token: string;
  sessionId: string;
  visitorCode: string;
  now: number;
}

/**
 * Spec 7: the export's download link with the token, the timestamp t and
 * s = md5(parameters JSON + t + session id + visitor code). The visitor code travels as `v` so the
 * server can check s; the session id never does, so a leaked link cannot be re-signed later.
 */
export function signedDownloadUrl(taskId: string, signer: Signer): string {
  const s = md5(signatureBase(downloadSignedJson(taskId), signer.now, signer.sessionId, signer.visitorCode));
  const query = new URLSearchParams({ taskId, token: signer.token, t: String(signer.now), s, v: signer.visitorCode });
  return `${EXPORT_DOWNLOAD_PATH}?${query}`;
}

/** The file name a Content-Disposition header gives, RFC 5987's UTF-8 `filename*` first. */
export function fileNameOf(disposition: string | null): string {
  const extended = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return disposition?.match(/filename="([^"]*)"/i)?.[1] || `${DEFAULT_EXPORT_NAME}.xlsx`;
}
