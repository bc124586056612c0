import { describe, expect, it } from 'vitest';
import {
  ALERT_DIALOG_WIDTH,
  LONG_TIP_SECONDS,
  type MessageInstance,
  type ModalHookAPI,
  PROBLEM_TIP_SECONDS,
  portalDialogs,
  portalTips,
  TIP_SECONDS,
  tipSeconds,
} from './feedback-rules.ts';

/** A stand-in for antd's tips that records what each call asked for (the portal's rule sits in front of antd). */
function recordedTips() {
  const calls: { type: string; args: unknown[] }[] = [];
  const record =
    (type: string) =>
    (...args: unknown[]) => {
      calls.push({ type, args });
      return () => {};
    };
  const message = {
    info: record('info'),
    success: record('success'),
    error: record('error'),
    warning: record('warning'),
    loading: record('loading'),
    open: record('open'),
    destroy: () => {},
  } as unknown as MessageInstance;
  return { calls, message };
}

describe('tips (spec 9: auto-hide after 1500 ms)', () => {
  it('leaves a tip on antd default (TIP_SECONDS, set on its App) and holds a problem longer', () => {
    const { calls, message } = recordedTips();
    const tips = portalTips(message);
    tips.success('Saved');
    tips.error('The postcode is not served');
    tips.warning('Choose a row first');
    expect(calls).toEqual([
      { type: 'success', args: ['Saved'] },
      { type: 'error', args: ['The postcode is not served', PROBLEM_TIP_SECONDS, undefined] },
      { type: 'warning', args: ['Choose a row first', PROBLEM_TIP_SECONDS, undefined] },
    ]);
  });

  it('keeps a duration or an onClose the caller gave, in either form antd takes', () => {
    const { calls, message } = recordedTips();
    const tips = portalTips(message);
    const onClose = () => {};
    tips.error('a', 0);
    tips.error('b', onClose);
    tips.error({ content: 'c', key: 'k' });
    tips.error({ content: 'd', duration: 2 });
    expect(calls.map((c) => c.args)).toEqual([
      ['a', 0, undefined],
      ['b', PROBLEM_TIP_SECONDS, onClose],
      [{ duration: PROBLEM_TIP_SECONDS, content: 'c', key: 'k' }, undefined, undefined],
      [{ duration: 2, content: 'd' }, undefined, undefined],
    ]);
  });
});

describe('confirm-type dialogs (spec 9: 486 px, draggable)', () => {
  it('opens every kind 486 px wide, drawn through the draggable frame, unless the caller says otherwise', () => {
    const opened: { kind: string; props: Record<string, unknown> }[] = [];
    const modal = Object.fromEntries(
      ['confirm', 'info', 'success', 'error', 'warning'].map((kind) => [
        kind,
        (props: Record<string, unknown>) => opened.push({ kind, props }),
      ]),
    ) as unknown as ModalHookAPI;
    const frame = (node: unknown) => node as never;
    const dialogs = portalDialogs(modal, frame);
    dialogs.confirm({ title: 'Delete?' });
    dialogs.info({ title: 'Done' });
    dialogs.success({ title: 'Paid' });
    dialogs.error({ title: 'Failed' });
    dialogs.warning({ title: 'Session ends', width: 600 });
    expect(opened.map((o) => [o.kind, o.props.width, o.props.modalRender === frame])).toEqual([
      ['confirm', ALERT_DIALOG_WIDTH, true],
      ['info', ALERT_DIALOG_WIDTH, true],
      ['success', ALERT_DIALOG_WIDTH, true],
      ['error', ALERT_DIALOG_WIDTH, true],
      ['warning', 600, true],
    ]);
  });
});

describe('the "keep messages longer" setting (WCAG 2.2.1)', () => {
  it('holds every tip LONG_TIP_SECONDS, problems too', () => {
    expect(tipSeconds(false)).toBe(TIP_SECONDS);
    expect(tipSeconds(true)).toBe(LONG_TIP_SECONDS);
    const { calls, message } = recordedTips();
    portalTips(message, true).error('Refused');
    expect(calls[0]?.args).toEqual(['Refused', Math.max(LONG_TIP_SECONDS, PROBLEM_TIP_SECONDS), undefined]);
  });
});
