import { useLayoutEffect, useRef } from 'react';
import { Menu } from '@chargemaroc/shared/ui/menu';
import type { DeferredTrigger } from './DeferredMenu';
import { MenuButton } from './MenuButton';

/**
 * The real button of a deferred menu, in place of the pressed one the page was drawn with: it takes
 * the focus that button had (the open menu then moves it to its items, and gives it back on close).
 */
export function DeferredMenuTrigger({ trigger }: { trigger: DeferredTrigger }) {
  const { content, buttonProps, onWarmUp } = trigger;
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Menu.Trigger asChild>
      <MenuButton ref={ref} {...buttonProps} onMouseEnter={onWarmUp} onFocus={onWarmUp}>
        {content}
      </MenuButton>
    </Menu.Trigger>
  );
}
