import { ArrowDown } from 'lucide-react';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section';
import { platformCopy, platformGroups } from '@/content/platform';
import { AiMark } from './ai-mark';
import { FeatureIcon } from './feature-icon';
import { HashLink } from './hash-link';
import { StepNumeral } from './step-numeral';

/**
 * The whole platform at a glance: the three numbered steps, each a link to its group, and under
 * each step the map of its features, each a link to its section (decision 068).
 */
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
            <Reveal
              as="li"
              key={g.id}
              index={i}
              // The cards share their two rows (subgrid): every step's feature map starts on one line,
              // however long its summary and however many features it lists.
              className="flex flex-col rounded-2xl border border-border bg-card md:row-span-2 md:grid md:grid-rows-subgrid md:gap-0"
            >
              <HashLink
                targetId={g.id}
                className="group flex flex-col rounded-t-2xl p-6 transition-colors hover:bg-muted/40 sm:p-7"
              >
                <span className="flex items-center justify-between">
                  <span className="text-sm font-semibold text-accent">{copy.stepLabel(g.step)}</span>
                  <StepNumeral
                    step={g.step}
                    size="md"
                    className="transition-colors group-hover:text-accent-soft"
                  />
                </span>
                <span className="-mt-2 flex items-center justify-between gap-3">
                  <span className="text-2xl font-semibold tracking-tight text-foreground">{g.title}</span>
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-border text-foreground transition-colors group-hover:border-transparent group-hover:bg-accent-gradient group-hover:text-on-accent">
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </span>
                </span>
                <span className="mt-3 text-pretty leading-relaxed text-muted-foreground">{g.summary}</span>
              </HashLink>
              <div className="mt-auto border-t border-border px-3 pb-3 pt-3 sm:px-4 md:mt-0">
                <p className="px-2.5 pb-1.5 text-xs font-medium text-muted-foreground">
                  {copy.featureCount(g.features.length)}
                </p>
                <ul aria-label={copy.mapLabel(g.title)} className="grid gap-0.5">
                  {g.features.map((f) => (
                    <li key={f.id}>
                      <HashLink
                        targetId={f.id}
                        className="flex items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-sm text-foreground transition-colors hover:bg-muted"
                      >
                        <FeatureIcon name={f.icon} className="size-4 shrink-0 text-accent" />
                        <span className="flex-1">{f.title}</span>
                        {f.aiPowered ? <AiMark className="text-muted-foreground" /> : null}
                      </HashLink>
                    </li>
                  ))}
                </ul>
              </div>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
