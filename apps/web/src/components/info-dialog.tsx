import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

interface InfoDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The one button, which closes the dialog. */
  buttonLabel: string;
  width?: number;
  children: ReactNode;
}

/** A dialog that only tells something, with one button to close it. */
export function InfoDialog({ open, onClose, title, buttonLabel, width = 420, children }: InfoDialogProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title}
      width={width}
      footer={
        <Button type="primary" onClick={onClose}>
          {buttonLabel}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
