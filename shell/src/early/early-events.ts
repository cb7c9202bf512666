import { replayTypedField, replayTypedFields, takesText } from './early-forms';
import { FIRST_TAPS } from './first-taps.mjs';
import { nextTask } from './next-task';
import { isInteractive } from './page-interactive';

/**
 * What a visitor does to the served page before its region has hydrated is kept here, by the
 * page's first script, and done again once that region has: a tap on a button (a card's 'Ajouter au
 * panier', its heart, 'Comparer', a quantity '+'), a box ticked, a choice in a select. Each takes
 * effect once, through the page's own handlers, with the feedback it has later (toast, badge,
 * navigation), and a form sent (held, then sent by the page: the browser would otherwise submit it
 * itself, a reload that loses it with its fields in the address bar, a password among them). Links,
 * and forms with an action of their own (the search forms, made to work without JavaScript), keep
 * the browser's own behaviour. Text typed is React's on hydration but not in its state, so it is
 * told to React first (replayTypedFields, early-forms.ts).
 */

type Region = 'header' | 'page' | 'footer';

const regionElements: Record<Region, () => Element | null> = {
  header: () => document.querySelector('#root header'),
  page: () => document.querySelector('#root main'),
  footer: () => document.querySelector('#root footer'),
};

const hydrated = new WeakSet<Element>();

/** React marks the nodes it has hydrated with its own properties. */
const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

function regionOf(target: Element): Region | null {
  for (const region of Object.keys(regionElements) as Region[]) {
    if (regionElements[region]()?.contains(target)) return region;
  }
  return null;
}

const regionHydrated = (region: Region): boolean =>
  isInteractive() || hydrated.has(regionElements[region]() as Element);

/**
 * The region an element is in, while that region is still the server's markup. A control React has
 * taken over already (its part hydrated before the whole region) is React's to answer, at once.
 */
function servedRegionOf(target: Element): Region | null {
  if (isReacts(target)) return null;
  const region = regionOf(target);
  return region && !regionHydrated(region) ? region : null;
}

/**
 * A control in a part that has not hydrated yet (a cart line, a card), in a region that has. React
 * answers a tap there itself, hydrating the part at once; but a box ticked or text typed there is
 * drawn by the browser before React hydrates the part, and React then takes what it finds as its
 * starting point: the change never reaches the page.
 */
function inPendingPart(target: Element): boolean {
  if (isReacts(target)) return false;
  const region = regionOf(target);
  return region !== null && regionHydrated(region);
}

type Kept =
  | { kind: 'tap'; region: Region; target: HTMLElement }
  | { kind: 'tick'; region: Region; target: HTMLInputElement; checked: boolean }
  | { kind: 'choice'; region: Region; target: HTMLSelectElement; value: string }
  | { kind: 'send'; region: Region; target: HTMLFormElement; submitter: HTMLElement | null };

let kept: Kept[] = [];

/** Whether a tap, a box, a choice or a form is waiting for its region to hydrate. */
export const hasKeptEvents = (): boolean => kept.length > 0;

/** A button whose tap is the page's to answer (a submit button sends its form: early-forms.ts). */
function pageButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!(button instanceof HTMLButtonElement) || button.disabled) return null;
  if (button.form && button.type === 'submit') return null;
  return button;
}

function onClick(event: Event): void {
  const target = event.target;
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    if (inPendingPart(target)) {
      tickInPendingPart(target);
      return;
    }
    const region = servedRegionOf(target);
    if (!region) return;
    // the box shows the tick at once (the browser's own); the page hears of its last state when it hydrates
    kept = kept.filter((entry) => entry.target !== target);
    kept.push({ kind: 'tick', region, target, checked: target.checked });
    return;
  }
  const button = pageButton(target);
  const region = button && servedRegionOf(button);
  if (!button || !region) return;
  // kept for the page: React, once it hydrates, must not replay this one too
  event.preventDefault();
  event.stopPropagation();
  kept.push({ kind: 'tap', region, target: button });
  if (!showDisclosure(button)) showTaken(button);
}

/**
 * A button whose tap is kept says so at once: busy and dimmed until the page answers it, so a
 * shopper does not tap again thinking the first was lost (each tap counts: a second is a second add).
 */
const TAKEN_STYLE = { opacity: '0.6', cursor: 'progress' };

function showTaken(button: HTMLElement): void {
  button.setAttribute('aria-busy', 'true');
  for (const [property, value] of Object.entries(TAKEN_STYLE)) button.style.setProperty(property, value);
}

function clearTaken(button: HTMLElement | null): void {
  if (!button?.hasAttribute('aria-busy')) return;
  button.removeAttribute('aria-busy');
  for (const property of Object.keys(TAKEN_STYLE)) button.style.removeProperty(property);
  if (!button.getAttribute('style')) button.removeAttribute('style');
}

/**
 * A button that folds a panel of the page (`aria-expanded`, `aria-controls`) shows its new state at
 * once: a panel that follows its button in CSS (NarrowScreenFold) or its `hidden` attribute
 * (Disclosure) opens, so what is in it can be used before the page responds. The replayed tap then
 * sets the page's state to the same.
 */
function showDisclosure(button: HTMLButtonElement): boolean {
  const panelId = button.getAttribute('aria-controls');
  const panel = panelId ? document.getElementById(panelId) : null;
  if (!panel || !button.hasAttribute('aria-expanded')) return false;
  const wasOpen = button.getAttribute('aria-expanded') === 'true';
  button.setAttribute('aria-expanded', String(!wasOpen));
  if (panel.hidden === !wasOpen) panel.hidden = wasOpen;
  return true;
}

function onChange(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLSelectElement)) return;
  const region = servedRegionOf(target);
  if (!region) return;
  kept = kept.filter((entry) => entry.target !== target);
  kept.push({ kind: 'choice', region, target, value: target.value });
}

/** Forms sent again once what was typed in them before hydration was told to React. */
const resent = new WeakSet<HTMLFormElement>();

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
  if (isReacts(form) && !isInteractive()) {
    sendWithTypedText(event, form);
    return;
  }
  const region = servedRegionOf(form);
  if (!region) return;
  event.preventDefault();
  // React, once it hydrates, must not replay this one too
  event.stopPropagation();
  for (const entry of kept) if (entry.kind === 'send' && entry.target === form) clearTaken(entry.submitter);
  kept = kept.filter((entry) => entry.target !== form);
  kept.push({ kind: 'send', region, target: form, submitter: event.submitter });
  if (event.submitter) showTaken(event.submitter);
}

/**
 * A form React has taken over before its region was marked may hold text typed before then, on
 * screen but not in the page's state: it is told to React, and the form is sent again once React has
 * rendered it (the page would otherwise find the form empty).
 */
function sendWithTypedText(event: SubmitEvent, form: HTMLFormElement): void {
  if (resent.has(form)) {
    resent.delete(form);
    return;
  }
  if (!replayTypedFields(form)) return;
  event.preventDefault();
  event.stopPropagation();
  resent.add(form);
  const submitter = event.submitter;
  setTimeout(() => form.requestSubmit(submitter?.isConnected ? submitter : undefined));
}

/** Text typed in a part that has not hydrated yet is told to React once the part has. */
function onInput(event: Event): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  // (a box also sends 'input': its tick is kept by onClick)
  if (takesText(field) && inPendingPart(field)) whenPartHydrated(field, () => replayTypedField(field));
}

const listeners: Record<string, (event: Event) => void> = {
  input: onInput,
  click: onClick,
  change: onChange,
  submit: (event) => onSubmit(event as SubmitEvent),
};

type FirstTapsWindow = Window & { [FIRST_TAPS]?: () => Event[] };

/** Starts keeping what is done to the served page (from the page's first script). */
export function keepEarlyEvents(): void {
  // what was done before this script arrived, kept by the page's first lines (first-taps.mjs)
  const takeFirstTaps = (window as FirstTapsWindow)[FIRST_TAPS];
  for (const event of typeof takeFirstTaps === 'function' ? takeFirstTaps() : [])
    listeners[event.type]?.(event);
  for (const [type, listener] of Object.entries(listeners)) {
    document.addEventListener(type, listener, { capture: true });
  }
}

function servedChoice(select: HTMLSelectElement): string {
  const served = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
  return served?.value ?? '';
}

/** Sets a field's value as React would not notice, so the event sent next is a change to it. */
function setBehindReact(field: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(field, value);
}

function replay(entry: Kept): void {
  if (entry.kind === 'tap') clearTaken(entry.target);
  if (entry.kind === 'send') clearTaken(entry.submitter);
  if (!entry.target.isConnected) return;
  if (entry.kind === 'tap') {
    entry.target.click();
  } else if (entry.kind === 'send') {
    // the fields typed before are the page's by now (replayTypedFields runs first)
    entry.target.requestSubmit(entry.submitter?.isConnected ? entry.submitter : undefined);
  } else if (entry.kind === 'tick') {
    const box = entry.target;
    // hydration may have set the box back to the served state: it is left as the visitor left it
    if (entry.checked === box.defaultChecked) return;
    // set back through the element (React's change tracking records it), then ticked as a tap would
    box.checked = !entry.checked;
    box.click();
  } else {
    const select = entry.target;
    if (entry.value === servedChoice(select)) return;
    select.value = servedChoice(select);
    setBehindReact(select, entry.value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * A region's parts (each card, the purchase panel) hydrate in boundaries of their own, after the
 * region: an event sent to a part React has not taken over yet is lost, so each waits for its
 * element to be React's.
 */
const HYDRATION_WAIT_MS = 5000;
async function untilHydrated(element: Element): Promise<void> {
  // never within the event that asked: React hydrates a part in its own listener, after this one
  await nextTask();
  const until = Date.now() + HYDRATION_WAIT_MS;
  while (!isReacts(element) && element.isConnected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

/** What is to be told of each element in a part still hydrating: the last thing done to it wins. */
const pendingParts = new Map<Element, () => void>();

function whenPartHydrated(element: Element, tell: () => void): void {
  const waiting = pendingParts.has(element);
  pendingParts.set(element, tell);
  if (waiting) return;
  void untilHydrated(element).then(() => {
    const last = pendingParts.get(element);
    pendingParts.delete(element);
    last?.();
  });
}

/** A box ticked in a part still hydrating, with its last state (ticked twice is nothing). */
function tickInPendingPart(box: HTMLInputElement): void {
  const checked = box.checked;
  whenPartHydrated(box, () =>
    replay({ kind: 'tick', region: regionOf(box) ?? 'page', target: box, checked }),
  );
}

/**
 * Once a region has hydrated: what was done to it before is done again, once, in order, each in a
 * task of its own as the visitor's own taps were (the page has rendered the first before the
 * second, which then starts from it: two boxes ticked are both kept).
 */
export async function replayEarlyEvents(region: Region): Promise<void> {
  const element = regionElements[region]();
  if (element) hydrated.add(element);
  const mine = kept.filter((entry) => entry.region === region);
  kept = kept.filter((entry) => entry.region !== region);
  for (const entry of mine) {
    await untilHydrated(entry.target);
    replay(entry);
    await nextTask();
  }
}
