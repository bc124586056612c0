import { sql } from 'drizzle-orm';

/** An upsert's `set` for the three name columns: reference data's names replace the stored ones. */
export const excludedLocalNames = () => ({ nameZh: sql`excluded.name_zh`, nameEn: sql`excluded.name_en`, nameMl: sql`excluded.name_ml` });
