import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Menu } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuTheme } from './menu-theme.tsx';
import { useMenuItems } from './use-menu-items.tsx';

/** Spec 9: each scroll button moves the top menu by 500 px. */
const SCROLL_STEP = 500;

/** Top navigation mode: the menu across the header, scrolled sideways when it does not fit. */
export function TopMenu() {
  const { t } = useTranslation('layout');
  const { items, selectedKeys, onClick } = useMenuItems();
  const track = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setRoom({ left: el.scrollLeft > 0, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });
  const overflowing = room.left || room.right;
  return (
    <nav aria-label={t('sidebar.menu')} className="portal-top-menu">
      {overflowing && (
        <Button
          type="text"
          icon={<LeftOutlined />}
          aria-label={t('a11y.scrollMenuLeft')}
          disabled={!room.left}
          onClick={() => scroll(-1)}
        />
      )}
      <div ref={track} className="portal-top-menu__track">
        <MenuTheme>
          <Menu mode="horizontal" disabledOverflow items={items} selectedKeys={selectedKeys} onClick={onClick} />
        </MenuTheme>
      </div>
      {overflowing && (
        <Button
          type="text"
          icon={<RightOutlined />}
          aria-label={t('a11y.scrollMenuRight')}
          disabled={!room.right}
          onClick={() => scroll(1)}
        />
      )}
    </nav>
  );
}
