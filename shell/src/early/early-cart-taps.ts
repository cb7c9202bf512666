import {
  EARLY_CART_ADDED_ATTRIBUTE,
  EARLY_CART_PRODUCT_ATTRIBUTE,
  addBeforeHydration,
  readEarlyCartProduct,
} from '@chargemaroc/shared/stores/cart-storage';

const STATUS_ID = 'early-cart-status';
const STATUS_SHOWN_MS = 5000;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Says what happened in a status line of its own, outside the part of the page React owns. */
function announce(message: string): void {
  let status = document.getElementById(STATUS_ID);
  if (!status) {
    status = document.createElement('p');
    status.id = STATUS_ID;
    status.setAttribute('role', 'status');
    Object.assign(status.style, {
      position: 'fixed',
      insetInline: '1rem',
      bottom: '1rem',
      zIndex: '1500',
      margin: '0 auto',
      maxWidth: '24rem',
      padding: '0.75rem 1rem',
      borderRadius: '0.5rem',
      background: 'var(--chakra-colors-gray-900, #18181b)',
      color: '#fff',
      fontWeight: '500',
      boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
    });
    document.body.append(status);
  }
  status.textContent = message;
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => status.remove(), STATUS_SHOWN_MS);
}

function onClick(event: MouseEvent): void {
  const button =
    event.target instanceof Element ? event.target.closest(`[${EARLY_CART_PRODUCT_ATTRIBUTE}]`) : null;
  if (!button) return;
  const product = readEarlyCartProduct(button.getAttribute(EARLY_CART_PRODUCT_ATTRIBUTE));
  if (!product || !addBeforeHydration(product)) return;
  // handled: React, once it hydrates, must not replay this tap
  event.preventDefault();
  event.stopPropagation();
  announce(button.getAttribute(EARLY_CART_ADDED_ATTRIBUTE) ?? '');
}

/**
 * 'Ajouter au panier' works from the page's first paint, not only once its code has run. Until the
 * product page has hydrated, the server's button carries the product; a tap on it is handled here,
 * by the page's first script, with the cart's own rule (the cart store, or the saved cart it will
 * read). Once hydrated, the button loses the attribute and the page handles taps itself.
 */
export function handleEarlyCartTaps(): void {
  document.addEventListener('click', onClick, { capture: true });
}
