import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { COMPLAINTS_PAGE } from '@portal/shared/complaints';
import { ORDER_MANAGE_PAGE } from '@portal/shared/order-manage';
import {
  ACCESSORY_EXTENSIONS,
  ACCESSORY_MAX_BYTES,
  ACCESSORY_MAX_PER_CUSTOMER,
  ACCESSORY_PAGES,
  ACCESSORY_TYPES,
  type Accessory,
  accessoryIdParameter,
  accessoryRenameParameter,
  getOrderAppendixParameter,
  orderAppendixParameter,
  PRE_ORDER_PAGE,
} from '@portal/shared/pre-orders';
import type { FastifyInstance } from 'fastify';
import { PortalError } from '../../lib/errors.ts';
import { deleteCustomerFile, saveFile } from '../../lib/file-store.ts';
import { contentMatches, displayNameOf } from '../../lib/uploaded-names.ts';
import { findOrder } from '../orders/service.ts';
import { extensionOf, storedNameOf } from './accessory-files.ts';
import {
  type AccessoryRow,
  accessoriesByIds,
  accessoriesOf,
  accessoryCount,
  addAccessory,
  appendixOf,
  deleteAccessory,
  remarkAccessory,
  saveAppendix,
} from './accessory-repository.ts';
import type { PreOrdersDeps } from './module.ts';

const notFound = () => new PortalError(Code.NOT_FOUND, 'recordNotFound');
/** The accessory library's own pages, and the pages that attach its files to an order. */
const libraryPages = ACCESSORY_PAGES;
const attachPages = [...ACCESSORY_PAGES, ORDER_MANAGE_PAGE, PRE_ORDER_PAGE] as const;
/** The library's pages, and the complaints page, whose attachments are library files uploaded there. */
const uploadPages = [...ACCESSORY_PAGES, COMPLAINTS_PAGE] as const;

const accessoryOf = (r: AccessoryRow): Accessory => ({
  id: r.id,
  displayName: r.displayName,
  contentType: r.contentType,
  size: r.size,
  remark: r.remark,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The accessory library (updatingFiles, accessoryLibrary) and order appendixes. A file is uploaded
 * once (uploadFile), checked by name and content, kept by the file store under a generated name, and
 * attached to any of the customer's orders by its id.
 */
export function accessoryRoutes(app: FastifyInstance, { db }: PreOrdersDeps): void {
  app.portal.endpoint({
    name: 'uploadFile',
    access: 'customer',
    pages: uploadPages,
    parameter: emptyParameter,
    upload: { maxBytes: ACCESSORY_MAX_BYTES, extensions: [...ACCESSORY_EXTENSIONS] },
    successMessage: 'uploadSucceeded',
    handler: async ({ scope, file }): Promise<Accessory> => {
      const ext = file ? extensionOf(file.name) : null;
      if (!file || !ext) throw new PortalError(Code.BAD_PARAMETER, 'fileTypeMismatch');
      if (!contentMatches(ext, file.data)) throw new PortalError(Code.BAD_PARAMETER, 'fileTypeMismatch');
      return db.transaction(async (tx) => {
        if ((await accessoryCount(tx, scope)) >= ACCESSORY_MAX_PER_CUSTOMER)
          throw new PortalError(Code.BAD_PARAMETER, 'accessoryLimit', { max: ACCESSORY_MAX_PER_CUSTOMER });
        const contentType = ACCESSORY_TYPES[ext];
        const fileId = await saveFile(tx, {
          data: file.data,
          name: storedNameOf(ext),
          contentType,
          userId: scope.userId,
          customerId: scope.customerId,
        });
        const row = await addAccessory(tx, scope, { fileId, displayName: displayNameOf(file.name), contentType, size: file.data.length });
        return accessoryOf(row);
      });
    },
  });

  app.portal.endpoint({
    name: 'getAccessoryList',
    access: 'customer',
    pages: attachPages,
    parameter: emptyParameter,
    handler: async ({ scope }) => (await accessoriesOf(db, scope)).map(accessoryOf),
  });

  app.portal.endpoint({
    name: 'updAccessory',
    access: 'customer',
    pages: libraryPages,
    parameter: accessoryRenameParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) => {
      const row = await remarkAccessory(db, scope, parameter.id, parameter.remark);
      if (!row) throw notFound();
      return accessoryOf(row);
    },
  });

  /** Deletes the file and its row; orders it was attached to simply lose it. */
  app.portal.endpoint({
    name: 'delAccessory',
    access: 'customer',
    pages: libraryPages,
    parameter: accessoryIdParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ scope, parameter }) =>
      db.transaction(async (tx) => {
        const row = await deleteAccessory(tx, scope, parameter.id);
        if (!row) throw notFound();
        await deleteCustomerFile(tx, row.fileId, scope.customerId);
        return { id: row.id };
      }),
  });

  /** An order's extra fields and attached files, written whole (insert or replace). */
  app.portal.endpoint({
    name: 'insOrUpdateOrderAppendixs',
    access: 'customer',
    pages: attachPages,
    parameter: orderAppendixParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) => {
      if (!(await findOrder(db, scope, parameter.waybillNo))) throw notFound();
      const ids = [...new Set(parameter.accessoryIds)];
      if (ids.length) {
        const owned = await accessoriesByIds(db, scope, ids);
        if (owned.length !== ids.length) throw notFound();
      }
      const values = { fields: parameter.fields, accessoryIds: ids, updatedBy: scope.userId, updatedAt: new Date() };
      await saveAppendix(db, scope, parameter.waybillNo, values);
      return { waybillNo: parameter.waybillNo };
    },
  });

  app.portal.endpoint({
    name: 'getOrderAppendixs',
    access: 'customer',
    pages: attachPages,
    parameter: getOrderAppendixParameter,
    handler: async ({ scope, parameter }) => {
      if (!(await findOrder(db, scope, parameter.waybillNo))) throw notFound();
      const row = await appendixOf(db, scope, parameter.waybillNo);
      const ids = row?.accessoryIds ?? [];
      // A file deleted from the library since it was attached is no longer listed.
      const files = ids.length ? (await accessoriesByIds(db, scope, ids)).map(accessoryOf) : [];
      return { waybillNo: parameter.waybillNo, fields: row?.fields ?? [], files };
    },
  });
}
