type Field = HTMLInputElement | HTMLTextAreaElement;
// boxes, radios and selects are kept as they are used (early-events.ts): hydration sets them back
const NOT_TYPED = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image', 'checkbox', 'radio']);

/** A field whose text is typed in (not a box, a radio, a file…). */
export const takesText = (field: Field): boolean =>
  !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type));

const isTypedInto = (field: Field): boolean => takesText(field) && field.value !== field.defaultValue;

/** The fields whose text is not the served one, with that text. */
function typedFields(root: ParentNode): { field: Field; value: string }[] {
  const typed: { field: Field; value: string }[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    if (isTypedInto(field)) typed.push({ field, value: field.value });
  }
  return typed;
}

/**
 * Gives a region of the page, as soon as it has hydrated, what was typed in it before (true when
 * there was some). React keeps
 * such a field's text on screen when it hydrates, but not in the page's state: the next render (the
 * next field typed in, say) wipes it, since every field of the form is set back to the state, and a
 * form sent is found empty. So every field whose value is not the served
 * one is read first, then told to React as a change, one by one: the value is set back through the
 * element (React's change tracking records it), set again to what was typed behind React's back, and
 * the event React listens to is sent (the way React notices a change it did not make).
 */
export function replayTypedFields(root: ParentNode): boolean {
  const typed = typedFields(root).filter(({ field }) => field.isConnected);
  for (const { field, value } of typed) tellReact(field, value);
  return typed.length > 0;
}

/** The same for one field (typed in a part that hydrated after its region). */
export function replayTypedField(field: Field): void {
  if (field.isConnected && isTypedInto(field)) tellReact(field, field.value);
}

function tellReact(field: Field, value: string): void {
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
