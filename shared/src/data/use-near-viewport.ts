import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport: what sits further down the page
 * loads its code and data only when the visitor gets near it. Never true on the server.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  // a browser that cannot tell (no IntersectionObserver) loads at once
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
