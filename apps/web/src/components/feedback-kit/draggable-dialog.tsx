import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import './feedback-kit.css';

/** Where a dialog is taken: its title (confirm-type dialogs have no header), never its buttons or text. */
const HANDLE = '.ant-modal-confirm-title, .ant-modal-header';

/**
 * A confirm-type dialog moved by its title with the pointer (spec 9: "confirm-type dialogs are draggable"), so the
 * shipper can see what lies under it (the row they are about to delete) before answering. It stays on the screen:
 * its title is never dragged out of reach. The keyboard answers it without moving it.
 */
export function DraggableDialog({ children }: { children: ReactNode }) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; from: DOMRect; start: { x: number; y: number } } | null>(null);

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !(event.target instanceof Element) || !event.target.closest(HANDLE)) return;
    drag.current = { x: event.clientX, y: event.clientY, from: event.currentTarget.getBoundingClientRect(), start: offset };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    // The dialog's box may go no further than the window's edges.
    const dx = clamp(event.clientX - d.x, -d.from.left, window.innerWidth - d.from.right);
    const dy = clamp(event.clientY - d.y, -d.from.top, window.innerHeight - d.from.top - 48);
    setOffset({ x: d.start.x + dx, y: d.start.y + dy });
  };
  const up = () => {
    drag.current = null;
  };
  return (
    <div
      className="portal-draggable-dialog"
      data-dragged={offset.x !== 0 || offset.y !== 0 || undefined}
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      {children}
    </div>
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
