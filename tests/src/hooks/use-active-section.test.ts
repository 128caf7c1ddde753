import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickActiveSection, type SectionBox, useActiveSection } from '@/hooks/use-active-section';

// A 1000 px viewport puts the default band at 300–400 px from the top.
const H = 1000;

describe('pickActiveSection (band 30%–40% of the viewport)', () => {
  const stack = (offset: number): SectionBox[] => [
    { id: 'a', top: offset, bottom: offset + 500 },
    { id: 'b', top: offset + 500, bottom: offset + 1000 },
    { id: 'c', top: offset + 1000, bottom: offset + 1500 },
  ];

  it('picks the section that covers the band', () => {
    expect(pickActiveSection(stack(0), H)).toBe('a');
    expect(pickActiveSection(stack(-300), H)).toBe('b');
    expect(pickActiveSection(stack(-900), H)).toBe('c');
  });

  it('returns null when no section reaches the band', () => {
    // Everything still below 40%: the visitor is reading what comes before the sections.
    expect(pickActiveSection(stack(401), H)).toBeNull();
    // Everything already above 30%.
    expect(pickActiveSection(stack(-1201), H)).toBeNull();
    expect(pickActiveSection([], H)).toBeNull();
  });

  it('counts a section as active as soon as its top enters the band, and until its bottom leaves', () => {
    expect(pickActiveSection([{ id: 'x', top: 399, bottom: 900 }], H)).toBe('x');
    expect(pickActiveSection([{ id: 'x', top: -500, bottom: 301 }], H)).toBe('x');
    expect(pickActiveSection([{ id: 'x', top: -500, bottom: 299 }], H)).toBeNull();
  });

  it('prefers the section covering most of the band when two cross it', () => {
    const boxes = [
      { id: 'upper', top: -200, bottom: 320 },
      { id: 'lower', top: 320, bottom: 900 },
    ];
    expect(pickActiveSection(boxes, H)).toBe('lower');
    const boxes2 = [
      { id: 'upper', top: -200, bottom: 380 },
      { id: 'lower', top: 380, bottom: 900 },
    ];
    expect(pickActiveSection(boxes2, H)).toBe('upper');
  });

  it('takes another band when asked', () => {
    const boxes = [
      { id: 'a', top: 0, bottom: 100 },
      { id: 'b', top: 100, bottom: 1000 },
    ];
    expect(pickActiveSection(boxes, H, { top: 0, bottom: 0.05 })).toBe('a');
    expect(pickActiveSection(boxes, H)).toBe('b');
  });

  it('scales the band with the viewport height', () => {
    const boxes = [{ id: 'a', top: 250, bottom: 260 }];
    expect(pickActiveSection(boxes, 800)).toBe('a'); // band 240–320
    expect(pickActiveSection(boxes, 1000)).toBeNull(); // band 300–400
  });
});

describe('useActiveSection', () => {
  let scrollY = 0;
  const frames: FrameRequestCallback[] = [];
  const tops: Record<string, number> = { one: 100, two: 600, three: 1100 };

  beforeEach(() => {
    scrollY = 0;
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(H);
    // Frames run when the test flushes them, as the browser would on its next paint.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
    for (const id of Object.keys(tops)) {
      const el = document.createElement('section');
      el.id = id;
      el.getBoundingClientRect = () => {
        const top = tops[id]! - scrollY;
        return { top, bottom: top + 500, left: 0, right: 0, width: 0, height: 500, x: 0, y: top } as DOMRect;
      };
      document.body.append(el);
    }
  });

  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  const scrollTo = (y: number) =>
    act(() => {
      scrollY = y;
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('scroll'));
      for (const cb of frames.splice(0)) cb(0);
    });

  it('follows the scroll position', () => {
    const { result } = renderHook(() => useActiveSection(['one', 'two', 'three']));
    expect(result.current).toBe('one');
    scrollTo(400);
    expect(result.current).toBe('two');
    scrollTo(900);
    expect(result.current).toBe('three');
    scrollTo(2000);
    expect(result.current).toBeNull();
  });

  it('ignores ids that have no element', () => {
    const { result } = renderHook(() => useActiveSection(['missing', 'two']));
    expect(result.current).toBeNull();
    scrollTo(400);
    expect(result.current).toBe('two');
  });

  it('measures at most once per frame however many scroll events arrive', () => {
    renderHook(() => useActiveSection(['one']));
    act(() => {
      for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'));
    });
    expect(frames).toHaveLength(1);
    act(() => {
      for (const cb of frames.splice(0)) cb(0);
    });
  });

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useActiveSection(['one']));
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
