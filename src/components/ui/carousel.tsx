// The site's one adapter for Embla: a WAI-ARIA carousel (region + slides) with previous/next
// buttons that are disabled at the ends, arrow-key control and slide dots. With scripts off it
// cannot turn: every slide shows, one under the other, and the buttons are not offered.
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { prefersReducedMotion } from '@/lib/scroll';

export type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

type CarouselState = {
  carouselRef: (node: HTMLDivElement | null) => void;
  api: CarouselApi;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  selectedIndex: number;
  snapCount: number;
  inView: number[];
};

const CarouselContext = React.createContext<CarouselState | null>(null);

export function useCarousel(): CarouselState {
  const ctx = React.useContext(CarouselContext);
  if (!ctx) throw new Error('useCarousel must be used inside <Carousel>');
  return ctx;
}

export function Carousel({
  opts,
  setApi,
  className,
  children,
  slideCount = 0,
  ...props
}: React.ComponentProps<'div'> & {
  opts?: CarouselOptions;
  setApi?: (api: CarouselApi) => void;
  'aria-label': string;
  /**
   * How many snap points it has (one per slide when each slide fills the view): the served markup
   * and the first render show its buttons and dots as they will be, before Embla has measured.
   */
  slideCount?: number;
}) {
  const [emblaRef, api] = useEmblaCarousel({ align: 'start', loop: false, ...opts });
  // Embla measures every slide when it starts, a long task: start it only as the carousel nears
  // the viewport, not while the page hydrates (the prerendered slides show the first ones), or at
  // once when a button is pressed before that.
  const [viewport, carouselRef] = React.useState<HTMLDivElement | null>(null);
  const start = React.useRef<() => void>(() => undefined);
  React.useEffect(() => {
    if (!viewport) return;
    start.current = () => emblaRef(viewport);
    if (typeof IntersectionObserver === 'undefined') {
      emblaRef(viewport);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        emblaRef(viewport);
      },
      { rootMargin: '50% 0px' },
    );
    io.observe(viewport);
    return () => io.disconnect();
  }, [viewport, emblaRef]);
  const [snap, setSnap] = React.useState({ prev: false, next: slideCount > 1, index: 0, count: slideCount });
  const [inView, setInView] = React.useState<number[]>([]);
  /** A button pressed before Embla started: run once it has. */
  const pending = React.useRef<((api: NonNullable<CarouselApi>) => void) | null>(null);

  React.useEffect(() => {
    if (!api) return;
    setApi?.(api);
    const sync = () =>
      setSnap({
        prev: api.canScrollPrev(),
        next: api.canScrollNext(),
        index: api.selectedScrollSnap(),
        count: api.scrollSnapList().length,
      });
    const syncInView = () => setInView(api.slidesInView());
    sync();
    syncInView();
    api.on('reInit', sync).on('select', sync).on('slidesInView', syncInView);
    const early = pending.current;
    pending.current = null;
    early?.(api);
    return () => {
      api.off('reInit', sync).off('select', sync).off('slidesInView', syncInView);
    };
  }, [api, setApi]);

  const run = React.useCallback(
    (action: (api: NonNullable<CarouselApi>) => void) => {
      if (api) return action(api);
      pending.current = action;
      start.current();
    },
    [api],
  );
  // Embla animates in JS, which the reduced-motion CSS cannot stop: jump instead.
  const scrollPrev = React.useCallback(() => run((a) => a.scrollPrev(prefersReducedMotion())), [run]);
  const scrollNext = React.useCallback(() => run((a) => a.scrollNext(prefersReducedMotion())), [run]);
  const scrollTo = React.useCallback((i: number) => run((a) => a.scrollTo(i, prefersReducedMotion())), [run]);

  const onKeyDownCapture = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  return (
    <CarouselContext.Provider
      value={{
        carouselRef,
        api,
        scrollPrev,
        scrollNext,
        scrollTo,
        canScrollPrev: snap.prev,
        canScrollNext: snap.next,
        selectedIndex: snap.index,
        snapCount: snap.count,
        inView,
      }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's region, as in shadcn. */}
      <div
        data-slot="carousel"
        role="region"
        aria-roledescription="carousel"
        onKeyDownCapture={onKeyDownCapture}
        className={cn('relative', className)}
        {...props}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({ className, ...props }: React.ComponentProps<'div'>) {
  const { carouselRef } = useCarousel();
  return (
    <div ref={carouselRef} data-slot="carousel-viewport" className="overflow-hidden">
      {/* Polite live region: the newly shown slide is announced after a button press. */}
      <div
        data-slot="carousel-content"
        aria-live="polite"
        className={cn('-ml-4 flex touch-pan-y no-scripts:flex-col no-scripts:gap-y-4', className)}
        {...props}
      />
    </div>
  );
}

/** One slide. Pass its `index`: slides out of view are made inert so focus and readers skip them. */
export function CarouselItem({
  className,
  index,
  ...props
}: React.ComponentProps<'div'> & { index: number }) {
  const { inView } = useCarousel();
  const hidden = inView.length > 0 && !inView.includes(index);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group, not a fieldset.
    <div
      data-slot="carousel-item"
      role="group"
      aria-roledescription="slide"
      inert={hidden}
      className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4', className)}
      {...props}
    />
  );
}

// At the ends the buttons are aria-disabled rather than `disabled`, so a keyboard user who
// pressed Next to reach the last slide keeps focus on the button instead of losing it.
function ArrowButton({
  direction,
  className,
  label,
  ...props
}: React.ComponentProps<typeof Button> & { direction: 'prev' | 'next'; label: string }) {
  const { scrollPrev, scrollNext, canScrollPrev, canScrollNext } = useCarousel();
  const enabled = direction === 'prev' ? canScrollPrev : canScrollNext;
  const Icon = direction === 'prev' ? ChevronLeft : ChevronRight;
  return (
    <Button
      type="button"
      variant="secondary"
      size="icon"
      data-slot={direction === 'prev' ? 'carousel-previous' : 'carousel-next'}
      aria-label={label}
      aria-disabled={!enabled}
      onClick={() => {
        if (enabled) (direction === 'prev' ? scrollPrev : scrollNext)();
      }}
      className={cn(
        'rounded-full aria-disabled:cursor-not-allowed aria-disabled:opacity-45 no-scripts:hidden',
        className,
      )}
      {...props}
    >
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  );
}

export function CarouselPrevious({
  label = 'Previous slide',
  ...props
}: React.ComponentProps<typeof Button> & { label?: string }) {
  return <ArrowButton direction="prev" label={label} {...props} />;
}

export function CarouselNext({
  label = 'Next slide',
  ...props
}: React.ComponentProps<typeof Button> & { label?: string }) {
  return <ArrowButton direction="next" label={label} {...props} />;
}

/** One dot per snap point; the current one is marked with aria-current. */
export function CarouselDots({
  className,
  label = (n, total) => `Go to slide ${n} of ${total}`,
}: {
  className?: string;
  label?: (n: number, total: number) => string;
}) {
  const { snapCount, selectedIndex, scrollTo } = useCarousel();
  return (
    <div data-slot="carousel-dots" className={cn('flex items-center gap-1 no-scripts:hidden', className)}>
      {Array.from({ length: snapCount }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: dots are positions, the index is their identity.
          key={i}
          type="button"
          aria-label={label(i + 1, snapCount)}
          aria-current={i === selectedIndex ? 'true' : undefined}
          onClick={() => scrollTo(i)}
          className="group grid size-6 place-items-center rounded-full"
        >
          <span
            aria-hidden="true"
            className={cn(
              'block h-2 rounded-full transition-all',
              i === selectedIndex ? 'w-6 bg-accent' : 'w-2 bg-input group-hover:bg-muted-foreground',
            )}
          />
        </button>
      ))}
    </div>
  );
}
