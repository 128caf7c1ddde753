// A served reveal (watchServedReveal) inside a block the browser has not laid out yet
// (content-visibility: auto, decision 043): it has no box, so its place is its block's.
import { afterEach, describe, expect, it } from 'vitest';
import { watchServedReveal } from '@/hooks/use-reveal';
import { RENDER_NEAR_VIEW_CLASS } from '@/lib/render-near-view';
import { reportIntersection } from '../../helpers/intersection-observer.ts';

/** A block at `blockTop` (px from the viewport's top) holding one served reveal, watched. */
function servedInBlock(blockTop: number) {
  const block = document.createElement('section');
  block.className = RENDER_NEAR_VIEW_CLASS;
  block.getBoundingClientRect = () => ({ top: blockTop, bottom: blockTop + 640 }) as DOMRect;
  const revealed = document.createElement('div');
  revealed.setAttribute('data-reveal', 'static');
  block.append(revealed);
  document.body.append(block);
  const stop = watchServedReveal(revealed);
  return { revealed, stop };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
});

describe('a served reveal in a block not laid out yet', () => {
  it('waits hidden when its block is below the viewport, and is shown when scrolled to', () => {
    const { revealed, stop } = servedInBlock(5000);
    stops.push(stop);
    reportIntersection(revealed, 'not laid out');
    expect(revealed.getAttribute('data-reveal')).toBe('hidden');
    // The block is laid out as it nears the viewport; the reveal is reported again when it enters.
    reportIntersection(revealed, true);
    expect(revealed.getAttribute('data-reveal')).toBe('shown');
  });

  it('is left as it is when its block is above the viewport (a visitor who jumped past it)', () => {
    const { revealed, stop } = servedInBlock(-5000);
    stops.push(stop);
    reportIntersection(revealed, 'not laid out');
    expect(revealed.getAttribute('data-reveal')).toBe('static');
  });

  it('an element with no box outside such a block (display: none) is left as it is', () => {
    const revealed = document.createElement('div');
    revealed.setAttribute('data-reveal', 'static');
    document.body.append(revealed);
    stops.push(watchServedReveal(revealed));
    reportIntersection(revealed, 'not laid out');
    expect(revealed.getAttribute('data-reveal')).toBe('static');
  });
});
