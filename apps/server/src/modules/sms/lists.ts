import { ORDER_STATUS_LABELS } from '@portal/shared/order-manage';
import { SMS_EVENTS, SMS_STATE_LABELS, SMS_STATES } from '@portal/shared/sms';
import { type BuiltInTable, minuteColumn, STATUS_OPTIONS, table } from '../../lib/list-kit.ts';

/** Enhanced SMS (issue 18): its templates and its log. */
function smsColumn(list: 'templates' | 'logs', prop: string): string {
  return `sms:${list}.columns.${prop}`;
}
const SMS_EVENT_OPTIONS = SMS_EVENTS.map((e) => ({ value: e, label: `msg:${ORDER_STATUS_LABELS[e]}` }));
const SMS_STATE_COLOURS = { QUEUED: 'default', SENT: 'blue', DELIVERED: 'green', FAILED: 'red', OPTED_OUT: 'orange' } as const;
const SMS_STATE_OPTIONS = SMS_STATES.map((s) => ({ value: s, label: `msg:${SMS_STATE_LABELS[s]}`, color: SMS_STATE_COLOURS[s] }));

export const SMS_LISTS: BuiltInTable[] = [
  {
    tabKey: 'enhancedMessageService',
    name: 'SMS templates (enhancedMessageService)',
    config: table({
      tableApi: 'smsTemplate/list',
      checkbox: true,
      columnList: [
        { label: smsColumn('templates', 'name'), prop: 'name', minWidth: 160, show: true, default: true, tooltip: true },
        {
          label: smsColumn('templates', 'type'),
          prop: 'type',
          width: 120,
          show: true,
          custom: {
            kind: 'enum',
            options: [
              { value: 'NOTICE', label: 'msg:smsTypeNotice', color: 'blue' },
              { value: 'COMMERCIAL', label: 'msg:smsTypeCommercial', color: 'purple' },
            ],
          },
        },
        { label: smsColumn('templates', 'content'), prop: 'content', minWidth: 260, show: true, tooltip: true },
        { label: smsColumn('templates', 'events'), prop: 'eventNames', minWidth: 180, show: true, tooltip: true },
        { label: smsColumn('templates', 'parts'), prop: 'parts', width: 80, show: true },
        {
          label: smsColumn('templates', 'status'),
          prop: 'status',
          width: 100,
          show: true,
          custom: { kind: 'enum', options: STATUS_OPTIONS },
        },
        minuteColumn(smsColumn('templates', 'updatedAt'), 'updatedAt'),
      ],
    }),
  },
  {
    tabKey: 'enhancedMessageLogs',
    name: 'SMS logs (enhancedMessageLogs)',
    config: table({
      tableApi: 'smsLog/list',
      exportApi: 'smsLog/export',
      exportKey: 'id',
      checkbox: true,
      export: true,
      columnList: [
        minuteColumn(smsColumn('logs', 'createdAt'), 'createdAt'),
        { label: smsColumn('logs', 'waybillNo'), prop: 'waybillNo', width: 150, show: true, default: true, exportRequired: true },
        { label: smsColumn('logs', 'templateName'), prop: 'templateName', minWidth: 140, show: true, tooltip: true },
        { label: smsColumn('logs', 'event'), prop: 'event', width: 130, show: true, custom: { kind: 'enum', options: SMS_EVENT_OPTIONS } },
        { label: smsColumn('logs', 'receiverTel'), prop: 'receiverTel', width: 130, show: true },
        { label: smsColumn('logs', 'text'), prop: 'text', minWidth: 240, show: true, tooltip: true },
        { label: smsColumn('logs', 'parts'), prop: 'parts', width: 70, show: true },
        { label: smsColumn('logs', 'costSen'), prop: 'costSen', width: 100, show: true, custom: { kind: 'money' } },
        { label: smsColumn('logs', 'state'), prop: 'state', width: 120, show: true, custom: { kind: 'enum', options: SMS_STATE_OPTIONS } },
        { label: smsColumn('logs', 'failure'), prop: 'failure', minWidth: 140, show: false, tooltip: true },
        minuteColumn(smsColumn('logs', 'deliveredAt'), 'deliveredAt', { show: false }),
      ],
    }),
  },
];
