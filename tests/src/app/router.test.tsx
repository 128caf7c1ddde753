// The site's routes (src/app/router.tsx): each page's code loads once and the page renders with its
// SEO tags; a redirect sends on; a page that fails shows the error screen until the next navigation;
// the progress bar's counter follows the loads (src/lib/page-loading.ts).
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '@/app/route-table';
import { loadPage, SiteRoutes } from '@/app/router';
import { errorScreenCopy } from '@/content/pages';
import { trackPageLoad, usePageLoading } from '@/lib/page-loading';

/**
 * A page's code is imported (and transformed) on first use here: seconds on a busy machine. These
 * waits allow 20 s, so the tests below allow 30 s (more than the 20 s of vitest.config.ts).
 */
const SLOW = { timeout: 20_000 };
const route = (id: string) => pageRoutes.find((p) => p.id === id)!;

describe('SiteRoutes', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the page of the URL once its code has loaded, and the not-found page elsewhere', async () => {
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/about']}>
          <SiteRoutes />
        </MemoryRouter>,
      );
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: route('about').meta.heading }, SLOW),
    ).toBeVisible();
    expect(document.title.startsWith(route('about').meta.title)).toBe(true);

    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/no-such-page']}>
          <SiteRoutes />
        </MemoryRouter>,
      );
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: route('notFound').meta.heading }, SLOW),
    ).toBeVisible();
  });

  it('sends a redirect on, keeping the hash', async () => {
    let at = '';
    function Where() {
      const location = useLocation();
      at = `${location.pathname}${location.hash}`;
      return null;
    }
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/b2b/pricing#faq']}>
          <SiteRoutes />
          <Where />
        </MemoryRouter>,
      );
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: route('pricing').meta.heading }, SLOW),
    ).toBeVisible();
    expect(at).toBe('/pricing#faq');
  });

  it('a page whose code fails shows the error screen; the next navigation leaves it and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = route('sla');
    const load = vi.spyOn(page, 'load').mockRejectedValueOnce(new Error('chunk failed'));
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/sla']}>
          <SiteRoutes />
          <Link to="/sla?again">again</Link>
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { name: errorScreenCopy.title }, SLOW)).toBeVisible();
    // Each step in an act, where the test's React renders: the navigation (its render forgets the
    // failed load and starts another), then that load settling.
    await act(async () => {
      screen.getByRole('link', { name: 'again' }).click();
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      await loadPage(page);
    });
    expect(await screen.findByRole('heading', { level: 1, name: page.meta.heading }, SLOW)).toBeVisible();
    expect(screen.queryByRole('heading', { name: errorScreenCopy.title })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads each page once', async () => {
    const page = route('usagePolicy');
    const load = vi.spyOn(page, 'load');
    await Promise.all([loadPage(page), loadPage(page)]);
    await loadPage(page);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('usePageLoading', () => {
  it('is true while a tracked load is pending, false once it settles (resolved or not)', async () => {
    const { result } = renderHook(() => usePageLoading());
    expect(result.current).toBe(false);
    const settle: { ok?: () => void; fail?: (e: Error) => void } = {};
    const ok = {
      promise: new Promise<void>((resolve) => {
        settle.ok = resolve;
      }),
      resolve: () => settle.ok?.(),
    };
    const failed = {
      promise: new Promise<void>((_, reject) => {
        settle.fail = reject;
      }),
      reject: (e: Error) => settle.fail?.(e),
    };
    act(() => {
      trackPageLoad(ok.promise);
      trackPageLoad(failed.promise).catch(() => undefined);
    });
    await waitFor(() => expect(result.current).toBe(true));
    await act(async () => ok.resolve());
    expect(result.current).toBe(true);
    await act(async () => failed.reject(new Error('x')));
    await waitFor(() => expect(result.current).toBe(false));
  });
});
