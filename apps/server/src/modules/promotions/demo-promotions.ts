import { malaysiaDate } from '@portal/shared/time';
import type { Tx } from '../../db/client.ts';
import { promotions } from '../../db/schema/index.ts';

/** This Malaysian month: its first and last day, and the instant after it ends. */
export function thisMonth(today = malaysiaDate()): { firstDay: string; lastDay: string; endsAt: Date } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return { firstDay: `${today.slice(0, 8)}01`, lastDay, endsAt: new Date(`${next}T00:00:00+08:00`) };
}

/**
 * The demo's promotion, the one its dashboard banner announces: Standard parcels to and within East
 * Malaysia 15% off for this month, for every customer. The banner ends with it.
 */
export async function seedDemoPromotions(tx: Tx): Promise<void> {
  const { firstDay, lastDay } = thisMonth();
  await tx.insert(promotions).values({
    name: { zh: '东马标准快递八五折', en: 'East Malaysia Standard 15% off', ml: 'Standard Malaysia Timur diskaun 15%' },
    rateBp: 1500,
    product: 'EZ',
    zones: ['EM', 'WM_EM'],
    startsOn: firstDay,
    endsOn: lastDay,
  });
}
