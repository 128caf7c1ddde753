// The contact form without the app: GET /contact stamps each visit's fill, POST /contact validates,
// forwards to the real submit-contact handler (PGlite) as the visitor, and answers with the page
// filled in — which the app reads back exactly (readServedForm). docs/decisions/029.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createFunctions, functionEnvFor } from '../../server/functions.ts';
import {
  CONTACT_FORM_ID,
  CONTACT_STATUS_ID,
  FILL_FIELD,
  parseFillStamp,
} from '../../src/config/contact-form.ts';
import { contactCopy } from '../../src/content/contact.ts';
import { readServedForm } from '../../src/features/contact/served-form.ts';
import {
  CONTACT_FIELDS,
  INVALID_FILL_TIME,
  RATE_LIMITED,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import { sampleForm } from '../helpers/contact-sample.ts';
import { writeFixtureDist } from '../helpers/fixture-dist.ts';
import { recordingLogger } from '../helpers/logger.ts';
import { setupPglite } from '../helpers/pglite.ts';

const db = setupPglite();
let dist: string;
let clock = Date.parse('2026-11-24T12:00:00Z');
const MIN_FILL_MS = 3000;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'lw-contact-post-'));
  await writeFixtureDist(dist);
});

beforeEach(async () => {
  await db.query('delete from public.contact_notifications');
  await db.query('delete from public.contact_submissions');
  await db.query('delete from public.rate_limit_counters').catch(() => undefined);
  clock += 2 * 60 * 60_000; // a new rate-limit window for each test
});

const app = () =>
  createApp({
    distDir: dist,
    gate: { on: false },
    trustProxyHops: 1,
    now: () => clock,
    functions: createFunctions({
      db,
      env: functionEnvFor('pw', { CONTACT_MIN_FILL_MS: String(MIN_FILL_MS) }, 'secret'),
      logger: recordingLogger().logger,
      scheduleDelivery: null,
    }),
  });

const socket = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
const document = (html: string) => new JSDOM(html).window.document;

async function getForm(query = '', client = '198.51.100.7') {
  const res = await app().request(`/contact${query}`, { headers: { 'x-forwarded-for': client } }, socket);
  const html = await res.text();
  const stamp = document(html).querySelector<HTMLInputElement>(`input[name="${FILL_FIELD}"]`)?.value ?? '';
  return { res, html, stamp };
}

const valid = sampleForm();

async function post(
  fields: Record<string, string>,
  { client = '198.51.100.7', headers = {} as Record<string, string>, after = MIN_FILL_MS + 1 } = {},
) {
  clock += after;
  const res = await app().request(
    '/contact',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': client,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    },
    socket,
  );
  const html = await res.text();
  return { res, html, doc: document(html), served: readServedForm(document(html)) };
}

const rows = async () =>
  (
    await db.query<{ email: string; spam_reason: string | null; company_size: string | null }>(
      'select email, spam_reason, company_size from public.contact_submissions order by created_at',
    )
  ).rows;

describe('GET /contact', () => {
  it('stamps every visit with its own fill (key and served time), never cached', async () => {
    const a = await getForm();
    const b = await getForm();
    expect(a.res.status).toBe(200);
    expect(a.res.headers.get('cache-control')).toBe('no-store');
    const stampA = parseFillStamp(a.stamp);
    expect(stampA).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), servedAt: clock });
    expect(parseFillStamp(b.stamp)?.key).not.toBe(stampA?.key);
  });

  it('chooses ?purpose= in the page itself (sales means demo); anything else leaves it empty', async () => {
    expect(readServedForm(document((await getForm('?purpose=sales')).html))?.values.purpose).toBe('demo');
    expect(readServedForm(document((await getForm('?purpose=support')).html))?.values.purpose).toBe(
      'support',
    );
    expect(readServedForm(document((await getForm('?purpose=<x>')).html))?.values.purpose).toBe('');
  });
});

describe('POST /contact', () => {
  it('stores a valid message and answers with the success text, an empty form and a new fill', async () => {
    const { stamp } = await getForm();
    const { res, doc, served } = await post({ ...valid, [FILL_FIELD]: stamp });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(served?.status).toEqual({ tone: 'success', ...contactCopy.toasts.success });
    expect(doc.getElementById(CONTACT_STATUS_ID)?.hasAttribute('autofocus')).toBe(true);
    expect(served?.values.name).toBe('');
    const next = doc.querySelector<HTMLInputElement>(`input[name="${FILL_FIELD}"]`)?.value;
    expect(parseFillStamp(next)?.key).not.toBe(parseFillStamp(stamp)?.key);
    expect(await rows()).toEqual([{ email: valid.email, spam_reason: null, company_size: null }]);
  });

  it('a demo request gets the demo text; demo fields are sent only for a demo request', async () => {
    const demo = sampleForm({ purpose: 'demo' });
    const ok = await post({ ...demo, [FILL_FIELD]: (await getForm()).stamp });
    expect(ok.served?.status?.title).toBe(contactCopy.toasts.demoSuccess.title);
    // Another purpose: the hidden demo fields are neither checked nor stored.
    await post({
      ...demo,
      purpose: 'support',
      companySize: 'bogus',
      email: 'b@example.com',
      [FILL_FIELD]: (await getForm()).stamp,
    });
    expect((await rows()).map((r) => r.company_size)).toEqual([demo.companySize, null]);
  });

  it('answers field errors with the same messages as the app, every value kept, focus on the first', async () => {
    // A demo request with these fields wrong or left empty, every other field as the sample fills it.
    const fields = {
      ...sampleForm({ purpose: 'demo' }),
      name: 'A',
      email: 'ada@example',
      company: '',
      companySize: '',
      preferredTimeframe: '',
      message: '<b>&"Hi',
      [FILL_FIELD]: (await getForm()).stamp,
    };
    const { res, doc, served } = await post(fields);
    expect(res.status).toBe(400);
    expect(served?.values).toMatchObject({
      name: 'A',
      email: 'ada@example',
      purpose: 'demo',
      message: '<b>&"Hi',
    });
    expect(Object.keys(served?.errors ?? {})).toEqual([
      'name',
      'email',
      'company',
      'companySize',
      'preferredTimeframe',
      'message',
    ]);
    const name = doc.querySelector(`#${CONTACT_FORM_ID} [name="name"]`)!;
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.hasAttribute('autofocus')).toBe(true);
    const messageId = name.getAttribute('aria-describedby')!;
    expect(doc.getElementById(messageId)?.textContent).toBe(served?.errors.name?.message);
    expect(doc.getElementById(messageId)?.hidden).toBe(false);
    expect(await rows()).toEqual([]);
  });

  it('the same fill sent twice is stored once (idempotency); a missing fill is refused', async () => {
    const { stamp } = await getForm();
    await post({ ...valid, [FILL_FIELD]: stamp });
    const again = await post({ ...valid, [FILL_FIELD]: stamp });
    expect(again.served?.status?.tone).toBe('success');
    expect(await rows()).toHaveLength(1);
    const missing = await post(valid);
    expect(missing.res.status).toBe(400);
    expect(missing.served?.status).toEqual({
      tone: 'error',
      title: contactCopy.toasts.validation.title,
      description: INVALID_FILL_TIME,
    });
  });

  it('limits each visitor by the address the proxy saw: the sixth in the window is 429, values kept', async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await post({ ...valid, email: `a${i}@example.com`, [FILL_FIELD]: (await getForm()).stamp });
      expect(ok.res.status).toBe(200);
    }
    const refused = await post({ ...valid, email: 'a6@example.com', [FILL_FIELD]: (await getForm()).stamp });
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.served?.status).toEqual({ tone: 'error', ...RATE_LIMITED });
    expect(refused.served?.values.email).toBe('a6@example.com');
    // Another visitor is not affected.
    const other = await post({ ...valid, [FILL_FIELD]: (await getForm()).stamp }, { client: '203.0.113.9' });
    expect(other.res.status).toBe(200);
  });

  it('a filled honeypot and a too-fast fill look like a success and are stored as spam', async () => {
    await post({ ...valid, website: 'https://spam.example', [FILL_FIELD]: (await getForm()).stamp });
    const fast = await post(
      { ...valid, email: 'fast@example.com', [FILL_FIELD]: (await getForm()).stamp },
      { after: 100 },
    );
    expect(fast.served?.status?.tone).toBe('success');
    expect((await rows()).map((r) => r.spam_reason)).toEqual(['honeypot', 'too-fast']);
  });

  it('stores the line breaks a browser sends (CR LF) as LF, and counts each as one (decision 056)', async () => {
    const { stamp } = await getForm();
    const message = 'First line of it\r\nthe second\r\n\r\nthe last';
    const invalid = await post({ ...valid, name: 'J', message, [FILL_FIELD]: stamp });
    expect(invalid.res.status).toBe(400);
    const counter = invalid.doc.querySelector('[data-slot="form-description"]')?.textContent ?? '';
    expect(counter.startsWith(`${message.replaceAll('\r\n', '\n').length}/`)).toBe(true);
    expect((await post({ ...valid, message, [FILL_FIELD]: stamp })).res.status).toBe(200);
    const { rows: stored } = await db.query<{ message: string }>(
      'select message from public.contact_submissions',
    );
    expect(stored).toEqual([{ message: 'First line of it\nthe second\n\nthe last' }]);
  });

  it('refuses a message of too many marks in a row with its message, values kept (decision 055)', async () => {
    const { stamp } = await getForm();
    const message = `Hello ${'\u0345'.repeat(600)}${'\u0334'.repeat(600)}`;
    const { res, served } = await post({ ...valid, message, [FILL_FIELD]: stamp });
    expect(res.status).toBe(400);
    expect(served?.errors?.message?.message).toBe(CONTACT_FIELDS.message.messages.marks);
    expect(served?.values.message).toBe(message);
    expect(await rows()).toEqual([]);
  });

  it('a body the client stops sending is a 400 with the form, not a 500', async () => {
    const stopped = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('name=Jane&message=Hel'));
        controller.error(new TypeError('terminated: other side closed'));
      },
    });
    const res = await app().request(
      '/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: stopped,
        duplex: 'half',
      } as RequestInit,
      socket,
    );
    expect(res.status).toBe(400);
    expect(readServedForm(document(await res.text()))?.status?.tone).toBe('error');
  });

  it('refuses cross-site posts, other content types and bodies over 16 KB, storing nothing', async () => {
    const stamp = (await getForm()).stamp;
    expect(
      (await post({ ...valid, [FILL_FIELD]: stamp }, { headers: { 'sec-fetch-site': 'cross-site' } })).res
        .status,
    ).toBe(403);
    expect(
      (await post({ ...valid, [FILL_FIELD]: stamp }, { headers: { 'content-type': 'text/plain' } })).res
        .status,
    ).toBe(415);
    const big = await post({ ...valid, message: 'x'.repeat(17_000), [FILL_FIELD]: stamp });
    expect(big.res.status).toBe(413);
    expect(big.served?.status?.tone).toBe('error');
    expect(await rows()).toEqual([]);
  });
});

describe('only from the site itself, even without Sec-Fetch-Site', () => {
  const SITE = 'https://www.example.test';
  const sameSite = () =>
    createApp({
      distDir: dist,
      gate: { on: false },
      trustProxyHops: 1,
      siteUrl: SITE,
      now: () => clock,
      functions: createFunctions({
        db,
        env: functionEnvFor('pw', { CONTACT_MIN_FILL_MS: String(MIN_FILL_MS) }, 'secret'),
        logger: recordingLogger().logger,
        scheduleDelivery: null,
      }),
    });
  const cases: [string, Record<string, string>, number][] = [
    ['a foreign Origin', { origin: 'https://evil.example' }, 403],
    ['an opaque Origin (null)', { origin: 'null' }, 403],
    [
      'a foreign Origin with our Referer',
      { origin: 'https://evil.example', referer: `${SITE}/contact` },
      403,
    ],
    ['a foreign Referer and no Origin', { referer: 'https://evil.example/form.html' }, 403],
    ['an unreadable Referer and no Origin', { referer: 'not a url' }, 403],
    ['the site URL as Origin', { origin: SITE }, 200],
    ['the address it was reached at as Origin', { origin: 'http://localhost' }, 200],
    ['our Referer and no Origin', { referer: `${SITE}/contact?purpose=demo` }, 200],
    ['neither header (some browsers and privacy tools)', {}, 200],
    [
      'Sec-Fetch-Site cross-site, whatever Origin says',
      { 'sec-fetch-site': 'cross-site', origin: SITE },
      403,
    ],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }, 403],
  ];
  it.each(
    cases.map(([name, headers, status], i) => [`${name} → ${status}`, headers, status, i] as const),
  )('%s', async (_name, headers, status, i) => {
    const client = `203.0.113.${i + 1}`;
    const form = await sameSite().request('/contact', { headers: { 'x-forwarded-for': client } }, socket);
    const stamp = document(await form.text()).querySelector<HTMLInputElement>(
      `input[name="${FILL_FIELD}"]`,
    )!.value;
    clock += MIN_FILL_MS + 1;
    const res = await sameSite().request(
      '/contact',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': client,
          ...headers,
        },
        body: new URLSearchParams({ ...valid, [FILL_FIELD]: stamp }).toString(),
      },
      socket,
    );
    expect(res.status).toBe(status);
    expect((await rows()).length).toBe(status === 200 ? 1 : 0);
  });
});

describe('success only when the lead is stored', () => {
  const withAnswer = (answer: () => Promise<Response>, contactForwardTimeoutMs?: number) =>
    createApp({
      distDir: dist,
      gate: { on: false },
      now: () => clock,
      ...(contactForwardTimeoutMs ? { settings: { contactForwardTimeoutMs } } : {}),
      functions: { 'submit-contact': answer },
    });
  const hang = () => new Promise<Response>(() => undefined);
  const answers: [string, () => Promise<Response>][] = [
    ['a 200 that is not JSON', async () => new Response('<html>OK</html>', { status: 200 })],
    ['a 200 saying success: false', async () => Response.json({ success: false })],
    ['a 200 saying success without an id', async () => Response.json({ success: true })],
    ['an empty 204', async () => new Response(null, { status: 204 })],
    ['a function that never answers', hang],
  ];
  it.each(answers)('%s: "Failed to submit form", every value kept', async (_name, answer) => {
    const target = withAnswer(answer, 300);
    const form = await target.request('/contact', {}, socket);
    const stamp = document(await form.text()).querySelector<HTMLInputElement>(
      `input[name="${FILL_FIELD}"]`,
    )!.value;
    clock += MIN_FILL_MS + 1;
    const started = Date.now();
    const res = await target.request(
      '/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ ...valid, [FILL_FIELD]: stamp }).toString(),
      },
      socket,
    );
    const served = readServedForm(document(await res.text()));
    expect(res.status).toBe(503);
    expect(served?.status).toEqual({ tone: 'error', ...contactCopy.toasts.failed });
    expect(served?.values).toMatchObject(valid);
    // The hang is cut by the timeout (300 ms here), not by the test's own limit.
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('a stored lead (success: true with its id) is a success', async () => {
    const target = withAnswer(async () => Response.json({ success: true, id: crypto.randomUUID() }));
    const form = await target.request('/contact', {}, socket);
    const stamp = document(await form.text()).querySelector<HTMLInputElement>(
      `input[name="${FILL_FIELD}"]`,
    )!.value;
    clock += MIN_FILL_MS + 1;
    const res = await target.request(
      '/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ ...valid, [FILL_FIELD]: stamp }).toString(),
      },
      socket,
    );
    expect(res.status).toBe(200);
    expect(readServedForm(document(await res.text()))?.status).toEqual({
      tone: 'success',
      ...contactCopy.toasts.success,
    });
  });
});

describe('behind the gate', () => {
  it('a POST without the gate cookie is sent to the page (which shows the gate), nothing stored', async () => {
    const gated = createApp({
      distDir: dist,
      gate: { on: true, gateKey: 'k'.repeat(64) },
      functions: {},
    });
    const res = await gated.request(
      '/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(valid).toString(),
      },
      socket,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact');
    expect(await rows()).toEqual([]);
  });
});
