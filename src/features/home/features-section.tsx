import type * as React from 'react';
import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Tick } from '@/components/ui/tick';
import { type FeatureTab, homeSections } from '@/config/paths';
import { type FeatureTabContent, featuresSection, featureTabs } from '@/content/home-features';
import { cn } from '@/lib/cn';
import { useRendersPrerenderedMarkup } from '@/lib/hydration';
import { ContactSalesButton } from './contact-sales-button';
import { DEFAULT_FEATURE_TAB, featureTabFrom, isFeatureTab, urlNamesFeatureTab } from './feature-tab';
import { Icon } from './icons';
import { BookMock } from './mocks/book-mock';
import { FindMock } from './mocks/find-mock';
import { PersonalizeMock } from './mocks/personalize-mock';
import { ReachMock } from './mocks/reach-mock';
import { STACKED_PANEL } from './styles';

const mocks: Record<FeatureTab, React.ComponentType<{ alt: string }>> = {
  find: FindMock,
  personalize: PersonalizeMock,
  reach: ReachMock,
  book: BookMock,
};

/**
 * The active tab follows the URL (?tab= or #features?tab=) whenever the location changes, e.g.
 * from the header's Features menu; clicking a tab changes only local state, never the URL.
 */
function useFeatureTab() {
  const location = useLocation();
  const servedMarkup = useRendersPrerenderedMarkup();
  // The prerendered page shows the default tab, so a hydrating render starts from it too; the tab
  // the URL names is applied before paint by the layout effect, as on every later navigation.
  const [tab, setTab] = useState<FeatureTab>(() =>
    servedMarkup ? DEFAULT_FEATURE_TAB : featureTabFrom(location.search, location.hash),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key changes on every navigation, which is the trigger.
  useLayoutEffect(() => {
    if (urlNamesFeatureTab(location.search, location.hash))
      setTab(featureTabFrom(location.search, location.hash));
  }, [location.key]);
  return [tab, setTab] as const;
}

/** `mock: false` leaves the picture out (the panels shown without scripts: their text is the content). */
function FeaturePanel({ tab, mock = true }: { tab: FeatureTabContent; mock?: boolean }) {
  const Mock = mocks[tab.id];
  return (
    <div
      className={cn(
        'grid grid-cols-1 items-start gap-10',
        mock && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12',
      )}
    >
      <div className="flex flex-col">
        <h3 className="text-balance text-2xl font-semibold tracking-tight sm:text-3xl">{tab.title}</h3>
        <p className="mt-4 text-pretty leading-relaxed text-muted-foreground">{tab.intro}</p>
        <ul className={cn('mt-8 grid gap-4 sm:grid-cols-2', !mock && 'lg:grid-cols-4')}>
          {tab.cards.map((card, i) => (
            <Reveal as="li" key={card.title} index={i}>
              <Card className="flex h-full gap-4 p-4 sm:block sm:p-5">
                <IconTile>
                  <Icon name={card.icon} className="size-[1.125rem]" />
                </IconTile>
                <div>
                  <h4 className="font-semibold text-foreground sm:mt-4">{card.title}</h4>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground sm:mt-1.5">{card.text}</p>
                </div>
              </Card>
            </Reveal>
          ))}
        </ul>
        <h4 className="mt-8 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          {featuresSection.extrasLabel}
        </h4>
        <ul className="mt-3 flex flex-wrap gap-2">
          {tab.extras.map((extra) => (
            <li
              key={extra}
              className="inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-3 py-1.5 text-sm text-foreground"
            >
              <Tick className="size-3.5" />
              {extra}
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <ContactSalesButton label={featuresSection.cta} />
        </div>
      </div>
      {mock ? (
        <div className="h-[28rem] sm:h-[32rem] lg:sticky lg:top-24 lg:h-[36rem]">
          <Mock alt={tab.alt} />
        </div>
      ) : null}
    </div>
  );
}

export function FeaturesSection() {
  const [tab, setTab] = useFeatureTab();
  return (
    <Section
      id={homeSections.features}
      aria-labelledby="features-title"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:123rem] sm:[--near-view-size:104rem] lg:[--near-view-size:72rem]"
    >
      <Reveal>
        <SectionHeading
          id="features-title"
          eyebrow={featuresSection.eyebrow}
          title={featuresSection.title}
          intro={featuresSection.intro}
        />
      </Reveal>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isFeatureTab(value)) setTab(value);
        }}
        className="mt-12 gap-10"
      >
        <TabsList
          aria-label={featuresSection.listLabel}
          className="mx-auto grid w-full max-w-5xl grid-cols-2 gap-1.5 p-1.5 no-scripts:hidden lg:grid-cols-4"
        >
          {featureTabs.map((t) => (
            <TabsTrigger
              key={t.id}
              value={t.id}
              className="min-h-12 justify-start gap-2.5 px-3 py-2.5 text-left leading-snug data-[state=active]:bg-accent-soft data-[state=active]:text-accent sm:px-4"
            >
              <Icon name={t.icon} className="size-4" />
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Every panel is in the page, stacked in one cell: the section is as tall as the tallest,
            whichever is shown, so choosing a tab moves nothing below it. The others are invisible
            (out of the tab order and the accessibility tree); without scripts they are left out. */}
        <div className="grid">
          {featureTabs.map((t) => (
            <TabsContent key={t.id} value={t.id} forceMount className={STACKED_PANEL}>
              <FeaturePanel tab={t} />
            </TabsContent>
          ))}
        </div>
        {/* Without scripts the tabs cannot switch (their list is left out): the other panels' text
            follows the first panel, one under the other (their pictures would add another 18 KB,
            1.8 KB gzip, to every visit's HTML). A <noscript>: shown without scripts, and by the
            head script when the app fails (decision 037). */}
        <noscript>
          {featureTabs
            .filter((t) => t.id !== DEFAULT_FEATURE_TAB)
            .map((t) => (
              <div key={t.id} className="mt-16 border-t border-border pt-16">
                <FeaturePanel tab={t} mock={false} />
              </div>
            ))}
        </noscript>
      </Tabs>
    </Section>
  );
}
