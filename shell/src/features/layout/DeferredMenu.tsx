import { startTransition, Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ButtonProps } from '@chargemaroc/shared/ui/layout';
import { MenuButton } from './MenuButton';

/** The button of a deferred menu, drawn the same before and after the menu's code has loaded. */
export interface DeferredTrigger {
  content: ReactNode;
  buttonProps?: ButtonProps;
  /** Hover and focus warm up what the menu leads to. */
  onWarmUp?: () => void;
}

interface DeferredMenuProps extends Omit<DeferredTrigger, 'content'> {
  children: ReactNode;
  /** Fetches the menu's code (hover and focus start it, so a press usually finds it here). */
  load: () => Promise<unknown>;
  /** The real menu (a lazy component), open from the start, once the button has been pressed. */
  menu: (trigger: DeferredTrigger) => ReactNode;
}

/**
 * A header menu whose code (Chakra's Menu and its positioning) is not part of the first load: the
 * page shows its button as is; hover and focus fetch the menu's code, and a press puts the real
 * menu in the button's place, open. Until its code is here the button stays on screen (a
 * transition keeps it), so nothing moves.
 */
export function DeferredMenu({ children, buttonProps, onWarmUp, load, menu }: DeferredMenuProps) {
  const [pressed, setPressed] = useState(false);
  const warmUp = () => {
    onWarmUp?.();
    void load();
  };
  const open = () => startTransition(() => setPressed(true));
  const openFromKeyboard = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open();
  };
  const button = (
    <MenuButton
      aria-haspopup="menu"
      aria-expanded={false}
      {...buttonProps}
      onMouseEnter={warmUp}
      onFocus={warmUp}
      onClick={open}
      onKeyDown={openFromKeyboard}
    >
      {children}
    </MenuButton>
  );
  return (
    <Suspense fallback={button}>
      {pressed ? menu({ content: children, buttonProps, onWarmUp }) : button}
    </Suspense>
  );
}
