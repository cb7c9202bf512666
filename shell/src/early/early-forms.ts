import { isInteractive, whenInteractive } from './page-interactive';

type Field = HTMLInputElement | HTMLTextAreaElement;
// boxes, radios and selects are kept as they are used (early-events.ts): hydration sets them back
const NOT_TYPED = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image', 'checkbox', 'radio']);

/** The fields whose text is not the served one, with that text. */
function typedFields(root: ParentNode): { field: Field; value: string }[] {
  const typed: { field: Field; value: string }[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (field.value !== field.defaultValue) typed.push({ field, value: field.value });
  }
  return typed;
}

/**
 * Gives a region of the page, as soon as it has hydrated, what was typed in it before. React keeps
 * such a field's text on screen when it hydrates, but not in the page's state: the next render (the
 * next field typed in, say) wipes it, since every field of the form is set back to the state, and a
 * form sent is found empty. So every field whose value is not the served
 * one is read first, then told to React as a change, one by one: the value is set back through the
 * element (React's change tracking records it), set again to what was typed behind React's back, and
 * the event React listens to is sent (the way React notices a change it did not make).
 */
export function replayTypedFields(root: ParentNode): void {
  for (const { field, value } of typedFields(root)) {
    if (!field.isConnected) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A form sent before the page responds is held, then sent again once it does (the fields typed
 * before are by then the page's: see replayTypedFields, called as each region hydrates). Left alone,
 * the browser would submit it itself: a reload that loses the form, with its fields in the address
 * bar (a password among them). Forms with an action of their own (the search forms, made to work
 * without JavaScript) are left to the browser.
 */
export function holdEarlySubmits(): void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (isInteractive() || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      event.preventDefault();
      // React, once it hydrates, must not replay this one too
      event.stopPropagation();
      held = { form, submitter: event.submitter };
    },
    { capture: true },
  );
  whenInteractive(() => {
    const { form, submitter } = held ?? {};
    held = null;
    if (form?.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
  });
}
