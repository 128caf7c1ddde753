// The staging gate screen, built with plain DOM so it is usable before React and the site's
// code have loaded (see docs/decisions/003-vanilla-gate.md).
import { siteConfig } from '@/config/site';
import { gateCopy } from '@/content/gate';
import type { GateResult } from './gate-client';

export type GateViewOptions = {
  check: (password: string) => Promise<GateResult>;
  onSuccess: () => void;
};

const ERRORS: Record<Exclude<GateResult, 'ok'>, string> = {
  incorrect: gateCopy.errors.incorrect,
  throttled: gateCopy.errors.throttled,
  unavailable: gateCopy.errors.unavailable,
};

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) if (v !== undefined) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

function logoMark(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 32 32');
  svg.setAttribute('class', 'size-10');
  svg.setAttribute('aria-hidden', 'true');
  svg.innerHTML =
    '<defs><linearGradient id="gate-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#gate-g)"/><path d="M6 19c3-6 5-6 8 0s5 6 8 0 3-4 4-3" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>';
  return svg;
}

export function mountGateView(container: HTMLElement, options: GateViewOptions): () => void {
  const input = el('input', {
    id: 'gate-password',
    name: 'password',
    type: 'password',
    placeholder: gateCopy.placeholder,
    autocomplete: 'current-password',
    'aria-describedby': 'gate-error',
    class:
      'block w-full rounded-xl border border-input bg-background/70 px-4 py-3 text-base text-foreground placeholder:text-muted-foreground shadow-sm outline-none transition focus:border-ring focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[invalid=true]:border-danger',
  });
  const error = el('p', {
    id: 'gate-error',
    class: 'min-h-5 text-sm font-medium text-danger',
    'aria-live': 'assertive',
  });
  const button = el(
    'button',
    {
      type: 'submit',
      class:
        'bg-accent-gradient inline-flex w-full items-center justify-center gap-2 rounded-xl px-4 py-3 text-base font-semibold text-white shadow-lg shadow-indigo-500/25 transition hover:brightness-110 disabled:cursor-wait disabled:opacity-70',
    },
    [gateCopy.submit],
  );
  const form = el('form', { class: 'mt-8 space-y-3', novalidate: '', 'aria-labelledby': 'gate-title' }, [
    el('label', { for: 'gate-password', class: 'block text-sm font-medium text-foreground' }, [
      gateCopy.label,
    ]),
    input,
    error,
    button,
  ]);

  const screen = el(
    'main',
    { class: 'relative isolate flex min-h-dvh items-center justify-center overflow-hidden px-4 py-12' },
    [
      el('div', { class: 'pointer-events-none absolute inset-0 -z-10', 'aria-hidden': 'true' }, [
        el('div', {
          class: 'gate-glow absolute -left-1/4 -top-1/4 size-[70vmax] rounded-full bg-indigo-600/25 blur-3xl',
        }),
        el('div', {
          class:
            'gate-glow-slow absolute -bottom-1/3 -right-1/4 size-[60vmax] rounded-full bg-violet-600/20 blur-3xl',
        }),
        el('div', {
          class:
            'absolute inset-0 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] bg-[size:48px_48px] opacity-40 [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]',
        }),
      ]),
      el(
        'section',
        {
          class:
            'w-full max-w-md rounded-3xl border border-border bg-card/85 p-8 shadow-2xl backdrop-blur-xl sm:p-10',
        },
        [
          el('div', { class: 'flex items-center gap-3' }, [
            logoMark(),
            el('span', { class: 'text-lg font-semibold tracking-tight' }, [siteConfig.name]),
          ]),
          el('h1', { id: 'gate-title', class: 'mt-8 text-3xl font-semibold tracking-tight' }, [
            gateCopy.title,
          ]),
          el('p', { class: 'mt-2 text-muted-foreground' }, [gateCopy.subtitle]),
          form,
          el('p', { class: 'mt-8 border-t border-border pt-6 text-center text-xs text-muted-foreground' }, [
            gateCopy.footer,
          ]),
        ],
      ),
    ],
  );

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
    const result = await options.check(password);
    setBusy(false);
    if (result === 'ok') {
      options.onSuccess();
      return;
    }
    if (result === 'incorrect') input.value = '';
    showError(ERRORS[result]);
    input.focus();
  });

  container.replaceChildren(screen);
  document.title = `${gateCopy.title} · ${siteConfig.name}`;
  input.focus();
  return () => screen.remove();
}
