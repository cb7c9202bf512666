import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true when the element is within `margin` of the viewport (never on the server): a region
 * further down loads its code and data only once the visitor scrolls towards it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  // a browser that cannot tell (no IntersectionObserver) loads at once
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((entry) => entry.isIntersecting)),
      {
        rootMargin: margin,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
