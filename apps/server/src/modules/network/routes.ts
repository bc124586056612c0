import { firstLevelNetworksQuery, networkSelectQuery, outletSearchParameter, timeEffectiveTypePageQuery } from '@portal/shared/network';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../plugins/portal.ts';
import type { NetworkDeps } from './module.ts';
import { type NetworkSnapshot, regionOf, type Site } from './network-service.ts';
import { searchOutlets } from './outlets.ts';
import { firstLevelNetworks, selectNetworks, timeEffectivePage } from './pickers.ts';
import { customerNetworkId } from './repository.ts';

/**
 * The organisation pickers (spec 7): GET at the spec's own paths, `{ code, msg, data }`. The network
 * is the courier's, the same for every customer, but only a logged-in account may read it. And the
 * nearby outlets page's search.
 */
export function networkRoutes(app: FastifyInstance, deps: NetworkDeps): void {
  const { db, network, geography } = deps;

  /** The region of the site a customer is served from: "its network" for /network/select. */
  const regionOfCaller = async (snapshot: NetworkSnapshot, caller: Caller): Promise<Site | null> => {
    const id = caller.customerId === null ? null : await customerNetworkId(db, caller.customerId);
    const site = id === null ? undefined : snapshot.byId.get(id);
    return site ? regionOf(snapshot, site) : null;
  };

  app.portal.endpoint({
    name: 'network/getFirstLevelNetworks',
    path: '/network/getFirstLevelNetworks',
    method: 'GET',
    access: 'user',
    parameter: firstLevelNetworksQuery,
    compress: false,
    handler: async ({ parameter }) => firstLevelNetworks(await network.current(), parameter),
  });

  app.portal.endpoint({
    name: 'network/select',
    path: '/network/select',
    method: 'GET',
    access: 'user',
    parameter: networkSelectQuery,
    compress: false,
    handler: async ({ parameter, caller }) => {
      const snapshot = await network.current();
      return selectNetworks(snapshot, parameter, await regionOfCaller(snapshot, caller));
    },
  });

  app.portal.endpoint({
    name: 'network/select/all',
    path: '/network/select/all',
    method: 'GET',
    access: 'user',
    parameter: networkSelectQuery,
    compress: false,
    handler: async ({ parameter }) => selectNetworks(await network.current(), parameter, null),
  });

  app.portal.endpoint({
    name: 'timeEffectiveType/page',
    path: '/timeEffectiveType/page',
    method: 'GET',
    access: 'user',
    parameter: timeEffectiveTypePageQuery,
    compress: false,
    handler: async ({ parameter, lang }) => timeEffectivePage(await network.current(), parameter, lang),
  });

  /** Nearby outlets (the nearbyOutlets page): nearest a postcode, a town or the shipper's position. */
  app.portal.endpoint({
    name: 'getInterBusinessOutletsInfo',
    access: 'customer',
    pages: ['nearbyOutlets'],
    parameter: outletSearchParameter,
    handler: async ({ parameter }) => searchOutlets({ network, geography }, parameter),
  });
}
