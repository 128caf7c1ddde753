import type * as React from 'react';
import { Opaque } from '@/components/layout/opaque';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type HeroTabId, heroShowcase } from '@/content/home';
import { Icon } from './icons';
import { CustomersMock } from './mocks/customers-mock';
import { MeetingsMock } from './mocks/meetings-mock';
import { OutreachMock } from './mocks/outreach-mock';
import { StrategyMock } from './mocks/strategy-mock';

const mocks: Record<HeroTabId, React.ComponentType<{ alt: string }>> = {
  strategy: StrategyMock,
  customers: CustomersMock,
  outreach: OutreachMock,
  meetings: MeetingsMock,
};

/**
 * The hero's product tour: four tabs, each showing a code-built panel in a fixed-size frame.
 * Without scripts the tabs cannot switch: their list is left out and the first panel is the tour.
 */
export function HeroShowcase() {
  return (
    <Tabs
      defaultValue={heroShowcase.defaultTab}
      className="mt-16 w-full items-center gap-8 sm:mt-20 lg:mt-10 lg:gap-6"
    >
      <TabsList
        aria-label={heroShowcase.label}
        className="grid w-full max-w-4xl grid-cols-4 gap-1 rounded-2xl p-1.5 no-scripts:hidden"
      >
        {heroShowcase.tabs.map((t) => (
          <TabsTrigger
            key={t.id}
            value={t.id}
            className="h-auto min-h-11 flex-col gap-1 rounded-xl px-1.5 py-2 text-xs data-[state=active]:bg-accent-soft data-[state=active]:text-accent sm:flex-row sm:gap-3 sm:px-3 sm:py-3 sm:text-left sm:text-sm"
          >
            <Icon name={t.icon} className="size-4" />
            <span className="flex flex-col">
              <span className="font-semibold">{t.label}</span>
              <span className="hidden text-xs font-normal text-muted-foreground lg:block">{t.caption}</span>
            </span>
          </TabsTrigger>
        ))}
      </TabsList>

      <div className="relative w-full max-w-6xl">
        <div
          aria-hidden="true"
          className="absolute -inset-x-6 -inset-y-8 -z-10 rounded-[2.5rem] bg-linear-to-b from-glow/15 via-glow-alt/10 to-transparent blur-2xl"
        />
        {/* Explicit height: switching tabs never moves the page. On phones the panels are cropped:
            their lower edge fades out (a mask) instead of being cut. */}
        <div className="relative h-[25rem] rounded-[1.25rem] max-sm:[mask-image:linear-gradient(to_bottom,black_calc(100%-5rem),transparent)] border border-border/60 bg-card/40 p-1.5 shadow-2xl shadow-shade-tint/10 backdrop-blur sm:h-[28rem] lg:h-[32rem] dark:shadow-shade/50">
          {heroShowcase.tabs.map((t) => {
            const Mock = mocks[t.id];
            return (
              <TabsContent
                key={t.id}
                value={t.id}
                className="absolute inset-1.5 transition-opacity duration-300 starting:opacity-0"
              >
                {/* A picture with nothing in it for React to do: the served one is not hydrated
                    (decision 036). `contents`: the wrapper adds no box, the panel fills the frame. */}
                <Opaque className="contents">
                  <Mock alt={t.alt} />
                </Opaque>
              </TabsContent>
            );
          })}
        </div>
      </div>
    </Tabs>
  );
}
