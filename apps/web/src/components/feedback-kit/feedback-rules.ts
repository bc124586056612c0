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
/** Spec 9 layout: the alert (confirm, info, warning) dialog is 486 px wide. */
export const ALERT_DIALOG_WIDTH = 486;

type TypeOpen = MessageInstance['error'];

/** An error or warning tip held PROBLEM_TIP_SECONDS unless the caller names its own duration. */
function heldLonger(open: TypeOpen): TypeOpen {
  return (content, duration, onClose) => {
    if (typeof duration === 'function') return open(content, PROBLEM_TIP_SECONDS, duration);
    if (content && typeof content === 'object' && 'content' in content)
      return open({ duration: duration ?? PROBLEM_TIP_SECONDS, ...content }, duration, onClose);
    return open(content, duration ?? PROBLEM_TIP_SECONDS, onClose);
  };
}

/** antd's tips with the portal's timing: TIP_SECONDS is antd's default (set on its App), problems stay longer. */
export function portalTips(message: MessageInstance): MessageInstance {
  return { ...message, error: heldLonger(message.error), warning: heldLonger(message.warning) };
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
