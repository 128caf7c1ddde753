// About page copy: the story, a timeline built from the required facts (docs/requirements.md#product),
// who we build for, the four values and the closing call to action. No figures beyond those the
// product states elsewhere.
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { type CallToAction, contactSalesAction } from './shared';

const name = siteConfig.name;
const year = siteConfig.foundedYear;

export type AboutValueIcon = 'people' | 'innovation' | 'speed' | 'excellence';
export type AboutAudienceIcon = 'inbound' | 'outbound' | 'abm' | 'sdr';

export type AboutValue = { icon: AboutValueIcon; title: string; description: string };
/**
 * A dated step of the story. Dates the requirements do not give (only the founding year is a fact)
 * are sample content, flagged `sample` like the spec's sample testimonials; no page shows the flag.
 */
export type AboutMilestone = { year: number; title: string; text: string; sample: boolean };
/** Someone of the team; without a portrait (a square file under public/) the page shows initials. */
export type AboutPerson = { name: string; role: string; focus: string; portrait?: string; sample: boolean };
export type AboutAudience = { icon: AboutAudienceIcon; title: string; text: string };
export type AboutFact = { value: string; label: string };

export const aboutCopy = {
  eyebrow: 'About',
  story: {
    eyebrow: 'Our story',
    title: 'It started with answering every lead, instantly',
    paragraphs: [
      `${name} began in ${year} with one narrow job: automated lead response for automotive sales teams. When a shopper asked about a car, the answer had to be instant, personal and accurate at any hour, or the sale went elsewhere.`,
      'Doing that well taught us what wins a sale: speed, relevance and follow-through. B2B sales teams face the same problem at a larger scale, with reps spending their days finding prospects, writing emails and chasing replies instead of selling.',
      `So we grew the idea into an AI SDR platform. Today ${name} finds the right prospects, writes personalized outreach, runs email and LinkedIn sequences, handles the replies and books qualified meetings for inbound sales, outbound prospecting, account-based marketing and SDR teams.`,
    ],
  },
  timeline: {
    title: `From ${year} to today`,
    items: [
      {
        year,
        sample: false,
        title: 'Automated lead response',
        text: 'We start by answering automotive sales leads the moment they arrive, personally and around the clock.',
      },
      {
        year: 2021,
        sample: true,
        title: 'From answering to reaching out',
        text: 'The same engine learns to start conversations: finding prospects, writing personal first emails and following up.',
      },
      {
        year: 2023,
        sample: true,
        title: 'Multichannel, in 50+ languages',
        text: 'Email and LinkedIn sequences in more than 50 languages, with replies answered on Autopilot or drafted on Copilot.',
      },
      {
        year: 2025,
        sample: true,
        title: 'The AI SDR for B2B sales teams',
        text: 'Over 1 billion contacts, real-time intent signals and meetings booked straight into Google Calendar and Outlook.',
      },
    ] satisfies AboutMilestone[],
  },
  facts: {
    label: `${name} in numbers`,
    items: [
      { value: String(year), label: 'Founded' },
      { value: '1B+', label: 'Contacts to prospect from' },
      { value: '50+', label: 'Languages for outreach' },
      { value: '24/7', label: 'Personalized engagement' },
    ] satisfies AboutFact[],
  },
  team: {
    eyebrow: 'Our team',
    title: 'The people behind the product',
    intro: 'Sales, machine learning and deliverability people who have run pipelines themselves.',
    people: [
      {
        name: 'Jonas Albrecht',
        role: 'Co-founder and CEO',
        focus: 'Ran sales development teams before building the first lead-response engine.',
        sample: true,
      },
      {
        name: 'Amara Osei',
        role: 'Co-founder and CTO',
        focus: 'Leads the models that research prospects, write outreach and classify replies.',
        sample: true,
      },
      {
        name: 'Lucía Fernández',
        role: 'Head of Customer Success',
        focus: 'Runs onboarding and the strategy session every new customer starts with.',
        sample: true,
      },
      {
        name: 'Tom Becker',
        role: 'Head of Deliverability',
        focus: 'Keeps every mailbox warm, verified and out of the spam folder.',
        sample: true,
      },
    ] satisfies AboutPerson[],
  },
  audiences: {
    eyebrow: 'Who we build for',
    title: 'One AI SDR for every sales motion',
    intro: 'The same platform covers four ways B2B teams fill their pipeline.',
    /** Where each of the four is told in full. */
    link: { label: 'Explore the use cases', to: paths.useCases },
    items: [
      {
        icon: 'inbound',
        title: 'Inbound sales',
        text: 'Answer every inbound lead in moments, qualify it and turn interest into a booked meeting.',
      },
      {
        icon: 'outbound',
        title: 'Outbound prospecting',
        text: 'Find ideal prospects and engage them with personalized email and LinkedIn sequences.',
      },
      {
        icon: 'abm',
        title: 'Account-based marketing',
        text: 'Work your named account lists with messages written for each account and each buyer.',
      },
      {
        icon: 'sdr',
        title: 'SDR teams',
        text: 'Give your team 10x more outreach capacity than human SDRs, so reps spend their time on conversations.',
      },
    ] satisfies AboutAudience[],
  },
  values: {
    eyebrow: 'Our values',
    title: 'What we stand for',
    intro: 'Four principles guide what we build and how we work with our customers.',
    items: [
      {
        icon: 'people',
        title: 'People First',
        description:
          'Behind every lead is a person. We build for the buyers who receive outreach and the teams who send it: relevant messages, honest data practices and answers within 24 hours.',
      },
      {
        icon: 'innovation',
        title: 'Continuous Innovation',
        description:
          'We keep improving how the AI finds, writes and replies, and every customer gets those improvements as soon as they ship.',
      },
      {
        icon: 'speed',
        title: 'Speed to Market',
        description:
          'Speed wins deals. Workflows are configured in minutes, and custom configurations deliver pipeline within 2-4 weeks.',
      },
      {
        icon: 'excellence',
        title: 'Excellence by Design',
        description:
          'Quality is designed in: verified data, careful deliverability and security built on SOC 2 Type II, TLS 1.3 and AES-256.',
      },
    ] satisfies AboutValue[],
  },
  cta: {
    title: 'Let’s talk about your pipeline',
    intro: 'Book a conversation with sales, or send us a question. We reply within 24 hours.',
    primary: contactSalesAction,
    secondary: { label: 'Contact Us', to: paths.contact },
  } satisfies CallToAction,
} as const;
