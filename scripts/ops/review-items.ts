// What `npm run review:shots` (scripts/ops/review-shots.ts) pictures: issue 58's items, each a list of
// shots: a route, a region (an element, the first screen or the whole page) and the steps that bring
// it to a state. Selectors come from the content and config where they name a text, so a renamed
// label moves them too; a list of selectors tries each in turn (the old markup's and the new one's).
import { homeSections, paths } from '../../src/config/paths.ts';
import { contactSections } from '../../src/content/contact.ts';
import { logoRow } from '../../src/content/customers.ts';
import { heroShowcase } from '../../src/content/home.ts';
import { featuresSection, featureTabs } from '../../src/content/home-features.ts';
import { setupInputs, setupSection } from '../../src/content/home-setup.ts';
import { headerNav } from '../../src/content/navigation.ts';

/**
 * Where a picture is: an element (a Playwright selector; a list tries each in turn, so the old and
 * the new markup may each have theirs), the first screen as the state leaves it, or the whole page.
 * `scale` shrinks a picture (a whole long page is for its rhythm, not its letters).
 */
export type Region = { element: string | string[] } | { screen: true } | { page: true; scale?: number };

/** One step of bringing a page to a state. */
export type Step =
  /** A mouse click on the first visible match (a tab, the menu button). */
  | { click: string | string[] }
  /** A click on every match (each plan card's billing choice). */
  | { clickEach: string }
  /** The contact form sent: empty (its field errors), or filled and answered by the script. */
  | { send: 'empty' | 'failed' | 'success' }
  /** Waits until the toasts have gone (what stays after a send). */
  | { toastsGone: true }
  /** A wrong password entered on the gate (the picture is taken on the gate page). */
  | { wrongPassword: true }
  /** The first visible match of any candidate scrolled to the middle of the screen. */
  | { scrollTo: string | string[] };

export type Shot = {
  name: string;
  route: string;
  region: Region;
  steps?: Step[];
  /** Without JavaScript: the page as served. */
  noScript?: true;
  /** Before the gate: the context holds no gate cookie. */
  gated?: true;
  /** What the picture shows, for index.md. */
  shows: string;
};

export type Item = { item: number; title: string; shots: Shot[]; seeAlso?: string };

/** Text as a pattern that matches it literally, anywhere in a name. */
const literally = (text: string) => `/${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/`;
/**
 * A tab of the tab list named `list`, by the tab's name (a tab's name may carry more: its number, a
 * caption; the role engine matches a quoted name whole, so the label is a pattern).
 */
const tab = (list: string, name: string) =>
  `role=tablist[name="${list}"] >> role=tab[name=${literally(name)}]`;
/** A section by the id of its heading (the markup of both versions names its sections so). */
const section = (titleId: string) => `[aria-labelledby="${titleId}"]`;
const heroTabs = `[data-slot="tabs"]:has([role="tablist"][aria-label="${heroShowcase.label}"])`;
const heroTab = (id: string) => tab(heroShowcase.label, heroShowcase.tabs.find((t) => t.id === id)!.label);
const featureTab = (id: string) =>
  tab(featuresSection.listLabel, featureTabs.find((t) => t.id === id)!.label);
const contactForm = `#${contactSections.form.id}`;
/** Where to look once a send's toast has gone: what stays after it (main), or the send button. */
const afterSend = ['[data-outcome]', `${contactForm} button[type="submit"]`];
const platformFeature = (id: string) => `article[id="${id}"]`;
/** The hero's tabs the issue names (Strategy's empty band, the Meetings calendar). */
const HERO_TABS_SHOWN: string[] = ['strategy', 'meetings'];

export const ITEMS: Item[] = [
  {
    item: 1,
    title: 'Pricing that reads at a glance',
    shots: [
      {
        name: 'plans-monthly',
        route: paths.pricing,
        region: { element: section('pricing-plans-heading') },
        shows: 'the plan cards and the note under them, as served (monthly)',
      },
      {
        name: 'plans-annual',
        route: paths.pricing,
        region: { element: section('pricing-plans-heading') },
        steps: [{ clickEach: 'article[data-plan] label:has(input[value="annual"])' }],
        shows: 'the plan cards with annual billing chosen on every card',
      },
      {
        name: 'comparison',
        route: paths.pricing,
        region: { element: section('pricing-comparison-heading') },
        shows: "the comparison with a human SDR and its fixed figure's label",
      },
    ],
  },
  {
    item: 2,
    title: 'The product in the first screen',
    shots: [
      {
        name: 'home-first-screen',
        route: paths.home,
        region: { screen: true },
        shows: 'the first screen of /',
      },
    ],
  },
  {
    item: 3,
    title: 'Proof a buyer believes',
    shots: [
      {
        name: 'logo-row',
        route: paths.home,
        region: { element: `section[aria-label="${logoRow.label}"]` },
        shows: 'the customer logo row under the hero',
      },
      {
        name: 'testimonials',
        route: paths.home,
        region: { element: '#social-proof' },
        shows: "the testimonials (the named result heading its customer's, company mark, portrait slot)",
      },
      {
        name: 'about-story',
        route: paths.about,
        region: { element: section('about-story-title') },
        shows: "About's story and its dated timeline",
      },
      {
        name: 'about-team',
        route: paths.about,
        region: { element: section('about-team-title') },
        shows: "About's people",
      },
    ],
  },
  {
    item: 4,
    title: 'Nothing reads as unfinished',
    seeAlso: "The home page's benefits, the other entry to /use-cases, are in item 6 (benefits).",
    shots: [
      {
        name: 'use-cases',
        route: paths.useCases,
        region: { element: section('use-cases-heading') },
        shows: '/use-cases\' grid of use cases and the spec\'s "Coming soon" note under it',
      },
      {
        name: 'help-categories',
        route: paths.helpCenter,
        region: { element: section('help-categories-title') },
        shows: "the help centre's categories, the Coming Soon ones among them",
      },
      {
        name: 'about-audiences',
        route: paths.about,
        region: { element: section('about-audiences-title') },
        shows: 'About\'s "Who we build for", an entry to /use-cases',
      },
    ],
  },
  {
    item: 5,
    title: 'Outcomes that stay',
    shots: [
      {
        name: 'errors',
        route: paths.contact,
        region: { screen: true },
        steps: [{ send: 'empty' }],
        shows: 'the form sent empty: its field errors',
      },
      {
        name: 'failed',
        route: paths.contact,
        region: { screen: true },
        steps: [{ send: 'failed' }],
        shows: 'a failed send (answered 503 by the script), as the toast shows',
      },
      {
        name: 'failed-later',
        route: paths.contact,
        region: { screen: true },
        steps: [{ send: 'failed' }, { toastsGone: true }, { scrollTo: afterSend }],
        shows: 'a failed send once the toast has gone: what stays',
      },
      {
        name: 'success',
        route: paths.contact,
        region: { screen: true },
        steps: [{ send: 'success' }],
        shows: 'a successful send (answered by the script), as the toast shows',
      },
      {
        name: 'success-later',
        route: paths.contact,
        region: { screen: true },
        steps: [{ send: 'success' }, { toastsGone: true }, { scrollTo: afterSend }],
        shows: 'a successful send once the toast has gone: what stays',
      },
      {
        name: 'purpose-demo',
        route: `${paths.contact}?purpose=demo`,
        region: { element: contactForm },
        shows: 'a direct visit to /contact?purpose=demo, the app running (purpose, demo block, placeholder)',
      },
      {
        name: 'purpose-demo-noscript',
        route: `${paths.contact}?purpose=demo`,
        region: { element: contactForm },
        noScript: true,
        shows: 'the same visit without JavaScript (the form as served)',
      },
    ],
  },
  {
    item: 6,
    title: 'Layouts that hold still',
    shots: [
      {
        name: 'features-find',
        route: paths.home,
        region: { element: `#${homeSections.features}` },
        shows: "the features section, its first tab (as served); compare its height with the next picture's",
      },
      {
        name: 'features-book',
        route: paths.home,
        region: { element: `#${homeSections.features}` },
        steps: [{ click: featureTab('book') }],
        shows: 'the features section with its last tab chosen (a mouse click: no focus ring expected)',
      },
      {
        name: 'setup-first',
        route: paths.home,
        region: { element: `#${homeSections.setup}` },
        shows: 'the setup steps as served',
      },
      {
        name: 'setup-last',
        route: paths.home,
        region: { element: `#${homeSections.setup}` },
        steps: [{ click: tab(setupSection.listLabel, setupInputs.at(-1)!.label) }],
        shows: 'the setup steps with the last step chosen (a mouse click)',
      },
      {
        name: 'benefits',
        route: paths.home,
        region: { element: `#${homeSections.benefits}` },
        shows: "the benefit cards (their bodies' alignment)",
      },
      {
        name: 'privacy-top',
        route: paths.privacy,
        region: { screen: true },
        shows: 'the privacy policy at the top (the table of contents highlights its first entry)',
      },
      {
        name: 'drawer',
        route: paths.pricing,
        region: { screen: true },
        steps: [{ click: `role=button[name="${headerNav.openMenu}"]` }],
        shows: 'the mobile drawer open on /pricing (the current page marked); no drawer from 1024 px',
      },
      {
        name: 'gate-error',
        route: paths.pricing,
        region: { screen: true },
        gated: true,
        steps: [{ wrongPassword: true }],
        shows: 'the gate after a wrong password (the error outline, the line breaks)',
      },
    ],
  },
  {
    item: 7,
    title: 'Mock-ups that look designed at every width',
    seeAlso: 'The setup preview (Compose and setup) is in item 6 (setup-first, setup-last).',
    shots: [
      ...heroShowcase.tabs
        .filter((t) => HERO_TABS_SHOWN.includes(t.id))
        .map(
          (t): Shot => ({
            name: `hero-${t.id}`,
            route: paths.home,
            region: { element: heroTabs },
            steps: [{ click: heroTab(t.id) }],
            shows: `the hero's product tour, tab ${t.label}`,
          }),
        ),
      {
        name: 'features-personalize',
        route: paths.home,
        region: { element: `#${homeSections.features} [data-slot="mock-window"]` },
        steps: [{ click: featureTab('personalize') }],
        shows: "the features section's mock-up on tab Personalize (Compose)",
      },
      ...[
        'contact-database',
        'audience-discovery',
        'enrichment',
        'sequences',
        'unified-inbox',
        'meeting-scheduler',
        'tasks',
      ].map(
        (id): Shot => ({
          name: `platform-${id}`,
          route: paths.platform,
          region: { element: platformFeature(id) },
          shows: `/platform's ${id} feature and its mock-up`,
        }),
      ),
    ],
  },
  {
    item: 8,
    title: 'One component language',
    seeAlso:
      'About\'s "Who we build for" tiles are in item 4 (about-audiences); the help centre\'s Coming Soon badges in item 4 (help-categories); the ticks in item 1 (plans-monthly).',
    shots: [
      {
        name: 'contact-aside',
        route: paths.contact,
        region: { element: `${contactForm} ~ div` },
        shows: "the contact page's sidebar (its icon tiles)",
      },
      {
        name: 'help-support',
        route: paths.helpCenter,
        region: { element: section('help-support-title') },
        shows: 'the help centre\'s "Still need help?"',
      },
      {
        name: 'help-faq',
        route: paths.helpCenter,
        region: { element: section('help-faq-title') },
        shows: "the help centre's FAQ (one FAQ pattern with pricing's)",
      },
      {
        name: 'pricing-faq',
        route: paths.pricing,
        region: { element: section('pricing-faq-heading') },
        shows: "pricing's FAQ",
      },
    ],
  },
  {
    item: 9,
    title: 'Rhythm and identity',
    seeAlso:
      'The wave motif in the hero is in item 2 (home-first-screen); the features tabs in items 6 and 7.',
    shots: [
      {
        name: 'how-it-works',
        route: paths.home,
        region: { element: `#${homeSections.howItWorks}` },
        shows: 'How it works, the section before Features',
      },
      {
        name: 'platform',
        route: paths.platform,
        region: { page: true, scale: 0.3 },
        shows: '/platform whole, at 30 % (its rhythm, not its letters)',
      },
    ],
  },
];

/** The file of a shot's picture at one width and theme. */
export const shotFile = (item: Item, shot: Shot, width: number, theme: string) =>
  `${item.item}-${shot.name}-${width}-${theme}.webp`;
