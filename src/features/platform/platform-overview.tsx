import { ArrowDown } from 'lucide-react';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section';
import { platformCopy, platformGroups } from '@/content/platform';
import { HashLink } from './hash-link';

/** The three numbered steps, each a link to its group below. */
export function PlatformOverview() {
  const copy = platformCopy.overview;
  return (
    <section aria-labelledby="platform-overview-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="platform-overview-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={copy.intro}
        />
        <ol className="mt-12 grid gap-4 md:grid-cols-3 md:gap-6">
          {platformGroups.map((g, i) => (
            <Reveal as="li" key={g.id} index={i}>
              <HashLink
                targetId={g.id}
                className="group flex h-full flex-col rounded-2xl border border-border bg-card p-6 transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-accent/50 hover:shadow-xl hover:shadow-glow/10 sm:p-7"
              >
                <span className="flex items-center justify-between">
                  <span className="text-sm font-semibold text-accent">{copy.stepLabel(g.step)}</span>
                  {/* Drawn by CSS: a decorative numeral that is not text to read or to contrast-check. */}
                  <span
                    aria-hidden="true"
                    data-step={String(g.step).padStart(2, '0')}
                    className="select-none text-5xl font-semibold leading-none tracking-tighter text-muted transition-colors before:content-[attr(data-step)] group-hover:text-accent-soft"
                  />
                </span>
                <span className="-mt-2 text-2xl font-semibold tracking-tight text-foreground">{g.title}</span>
                <span className="mt-3 flex-1 text-pretty leading-relaxed text-muted-foreground">
                  {g.summary}
                </span>
                <span className="mt-6 flex items-center justify-between border-t border-border pt-4 text-sm font-medium text-muted-foreground">
                  {copy.featureCount(g.features.length)}
                  <span className="inline-flex size-8 items-center justify-center rounded-full border border-border text-foreground transition-colors group-hover:border-transparent group-hover:bg-accent-gradient group-hover:text-on-accent">
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </span>
                </span>
              </HashLink>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
