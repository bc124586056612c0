import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accountManagers, customers } from '../../db/schema/index.ts';

/** Demo Trading has a dedicated account manager (its serviceLogo opens the page, spec 6). */
export async function seedDemoAccountManager(tx: Tx, customerId: number): Promise<void> {
  await tx.update(customers).set({ serviceLogo: 'vip-gold' }).where(eq(customers.id, customerId));
  await tx.insert(accountManagers).values({
    customerId,
    name: 'Siti Nurhaliza binti Ahmad',
    title: 'Key Account Manager, Central Region',
    phone: '03-7880 2211',
    whatsapp: '012-388 4521',
    email: 'siti.ahmad@courier.example.my',
    hours: {
      zh: '周一至周五 09:00–18:00，周六 09:00–13:00（马来西亚时间）',
      en: 'Mon–Fri 09:00–18:00, Sat 09:00–13:00 (Malaysian time)',
      ml: 'Isnin–Jumaat 09:00–18:00, Sabtu 09:00–13:00 (waktu Malaysia)',
    },
    languages: ['Bahasa Melayu', 'English', '中文'],
    backupPhone: '1-300-88-2828',
  });
}
