import { ChevronDown, Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  NavigationMenuViewport,
} from '@/components/ui/navigation-menu';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { siteConfig } from '@/config/site';
import { featureMenu, headerNav, type NavLink as NavTarget } from '@/content/navigation';
import { useSectionLink } from '@/hooks/use-section-link';
import { cn } from '@/lib/cn';
import { HydrationBoundary } from './hydration-boundary';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

const navItem =
  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:text-foreground';

export function Header() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 h-16 border-b transition-colors print:hidden',
        scrolled
          ? 'border-border bg-background/80 backdrop-blur-xl'
          : 'border-transparent bg-background/40 backdrop-blur-md',
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        {/* A boundary of its own: the menu re-renders once right after hydrating (Radix keeps its
            elements in state), in a task apart from the rest of the header. */}
        <HydrationBoundary>
          <DesktopNav />
        </HydrationBoundary>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to={headerNav.getStarted.to}>{headerNav.getStarted.label}</Link>
          </Button>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}

/** A top-level menu entry to a page, marked as current there (`end`: only on that exact path). */
function RouteItem({ link, end = false }: { link: NavTarget; end?: boolean }) {
  return (
    <NavigationMenuItem>
      <NavigationMenuLink asChild>
        <NavLink to={link.to} end={end} className={navItem}>
          {link.label}
        </NavLink>
      </NavigationMenuLink>
    </NavigationMenuItem>
  );
}

/** The navigation of large screens: hover-intent menus (200 ms delay, 300 ms skip delay). */
function DesktopNav() {
  const sectionLink = useSectionLink();
  return (
    <NavigationMenu
      delayDuration={200}
      skipDelayDuration={300}
      className="relative hidden lg:block"
      aria-label="Main"
    >
      <NavigationMenuList className="flex items-center gap-1">
        <RouteItem link={headerNav.home} end />
        <NavigationMenuItem>
          <NavigationMenuTrigger className={cn(navItem, 'group gap-1')}>
            {headerNav.features}
            <ChevronDown
              className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </NavigationMenuTrigger>
          <NavigationMenuContent className="absolute left-0 top-0 w-[34rem] p-2">
            <ul className="grid grid-cols-2 gap-1">
              {featureMenu.map((entry) => (
                <li key={entry.tab}>
                  <NavigationMenuLink asChild>
                    <Link
                      to={entry.to}
                      className="block rounded-xl p-3 transition hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <span className="block text-sm font-semibold text-foreground">{entry.label}</span>
                      <span className="mt-1 block text-sm leading-snug text-muted-foreground">
                        {entry.description}
                      </span>
                    </Link>
                  </NavigationMenuLink>
                </li>
              ))}
            </ul>
          </NavigationMenuContent>
        </NavigationMenuItem>
        <RouteItem link={headerNav.platform} />
        {[headerNav.why, headerNav.howItWorks].map((l) => (
          <NavigationMenuItem key={l.to}>
            <NavigationMenuLink asChild>
              <a href={l.to} onClick={sectionLink(l.to)} className={navItem}>
                {l.label}
              </a>
            </NavigationMenuLink>
          </NavigationMenuItem>
        ))}
        <RouteItem link={headerNav.pricing} />
      </NavigationMenuList>
      <NavigationMenuViewport />
    </NavigationMenu>
  );
}

function MobileNav() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const sectionLink = useSectionLink();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes.
  useEffect(() => setOpen(false), [location.key]);
  const close = () => setOpen(false);
  const drawerLink = 'block rounded-lg px-3 py-2.5 text-base font-medium text-foreground hover:bg-muted';

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <SheetTitle className="text-lg font-semibold">{siteConfig.name}</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          <Link to={headerNav.home.to} className={drawerLink} onClick={close}>
            {headerNav.home.label}
          </Link>
          <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            {headerNav.features}
          </p>
          {featureMenu.map((entry) => (
            <Link key={entry.tab} to={entry.to} className={cn(drawerLink, 'pl-5 text-sm')} onClick={close}>
              {entry.label}
            </Link>
          ))}
          <div className="my-2 border-t border-border" />
          <Link to={headerNav.platform.to} className={drawerLink} onClick={close}>
            {headerNav.platform.label}
          </Link>
          {[headerNav.why, headerNav.howItWorks].map((l) => (
            <a key={l.to} href={l.to} className={drawerLink} onClick={sectionLink(l.to, close)}>
              {l.label}
            </a>
          ))}
          <Link to={headerNav.pricing.to} className={drawerLink} onClick={close}>
            {headerNav.pricing.label}
          </Link>
        </nav>
        <Button asChild size="lg" className="mt-auto">
          <Link to={headerNav.getStarted.to} onClick={close}>
            {headerNav.getStarted.label}
          </Link>
        </Button>
      </SheetContent>
    </Sheet>
  );
}
