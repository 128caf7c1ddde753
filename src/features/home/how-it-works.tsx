import { Check } from 'lucide-react';
import { IconTile } from '@/components/ui/icon-tile';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { homeSections } from '@/config/paths';
import { howItWorks } from '@/content/home';
import { Icon } from './icons';

export function HowItWorks() {
  return (
    <Section
      opaque
      id={homeSections.howItWorks}
      tinted
      aria-labelledby="how-it-works-title"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:108rem] sm:[--near-view-size:103rem] md:[--near-view-size:64rem] lg:[--near-view-size:45rem]"
    >
      <Reveal>
        <SectionHeading
          id="how-it-works-title"
          eyebrow={howItWorks.eyebrow}
          title={howItWorks.title}
          intro={howItWorks.intro}
        />
      </Reveal>
      <ol className="relative mt-16 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {/* The line that joins the four steps on wide screens. */}
        <span
          aria-hidden="true"
          className="absolute left-[12.5%] right-[12.5%] top-[1.375rem] hidden h-px bg-linear-to-r from-glow/0 via-glow/50 to-glow-alt/0 lg:block"
        />
        {howItWorks.stages.map((stage, i) => (
          <Reveal as="li" key={stage.id} index={i} className="relative flex flex-col">
            <div className="flex items-center gap-3 lg:flex-col lg:text-center">
              <IconTile className="relative bg-card shadow-sm">
                <Icon name={stage.icon} />
              </IconTile>
              <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                {howItWorks.stepLabel(i + 1)}
              </p>
            </div>
            <div className="mt-5 flex flex-1 flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
              <h3 className="text-xl font-semibold tracking-tight">{stage.title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{stage.summary}</p>
              <ul className="mt-5 space-y-3">
                {stage.facts.map((fact) => (
                  <li key={fact} className="flex gap-2.5 text-sm leading-snug text-foreground">
                    <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                    {fact}
                  </li>
                ))}
              </ul>
              <p className="mt-auto pt-6">
                <span className="inline-flex rounded-full border border-accent/25 bg-accent-soft px-3 py-1 text-xs font-semibold text-accent">
                  {stage.highlight}
                </span>
              </p>
            </div>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
