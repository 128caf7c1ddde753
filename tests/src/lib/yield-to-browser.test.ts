// Waiting for the browser: a frame drawn, or a cap when none comes (a background tab); island code
// is fetched only after the page's first frame (src/components/layout/island.tsx).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('afterNextFrame', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const settled = (promise: Promise<void>) => {
    const state = { done: false };
    promise.then(() => {
      state.done = true;
    });
    return state;
  };

  it('resolves in the task after the frame, not before it', async () => {
    const { afterNextFrame } = await import('@/lib/yield-to-browser');
    const state = settled(afterNextFrame());
    await vi.advanceTimersByTimeAsync(50);
    expect(state.done).toBe(false);
    frames.shift()?.(performance.now());
    await Promise.resolve();
    expect(state.done).toBe(false); // the frame's rendering comes first
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  it('resolves after the cap when no frame is drawn', async () => {
    const { afterNextFrame } = await import('@/lib/yield-to-browser');
    const state = settled(afterNextFrame(100));
    await vi.advanceTimersByTimeAsync(99);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.done).toBe(true);
  });

  it('afterFirstFrame waits for one frame, once: later calls resolve at once', async () => {
    const { afterFirstFrame } = await import('@/lib/yield-to-browser');
    const first = settled(afterFirstFrame());
    expect(frames).toHaveLength(1);
    frames.shift()?.(performance.now());
    await vi.advanceTimersByTimeAsync(0);
    expect(first.done).toBe(true);
    const later = settled(afterFirstFrame());
    await Promise.resolve();
    expect(later.done).toBe(true);
    expect(frames).toHaveLength(0);
  });
});
