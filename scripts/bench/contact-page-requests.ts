// The requests `npm run bench:contact` measures, the same on Node and on the Worker: a page that is
// served as built (the floor every request pays), the contact page filled for a visit, and the
// no-JS form POST with the worst-case body (every field at its limit, in characters that each
// become an HTML reference), once sent and once refused.

import { FILL_FIELD } from '../../src/config/contact-form.ts';
import { paths } from '../../src/config/paths.ts';
import { CONTACT_FIELD_NAMES, CONTACT_FIELDS } from '../../supabase/functions/_shared/contracts/contact.ts';

export const WARM_RUNS = 100;

export type RequestSpec = { name: string; path: string; status: number; init: () => RequestInit };

/** A fill stamp the origin takes as a form served a minute ago. */
const stamp = () => `${'k'.repeat(32)}.${Date.now() - 60_000}`;

/** Every field at its limit: text fields of `<&"'` and letters, choices their first value. */
function worstCaseForm(valid: boolean): Record<string, string> {
  const form: Record<string, string> = {};
  for (const name of CONTACT_FIELD_NAMES) {
    const def = CONTACT_FIELDS[name];
    if (def.kind === 'choice') form[name] = def.values[0] ?? '';
    else if (def.kind === 'email') form[name] = valid ? 'ada@example.com' : `${'<&'.repeat(120)}@example.com`;
    else if (name === 'phone') form[name] = valid ? '+44 20 7946 0958' : '<&"\''.repeat(def.max / 4);
    else form[name] = `A${'<&"\' b'.repeat(Math.floor((def.max - 1) / 6))}`.slice(0, def.max);
  }
  return form;
}

const post = (form: Record<string, string>) => () => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
  body: new URLSearchParams({ ...form, [FILL_FIELD]: stamp() }).toString(),
});

export function contactRequests(): RequestSpec[] {
  return [
    { name: 'GET /pricing (floor)', path: paths.pricing, status: 200, init: () => ({}) },
    { name: 'GET /contact', path: `${paths.contact}?purpose=demo`, status: 200, init: () => ({}) },
    { name: 'POST /contact, sent', path: paths.contact, status: 200, init: post(worstCaseForm(true)) },
    { name: 'POST /contact, refused', path: paths.contact, status: 400, init: post(worstCaseForm(false)) },
  ];
}
