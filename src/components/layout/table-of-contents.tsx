// The table of contents for long pages: a sticky side list on large screens, a compact
// disclosure on small ones. Pair it with useTableOfContents, e.g.
//   const toc = useTableOfContents({ container: '#contact-page' });
//   <TableOfContents toc={toc} label="Table of Contents" />
import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TableOfContentsState, TocItem } from '@/hooks/use-table-of-contents';
import { cn } from '@/lib/cn';
import { isPlainClick } from '@/lib/plain-click';

export type TableOfContentsProps = {
  toc: TableOfContentsState;
  /** Visible title and the navigation's accessible name, e.g. 'On this page'. */
  label: string;
  /** 'sidebar': the sticky list; 'compact': one sticky bar that opens the list. */
  variant?: 'sidebar' | 'compact';
  className?: string;
};

export function TableOfContents({ variant = 'sidebar', ...props }: TableOfContentsProps) {
  return variant === 'compact' ? <CompactToc {...props} /> : <SidebarToc {...props} />;
}

function SidebarToc({ toc, label, className }: Omit<TableOfContentsProps, 'variant'>) {
  const titleId = useId();
  if (toc.items.length === 0) return null;
  return (
    <nav
      aria-labelledby={titleId}
      data-slot="table-of-contents"
      data-toc="sidebar"
      className={cn(
        'sticky top-[calc(var(--header-height)+2rem)] max-h-[calc(100dvh-var(--header-height)-4rem)] overflow-y-auto overscroll-contain pb-4',
        className,
      )}
    >
      <p id={titleId} className="mb-4 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        {label}
      </p>
      <TocList toc={toc} />
    </nav>
  );
}

function CompactToc({ toc, label, className }: Omit<TableOfContentsProps, 'variant'>) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const active = toc.items.find((i) => i.id === toc.activeId);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (toc.items.length === 0) return null;

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <nav
      ref={navRef}
      aria-label={label}
      data-slot="table-of-contents"
      data-toc="compact"
      onKeyDown={onKeyDown}
      className={cn(
        'sticky top-[var(--header-height)] z-30 border-b border-border bg-background/90 backdrop-blur-xl no-scripts:static',
        className,
      )}
    >
      {/* Without scripts the list cannot open: it reads in place, under its title, instead of the
          button (and the bar does not stick, so the list never covers the text). */}
      <p className="hidden pt-4 text-sm font-semibold text-foreground no-scripts:block">{label}</p>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex h-12 w-full items-center gap-3 rounded-lg text-left text-sm no-scripts:hidden"
      >
        <span className="shrink-0 font-semibold text-foreground">{label}</span>
        {active ? (
          <span className="min-w-0 flex-1 truncate text-muted-foreground">{active.text}</span>
        ) : (
          <span className="flex-1" />
        )}
        <ChevronDown
          className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        id={listId}
        hidden={!open}
        // Without the app the list is shown in place: globals.css undoes `hidden` for this attribute.
        data-toc-list=""
        className="absolute inset-x-0 top-full max-h-[min(60dvh,28rem)] overflow-y-auto overscroll-contain border-b border-border bg-card px-4 py-4 shadow-2xl sm:px-6 no-scripts:static no-scripts:max-h-none no-scripts:border-0 no-scripts:bg-transparent no-scripts:px-0 no-scripts:shadow-none"
      >
        <TocList toc={toc} onNavigate={() => setOpen(false)} roomy />
      </div>
    </nav>
  );
}

function TocList({
  toc,
  onNavigate,
  roomy = false,
}: {
  toc: TableOfContentsState;
  onNavigate?: () => void;
  /** Taller entries for touch screens. */
  roomy?: boolean;
}) {
  return (
    <ul className="border-l border-border">
      {toc.items.map((item) => (
        <li key={item.id}>
          <TocLink
            item={item}
            active={item.id === toc.activeId}
            toc={toc}
            onNavigate={onNavigate}
            roomy={roomy}
          />
        </li>
      ))}
    </ul>
  );
}

function TocLink({
  item,
  active,
  toc,
  onNavigate,
  roomy,
}: {
  item: TocItem;
  active: boolean;
  toc: TableOfContentsState;
  onNavigate?: () => void;
  roomy: boolean;
}) {
  const onClick = (e: React.MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks open the anchor in a new tab as usual.
    if (!isPlainClick(e)) return;
    e.preventDefault();
    onNavigate?.();
    toc.scrollToHeading(item.id);
  };
  return (
    <a
      href={`#${item.id}`}
      onClick={onClick}
      aria-current={active ? 'location' : undefined}
      data-level={item.level}
      className={cn(
        '-ml-px block border-l-2 pr-2 text-sm leading-snug transition-colors focus-visible:-outline-offset-2',
        roomy ? 'py-2' : 'py-1.5',
        item.indent ? 'pl-7' : 'pl-4',
        active
          ? 'border-accent font-medium text-foreground'
          : 'border-transparent text-muted-foreground hover:border-input hover:text-foreground',
      )}
    >
      {item.text}
    </a>
  );
}
