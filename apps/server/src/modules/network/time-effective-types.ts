import { Code } from '@portal/shared/codes';
import type { Lang } from '@portal/shared/lang';
import { isChoosableTimeEffectiveType, type TimeEffectiveType } from '@portal/shared/network';
import { PortalError } from '../../lib/errors.ts';
import type { NetworkService } from './network-service.ts';

/**
 * The time-effective types a parameter chose (a query's filter), in the order given: an unknown id
 * is refused, and so is a withdrawn type (`isEnable` 2), which no picker offers (spec 4).
 */
export async function chosenTimeEffectiveTypes(network: NetworkService, ids: readonly number[], lang: Lang): Promise<TimeEffectiveType[]> {
  if (!ids.length) return [];
  const { timeEffectiveTypes } = await network.current();
  return [...new Set(ids)].map((id) => {
    const type = timeEffectiveTypes.find((t) => t.id === id);
    if (!type) throw new PortalError(Code.BAD_PARAMETER, 'timeEffectiveTypeNotFound', { id });
    if (!isChoosableTimeEffectiveType(type))
      throw new PortalError(Code.BAD_PARAMETER, 'timeEffectiveTypeDisabled', { name: type.names[lang] });
    return type;
  });
}
