/**
 * What a shopper typed into the server-rendered page before the browser took it over: the take-over
 * replaces the markup, so the text is carried over to the same fields (found by name) of the new one.
 */
export interface TypedValue {
  value: string;
  focused: boolean;
}

const TEXT_FIELDS =
  'input[name]:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), textarea[name]';

function fields(container: ParentNode): (HTMLInputElement | HTMLTextAreaElement)[] {
  return [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)];
}

export function readTypedValues(container: ParentNode): Map<string, TypedValue> {
  const typed = new Map<string, TypedValue>();
  for (const field of fields(container)) {
    if (field.value === field.defaultValue || typed.has(field.name)) continue;
    typed.set(field.name, { value: field.value, focused: field.ownerDocument.activeElement === field });
  }
  return typed;
}

/** Puts each typed value back into an untouched field of the same name, as if typed there. */
export function restoreTypedValues(container: ParentNode, typed: ReadonlyMap<string, TypedValue>): void {
  if (typed.size === 0) return;
  for (const field of fields(container)) {
    const entry = typed.get(field.name);
    if (!entry || field.value !== field.defaultValue) continue;
    // React tracks the value it set: going through the prototype's setter makes the input event count.
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, entry.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (entry.focused) {
      field.focus();
      field.setSelectionRange?.(entry.value.length, entry.value.length);
    }
  }
}
