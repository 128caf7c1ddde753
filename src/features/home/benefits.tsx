import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { TextLink } from '@/components/ui/text-link';
import { homeSections } from '@/config/paths';
import { benefits } from '@/content/home';
import { Icon } from './icons';
import { gradientText } from './styles';

export function Benefits() {
  return (
    <Section
      opaque
      id={homeSections.benefits}
      aria-labelledby="benefits-title"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:90rem] sm:[--near-view-size:56rem] md:[--near-view-size:49rem] lg:[--near-view-size:36rem]"
    >
      <Reveal>
        <SectionHeading
          id="benefits-title"
          eyebrow={benefits.eyebrow}
          title={benefits.title}
          intro={benefits.intro}
        />
      </Reveal>
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.items.map((b, i) => (
          // The cards share their rows (subgrid): each card's text starts on one line across a row,
          // however many lines its label takes.
          <Reveal as="li" key={b.label} index={i} className="row-span-3 grid grid-rows-subgrid gap-y-0">
            <Card className="group relative row-span-3 grid grid-rows-subgrid gap-y-0 overflow-hidden p-6 transition-colors hover:border-accent/40">
              <div
                aria-hidden="true"
                className="absolute -right-16 -top-16 size-40 rounded-full bg-glow-alt/10 blur-2xl transition-opacity group-hover:opacity-100 sm:opacity-60"
              />
              <IconTile className="self-start">
                <Icon name={b.icon} />
              </IconTile>
              <h3 className="mt-6 self-start">
                <span className={`block text-4xl font-semibold tracking-tight ${gradientText}`}>
                  {b.stat}
                </span>
                <span className="mt-2 block text-lg font-semibold leading-snug text-foreground">
                  {b.label}
                </span>
              </h3>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{b.text}</p>
            </Card>
          </Reveal>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <TextLink to={benefits.useCases.to}>{benefits.useCases.label}</TextLink>
      </p>
    </Section>
  );
}
