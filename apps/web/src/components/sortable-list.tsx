import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type DragEvent, type ReactNode, useState } from 'react';
import './list-kit/list-kit.css';

export interface SortableItem {
  key: string;
  label: string;
}

export interface SortableListProps<T extends SortableItem> {
  items: readonly T[];
  /** Moves the item at `from` to `to`; the parent owns the order. */
  onMove: (from: number, to: number) => void;
  /** Accessible names of the move buttons, and what a screen reader hears after a move. */
  texts: {
    moveUp: (label: string) => string;
    moveDown: (label: string) => string;
    moved: (label: string, position: number) => string;
  };
  /** What ends an item's row: a lock, a remove button. */
  trailing?: (item: T, index: number) => ReactNode;
}

/**
 * An ordered list sorted by dragging (HTML5 drag and drop) or, from the keyboard alone, by each
 * item's up and down buttons; a move is announced to screen readers. The column dialogs' shown
 * list (spec 2: column settings, export order). Styled by list-kit.css, inside an element that
 * sets the --list-kit-* colours.
 */
export function SortableList<T extends SortableItem>({ items, onMove, texts, trailing }: SortableListProps<T>) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    onMove(from, to);
    setAnnouncement(texts.moved(item.label, to + 1));
  };

  const endDrag = () => {
    setDragged(null);
    setDropAt(null);
  };

  const dropTarget = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDropAt(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      // Dropping on an item puts the dragged one before it.
      if (dragged !== null) move(dragged, dragged < index ? index - 1 : index);
      endDrag();
    },
  });

  return (
    <>
      <ol className="list-kit-columns__list">
        {items.map((item, index) => {
          const classes = ['list-kit-columns__item', 'list-kit-columns__item--draggable'];
          if (dragged === index) classes.push('list-kit-columns__item--dragging');
          if (dropAt === index && dragged !== null && dragged !== index) classes.push('list-kit-columns__item--drop');
          return (
            <li
              key={item.key}
              className={classes.join(' ')}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', item.key);
                setDragged(index);
              }}
              onDragEnd={endDrag}
              {...dropTarget(index)}
            >
              <HolderOutlined className="list-kit-columns__handle" aria-hidden />
              <span className="list-kit-columns__name">{item.label}</span>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={texts.moveUp(item.label)}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={texts.moveDown(item.label)}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              />
              {trailing?.(item, index)}
            </li>
          );
        })}
        {/* Dropping below the last item puts the dragged one last. */}
        <li
          className={dropAt === items.length ? 'list-kit-columns__end list-kit-columns__item--drop' : 'list-kit-columns__end'}
          aria-hidden
          {...dropTarget(items.length)}
        />
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
