import {
  Gem,
  HeartHandshake,
  Inbox,
  Lightbulb,
  type LucideIcon,
  Rocket,
  Send,
  Target,
  UsersRound,
} from 'lucide-react';
import { CtaBand } from '@/components/layout/cta-band';
import { PageHeader } from '@/components/layout/page-header';
import { PersonPicture } from '@/components/proof/person-picture';
import { IconTile } from '@/components/ui/icon-tile';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { TextLink } from '@/components/ui/text-link';
import { type AboutAudienceIcon, type AboutPerson, type AboutValueIcon, aboutCopy } from '@/content/about';
import { pages } from '@/content/pages';

const page = pages.about;

const valueIcons: Record<AboutValueIcon, LucideIcon> = {
  people: HeartHandshake,
  innovation: Lightbulb,
  speed: Rocket,
  excellence: Gem,
};

const audienceIcons: Record<AboutAudienceIcon, LucideIcon> = {
  inbound: Inbox,
  outbound: Send,
  abm: Target,
  sdr: UsersRound,
};

export function AboutPage() {
  return (
    <>
      <PageHeader eyebrow={aboutCopy.eyebrow} title={page.heading} intro={page.intro} />
      <Story />
      <Facts />
      <Team />
      <Audiences />
      <Values />
      <AboutCta />
    </>
  );
}

function Story() {
  const { story, timeline } = aboutCopy;
  return (
    <Section opaque aria-labelledby="about-story-title">
      <div className="grid gap-14 lg:grid-cols-[1.1fr_0.9fr] lg:gap-20">
        <div>
          <SectionHeading align="left" id="about-story-title" eyebrow={story.eyebrow} title={story.title} />
          <div className="mt-8 space-y-5 text-pretty text-lg leading-relaxed text-muted-foreground">
            {story.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <div className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <h3 className="text-lg font-semibold tracking-tight">{timeline.title}</h3>
          <ol className="relative mt-8 space-y-8">
            <span
              aria-hidden="true"
              className="absolute bottom-2 left-[7px] top-2 w-px bg-gradient-to-b from-grad-from via-border to-grad-to"
            />
            {timeline.items.map((item, i) => (
              <Reveal as="li" key={item.title} index={i} className="relative pl-9">
                <span
                  aria-hidden="true"
                  className="absolute left-0 top-1 size-[15px] rounded-full border-[3px] border-card bg-accent-gradient ring-1 ring-accent/40"
                />
                <p className="text-sm font-semibold tabular-nums tracking-wider text-accent">
                  <time dateTime={String(item.year)}>{item.year}</time>
                </p>
                <p className="mt-1 font-semibold text-foreground">{item.title}</p>
                <p className="mt-1.5 text-pretty leading-relaxed text-muted-foreground">{item.text}</p>
              </Reveal>
            ))}
          </ol>
        </div>
      </div>
    </Section>
  );
}

function Facts() {
  const { facts } = aboutCopy;
  return (
    <section aria-label={facts.label} className="border-y border-border bg-muted/40 dark:bg-card/30">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px px-4 sm:px-6 lg:grid-cols-4 lg:px-8">
        {facts.items.map((f) => (
          <div key={f.label} className="flex flex-col items-center px-2 py-10 text-center sm:px-4 sm:py-12">
            <dt className="mt-2 text-sm font-medium text-muted-foreground">{f.label}</dt>
            {/* The figure is read after its label but shown above it. */}
            <dd className="text-gradient order-first text-4xl font-semibold tracking-tight sm:text-5xl">
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The team as the content lists it: a portrait when there is one, else the person's initials. */
export function Team({ people = aboutCopy.team.people }: { people?: readonly AboutPerson[] }) {
  const { team } = aboutCopy;
  return (
    <Section
      opaque
      aria-labelledby="about-team-title"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:70rem] sm:[--near-view-size:40rem] lg:[--near-view-size:26rem]"
    >
      <SectionHeading
        align="left"
        id="about-team-title"
        eyebrow={team.eyebrow}
        title={team.title}
        intro={team.intro}
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {people.map((p, i) => (
          <Reveal as="li" key={p.name} index={i} className="rounded-2xl border border-border bg-card p-6">
            <PersonPicture name={p.name} portrait={p.portrait} tone={i} size="lg" />
            <h3 className="mt-5 text-lg font-semibold tracking-tight">{p.name}</h3>
            <p className="text-sm font-medium text-accent">{p.role}</p>
            <p className="mt-3 text-pretty text-sm leading-relaxed text-muted-foreground">{p.focus}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

function Audiences() {
  const { audiences } = aboutCopy;
  return (
    <Section
      opaque
      aria-labelledby="about-audiences-title"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:75rem] sm:[--near-view-size:42rem] lg:[--near-view-size:28rem]"
    >
      <SectionHeading
        id="about-audiences-title"
        eyebrow={audiences.eyebrow}
        title={audiences.title}
        intro={audiences.intro}
      />
      <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {audiences.items.map((a, i) => {
          const Icon = audienceIcons[a.icon];
          return (
            <Reveal as="li" key={a.title} index={i} className="rounded-2xl border border-border bg-card p-6">
              <IconTile>
                <Icon className="size-5" aria-hidden="true" />
              </IconTile>
              <h3 className="mt-5 text-lg font-semibold tracking-tight">{a.title}</h3>
              <p className="mt-2 text-pretty leading-relaxed text-muted-foreground">{a.text}</p>
            </Reveal>
          );
        })}
      </ul>
      <p className="mt-10 text-center">
        <TextLink to={audiences.link.to}>{audiences.link.label}</TextLink>
      </p>
    </Section>
  );
}

function Values() {
  const { values } = aboutCopy;
  return (
    <Section
      opaque
      tinted
      aria-labelledby="about-values-title"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:71rem] sm:[--near-view-size:59rem] md:[--near-view-size:44rem] xl:[--near-view-size:35rem]"
    >
      <SectionHeading
        id="about-values-title"
        eyebrow={values.eyebrow}
        title={values.title}
        intro={values.intro}
      />
      <ul className="mt-14 grid gap-4 md:grid-cols-2 lg:gap-6">
        {values.items.map((v, i) => {
          const Icon = valueIcons[v.icon];
          return (
            <Reveal
              as="li"
              key={v.title}
              index={i}
              className="group relative overflow-hidden rounded-2xl border border-border bg-card p-7 sm:p-8"
            >
              <span
                aria-hidden="true"
                className="absolute -right-10 -top-10 size-40 rounded-full bg-grad-from/10 blur-2xl transition-opacity group-hover:opacity-100 dark:bg-grad-from/20"
              />
              <div className="relative flex items-start gap-5">
                <IconTile>
                  <Icon className="size-5" aria-hidden="true" />
                </IconTile>
                <div>
                  <h3 className="text-xl font-semibold tracking-tight">{v.title}</h3>
                  <p className="mt-2 text-pretty leading-relaxed text-muted-foreground">{v.description}</p>
                </div>
              </div>
            </Reveal>
          );
        })}
      </ul>
    </Section>
  );
}

function AboutCta() {
  return <CtaBand id="about-cta" cta={aboutCopy.cta} />;
}
