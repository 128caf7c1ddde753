import { ChevronDown, Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavigationType, NavLink, useLocation, useNavigationType } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { closePopover, Drawer } from '@/components/ui/drawer';
import { MenuPopover } from '@/components/ui/menu-popover';
import { siteConfig } from '@/config/site';
import { featureMenu, headerNav, type NavLink as NavTarget } from '@/content/navigation';
import { useSectionLink } from '@/hooks/use-section-link';
import { cn } from '@/lib/cn';
import { HydrationBoundary } from './hydration-boundary';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

const navItem =
  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-muted-foreground transition hover:bg-muted hover:text-foreground aria-[current=page]:text-foreground';

const MOBILE_NAV_ID = 'mobile-nav';
const FEATURES_MENU_ID = 'features-menu';

/**
 * Closes a header popover after a back or forward navigation (not on the first render). Its own
 * links close it when clicked, as the navigation starts: closing it again when that navigation
 * lands (after the next page's code has arrived) would shut the menu the visitor has opened again
 * meanwhile.
 */
function useCloseOnNavigation(id: string) {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(location.key);
  useEffect(() => {
    if (location.key !== first.current && type === NavigationType.Pop) closePopover(id);
  }, [location.key, type, id]);
}

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
        {/* A boundary of its own: hydrated in a task apart from the rest of the header. */}
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
    <li>
      <NavLink to={link.to} end={end} className={navItem}>
        {link.label}
      </NavLink>
    </li>
  );
}

/** The navigation of large screens; the Features menu is a popover (works before the app is ready). */
function DesktopNav() {
  const sectionLink = useSectionLink();
  useCloseOnNavigation(FEATURES_MENU_ID);
  return (
    <nav className="relative hidden lg:block" aria-label={headerNav.desktopLabel}>
      <ul className="flex items-center gap-1">
        <RouteItem link={headerNav.home} end />
        <li>
          <MenuPopover
            id={FEATURES_MENU_ID}
            triggerClassName={cn(navItem, 'gap-1')}
            panelClassName="w-[34rem] p-2"
            trigger={
              <>
                {headerNav.features}
                <ChevronDown
                  className="size-4 transition-transform duration-200 [button:has(+:popover-open)_&]:rotate-180"
                  aria-hidden="true"
                />
              </>
            }
          >
            <ul className="grid grid-cols-2 gap-1">
              {featureMenu.map((entry) => (
                <li key={entry.tab}>
                  <Link
                    to={entry.to}
                    onClick={() => closePopover(FEATURES_MENU_ID)}
                    className="block rounded-xl p-3 transition hover:bg-muted"
                  >
                    <span className="block text-sm font-semibold text-foreground">{entry.label}</span>
                    <span className="mt-1 block text-sm leading-snug text-muted-foreground">
                      {entry.description}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </MenuPopover>
        </li>
        <RouteItem link={headerNav.platform} />
        {[headerNav.why, headerNav.howItWorks].map((l) => (
          <li key={l.to}>
            <a href={l.to} onClick={sectionLink(l.to)} className={navItem}>
              {l.label}
            </a>
          </li>
        ))}
        <RouteItem link={headerNav.pricing} />
      </ul>
    </nav>
  );
}

/** The navigation of small screens: a drawer (an HTML popover: it opens before the app is ready). */
function MobileNav() {
  const sectionLink = useSectionLink();
  useCloseOnNavigation(MOBILE_NAV_ID);
  const close = () => closePopover(MOBILE_NAV_ID);
  // The current page is marked (aria-current="page", from NavLink) and shown as chosen.
  const drawerLink =
    'block rounded-lg px-3 py-2.5 text-base font-medium text-foreground hover:bg-muted aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent';

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={headerNav.openMenu}
        popoverTarget={MOBILE_NAV_ID}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      <Drawer id={MOBILE_NAV_ID} title={siteConfig.name} closeLabel={headerNav.closeMenu}>
        <nav aria-label={headerNav.mobileLabel} className="flex flex-col gap-1">
          <NavLink to={headerNav.home.to} end className={drawerLink} onClick={close}>
            {headerNav.home.label}
          </NavLink>
          <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
            {headerNav.features}
          </p>
          {featureMenu.map((entry) => (
            <Link key={entry.tab} to={entry.to} className={cn(drawerLink, 'pl-5 text-sm')} onClick={close}>
              {entry.label}
            </Link>
          ))}
          <div className="my-2 border-t border-border" />
          <NavLink to={headerNav.platform.to} className={drawerLink} onClick={close}>
            {headerNav.platform.label}
          </NavLink>
          {[headerNav.why, headerNav.howItWorks].map((l) => (
            <a key={l.to} href={l.to} className={drawerLink} onClick={sectionLink(l.to, close)}>
              {l.label}
            </a>
          ))}
          <NavLink to={headerNav.pricing.to} className={drawerLink} onClick={close}>
            {headerNav.pricing.label}
          </NavLink>
        </nav>
        <Button asChild size="lg" className="mt-auto">
          <Link to={headerNav.getStarted.to} onClick={close}>
            {headerNav.getStarted.label}
          </Link>
        </Button>
      </Drawer>
    </>
  );
}
