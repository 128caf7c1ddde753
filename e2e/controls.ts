// What a page offers that would need a script, read in the page (page.evaluate): for the pages
// without scripts (no-js.spec.ts) and a page whose app could not run (app-failure.spec.ts).

/**
 * The controls a page shows that would do nothing: everything a visitor can press, type in or
 * choose, except what works by itself (links, <summary>, popover buttons, the fields and buttons of
 * a form that POSTs), and what matches `allowed`.
 */
export function controlsThatNeedAScript(allowed: string | null) {
  const out: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(
    'button, [role="tab"], [role="button"], input, select, textarea',
  )) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if (el.closest('form')?.getAttribute('method')?.toLowerCase() === 'post') continue;
    if (el.hasAttribute('popovertarget') || el.closest('summary')) continue;
    if ((el as HTMLButtonElement).disabled || (allowed && el.matches(allowed))) continue;
    const name = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent ?? '';
    out.push(`${el.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`);
  }
  return out;
}
