// Home page testimonials (sample marketing content, docs/requirements.md#home).
import { siteConfig } from '@/config/site';
import { type CustomerId, customer } from './customers';
import type { SectionCopy } from './home';

const name = siteConfig.name;

export type Testimonial = {
  quote: string;
  name: string;
  role: string;
  company: string;
  /** The company's mark, from the customers (content/customers.ts). */
  customer: CustomerId;
  /** A portrait (a file under public/, square); without one the card shows the person's initials. */
  portrait?: string;
  /** Sample marketing content (the spec's sample testimonials): never shown as such. */
  sample: boolean;
};

export const testimonialsSection: SectionCopy & {
  carouselLabel: string;
  slideLabel: (n: number, total: number) => string;
} = {
  eyebrow: 'Customers',
  title: `Sales teams that run on ${name}`,
  intro: 'Revenue leaders on what changed once an AI SDR joined the team.',
  carouselLabel: 'Customer testimonials',
  slideLabel: (n, total) => `${n} of ${total}`,
};

export const testimonials: Testimonial[] = [
  {
    quote:
      'Within one quarter we tripled our qualified meetings. Our account executives now spend their days on calls instead of building lists and chasing replies.',
    name: 'Maya Lindqvist',
    role: 'VP of Sales',
    company: customer('brightlane').name,
    customer: 'brightlane',
    sample: true,
  },
  {
    quote:
      'Copilot mode won our reps over. The AI drafts the answer, we adjust a line and approve it. Replies that used to wait half a day now go out in minutes.',
    name: 'Daniel Okafor',
    role: 'Head of Sales Development',
    company: customer('corvex').name,
    customer: 'corvex',
    sample: true,
  },
  {
    quote:
      'We launched outreach in German, French and Spanish in the same week. Evergreen mode keeps adding accounts that fit, so our pipeline is finally predictable.',
    name: 'Sofia Marchetti',
    role: 'Chief Revenue Officer',
    company: customer('helio').name,
    customer: 'helio',
    sample: true,
  },
];
