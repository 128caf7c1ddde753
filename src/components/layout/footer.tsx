import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { siteConfig } from '@/config/site';
import { footerBlurb, footerBottomLinks, footerColumns } from '@/content/navigation';
import { useSectionLink } from '@/hooks/use-section-link';
import { Logo } from './logo';

const linkClass = 'rounded text-sm text-muted-foreground transition hover:text-foreground';

export function Footer() {
  const sectionLink = useSectionLink();
  // The prerendered page says the year it was built in; the browser's year follows hydration
  // (no re-render when they are the same).
  const [year, setYear] = useState(env.buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <footer className="border-t border-border bg-card/40 print:hidden">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="max-w-xs">
            <Logo />
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{footerBlurb}</p>
          </div>
          {footerColumns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 className="text-sm font-semibold text-foreground">{col.title}</h2>
              <ul className="mt-4 space-y-3">
                {col.links.map((l) => (
                  <li key={l.label}>
                    {l.to.includes('#') ? (
                      <a href={l.to} onClick={sectionLink(l.to)} className={linkClass}>
                        {l.label}
                      </a>
                    ) : (
                      <Link to={l.to} className={linkClass}>
                        {l.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col-reverse gap-4 border-t border-border pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            © {year} {siteConfig.name}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            {footerBottomLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
