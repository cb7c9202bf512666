/**
 * The shell's forms show a refusal the one way every form does (revealFirstError: the first field in
 * error, else the alert, brought into view and focused), its code fetched when a refusal comes: the
 * footer is on every first load and the sign-in page is the one the budget is measured on. Without
 * it (offline, never fetched) the message still shows beside the field.
 */
export function revealRefusal(form: HTMLFormElement) {
  import('@chargemaroc/shared/ui/reveal-error').then(
    ({ revealFirstError }) => revealFirstError(form),
    () => undefined,
  );
}
