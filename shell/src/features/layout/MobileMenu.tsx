import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import { IconButton } from '@chargemaroc/shared/ui/layout';
import { MenuIcon } from '@chargemaroc/shared/ui/icons';
import { layoutLabels } from './labels';
import { loadMobileMenuDrawer } from './lazy-parts';

const MobileMenuDrawer = lazy(() =>
  loadMobileMenuDrawer().then(({ MobileMenuDrawer }) => ({ default: MobileMenuDrawer })),
);

/**
 * Under 768 px the header's entries move into a drawer opened by a hamburger button. The drawer's
 * code (Chakra's Drawer) loads when the button is first touched, hovered or focused; a press before
 * it is here opens the drawer as soon as it is.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const warmUp = () => void loadMobileMenuDrawer();
  return (
    <>
      <IconButton
        ref={button}
        variant="ghost"
        aria-label={layoutLabels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="md"
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={() => {
          setWanted(true);
          startTransition(() => setOpen(true));
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted && (
        <Suspense>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
