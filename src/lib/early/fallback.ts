// What a page shows when its app cannot run (a chunk that never arrived, an error while starting):
// the same as with scripts off. CSS does most of it (the `no-scripts:` variant, keyed on <html
// data-app-failed>); what only a <noscript> holds (the setup inputs as a list, the home features'
// other panels, each plan's price table) is put in its place here, because a browser that runs
// scripts keeps a <noscript>'s content as text and never shows it.

/**
 * Replaces every <noscript> under `root` with the markup it holds, parsed. Only our own prerendered
 * markup is in there (no script runs from a template's content). Returns how many were shown.
 */
export function showNoscriptContent(root: ParentNode = document.body): number {
  const blocks = [...root.querySelectorAll('noscript')];
  for (const block of blocks) {
    const template = document.createElement('template');
    template.innerHTML = block.textContent ?? '';
    block.replaceWith(template.content);
  }
  return blocks.length;
}
