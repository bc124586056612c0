import type { ImportSender, ImportSettings } from '@portal/shared/order-import';
import type { DbOrTx } from '../../db/client.ts';
import type { RowScope } from '../../lib/scope.ts';
import { defaultSender } from '../addresses/service.ts';
import { settingsOf } from './repository.ts';

/** Import settings as the settings page shows them: the saved ones, and the sender a null sender stands for. */
export interface ImportSettingsView extends ImportSettings {
  /** The sender address book's default: what a row without a sender ships from while the settings name none. */
  bookSender: ImportSender | null;
}

export async function importSettingsView(db: DbOrTx, scope: RowScope): Promise<ImportSettingsView> {
  const [settings, book] = await Promise.all([settingsOf(db, scope), defaultSender(db, scope)]);
  const bookSender = book
    ? { name: book.name, tel: book.contacts, postcode: book.postcode, prov: book.prov, city: book.city, address: book.address }
    : null;
  return { ...settings, bookSender };
}

/**
 * What an import (or a shipment of shop orders) falls back on: the saved settings, their sender or
 * else the sender book's default. A new account has saved none, and its first template of receivers
 * ships from the sender it keeps in its address book.
 */
export async function importDefaultsOf(db: DbOrTx, scope: RowScope): Promise<ImportSettings> {
  const { bookSender, ...settings } = await importSettingsView(db, scope);
  return { ...settings, sender: settings.sender ?? bookSender };
}
