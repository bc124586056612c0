import { App } from 'antd';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { DraggableDialog } from './draggable-dialog.tsx';
import { portalDialogs, portalTips } from './feedback-rules.ts';

const draggable = (dialog: ReactNode) => <DraggableDialog>{dialog}</DraggableDialog>;

/** Whether the user asked for longer tips (the app's layout settings give it: the kit reads no setting itself). */
export const LongTipsContext = createContext(false);

/**
 * The portal's tips, dialogs and notifications: antd's, with the timing and shape of spec 9 (feedback-rules.ts).
 * Every screen takes them from here, never from antd's App directly (scripts/feedback-kit.test.ts), so the rule is one.
 */
export function useFeedback() {
  const { message, modal, notification } = App.useApp();
  const longTips = useContext(LongTipsContext);
  return useMemo(
    () => ({ message: portalTips(message, longTips), modal: portalDialogs(modal, draggable), notification }),
    [message, modal, notification, longTips],
  );
}
