import { usePageLoading } from '@/lib/page-loading';

/** A thin bar at the top while the next page's chunk loads; screen readers hear "Loading page". */
export function NavigationProgress() {
  const busy = usePageLoading();
  return (
    <div
      aria-hidden={!busy}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden print:hidden"
      data-state={busy ? 'loading' : 'idle'}
    >
      {busy ? (
        <>
          <div className="bg-accent-gradient h-full w-1/3 animate-[nav-progress_1s_ease-in-out_infinite]" />
          <output className="sr-only">Loading page</output>
        </>
      ) : null}
    </div>
  );
}
