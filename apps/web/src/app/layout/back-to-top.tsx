import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '@/lib/reduced-motion.ts';

/** Spec 9 timing: the button shows after 400 px of scrolling and takes the page back up in 1000 ms. */
const BACK_TO_TOP_AFTER_PX = 400;
const BACK_TO_TOP_MS = 1000;

/** Eased (fast, then gently) from `from` to the top over BACK_TO_TOP_MS; at once when motion is reduced. */
function scrollToTop(from: number, reduced: boolean): void {
  if (reduced) {
    window.scrollTo(0, 0);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / BACK_TO_TOP_MS);
    window.scrollTo(0, Math.round(from * (1 - t) ** 3));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * Back to the top of a long page (spec 9). The focus goes to the page's heading with it, so a keyboard user is not
 * left on a button that has just gone (the page's h1 takes the focus on each navigation the same way).
 */
export function BackToTop({ mainId }: { mainId: string }) {
  const { t } = useTranslation('layout');
  const reduced = usePrefersReducedMotion();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="portal-back-to-top"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => {
        // The visible page's heading (a kept tab's page stays in the document, hidden).
        const heading = [...document.querySelectorAll<HTMLElement>(`#${mainId} h1`)].find((h) => h.checkVisibility());
        if (heading) {
          heading.tabIndex = -1;
          heading.focus({ preventScroll: true });
        }
        scrollToTop(window.scrollY, reduced);
      }}
    >
      <VerticalAlignTopOutlined aria-hidden />
    </button>
  );
}
