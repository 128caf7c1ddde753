// Wires up the gate screen that gate-markup.ts rendered into the page (plain DOM: usable before,
// and without, the site's code). See docs/decisions/020-gate-at-the-origin.md.
import { gateCopy } from '@/content/gate';
import type { GateOutcome, GateResult } from './gate-client';
import { gateIds } from './gate-markup';

export type GateViewOptions = {
  check: (password: string) => Promise<GateOutcome>;
  onSuccess: (location: string) => void;
};

const ERRORS: Record<Exclude<GateResult, 'ok'>, string> = {
  incorrect: gateCopy.errors.incorrect,
  throttled: gateCopy.errors.throttled,
  unavailable: gateCopy.errors.unavailable,
};

function byId<T extends HTMLElement>(root: Document | HTMLElement, id: string): T {
  const node = root instanceof Document ? root.getElementById(id) : root.querySelector(`#${id}`);
  if (!node) throw new Error(`The gate markup has no #${id}`);
  return node as T;
}

export function wireGateView(root: Document | HTMLElement, options: GateViewOptions): void {
  const form = byId<HTMLFormElement>(root, gateIds.form);
  const input = byId<HTMLInputElement>(root, gateIds.input);
  const error = byId<HTMLParagraphElement>(root, gateIds.error);
  const button = byId<HTMLButtonElement>(root, gateIds.button);

  const showError = (message: string) => {
    error.textContent = message;
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
  };
  const setBusy = (busy: boolean) => {
    button.disabled = busy;
    button.textContent = busy ? gateCopy.verifying : gateCopy.submit;
    form.setAttribute('aria-busy', String(busy));
  };

  input.addEventListener('input', () => {
    if (error.textContent) showError('');
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const password = input.value;
    if (password.trim() === '') {
      showError(gateCopy.errors.empty);
      input.focus();
      return;
    }
    showError('');
    setBusy(true);
    const outcome = await options.check(password);
    if (outcome.result === 'ok') {
      // Stays "Verifying..." while the page it opens loads.
      options.onSuccess(outcome.location);
      return;
    }
    setBusy(false);
    if (outcome.result === 'incorrect') input.value = '';
    showError(ERRORS[outcome.result]);
    input.focus();
  });

  input.focus();
}
