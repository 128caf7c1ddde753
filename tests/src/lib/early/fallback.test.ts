// What a page shows when its app cannot run (src/lib/early/fallback.ts): what a <noscript> holds.
import { afterEach, describe, expect, it } from 'vitest';
import { showNoscriptContent } from '@/lib/early/fallback';

/** A <noscript> as a browser that runs scripts parses it: its markup kept as text. */
function noscript(markup: string): HTMLElement {
  const block = document.createElement('noscript');
  block.textContent = markup;
  return block;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('showNoscriptContent (an app that cannot run)', () => {
  it('puts the markup each <noscript> holds in its place, parsed', () => {
    const section = document.createElement('section');
    section.append(
      noscript('<ol aria-label="Inputs"><li>Ideal customer</li><li>Offer &amp; proof</li></ol>'),
      document.createElement('p'),
      noscript('<table><tbody><tr><td>Row one</td></tr></tbody></table>'),
    );
    document.body.append(section);

    expect(showNoscriptContent()).toBe(2);
    expect(document.querySelector('noscript')).toBeNull();
    expect([...section.children].map((e) => e.tagName)).toEqual(['OL', 'P', 'TABLE']);
    expect([...section.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Ideal customer',
      'Offer & proof',
    ]);
    expect(section.querySelector('td')?.textContent).toBe('Row one');
  });

  it('runs nothing the markup might hold, and leaves what is outside the root alone', () => {
    const root = document.createElement('div');
    root.append(noscript('<p>inside</p><script>window.__ran = true</script>'));
    const outside = noscript('<p>outside</p>');
    document.body.append(root, outside);

    expect(showNoscriptContent(root)).toBe(1);
    expect(root.querySelector('p')?.textContent).toBe('inside');
    expect(root.querySelector('script')).not.toBeNull();
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
    expect(outside.isConnected).toBe(true);
  });
});
