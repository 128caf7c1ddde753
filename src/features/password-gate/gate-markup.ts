// The gate screen as static HTML, written into the gate page at build time (vite.gate.config.ts),
// so it paints before any script runs; gate-view.ts then wires up the form. Text only from the
// gate copy and the site name: nothing of the site's content.

import { PASSWORD_MAX_LENGTH } from '../../../supabase/functions/_shared/contracts/password-messages.ts';
import { logoSvg } from '../../config/logo.ts';
import { siteConfig } from '../../config/site.ts';
import { gateCopy } from '../../content/gate.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export const gateIds = {
  form: 'gate-form',
  input: 'gate-password',
  error: 'gate-error',
  button: 'gate-submit',
  title: 'gate-title',
} as const;

const logo = logoSvg({ id: 'gate-g', className: 'size-10' });

export function gateMarkup(): string {
  const t = (s: string) => escapeHtml(s);
  return `<main class="relative isolate flex min-h-dvh items-center justify-center overflow-hidden px-4 py-12">
  <div class="pointer-events-none absolute inset-0 -z-10" aria-hidden="true">
    <div class="gate-glow absolute -left-1/4 -top-1/4 size-[70vmax] rounded-full bg-vivid/25 blur-3xl"></div>
    <div class="gate-glow-slow absolute -bottom-1/3 -right-1/4 size-[60vmax] rounded-full bg-vivid-alt/20 blur-3xl"></div>
    <div class="gate-grid absolute inset-0 opacity-40"></div>
  </div>
  <section class="w-full max-w-md rounded-3xl border border-border bg-card/85 p-8 shadow-2xl backdrop-blur-xl sm:p-10">
    <div class="flex items-center gap-3">${logo}<span class="text-lg font-semibold tracking-tight">${t(siteConfig.name)}</span></div>
    <h1 id="${gateIds.title}" class="mt-8 text-3xl font-semibold tracking-tight">${t(gateCopy.title)}</h1>
    <p class="mt-2 text-pretty text-muted-foreground">${t(gateCopy.subtitle)}</p>
    <form id="${gateIds.form}" class="mt-8 space-y-3" novalidate aria-labelledby="${gateIds.title}">
      <label for="${gateIds.input}" class="block text-sm font-medium text-foreground">${t(gateCopy.label)}</label>
      <input id="${gateIds.input}" name="password" type="password" maxlength="${PASSWORD_MAX_LENGTH}" placeholder="${t(gateCopy.placeholder)}" autocomplete="current-password" aria-describedby="${gateIds.error}" autofocus class="block w-full rounded-xl border border-input bg-background/70 px-4 py-3 text-base text-foreground placeholder:text-muted-foreground shadow-sm transition focus:border-ring aria-[invalid=true]:border-danger">
      <p id="${gateIds.error}" class="min-h-5 text-sm font-medium text-danger" aria-live="assertive"></p>
      <button id="${gateIds.button}" type="submit" class="bg-accent-gradient inline-flex w-full items-center justify-center gap-2 rounded-xl px-4 py-3 text-base font-semibold text-on-accent shadow-lg shadow-glow/25 transition hover:brightness-110 disabled:cursor-wait disabled:opacity-70">${t(gateCopy.submit)}</button>
    </form>
    <noscript><p class="mt-4 text-sm text-muted-foreground">${t(gateCopy.noScript)}</p></noscript>
    <p class="mt-8 text-balance border-t border-border pt-6 text-center text-xs text-muted-foreground">${t(gateCopy.footer)}</p>
  </section>
</main>`;
}

export const gateTitle = () => `${gateCopy.title} · ${siteConfig.name}`;
