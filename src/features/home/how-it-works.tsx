import { ArrowRight } from 'lucide-react';
import { IconTile } from '@/components/ui/icon-tile';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { WaveMotif } from '@/components/ui/wave-motif';
import { homeSections } from '@/config/paths';
import { howItWorks } from '@/content/home';
import { Icon } from './icons';

/**
 * The four stages at a glance, in order, joined by the brand's wave: what happens, in a line each,
 * and a way into the stage's detail. The features section below is that detail (cards, product
 * panel, Contact Sales per stage); this one is the route through it.
 */
export function HowItWorks() {
  return (
    <Section
      opaque
      id={homeSections.howItWorks}
      tinted
      aria-labelledby="how-it-works-title"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:62rem] sm:[--near-view-size:50rem] md:[--near-view-size:38rem] lg:[--near-view-size:28rem]"
    >
      <Reveal>
        <SectionHeading
          id="how-it-works-title"
          eyebrow={howItWorks.eyebrow}
          title={howItWorks.title}
          intro={howItWorks.intro}
        />
      </Reveal>
      <ol className="relative mt-14 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        <WaveMotif
          lines={1}
          className="absolute inset-x-[12.5%] top-0 hidden h-11 w-3/4 text-accent/40 lg:block"
        />
        {howItWorks.stages.map((stage, i) => (
          <Reveal
            as="li"
            key={stage.id}
            index={i}
            className="relative flex flex-col items-center text-center"
          >
            <IconTile className="relative bg-card shadow-sm">
              <Icon name={stage.icon} />
            </IconTile>
            <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              {howItWorks.stepLabel(i + 1)}
            </p>
            <h3 className="mt-1 text-xl font-semibold tracking-tight">{stage.title}</h3>
            <p className="mt-1.5 text-pretty text-muted-foreground">{stage.summary}</p>
            <p className="mt-auto flex flex-col items-center gap-3 pt-4">
              <span className="inline-flex rounded-full border border-accent/25 bg-accent-soft px-3 py-1 text-xs font-semibold text-accent">
                {stage.highlight}
              </span>
              <a
                href={`/#${homeSections.features}?tab=${stage.id}`}
                className="inline-flex items-center gap-1 rounded text-sm font-medium text-foreground hover:text-accent"
              >
                {howItWorks.explore}
                <span className="sr-only"> {stage.title}</span>
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </a>
            </p>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
