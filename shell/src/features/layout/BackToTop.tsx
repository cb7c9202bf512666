import { Suspense, lazy, useEffect, useState } from 'react';
import { loadBackToTopButton } from './lazy-parts';

export const BACK_TO_TOP_THRESHOLD_PX = 300;

const BackToTopButton = lazy(() =>
  loadBackToTopButton().then(({ BackToTopButton }) => ({ default: BackToTopButton })),
);

/** The back-to-top button, once the page has scrolled past the threshold (its code comes then). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  );
}
