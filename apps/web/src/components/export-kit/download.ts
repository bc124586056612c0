/** The browser side of a signed download (spec 7): this session's link, fetched and saved. */
import { ApiError, getToken, Timeout } from '@/lib/api-client.ts';
import { currentLang } from '@/lib/i18n.ts';
import { saveBlob } from '@/lib/save-file.ts';
import { local, StorageKey, visitorCode } from '@/lib/storage.ts';
import { fileNameOf, type Signer, signedDownloadUrl } from './signed-link.ts';

const currentSigner = (): Signer => ({
  token: getToken() ?? '',
  sessionId: local.get(StorageKey.sessionId) ?? '',
  visitorCode: visitorCode(),
  now: Date.now(),
});

/** Spec 8: a transport failure (or a body cut short) is 'Service Error'. */
const SERVICE_ERROR = 'Service Error';

async function transport<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new ApiError(0, SERVICE_ERROR);
  }
}

/**
 * Downloads an export through its signed link. It is fetched rather than opened so that a refusal
 * (an expired link answers the JSON envelope) becomes a message instead of a saved JSON file.
 * Rejects with an ApiError carrying the server's translated desc.
 */
export async function downloadExport(taskId: string): Promise<void> {
  const res = await transport(() =>
    fetch(signedDownloadUrl(taskId, currentSigner()), { headers: { lang: currentLang() }, signal: AbortSignal.timeout(Timeout.long) }),
  );
  if (res.headers.get('content-type')?.startsWith('application/json')) {
    const reply = await transport(() => res.json() as Promise<{ code: number; desc: string }>);
    throw new ApiError(reply.code, reply.desc);
  }
  if (!res.ok) throw new ApiError(res.status, SERVICE_ERROR);
  saveBlob(await transport(() => res.blob()), fileNameOf(res.headers.get('content-disposition')));
}
