import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether `target` has come within `margin` of the screen (and stays true once it has): a chart
 * fetches ECharts (187 KB gzip) only then, so a page whose charts are below the fold loads without it.
 * Without IntersectionObserver (old browsers, node) everything counts as near.
 */
export function useNearScreen(target: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near;
}
