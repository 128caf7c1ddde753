// The head script's visit counter (src/lib/early/visit-count.ts, decision 059): what each request
// carries, client-side navigations, the contact page and the form's first change once each, the
// cap per visit, and nothing at all from a browser sending Global Privacy Control.
import { CONTACT_SOURCE_FORM_FIELD } from '@shared/contracts/contact-source';
import { MAX_EVENTS_PER_VISIT, type VisitEventBody } from '@shared/contracts/visit-event';
import { describe, expect, it } from 'vitest';
import { countVisit, visitDimensions } from '@/lib/early/visit-count';

const OPTIONS = {
  endpoint: 'https://fn.example.test/functions/v1/track-visit',
  contactPath: '/contact',
  contactFormField: CONTACT_SOURCE_FORM_FIELD,
};
const TOUCH = {
  landing_path: '/use-cases',
  referrer: 'https://news.example.org/issue/12',
  utm_source: 'Newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring',
  utm_term: 'ai sdr',
  landed_at: '2026-12-13T10:00:00Z',
};

/** A window of its own (the shared jsdom one keeps its history): what the counter touches. */
function fakeWindow({ gpc = false, width = 1280, beacon = true } = {}) {
  const sent: VisitEventBody[] = [];
  const fetched: VisitEventBody[] = [];
  const listeners = new Map<string, () => void>();
  const location = { pathname: '/use-cases' };
  const win = {
    navigator: {
      ...(gpc ? { globalPrivacyControl: true } : {}),
      ...(beacon
        ? {
            sendBeacon: (url: string, body: string) => {
              expect(url).toBe(OPTIONS.endpoint);
              sent.push(JSON.parse(body) as VisitEventBody);
              return true;
            },
          }
        : {}),
    },
    innerWidth: width,
    location,
    history: {
      pushState(_state: unknown, _title: string, url: string) {
        location.pathname = url;
      },
    },
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    fetch: async (_url: string, init: RequestInit) => {
      expect(init.keepalive).toBe(true);
      fetched.push(JSON.parse(String(init.body)) as VisitEventBody);
      return new Response(null, { status: 204 });
    },
  };
  const doc = document.implementation.createHTMLDocument('visit');
  const navigate = (path: string) => win.history.pushState(null, '', path);
  const back = (path: string) => {
    location.pathname = path;
    listeners.get('popstate')?.();
  };
  return { win: win as unknown as Window, doc, sent, fetched, navigate, back };
}

describe('the visit counter', () => {
  it('sends the visit and its landing view at once, with the dimensions only', () => {
    const { win, doc, sent } = fakeWindow({ width: 390 });
    expect(countVisit(TOUCH, OPTIONS, win, doc)).toBe(true);
    expect(sent).toEqual([
      {
        dims: {
          landing_path: '/use-cases',
          utm_source: 'Newsletter',
          utm_medium: 'email',
          utm_campaign: 'spring',
          referrer_host: 'news.example.org',
          device: 'phone',
        },
        seq: 1,
        events: [{ step: 'visit' }, { step: 'view', path: '/use-cases' }],
      },
    ]);
    // No term, content, time or full referrer: dimensions only.
    expect(JSON.stringify(sent)).not.toMatch(/ai sdr|issue\/12|2026/);
  });

  it('counts client-side navigations, the contact page and the form once each, then stops at the cap', () => {
    const { win, doc, sent, navigate, back } = fakeWindow();
    countVisit(TOUCH, OPTIONS, win, doc);
    navigate('/pricing');
    // A replaceState or a push to the same path is no new page.
    navigate('/pricing');
    navigate('/contact');
    back('/pricing');
    navigate('/contact');
    const form = doc.createElement('form');
    form.innerHTML = `<input name="name"><input type="hidden" name="${CONTACT_SOURCE_FORM_FIELD}">`;
    const other = doc.createElement('form');
    other.innerHTML = '<input name="q">';
    doc.body.append(form, other);
    other.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    form.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent.map((b) => [b.seq, b.events])).toEqual([
      [1, [{ step: 'visit' }, { step: 'view', path: '/use-cases' }]],
      [3, [{ step: 'view', path: '/pricing' }]],
      [4, [{ step: 'view', path: '/contact' }, { step: 'contact' }]],
      [6, [{ step: 'view', path: '/pricing' }]],
      [7, [{ step: 'view', path: '/contact' }]],
      [8, [{ step: 'started' }]],
    ]);
    for (let i = 0; i < MAX_EVENTS_PER_VISIT; i++) navigate(`/page-${i}`);
    const events = sent.flatMap((b) => b.events);
    expect(events).toHaveLength(MAX_EVENTS_PER_VISIT);
    expect(sent.at(-1)!.seq + sent.at(-1)!.events.length - 1).toBe(MAX_EVENTS_PER_VISIT);
  });

  it('sends nothing at all when the browser asks for Global Privacy Control', () => {
    const { win, doc, sent, fetched, navigate } = fakeWindow({ gpc: true });
    expect(countVisit(TOUCH, OPTIONS, win, doc)).toBe(false);
    navigate('/pricing');
    expect([sent, fetched]).toEqual([[], []]);
  });

  it('falls back to fetch with keepalive without sendBeacon', () => {
    const { win, doc, fetched } = fakeWindow({ beacon: false });
    countVisit(TOUCH, OPTIONS, win, doc);
    expect(fetched).toHaveLength(1);
  });

  it('classes the device by the viewport and cuts values to the contract', () => {
    expect(visitDimensions({ landing_path: '/' }, 800).device).toBe('tablet');
    expect(
      visitDimensions({ landing_path: '/', utm_campaign: 'x'.repeat(300) }, 1280).utm_campaign,
    ).toHaveLength(100);
    expect(visitDimensions({ landing_path: `/${'a'.repeat(900)}` }, 1280).landing_path).toHaveLength(512);
  });
});
