import { isInteractive, whenInteractive } from './page-interactive';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const NOT_TYPED = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image']);

function servedValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const served = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
  return served?.value ?? '';
}

/** A field's value as the visitor left it: its text, or for a box or radio whether it is ticked. */
type Typed = { field: Field; value: string } | { field: HTMLInputElement; checked: true };

function typedFields(root: ParentNode): Typed[] {
  const typed: Typed[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // a box ticked or a radio chosen (an untick is not replayed: a box served ticked stays so)
      if (field.checked && !field.defaultChecked) typed.push({ field, checked: true });
    } else if (!(field instanceof HTMLInputElement && NOT_TYPED.has(field.type))) {
      if (field.value !== servedValue(field)) typed.push({ field, value: field.value });
    }
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
  for (const typed of typedFields(root)) {
    const { field } = typed;
    if (!field.isConnected) continue;
    if ('checked' in typed && field instanceof HTMLInputElement) {
      field.checked = false;
      field.click();
      continue;
    }
    if (!('value' in typed)) continue;
    field.value = servedValue(field);
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed.value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
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
