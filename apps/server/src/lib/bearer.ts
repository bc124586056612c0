import type { FastifyRequest } from 'fastify';

/** The token of `Authorization: Bearer <token>` (RFC 6750), as the operations API and the open API take their keys. */
export const bearerTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};
