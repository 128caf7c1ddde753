// Layouts that hold still (issue 58, 6): every interactive block keeps one height across all of
// its states, so choosing a tab, a setup step, a slide or a plan's billing and tier never moves
// what is below it. Each block is measured in every state at a phone's width and a desktop's.
// Blocks whose height changes on purpose are not here: a disclosure (an FAQ answer, the platform's
// side groups), the contact form's demo details (the spec shows them for a demo request), and the
// help centre's search (it filters the page).
import type { Locator, Page } from '@playwright/test';
import { homeSections, paths } from '../src/config/paths.ts';
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from '../src/lib/early/contract.ts';
import { expect, nextFrames, settleTransitions, test, waitForHeading } from './fixtures.ts';

/** One state of a block: how to bring it there, and its name in a failure's message. */
type State = { name: string; enter: () => Promise<void> };

type Block = {
  name: string;
  route: string;
  /** The islands the block belongs to, live before it is driven (their code has arrived). */
  islands?: string[];
  locate: (page: Page) => Locator;
  states: (block: Locator) => Promise<State[]>;
};

/** Each tab of the block's tab list, clicked. */
async function tabStates(block: Locator): Promise<State[]> {
  const tabs = block.getByRole('tab');
  const names = await tabs.allInnerTexts();
  return names.map((name, i) => ({ name: `tab "${name.trim()}"`, enter: () => tabs.nth(i).click() }));
}

/** Every combination of the block's radio groups (a plan card's billing and tier), chosen. */
async function radioStates(block: Locator): Promise<State[]> {
  const groups = block.locator('fieldset');
  const options: { label: string; radio: Locator }[][] = [];
  for (let g = 0; g < (await groups.count()); g++) {
    const radios = groups.nth(g).getByRole('radio');
    const count = await radios.count();
    if (count < 2) continue;
    const group: { label: string; radio: Locator }[] = [];
    for (let r = 0; r < count; r++) {
      const radio = radios.nth(r);
      group.push({ label: (await radio.getAttribute('value')) ?? String(r), radio });
    }
    options.push(group);
  }
  let combos: { label: string; radio: Locator }[][] = [[]];
  for (const group of options) combos = combos.flatMap((c) => group.map((o) => [...c, o]));
  return combos.map((combo) => ({
    name: combo.map((o) => o.label).join(' + ') || 'as served',
    enter: async () => {
      // The radios are visually hidden inside their labels: choose them as a visitor does.
      for (const { radio } of combo) await radio.locator('xpath=ancestor::label[1]').click();
    },
  }));
}

/** Each slide of a carousel, reached with its Next button. */
async function carouselStates(block: Locator): Promise<State[]> {
  const next = block.locator('[data-slot="carousel-next"]');
  const slides = await block.locator('[aria-roledescription="slide"]').count();
  return Array.from({ length: slides }, (_, i) => ({
    name: `slide ${i + 1}`,
    enter: async () => {
      if (i > 0) await next.click();
    },
  }));
}

const BLOCKS: Block[] = [
  {
    name: 'the hero image tabs',
    route: paths.home,
    locate: (page) =>
      page
        .locator('[data-slot="tabs"]')
        .filter({ has: page.getByRole('tablist') })
        .first(),
    states: tabStates,
  },
  {
    name: 'the feature tabs',
    route: paths.home,
    islands: ['features'],
    locate: (page) => page.locator(`#${homeSections.features}`),
    states: tabStates,
  },
  {
    name: 'the setup steps',
    route: paths.home,
    islands: ['setup'],
    locate: (page) => page.locator(`#${homeSections.setup}`),
    states: tabStates,
  },
  {
    name: 'the testimonials carousel',
    route: paths.home,
    islands: ['testimonials'],
    locate: (page) => page.locator('[data-slot="carousel"]').first(),
    states: carouselStates,
  },
  ...['pro', 'business', 'enterprise'].map(
    (plan): Block => ({
      name: `the ${plan} plan card`,
      route: paths.pricing,
      locate: (page) => page.locator(`article[data-plan="${plan}"]`),
      states: radioStates,
    }),
  ),
];

async function heightOf(block: Locator): Promise<number> {
  await nextFrames(block.page());
  await settleTransitions(block.page());
  return block.evaluate((el) => el.getBoundingClientRect().height);
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    for (const block of BLOCKS) {
      test(`${block.name} keeps one height in every state`, async ({ page }) => {
        test.slow(); // every state waited for until it has settled
        await page.goto(block.route);
        await waitForHeading(page);
        for (const name of block.islands ?? [])
          await expect(
            page.locator(`[${ISLAND_ATTRIBUTE}="${name}"][${ISLAND_LIVE_ATTRIBUTE}]`),
          ).toBeAttached();
        const element = block.locate(page);
        await element.scrollIntoViewIfNeeded();
        const states = await block.states(element);
        expect(states.length, 'a block with more than one state').toBeGreaterThan(1);
        const heights: Record<string, number> = {};
        // Every state, then the first again: coming back must give the first height too.
        for (const state of [...states, states[0]!]) {
          await state.enter();
          heights[state.name] = Math.round(await heightOf(element));
        }
        const distinct = [...new Set(Object.values(heights))];
        expect(distinct, `${block.name}: height per state ${JSON.stringify(heights)}`).toHaveLength(1);
      });
    }
  });
}

test.describe('tabs under the mouse', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('a mouse click on a tab draws no keyboard focus ring; a key press does', async ({ page }) => {
    await page.goto(paths.home);
    await waitForHeading(page);
    await expect(page.locator(`[${ISLAND_ATTRIBUTE}="features"][${ISLAND_LIVE_ATTRIBUTE}]`)).toBeAttached();
    const tabs = page.locator(`#${homeSections.features}`).getByRole('tab');
    const second = tabs.nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    expect(await second.evaluate((el) => el.matches(':focus-visible')), 'ring after a click').toBe(false);
    await page.keyboard.press('ArrowRight');
    const third = tabs.nth(2);
    await expect(third).toBeFocused();
    expect(await third.evaluate((el) => el.matches(':focus-visible')), 'ring after a key').toBe(true);
    await page.mouse.move(0, 0);
  });
});

test.describe('cards in a row', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test("the benefit cards' bodies start on one line", async ({ page }) => {
    await page.goto(paths.home);
    await waitForHeading(page);
    const cards = page.locator(`#${homeSections.benefits} li`);
    await cards.first().scrollIntoViewIfNeeded();
    await settleTransitions(page);
    const tops = await cards.evaluateAll((items) =>
      items.map((li) => Math.round(li.querySelector('p')!.getBoundingClientRect().top)),
    );
    expect(tops.length, 'four cards in one row').toBeGreaterThan(1);
    expect(new Set(tops).size, `the bodies' tops: ${tops.join(', ')}`).toBe(1);
  });
});
