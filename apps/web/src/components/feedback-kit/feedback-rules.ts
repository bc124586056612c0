import type { App, ModalFuncProps } from 'antd';
import type { ReactNode } from 'react';

type AppApi = ReturnType<typeof App.useApp>;
export type MessageInstance = AppApi['message'];
export type ModalHookAPI = AppApi['modal'];

/** Spec 9 "alert auto-hide 1500 ms": a tip (saved, copied, sent) goes by itself. */
export const TIP_SECONDS = 1.5;
/**
 * An error or a warning says what to do next and is often longer: 1.5 s is too short to read it (WCAG 2.2.1), so it
 * stays 5 s (docs/decisions.md "The spec read line by line (issue 28)"). It also stays while the pointer is on it.
 */
export const PROBLEM_TIP_SECONDS = 5;
/** With the "keep messages longer" setting on, every tip stays this long (WCAG 2.2.1 Timing Adjustable). */
export const LONG_TIP_SECONDS = 8;
/** Spec 9 layout: the alert (confirm, info, warning) dialog is 486 px wide. */
export const ALERT_DIALOG_WIDTH = 486;

type TypeOpen = MessageInstance['error'];

/** A tip held `seconds` unless the caller names its own duration. */
function heldFor(open: TypeOpen, seconds: number): TypeOpen {
  return (content, duration, onClose) => {
    if (typeof duration === 'function') return open(content, seconds, duration);
    if (content && typeof content === 'object' && 'content' in content)
      return open({ duration: duration ?? seconds, ...content }, duration, onClose);
    return open(content, duration ?? seconds, onClose);
  };
}

/** The seconds a plain tip stays (antd's default on its App): spec 9's 1.5 s, or longer when the user asked. */
export const tipSeconds = (longTips: boolean): number => (longTips ? LONG_TIP_SECONDS : TIP_SECONDS);

/** antd's tips with the portal's timing: plain tips at antd's default (tipSeconds, set on its App), problems longer. */
export function portalTips(message: MessageInstance, longTips = false): MessageInstance {
  const problems = Math.max(PROBLEM_TIP_SECONDS, tipSeconds(longTips));
  return { ...message, error: heldFor(message.error, problems), warning: heldFor(message.warning, problems) };
}

/** antd's confirm-type dialogs in the portal's shape: 486 px wide and draggable by their title (spec 9). */
export function portalDialogs(modal: ModalHookAPI, draggable: (dialog: ReactNode) => ReactNode): ModalHookAPI {
  const shaped = (props: ModalFuncProps): ModalFuncProps => ({ width: ALERT_DIALOG_WIDTH, modalRender: draggable, ...props });
  return {
    confirm: (props) => modal.confirm(shaped(props)),
    info: (props) => modal.info(shaped(props)),
    success: (props) => modal.success(shaped(props)),
    error: (props) => modal.error(shaped(props)),
    warning: (props) => modal.warning(shaped(props)),
  };
}
