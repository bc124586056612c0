import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../exports/service.ts';

/**
 * Answers a file instead of the envelope, always as a download: the type is the one the server
 * judged from the content when it was uploaded, never what the browser claimed, and the name is the
 * cleaned display name. Resolves once sent, so the portal adds nothing after it.
 */
export async function sendFile(reply: FastifyReply, name: string, contentType: string, data: Buffer): Promise<null> {
  await reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(data);
  return null;
}
