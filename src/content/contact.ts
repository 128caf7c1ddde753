// Copy of the contact page. Each form field (label, placeholder, rules, messages, option labels)
// and the rate-limit text live in the shared contract (@shared/contracts/contact), not here.
// Relative imports: the origin (server/origin) reads these texts too, outside the aliases' reach.
import { RATE_LIMITED } from '../../supabase/functions/_shared/contracts/contact.ts';
import { paths } from '../config/paths.ts';
import { siteConfig } from '../config/site.ts';

export const contactSections = {
  form: { id: 'contact-form', title: 'Send us a message' },
  why: { id: 'why-talk-to-us', title: 'What you get' },
  help: { id: 'need-help', title: 'Looking for answers?' },
} as const;

export const contactCopy = {
  form: {
    title: contactSections.form.title,
    intro: 'Tell us a little about your team. A real person reads every message.',
    requiredNote: 'Fields marked * are required.',
    demoTitle: 'Demo Request Details',
    demoIntro: 'Help us tailor the demo to your team.',
    /** Hidden from people; a bot that fills every field gives itself away. */
    honeypotLabel: 'Leave this field empty',
    /** Read after the message counter ("120/1000 characters"). */
    counterSuffix: 'characters',
    /** The message placeholder while purpose demo is chosen. */
    demoMessagePlaceholder: 'Tell us about your sales goals and what you would like to see in the demo.',
  },
  submit: { default: 'Send Message', demo: 'Request Demo', sending: 'Sending...' },
  /**
   * What stays in the form after a send (decision 064): the toast says the outcome and goes; this
   * says what happens next, or, when a send failed, another way to reach the team.
   */
  outcome: {
    nextTitle: 'What happens next',
    nextSteps: {
      demo: [
        'We read your request and prepare a demo around your pipeline.',
        'Within 24 hours you get a calendar link to pick a time.',
        'Your demo account arrives 1-2 weeks after the consultation, followed by one week of free use.',
      ],
      other: [
        'A real person reads your message.',
        'We reply within 24 hours, to the email address you gave.',
      ],
    },
    failedTitle: 'Prefer email?',
    failedBefore: 'Write to our sales team at ',
    failedEmail: siteConfig.contactEmail,
    failedAfter: '. Your message is still in the form, so you can also try again.',
  },
  toasts: {
    demoSuccess: {
      title: 'Demo request received!',
      description: "We'll send you a calendar link within 24 hours to schedule your personalized demo.",
    },
    success: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
    rateLimited: RATE_LIMITED,
    validation: { title: 'Validation error' },
    failed: { title: 'Failed to submit form', description: 'Please try again or contact support.' },
  },
  why: {
    title: contactSections.why.title,
    points: [
      '10x more outreach capacity than human SDRs',
      '24/7 personalized engagement at scale',
      'Personal onboarding and strategy session',
      'Proven 3x increase in qualified meetings',
    ],
  },
  help: {
    title: contactSections.help.title,
    text: 'Guides, setup steps and answers to common questions in one place.',
    link: { label: 'Visit Help Center', to: paths.helpCenter },
  },
  privacyNote: {
    before: 'By sending this form you agree to our ',
    link: { label: 'Privacy Policy', to: paths.privacy },
    after: '.',
  },
  toc: { title: 'Table of Contents' },
} as const;
