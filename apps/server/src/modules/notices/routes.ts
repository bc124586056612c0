import { emptyParameter } from '@portal/shared/api';
import { Code } from '@portal/shared/codes';
import type { MessageKey } from '@portal/shared/messages';
import { formatRinggit } from '@portal/shared/money';
import { singleLine } from '@portal/shared/text';
import { addDays, malaysiaDate } from '@portal/shared/time';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PortalError } from '../../lib/errors.ts';
import { overdueBills } from '../statements/service.ts';
import type { NoticesDeps } from './module.ts';
import { markAlertRead, shownAlerts, shownArrears } from './repository.ts';

/** An alert id; capped at the `serial` column's range, since PostgreSQL fails on a larger one. */
const alertId = z
  .union([
    z.number(),
    singleLine()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(2_147_483_647));

/** The calendar day after a YYYY-MM-DD date. */

/** Notices shown over the shell after login: overdue arrears and the first-visit mall notice. */
export function noticeRoutes(app: FastifyInstance, deps: NoticesDeps): void {
  const { db } = deps;

  // Every shown record goes to the portal; it decides by today's date and status (spec 4). First the
  // real rule: one notice per unpaid statement past its due date, shown from the day after it until
  // today, so it stays up until the statement is paid. Its id is the statement's, negated, so it never
  // meets a notice the finance team wrote (overdue_arrears, still read after them).
  app.portal.endpoint({
    name: 'getOverdueArrears',
    access: 'customer',
    open: 'the notice shown after login to every account',
    parameter: emptyParameter,
    handler: async ({ scope, lang }) => {
      const today = malaysiaDate(0);
      const [overdue, rows] = await Promise.all([overdueBills(db, scope, today), shownArrears(db, scope)]);
      const say = (key: MessageKey, params?: Record<string, string | number>) => deps.texts.translate(key, lang, params);
      return [
        ...overdue.map((b) => ({
          id: -b.id,
          startDate: addDays(b.dueDate, 1),
          endDate: today,
          status: '0',
          show: true,
          topic: say('overdueStatementTopic'),
          content: say('overdueStatementContent', {
            month: b.billMonth,
            billNo: b.billNo,
            amount: formatRinggit(b.totalSen),
            dueDate: b.dueDate,
          }),
        })),
        ...rows.map((r) => ({
          id: r.id,
          startDate: r.startDate,
          endDate: r.endDate,
          status: r.status,
          show: r.show,
          topic: r.topic[lang],
          content: r.content[lang],
        })),
      ];
    },
  });

  // The administrator never gets the mall notice (spec 6), so the call answers it with nothing.
  app.portal.endpoint({
    name: 'mall/queryAlertMsg',
    access: 'user',
    parameter: emptyParameter,
    handler: async ({ caller, lang }) => {
      if (caller.accountType === 'ADMIN') return [];
      const rows = await shownAlerts(db, caller.userId);
      return rows.map((r) => ({
        id: r.id,
        businessType: r.businessType,
        status: r.status,
        topic: r.topic[lang],
        content: r.content[lang],
      }));
    },
  });

  // The spec sends the alert id itself as the parameter; `{id}` is accepted too.
  app.portal.endpoint({
    name: 'mall/alertMsgRead',
    access: 'user',
    parameter: z.union([alertId, z.object({ id: alertId })]),
    handler: async ({ parameter, caller }) => {
      const id = typeof parameter === 'number' ? parameter : parameter.id;
      const row = await markAlertRead(db, caller.userId, id);
      if (!row) throw new PortalError(Code.NOT_FOUND, 'recordNotFound');
      return { id: row.id, status: 1 };
    },
  });
}
