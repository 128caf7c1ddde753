import { describe, expect, it } from 'vitest';
import {
  easeOutCubic,
  HASH_RETRIES,
  HASH_RETRY_MS,
  hashTargetId,
  type ScrollEnv,
  scrollToHash,
  smoothScrollDuration,
} from '@/lib/scroll';

/** A scroll environment with a manual clock, recording what was scrolled. */
function fakeEnv(appearAfterMs: number | null, behavior: ScrollBehavior = 'smooth') {
  let now = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  const log: string[] = [];
  let nextId = 1;
  const env: ScrollEnv = {
    find: (id) => (appearAfterMs !== null && now >= appearAfterMs ? ({ id } as unknown as Element) : null),
    scrollToTop: (b) => log.push(`top:${b}`),
    scrollToElement: (el, b) => log.push(`el:${(el as unknown as { id: string }).id}:${b}`),
    setTimer: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimer: (id) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    behavior: () => behavior,
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const t = timers[0];
      if (!t || t.at > end) break;
      timers.shift();
      now = t.at;
      t.fn();
    }
    now = end;
  };
  return { env, log, advance, pending: () => timers.length };
}

describe('a smooth scroll of our own', () => {
  it('takes a third of a millisecond per pixel, from 250 to 700 ms', () => {
    expect(smoothScrollDuration(30)).toBe(250);
    expect(smoothScrollDuration(-1200)).toBe(400);
    expect(smoothScrollDuration(5000)).toBe(700);
  });

  it('eases out: quick to start, landing exactly', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(0.25)).toBeGreaterThan(0.5);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(3)).toBe(1);
  });
});

describe('hashTargetId', () => {
  it('reads the element id, ignoring a query after the hash', () => {
    expect(hashTargetId('#benefits')).toBe('benefits');
    expect(hashTargetId('#features?tab=reach')).toBe('features');
    expect(hashTargetId('')).toBeNull();
    expect(hashTargetId('#')).toBeNull();
    expect(hashTargetId('#gdpr%2Drights')).toBe('gdpr-rights');
  });

  it('ignores a hash with malformed percent-encoding instead of throwing', () => {
    expect(hashTargetId('#%E0%A4%A')).toBeNull();
    expect(hashTargetId('#%')).toBeNull();
    expect(hashTargetId('#%E0%A4%A?tab=reach')).toBeNull();
  });
});

describe('scrollToHash', () => {
  it('scrolls smoothly to the top when there is no hash', () => {
    const f = fakeEnv(null);
    scrollToHash('', f.env);
    expect(f.log).toEqual(['top:smooth']);
  });

  it('scrolls to an element that already exists', () => {
    const f = fakeEnv(0);
    scrollToHash('#setup', f.env);
    expect(f.log).toEqual(['el:setup:smooth']);
  });

  it('retries every 100 ms until the element appears', () => {
    const f = fakeEnv(450);
    scrollToHash('#benefits', f.env);
    expect(f.log).toEqual([]);
    f.advance(400);
    expect(f.log).toEqual([]);
    f.advance(100);
    expect(f.log).toEqual(['el:benefits:smooth']);
  });

  it('gives up after 20 retries and falls back to the top', () => {
    const f = fakeEnv(null);
    scrollToHash('#missing', f.env);
    f.advance(HASH_RETRIES * HASH_RETRY_MS - 1);
    expect(f.log).toEqual([]);
    f.advance(1);
    expect(f.log).toEqual(['top:smooth']);
    expect(f.pending()).toBe(0);
  });

  it('waits the given delay before the first attempt (header section links)', () => {
    const f = fakeEnv(0);
    scrollToHash('#how-it-works', f.env, 100);
    expect(f.log).toEqual([]);
    f.advance(100);
    expect(f.log).toEqual(['el:how-it-works:smooth']);
  });

  it('is instant for visitors who prefer reduced motion', () => {
    const f = fakeEnv(0, 'auto');
    scrollToHash('#setup', f.env);
    expect(f.log).toEqual(['el:setup:auto']);
  });

  it('stops retrying when cancelled by a newer navigation', () => {
    const f = fakeEnv(300);
    const cancel = scrollToHash('#late', f.env);
    f.advance(100);
    cancel();
    f.advance(1000);
    expect(f.log).toEqual([]);
  });
});
