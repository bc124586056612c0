import { emptyParameter } from '@portal/shared/api';
import {
  addComplaintParameter,
  answerComplaintParameter,
  COMPLAINT_STATUSES,
  COMPLAINT_SUB_TYPE_LABELS,
  COMPLAINT_TYPE_LIST,
  COMPLAINT_TYPES,
  COMPLAINTS_PAGE,
  type ComplaintType,
  complaintListParameter,
  endComplaintParameter,
  followUpParameter,
} from '@portal/shared/complaints';
import { unset } from '@portal/shared/order-manage';
import { singleLine } from '@portal/shared/text';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caseTypeChoices } from '../../lib/case-kit.ts';
import type { ComplaintsDeps } from './module.ts';
import { addComplaint, addEntry, complaintDetail, deskQueue, listComplaints, waybillForComplaint } from './repository.ts';

const pages = [COMPLAINTS_PAGE] as const;
const idParameter = z.object({ id: z.coerce.number().int().positive() });

/** Complaints and suggestions (spec 7 "Complaints, work orders and claims"), and the courier's desk for them. */
export function complaintRoutes(app: FastifyInstance, { db, texts, notifications }: ComplaintsDeps): void {
  const translate = texts.translate;

  app.portal.endpoint({
    name: 'getTypeOfComplaint',
    access: 'customer',
    pages,
    parameter: emptyParameter,
    handler: async ({ lang }) => caseTypeChoices(COMPLAINT_TYPE_LIST, COMPLAINT_TYPES, translate, lang),
  });

  app.portal.endpoint({
    name: 'getComplaintType',
    access: 'customer',
    pages,
    parameter: z.object({ type: z.enum(COMPLAINT_TYPE_LIST as [ComplaintType, ...ComplaintType[]], { error: 'complaintTypeRequired' }) }),
    handler: async ({ parameter, lang }) =>
      COMPLAINT_TYPES[parameter.type].subTypes.map((code) => ({ code, name: translate(COMPLAINT_SUB_TYPE_LABELS[code], lang) })),
  });

  app.portal.endpoint({
    name: 'getComplaintByBillcode',
    access: 'customer',
    pages,
    parameter: z.object({ billCode: singleLine().trim().min(1, { error: 'complaintWaybillRequired' }).max(20) }),
    handler: async ({ scope, parameter, lang }) => waybillForComplaint(db, scope, parameter.billCode, lang, translate),
  });

  app.portal.endpoint({
    name: 'addComplaint',
    access: 'customer',
    pages,
    parameter: addComplaintParameter,
    successMessage: 'submitComplaintDone',
    handler: async ({ scope, parameter, lang }) => addComplaint(db, scope, parameter, lang, translate),
  });

  app.portal.endpoint({
    name: 'getComplaintList',
    access: 'customer',
    pages,
    parameter: complaintListParameter,
    handler: async ({ scope, parameter, lang }) => listComplaints(db, scope, parameter, lang, translate),
  });

  app.portal.endpoint({
    name: 'getComplaint',
    access: 'customer',
    pages,
    parameter: idParameter,
    handler: async ({ scope, parameter, lang }) => complaintDetail(db, scope, parameter.id, lang, translate),
  });

  app.portal.endpoint({
    name: 'addComplaintInfo',
    access: 'customer',
    pages,
    parameter: followUpParameter,
    handler: async ({ scope, parameter }) => ({
      status: await addEntry(db, notifications, {
        id: parameter.id,
        viewer: scope,
        by: 'customer',
        userId: scope.userId,
        authorName: scope.loginCode,
        content: parameter.content,
        attachments: parameter.attachments,
      }),
    }),
  });

  app.portal.endpoint({
    name: 'updateComplaintInfo',
    access: 'customer',
    pages,
    parameter: endComplaintParameter,
    handler: async ({ scope, parameter, lang }) => ({
      status: await addEntry(db, notifications, {
        id: parameter.id,
        viewer: scope,
        by: 'customer',
        userId: scope.userId,
        authorName: scope.loginCode,
        content: parameter.comment ?? translate('complaintEndedByCustomer', lang, { satisfaction: parameter.satisfaction }),
        status: 'END',
        satisfaction: parameter.satisfaction,
        comment: parameter.comment,
      }),
    }),
  });

  // The courier's customer-service desk (the administrator's area).
  app.portal.endpoint({
    name: 'getComplaintQueue',
    access: 'admin',
    parameter: z.object({ status: z.preprocess(unset, z.enum(COMPLAINT_STATUSES).optional()) }),
    handler: async ({ parameter, lang }) => deskQueue(db, parameter.status, lang, translate),
  });

  app.portal.endpoint({
    name: 'getComplaintForDesk',
    access: 'admin',
    parameter: idParameter,
    handler: async ({ parameter, lang }) => complaintDetail(db, null, parameter.id, lang, translate),
  });

  app.portal.endpoint({
    name: 'answerComplaint',
    access: 'admin',
    parameter: answerComplaintParameter,
    handler: async ({ caller, parameter }) => ({
      status: await addEntry(db, notifications, {
        id: parameter.id,
        viewer: null,
        by: 'staff',
        userId: caller.userId,
        authorName: 'Customer service',
        content: parameter.content,
        status: parameter.status,
      }),
    }),
  });
}
