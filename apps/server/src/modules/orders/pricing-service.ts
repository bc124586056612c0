import { Code } from '@portal/shared/codes';
import type { LocalText } from '@portal/shared/lang';
import { type PriceBreakdown, type PriceInput, priceShipment, type Tariff } from '@portal/shared/pricing';
import { type PromotionRule, promotionFor } from '@portal/shared/promotions';
import { malaysiaDate } from '@portal/shared/time';
import { and, asc, desc, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, products, promotions, tariffs } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { PortalError } from '../../lib/errors.ts';

interface TariffLine extends Tariff {
  id: number;
  product: string;
  zone: string;
}

export interface ProductInfo {
  code: string;
  nameZh: string;
  nameEn: string;
  nameMl: string;
  productType: 'NE' | 'MS';
  volumetricDivisor: number;
}

interface Snapshot {
  /** 'product|zone' -> the line in force. */
  lines: Map<string, TariffLine>;
  products: Map<string, ProductInfo>;
  /** country code -> international zone. */
  zones: Map<string, string>;
  /** Promotions not over yet (ended early or past their last day are left out). */
  promotions: PromotionRule[];
}

/** A quote: the breakdown, the tariff line and the promotion it was priced with. */
export type Quote = PriceBreakdown & { tariffId: number; promotion: { id: number; name: LocalText; rateBp: number } | null };

/** A tariff change reaches every process within this long (the next price read after it). */
const REFRESH_MS = 5_000;

/**
 * The tariffs in force, products and zones, read from the database and kept per process for a few
 * seconds: pricing is on every keystroke of the order form and every order placed, and tariffs
 * change a few times a year. An order stores the price and the tariff line it was placed at.
 */
export class PricingService {
  private snapshot: Snapshot | null = null;
  private readAt = 0;
  private loading: Promise<Snapshot> | null = null;

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
  ) {
    // A new tariff line (npm run tariff) or a promotion saved or ended is priced from at once, in every process.
    changes.watch({ named: { tariff: () => this.forget() }, all: () => this.forget() });
  }

  async current(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.readAt < REFRESH_MS) return this.snapshot;
    this.loading ??= this.read().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** Drops the copy: the next price reads the tariffs again. */
  forget(): void {
    this.readAt = 0;
  }

  private async read(): Promise<Snapshot> {
    const [lineRows, productRows, zoneRows, promotionRows] = await Promise.all([
      // The latest line of each product and zone that is already in force.
      this.db
        .selectDistinctOn([tariffs.product, tariffs.zone])
        .from(tariffs)
        .where(lte(tariffs.effectiveFrom, sql`now()`))
        .orderBy(tariffs.product, tariffs.zone, desc(tariffs.effectiveFrom)),
      this.db.select().from(products).orderBy(asc(products.sort)),
      this.db.select({ code: countries.code, zone: countries.intlZone }).from(countries),
      // Yesterday's too: the snapshot may be read just before midnight and used just after.
      this.db
        .select()
        .from(promotions)
        .where(and(isNull(promotions.endedAt), gte(promotions.endsOn, malaysiaDate(-1)))),
    ]);
    const lines = new Map<string, TariffLine>();
    for (const r of lineRows) lines.set(`${r.product}|${r.zone}`, r);
    this.snapshot = {
      lines,
      products: new Map(productRows.map((p) => [p.code, p])),
      zones: new Map(zoneRows.filter((z) => z.zone).map((z) => [z.code, z.zone!])),
      promotions: promotionRows.map((p) => ({
        id: p.id,
        name: p.name,
        rateBp: p.rateBp,
        product: p.product,
        zones: p.zones,
        customerId: p.customerId,
        startsOn: p.startsOn,
        endsOn: p.endsOn,
      })),
    };
    this.readAt = Date.now();
    return this.snapshot;
  }

  async products(): Promise<ProductInfo[]> {
    return [...(await this.current()).products.values()];
  }

  async internationalZone(countryCode: string): Promise<string | undefined> {
    return (await this.current()).zones.get(countryCode);
  }

  /**
   * The price of a shipment for a customer today, on the line in force and with the promotion it gets
   * (one at most); a route without a line is refused (noTariff).
   */
  async quote(
    product: string,
    /** Whose shipment (their own promotions count too); null where no customer's promotion can apply. */
    customerId: number | null,
    input: Omit<PriceInput, 'tariff' | 'divisor' | 'promotionRateBp'>,
    day: string = malaysiaDate(),
  ): Promise<Quote> {
    const snapshot = await this.current();
    const line = snapshot.lines.get(`${product}|${input.zone}`);
    const info = snapshot.products.get(product);
    if (!line || !info) throw new PortalError(Code.BAD_PARAMETER, 'noTariff', { product, zone: input.zone });
    const promotion = promotionFor(snapshot.promotions, { product, zone: input.zone, customerId, day });
    const price = priceShipment({ ...input, tariff: line, divisor: info.volumetricDivisor, promotionRateBp: promotion?.rateBp });
    return {
      ...price,
      tariffId: line.id,
      promotion: promotion && price.discountSen > 0 ? { id: promotion.id, name: promotion.name, rateBp: promotion.rateBp } : null,
    };
  }
}
