import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { homeSections } from '@/config/paths';
import { setupInputs, setupSection } from '@/content/home-setup';
import { SetupPreview } from './setup-preview';
import { nextIndex, previousIndex } from './setup-steps';
import { STACKED_PANEL } from './styles';

/**
 * The previous / next buttons, side by side: a long input name wraps onto a second line rather
 * than being cut off (on a phone, and with a reader's text spacing: WCAG 1.4.12). Button merges
 * them over its own height and no-wrap.
 */
const arrowButton = 'h-auto min-h-11 min-w-0 max-w-[48%] whitespace-normal rounded-full py-2';
/** An arrow's name: two lines' height on a phone whatever the name, so the row keeps one height. */
const arrowLabel = 'flex min-h-[2lh] min-w-0 items-center sm:min-h-0';

/** An input's number, in the tab list and in the list shown without scripts. */
const stepBadge =
  'grid size-7 shrink-0 place-items-center rounded-lg border border-border bg-background text-xs font-semibold tabular-nums text-muted-foreground';

export function SetupSection() {
  const [index, setIndex] = useState(0);
  const total = setupInputs.length;
  const current = setupInputs[index] ?? setupInputs[0]!;
  const previous = setupInputs[previousIndex(index, total)]!;
  const next = setupInputs[nextIndex(index, total)]!;

  return (
    <Section
      id={homeSections.setup}
      tinted
      aria-labelledby="setup-title"
      // Its height as laid out (padding aside), taken until it is: decision 043, amendment (2).
      className="[--near-view-size:75rem] sm:[--near-view-size:60rem] lg:[--near-view-size:45rem]"
    >
      <Reveal>
        <SectionHeading
          id="setup-title"
          eyebrow={setupSection.eyebrow}
          title={setupSection.title}
          intro={setupSection.intro}
        />
      </Reveal>
      <Reveal className="mt-14">
        <Tabs
          orientation="vertical"
          value={current.id}
          onValueChange={(id) => {
            const at = setupInputs.findIndex((input) => input.id === id);
            if (at >= 0) setIndex(at);
          }}
          className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10"
        >
          {/* Nine steps in rows of three at every width below the side list, each row as tall as
              the tallest: they wrap evenly. */}
          <TabsList
            aria-label={setupSection.listLabel}
            className="grid h-auto w-full auto-rows-fr grid-cols-3 items-stretch gap-1 self-start rounded-2xl bg-card p-2 no-scripts:hidden lg:flex lg:flex-col"
          >
            {setupInputs.map((input, i) => (
              <TabsTrigger
                key={input.id}
                value={input.id}
                className="group min-h-11 flex-col justify-start gap-1.5 rounded-xl px-1.5 py-2 text-center text-xs leading-snug data-[state=active]:bg-accent-soft data-[state=active]:text-foreground data-[state=active]:shadow-none sm:flex-row sm:justify-start sm:gap-2.5 sm:px-3 sm:text-left sm:text-sm lg:gap-3 lg:py-2.5"
              >
                <span
                  className={`${stepBadge} group-data-[state=active]:border-transparent group-data-[state=active]:bg-accent-gradient group-data-[state=active]:text-on-accent`}
                >
                  {i + 1}
                </span>
                <span className="font-medium">{input.label}</span>
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Without scripts the tabs and arrows cannot switch (both are left out): the nine inputs
              read as a list in the tab list's place, beside the first one's preview. A <noscript>:
              shown without scripts, and by the head script when the app fails (decision 037). */}
          <noscript>
            <ol aria-label={setupSection.listLabel} className="grid gap-1 rounded-2xl bg-card p-2">
              {setupInputs.map((input, i) => (
                <li key={input.id} className="flex gap-3 rounded-xl px-3 py-2.5">
                  <span className={stepBadge}>{i + 1}</span>
                  <span className="flex flex-col gap-0.5">
                    <span className="font-medium">{input.label}</span>
                    <span className="text-sm text-muted-foreground">{input.description}</span>
                  </span>
                </li>
              ))}
            </ol>
          </noscript>

          <div className="flex min-w-0 flex-col gap-5">
            {/* Every step's preview stacked in one cell: as tall as the tallest, whichever is shown. */}
            <div className="grid">
              {setupInputs.map((input, i) => (
                <TabsContent key={input.id} value={input.id} forceMount className={STACKED_PANEL}>
                  <SetupPreview input={input} index={i} total={total} />
                </TabsContent>
              ))}
            </div>
            {/* The arrows name the input they lead to; at either end they wrap around. */}
            <div className="flex items-stretch justify-between gap-3 no-scripts:hidden">
              <Button
                type="button"
                variant="secondary"
                className={`${arrowButton} justify-start pl-3 text-left`}
                aria-label={`${setupSection.previous}: ${previous.label}`}
                onClick={() => setIndex((i) => previousIndex(i, total))}
              >
                <ChevronLeft className="size-5" aria-hidden="true" />
                <span className={arrowLabel}>{previous.label}</span>
              </Button>
              <Button
                type="button"
                variant="secondary"
                className={`${arrowButton} justify-end pr-3 text-right`}
                aria-label={`${setupSection.next}: ${next.label}`}
                onClick={() => setIndex((i) => nextIndex(i, total))}
              >
                <span className={`${arrowLabel} justify-end`}>{next.label}</span>
                <ChevronRight className="size-5" aria-hidden="true" />
              </Button>
            </div>
            <p className="sr-only" aria-live="polite">
              {setupSection.step(index + 1, total)}: {current.label}
            </p>
          </div>
        </Tabs>
      </Reveal>
    </Section>
  );
}
