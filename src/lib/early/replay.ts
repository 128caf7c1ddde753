// Early input: before the app is ready, a click (or a tab's arrow key) on a control that only the
// app can run is kept, not lost, and replayed on the same element once the app is ready. Controls
// that work by themselves are left alone: links, form submits (a native POST), `popovertarget`
// buttons, <summary>, labels and inputs, and the theme toggle (the inline script runs it).
// The same holds after the app is ready for the controls of an island (a part of the page that
// hydrates once its own code arrives): kept until the island is live, then replayed.
// Installed by the inline head script (page-head.ts); docs/decisions/028-usable-from-first-paint.md
// and 033-islands-below-the-first-screen.md.
import {
  APP_FAILED_EVENT,
  APP_OWNED_PROPERTY_PREFIX,
  APP_READY_EVENT,
  APP_STARTING_EVENT,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_FAILED_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_READY_EVENT,
  PENDING_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
} from './contract';

type Kept = { element: HTMLElement; key?: string };

/** Keys a tab list or a menu handles itself (roving focus): replayed, not lost. */
const ROVING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** The control a click lands on, when only the app can run it; null when it works by itself. */
export function appOnlyControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>('button, [role="tab"], [role="button"]');
  if (!control) return null;
  if (control.closest('a[href], summary, label')) return null;
  if (control.hasAttribute(THEME_TOGGLE_ATTRIBUTE) || control.hasAttribute('popovertarget')) return null;
  if (control instanceof HTMLButtonElement) {
    if (control.disabled) return null;
    // A submit button of a form submits it natively (the contact form POSTs to the origin).
    if (control.type === 'submit' && control.form) return null;
    if (control.type === 'reset' && control.form) return null;
  }
  return control;
}

/**
 * Whether the app already runs this element (its part of the page has hydrated): the page is only
 * partly hydrated while the rest is still on its way, and what is live must answer at once.
 */
export function ownedByApp(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(APP_OWNED_PROPERTY_PREFIX));
}

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/**
 * The value a field was served with (what its markup says, whatever it holds now). By tag, not
 * instanceof: the field may come from another window (the origin's tests read pages with jsdom).
 */
export function servedValueOf(field: Field): string {
  if (field.tagName === 'SELECT') {
    const { options } = field as HTMLSelectElement;
    return ([...options].find((o) => o.defaultSelected) ?? options[0])?.value ?? '';
  }
  return (field as HTMLInputElement | HTMLTextAreaElement).defaultValue;
}

/** The value a field was served with, or null when it still holds it. */
function servedValue(field: Field): string | null {
  const served = servedValueOf(field);
  return served !== field.value ? served : null;
}

/** Whether a field holds something other than what it was served with (by tag, as above). */
export function differsFromServed(field: Field): boolean {
  if (field.tagName === 'INPUT') {
    const input = field as HTMLInputElement;
    if (input.type === 'checkbox' || input.type === 'radio') return input.checked !== input.defaultChecked;
  }
  return servedValue(field) !== null;
}

/** The fields of the page that differ from what they were served with. */
export function changedFields(doc: Document = document): Field[] {
  return [...doc.querySelectorAll<Field>('input, select, textarea')].filter(differsFromServed);
}

/**
 * What a visitor typed or chose before the app was ready stays in the DOM, but the app, hydrating
 * from the served markup, believes the served values. Tell it, as the browser would have: for each
 * of the visitor's fields that changed, the event its own change fires. The field's value (and
 * caret) stay; the served value is set through the element first, then the visitor's through the
 * prototype, so a framework tracking values (React) sees a change. Only the visitor's fields: one
 * the app itself set meanwhile (a select following the scroll position) is the app's to know.
 */
export function announceEarlyValues(fields: Iterable<Field>, doc: Document = document): void {
  for (const field of fields) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement) {
      if (['hidden', 'submit', 'button', 'reset', 'file', 'image'].includes(field.type)) continue;
      if (field.type === 'checkbox' || field.type === 'radio') {
        if (field.type === 'radio' && field.checked && !field.defaultChecked) {
          const setChecked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set;
          field.checked = false;
          setChecked?.call(field, true);
          // A click on a checked radio changes nothing but tells listeners it was chosen.
          field.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        }
        continue;
      }
    }
    const served = servedValue(field);
    if (served === null) continue;
    const value = field.value;
    const focused = doc.activeElement === field;
    const caret: [number | null, number | null] | null =
      focused && !(field instanceof HTMLSelectElement) ? [field.selectionStart, field.selectionEnd] : null;
    const prototype = Object.getPrototypeOf(field) as object;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    field.value = served;
    setValue?.call(field, value);
    if (caret && caret[0] !== null && caret[1] !== null) {
      try {
        (field as HTMLInputElement).setSelectionRange(caret[0], caret[1]);
      } catch {
        // Some input types (email) have no selection API; their caret stays at the end.
      }
    }
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
}

/** What a pointer does: press (some widgets act on press, e.g. tabs), focus, release, click. */
function replayOn({ element, key }: Kept): void {
  if (key) {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    return;
  }
  const pointer = { bubbles: true, cancelable: true, button: 0 };
  element.dispatchEvent(new MouseEvent('mousedown', pointer));
  element.focus({ preventScroll: true });
  element.dispatchEvent(new MouseEvent('mouseup', pointer));
  element.click();
}

/**
 * Starts keeping input until the app says it is ready (APP_READY_EVENT), then replays it in order;
 * input on an island not live yet is kept until it is (ISLAND_READY_EVENT). Returns the function
 * that stops it all (for tests: the page keeps it for its lifetime).
 */
export function keepEarlyInput(doc: Document = document): () => void {
  const html = doc.documentElement;
  const kept: Kept[] = [];
  const ready = () => html.hasAttribute(HYDRATED_ATTRIBUTE);
  // The fields the visitor changed before the app was ready: those they typed in or chose, and
  // those that held something else than served when the app started (a value the browser restored).
  const visitorFields = new Set<Field>();

  const keep = (event: Event, entry: Kept) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    entry.element.setAttribute(PENDING_ATTRIBUTE, '');
    kept.push(entry);
  };

  /**
   * An element of an island that has not hydrated yet: the island has not committed, or React
   * does not own the element (a part of it that hydrates later).
   */
  const onIslandToCome = (element: Element) => {
    const island = element.closest(`[${ISLAND_ATTRIBUTE}]`);
    return island !== null && (!island.hasAttribute(ISLAND_LIVE_ATTRIBUTE) || !ownedByApp(element));
  };

  /** An element of an island whose code could not load: nothing will ever run its controls. */
  const onFailedIsland = (element: Element) =>
    element.closest(`[${ISLAND_ATTRIBUTE}]`)?.hasAttribute(ISLAND_FAILED_ATTRIBUTE) ?? false;

  /**
   * Whether input on this element must wait: anywhere before the app is ready, unless the element
   * is live already and nothing is kept (the replay keeps the visitor's order); afterwards, on an
   * island that has not hydrated. Never on an island whose code failed.
   */
  const waits = (element: Element) =>
    !onFailedIsland(element) &&
    (onIslandToCome(element) || (!ready() && (kept.length > 0 || !ownedByApp(element))));

  /**
   * The control a press (mousedown) began on while the app did not run it yet: the app never saw
   * that press. Tabs act on the press, not the click, so a press that began on the served markup and
   * ended once the app had taken the control over selected nothing (decision 028, amended 2026-11-28).
   */
  let pressedEarly: HTMLElement | null = null;
  const onMouseDown = (event: MouseEvent) => {
    const control = appOnlyControl(event.target);
    pressedEarly = control && waits(control) ? control : null;
  };

  const onClick = (event: MouseEvent) => {
    const control = appOnlyControl(event.target);
    const pressed = pressedEarly;
    pressedEarly = null;
    if (!control) return;
    if (waits(control)) keep(event, { element: control });
    // Live by now: the app gets the press it missed first, then this click goes on.
    else if (control === pressed)
      control.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!ROVING_KEYS.has(event.key)) return;
    const target = event.target;
    if (
      target instanceof HTMLElement &&
      target.closest('[role="tablist"], [role="menubar"]') &&
      waits(target)
    )
      keep(event, { element: target, key: event.key });
  };

  const onFieldChange = (event: Event) => {
    if (!ready() && isField(event.target)) visitorFields.add(event.target);
  };
  const onAppStarting = () => {
    for (const field of changedFields(doc)) visitorFields.add(field);
  };

  /**
   * Replays, in order, what the app can run now. What waits for an island stays kept until the
   * island is live (the rest does not wait for it: an island whose code never comes holds nothing
   * else up); what waited for an island whose code failed is let go.
   */
  const replayLive = () => {
    const waiting: Kept[] = [];
    for (const entry of kept.splice(0)) {
      if (!entry.element.isConnected) continue;
      if (onFailedIsland(entry.element)) {
        entry.element.removeAttribute(PENDING_ATTRIBUTE);
        continue;
      }
      if (onIslandToCome(entry.element)) {
        waiting.push(entry);
        continue;
      }
      entry.element.removeAttribute(PENDING_ATTRIBUTE);
      replayOn(entry);
    }
    kept.push(...waiting);
  };

  const stopWatchingFields = () => {
    doc.removeEventListener('input', onFieldChange, true);
    doc.removeEventListener('change', onFieldChange, true);
    doc.removeEventListener(APP_STARTING_EVENT, onAppStarting);
  };

  const replay = () => {
    stopWatchingFields();
    announceEarlyValues(visitorFields, doc);
    visitorFields.clear();
    replayLive();
  };

  doc.addEventListener('mousedown', onMouseDown, true);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('input', onFieldChange, true);
  doc.addEventListener('change', onFieldChange, true);
  doc.addEventListener(APP_STARTING_EVENT, onAppStarting, { once: true });
  doc.addEventListener(APP_READY_EVENT, replay, { once: true });
  doc.addEventListener(ISLAND_READY_EVENT, replayLive);
  return () => {
    doc.removeEventListener('mousedown', onMouseDown, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener(APP_READY_EVENT, replay);
    doc.removeEventListener(ISLAND_READY_EVENT, replayLive);
    stopWatchingFields();
    for (const entry of kept.splice(0)) entry.element.removeAttribute(PENDING_ATTRIBUTE);
  };
}

/**
 * Calls `onFailure` once if the app cannot run before it is ready: the entry (or a module it
 * imports) failed to load, which the browser reports as an error on its <script type="module">,
 * or the entry reported a failure while starting (APP_FAILED_EVENT). Returns the function that
 * stops watching.
 */
export function watchAppFailure(onFailure: () => void, doc: Document = document): () => void {
  const fail = () => {
    if (doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    stop();
    onFailure();
  };
  // Load errors do not bubble: listened for while they travel down (capture).
  const onError = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement && target.type === 'module') fail();
  };
  const stop = () => {
    doc.removeEventListener('error', onError, true);
    doc.removeEventListener(APP_FAILED_EVENT, fail);
    doc.removeEventListener(APP_READY_EVENT, stop);
  };
  doc.addEventListener('error', onError, true);
  doc.addEventListener(APP_FAILED_EVENT, fail, { once: true });
  doc.addEventListener(APP_READY_EVENT, stop, { once: true });
  return stop;
}
