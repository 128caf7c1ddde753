// The one inline script of every prerendered page, first in <head>, built from this module and
// inlined by scripts/build/inline-scripts.ts (its CSP hash is collected like any inline code). Before the
// body is parsed it marks <html> as running scripts and applies the stored theme; from then on it
// keeps the visit's first touch for a contact form (first-touch.ts), counts the visit (visit-count.ts,
// decision 059), runs the theme toggle, lands on
// the URL's fragment once the page is parsed (fragment.ts), and
// until the app is ready it keeps clicks on app-only controls and replays them once it is
// (replay.ts). If the app cannot run, the page falls back to what it shows without scripts.
import { CONTACT_SOURCE_FORM_FIELD } from '@shared/contracts/contact-source';
import { VISIT_FUNCTION } from '@shared/contracts/visit-event';
import { APP_FAILED_ATTRIBUTE, SCRIPTS_ATTRIBUTE, THEME_TOGGLE_ATTRIBUTE } from './contract';
import { showNoscriptContent } from './fallback';
import { keepFirstTouch } from './first-touch';
import { landOnFragment } from './fragment';
import { keepEarlyInput, watchAppFailure } from './replay';
import { applyTheme, currentTheme, readStoredTheme, setTheme, syncToggleLabels } from './theme';
import { countVisit } from './visit-count';

/** The contact page's path, from src/config/paths.ts at build time (scripts/build/inline-scripts.ts). */
declare const __CONTACT_PATH__: string;

document.documentElement.setAttribute(SCRIPTS_ATTRIBUTE, '');
applyTheme(readStoredTheme());
// Before the app's router reads the address: it then sees it without the campaign parameters.
const touch = keepFirstTouch();
countVisit(touch, {
  endpoint: `${import.meta.env.VITE_SUPABASE_URL || location.origin}/functions/v1/${VISIT_FUNCTION}`,
  contactPath: __CONTACT_PATH__,
  contactFormField: CONTACT_SOURCE_FORM_FIELD,
});

document.addEventListener('click', (event) => {
  const target = event.target;
  if (target instanceof Element && target.closest(`[${THEME_TOGGLE_ATTRIBUTE}]`))
    setTheme(currentTheme() === 'light' ? 'dark' : 'light');
});
// The prerendered toggle is named for the dark theme; name it for the stored one once it exists.
document.addEventListener('DOMContentLoaded', () => syncToggleLabels(currentTheme()), { once: true });

landOnFragment();

const stopKeeping = keepEarlyInput();
// An app that cannot run leaves no control waiting for it: the page shows what it shows with
// scripts off, <noscript> content included, and what was kept is let go.
watchAppFailure(() => {
  stopKeeping();
  document.documentElement.setAttribute(APP_FAILED_ATTRIBUTE, '');
  showNoscriptContent();
});
