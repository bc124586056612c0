import { Code } from '@portal/shared/codes';
import { ORDER_STATUS_LABELS } from '@portal/shared/order-manage';
import {
  addSmsTemplateParameter,
  allowSmsLinksParameter,
  DEFAULT_SMS_TEMPLATE,
  realPhoneNumParameter,
  SMS_LOGS_PAGE,
  SMS_TEMPLATES_PAGE,
  type SmsEvent,
  type SmsTemplate,
  smsLogFilterParameter,
  smsLogParameter,
  smsTemplateIdParameter,
  smsTemplateListParameter,
  templateParts,
  updateSmsStatusBatchParameter,
  updateSmsTemplateParameter,
} from '@portal/shared/sms';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PortalError } from '../../lib/errors.ts';
import { filtersBy, numericIds, registerExport, scopeOf } from '../exports/service.ts';
import { countMessages, listMessages, messagePhone, messagesAfter } from './message-log.ts';
import type { SmsDeps } from './module.ts';
import {
  addTemplate,
  deleteTemplate,
  listTemplates,
  requireSmsCustomer,
  setLinkPermit,
  templateDetail,
  updateStatuses,
  updateTemplate,
} from './templates.ts';

const templatePages = [SMS_TEMPLATES_PAGE] as const;
const logPages = [SMS_LOGS_PAGE] as const;
/** Reveals a minute, as getOrderPlainText allows. */
const REVEAL_RATE_LIMIT = 120;

/**
 * Enhanced SMS (issue 18): the template calls of spec 7 under `/api/smsTemplate/<call>.do`, the log
 * with its export, and the courier's switch for links. Every customer call is for PP_PM customers only.
 */
export function smsRoutes(app: FastifyInstance, deps: SmsDeps): void {
  const { db, texts } = deps;
  const translate = texts.translate;

  app.portal.endpoint({
    name: 'smsTemplate/list',
    access: 'customer',
    pages: templatePages,
    parameter: smsTemplateListParameter,
    handler: async ({ scope, parameter, lang }) => {
      await requireSmsCustomer(db, scope);
      const page = await listTemplates(db, scope, parameter);
      // The events in the reader's language, for the list's column.
      const named = (events: readonly SmsEvent[]) => events.map((e) => translate(ORDER_STATUS_LABELS[e], lang)).join(', ');
      return { ...page, list: page.list.map((r) => ({ ...r, eventNames: named(r.events) })) };
    },
  });

  app.portal.endpoint({
    name: 'smsTemplate/add',
    access: 'customer',
    pages: templatePages,
    parameter: addSmsTemplateParameter,
    successMessage: 'addSuccess',
    handler: async ({ scope, parameter, lang }) => {
      await requireSmsCustomer(db, scope);
      return addTemplate(db, scope, parameter, lang, translate);
    },
  });

  app.portal.endpoint({
    name: 'smsTemplate/detail',
    access: 'customer',
    pages: templatePages,
    parameter: smsTemplateIdParameter,
    handler: async ({ scope, parameter }) => {
      await requireSmsCustomer(db, scope);
      return templateDetail(db, scope, parameter.id);
    },
  });

  app.portal.endpoint({
    name: 'smsTemplate/update',
    access: 'customer',
    pages: templatePages,
    parameter: updateSmsTemplateParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter, lang }) => {
      await requireSmsCustomer(db, scope);
      return updateTemplate(db, scope, parameter, lang, translate);
    },
  });

  app.portal.endpoint({
    name: 'smsTemplate/delete',
    access: 'customer',
    pages: templatePages,
    parameter: smsTemplateIdParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ scope, parameter }) => {
      await requireSmsCustomer(db, scope);
      return deleteTemplate(db, scope, parameter.id);
    },
  });

  app.portal.endpoint({
    name: 'smsTemplate/updateStatusBatch',
    access: 'customer',
    pages: templatePages,
    parameter: updateSmsStatusBatchParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter, lang }) => {
      await requireSmsCustomer(db, scope);
      return updateStatuses(db, scope, parameter.ids, parameter.status, lang, translate);
    },
  });

  app.portal.endpoint({
    name: 'smsTemplate/queryDefaultTemplate',
    access: 'customer',
    pages: templatePages,
    parameter: z.object({}),
    handler: async ({ scope }): Promise<Omit<SmsTemplate, 'id' | 'updatedAt' | 'status'>> => {
      await requireSmsCustomer(db, scope);
      return { ...DEFAULT_SMS_TEMPLATE, parts: templateParts(DEFAULT_SMS_TEMPLATE.content) };
    },
  });

  /**
   * The masked receiver number of one logged message, whole. Every reveal is an audit line in the
   * server log (`sms.realPhoneNum`: who, which message and waybill; never the number itself).
   */
  app.portal.endpoint({
    name: 'smsTemplate/realPhoneNum',
    access: 'customer',
    pages: logPages,
    parameter: realPhoneNumParameter,
    rateLimit: REVEAL_RATE_LIMIT,
    handler: async ({ scope, parameter, request }) => {
      await requireSmsCustomer(db, scope);
      const found = await messagePhone(db, scope, parameter.id);
      if (!found) throw new PortalError(Code.NOT_FOUND, 'smsMessageNotFound');
      app.log.info(
        {
          event: 'sms.realPhoneNum',
          reqId: request.id,
          userId: scope.userId,
          loginCode: scope.loginCode,
          customerId: scope.customerId,
          messageId: parameter.id,
          waybillNo: found.waybillNo,
          ip: request.ip,
        },
        'sms receiver number revealed',
      );
      return { id: parameter.id, receiverTel: found.tel };
    },
  });

  app.portal.endpoint({
    name: 'smsLog/list',
    access: 'customer',
    pages: logPages,
    parameter: smsLogParameter,
    handler: async ({ scope, parameter }) => {
      await requireSmsCustomer(db, scope);
      return listMessages(db, scope, parameter);
    },
  });

  registerExport(
    { app, ...deps },
    {
      name: 'smsLog/export',
      access: 'customer',
      pages: logPages,
      parseParams: filtersBy(smsLogFilterParameter),
      authorize: async (db, caller) => requireSmsCustomer(db, scopeOf(caller)),
      count: (db, caller, query) => countMessages(db, scopeOf(caller), query.params, numericIds(query)),
      rows: async (db, caller, query, page) => {
        const after = typeof page.afterKey === 'number' ? page.afterKey : page.afterKey === null ? null : Number(page.afterKey);
        const rows = await messagesAfter(db, scopeOf(caller), query.params, numericIds(query), after, page.limit);
        return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
      },
      key: (row) => row.id as number,
      fileName: (lang) => translate('smsLogExportFileName', lang),
    },
  );

  /** The courier's administrator allows (or withdraws) links in a customer's templates. */
  app.portal.endpoint({
    name: 'smsTemplate/allowLinks',
    access: 'admin',
    parameter: allowSmsLinksParameter,
    successMessage: 'smsLinksUpdated',
    handler: async ({ caller, parameter }) => setLinkPermit(db, parameter.customerCode, parameter.allowed, caller.userId),
  });
}
