import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether `target` has come within `margin` of the screen (and stays true once it has): a chart
 * fetches ECharts (187 KB gzip) only then, so a page whose charts are below the fold loads without it.
 * The margin is small on purpose: the dashboard's first chart sits about 1,200 px down on a 720 px
 * laptop screen, and the page's parts above it arrive one by one, so a wide look-ahead caught it
 * while they were still loading. Without IntersectionObserver (old browsers) everything counts as near.
 */
export function useNearScreen(target: RefObject<Element | null>, margin = '200px'): boolean {
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
