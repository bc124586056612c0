import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import { COMMERCE_ORDERS_PAGE } from '@portal/shared/marketplace';
import {
  addExcelTemplateParameter,
  BULK_IMPORT_PAGE,
  deleteExcelTemplateParameter,
  type ExcelTemplate,
  IMPORT_TEMPLATE_PAGE,
  importSettingsSchema,
  updateExcelTemplateParameter,
} from '@portal/shared/order-import';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, PortalError } from '../../lib/errors.ts';
import { importSettingsView } from './import-settings.ts';
import type { OrderImportDeps } from './module.ts';
import {
  addTemplate,
  deleteTemplate,
  findTemplate,
  type ImportTemplateRow,
  saveSettings,
  settingsOf,
  templatesOf,
  updateTemplate,
} from './repository.ts';

const asTemplate = (row: ImportTemplateRow): ExcelTemplate => ({
  id: row.id,
  name: row.name,
  mapping: row.mapping,
  updatedAt: row.updatedAt.toISOString(),
});

/** A second template of the same name is refused by its unique key. */
async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new PortalError(Code.BAD_PARAMETER, 'importTemplateNameTaken');
    throw err;
  }
}

/**
 * Customer templates (importTemplateConfig, ExcelTemplate add/update/delete/getExcelTemplateList):
 * the customer's own column names for the order fields, chosen at upload. And the import settings
 * (importHome, settingHome): the template, sender, product, service and payment an import falls back on.
 */
export function importTemplateRoutes(app: FastifyInstance, { db }: OrderImportDeps): void {
  app.portal.endpoint({
    name: 'getExcelTemplateList',
    access: 'customer',
    pages: [IMPORT_TEMPLATE_PAGE, BULK_IMPORT_PAGE],
    parameter: emptyParameter,
    handler: async ({ scope }) => (await templatesOf(db, scope)).map(asTemplate),
  });

  app.portal.endpoint({
    name: 'addExcelTemplate',
    access: 'customer',
    pages: [IMPORT_TEMPLATE_PAGE],
    parameter: addExcelTemplateParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) => named(async () => asTemplate(await addTemplate(db, scope, parameter))),
  });

  app.portal.endpoint({
    name: 'updateExcelTemplate',
    access: 'customer',
    pages: [IMPORT_TEMPLATE_PAGE],
    parameter: updateExcelTemplateParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) =>
      named(async () => {
        const row = await updateTemplate(db, scope, parameter.id, parameter);
        if (!row) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
        return asTemplate(row);
      }),
  });

  app.portal.endpoint({
    name: 'deleteExcelTemplate',
    access: 'customer',
    pages: [IMPORT_TEMPLATE_PAGE],
    parameter: deleteExcelTemplateParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ scope, parameter }) => {
      if (!(await findTemplate(db, scope, parameter.id))) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      await deleteTemplate(db, scope, parameter.id);
      const settings = await settingsOf(db, scope);
      if (settings.templateId === parameter.id) await saveSettings(db, scope, { ...settings, templateId: null });
      return null;
    },
  });

  // Marketplace orders ship with the same settings (the page links to them): its page may read and save them too.
  app.portal.endpoint({
    name: 'getImportSetting',
    access: 'customer',
    pages: [BULK_IMPORT_PAGE, COMMERCE_ORDERS_PAGE],
    parameter: emptyParameter,
    handler: async ({ scope }) => importSettingsView(db, scope),
  });

  app.portal.endpoint({
    name: 'saveImportSetting',
    access: 'customer',
    pages: [BULK_IMPORT_PAGE, COMMERCE_ORDERS_PAGE],
    parameter: importSettingsSchema,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) => {
      if (parameter.templateId && !(await findTemplate(db, scope, parameter.templateId)))
        throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      await saveSettings(db, scope, parameter);
      return parameter;
    },
  });
}
