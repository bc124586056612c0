import { type SmartInputResult, smartInputParameter } from '@portal/shared/address';
import type { FastifyInstance } from 'fastify';
import type { AddressesDeps } from './module.ts';
import { smartGeography } from './service.ts';
import { parseSmartInput } from './smart-input/parse.ts';

/**
 * `getSmartInput.do` (spec 7): free text pasted from WhatsApp or an e-commerce order becomes name,
 * phone, postcode, state, town, area and detail address for the form to fill. Nothing is saved.
 */
export function smartInputRoutes(app: FastifyInstance, { config, geography }: AddressesDeps): void {
  const geo = smartGeography(geography);
  app.portal.endpoint({
    name: 'getSmartInput',
    access: 'customer',
    open: 'smart paste parses text for the forms; nothing is read or saved',
    parameter: smartInputParameter,
    rateLimit: config.lookupRateLimit,
    handler: async ({ parameter }): Promise<SmartInputResult> => {
      const parsed = parseSmartInput(parameter.text, await geo());
      // The area of a domestic address is its postcode (the region tree's third level).
      return { ...parsed, area: parsed.prov && parsed.postcode ? parsed.postcode : '' };
    },
  });
}
