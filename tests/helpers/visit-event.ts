// A valid visit event body (decision 059), for the contract, function, Deno and bench tests.
import type {
  VisitDimensions,
  VisitEvent,
  VisitEventBody,
} from '../../supabase/functions/_shared/contracts/visit-event.ts';

export const sampleDims = (over: Partial<VisitDimensions> = {}): VisitDimensions => ({
  landing_path: '/use-cases',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-launch',
  referrer_host: 'news.example.org',
  device: 'desktop',
  ...over,
});

/** The landing's request: the visit and its first page view. */
export const landingEvents = (dims: VisitDimensions): VisitEvent[] => [
  { step: 'visit' },
  { step: 'view', path: dims.landing_path },
];

export const visitBody = (over: Partial<VisitEventBody> = {}): VisitEventBody => {
  const dims = over.dims ?? sampleDims();
  return { dims, seq: 1, events: landingEvents(dims), ...over };
};
