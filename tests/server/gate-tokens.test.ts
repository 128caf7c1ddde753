// One canonical form for every signed gate token (issue 55, decision 057): a proof or cookie
// verifies only as it was issued, a proof opens the gate once whatever its spelling, and the
// memory of used proofs forgets the expired without walking the whole set.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { UsedOnce } from '../../server/origin/used-once.ts';
import { GATE_SESSION_PATH } from '../../src/config/paths.ts';
import {
  deriveGateKey,
  signGateProof,
  verifyGateProof,
} from '../../supabase/functions/_shared/gate-proof.ts';
import { writeFixtureDist } from '../helpers/fixture-dist.ts';
import { cookieSpellings, proofSpellings } from '../helpers/token-spellings.ts';

let dist: string;
let gateKey: string;
const socket = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const app = () =>
  createApp({
    distDir: dist,
    gate: { on: true, gateKey },
    siteUrl: 'https://www.example.test',
    functions: {},
  });
const exchange = (target: ReturnType<typeof app>, proof: string) =>
  target.request(
    GATE_SESSION_PATH,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ proof }) },
    socket,
  );

beforeAll(async () => {
  dist = path.join(await mkdtemp(path.join(tmpdir(), 'lw-tokens-')), 'dist');
  await writeFixtureDist(dist);
  gateKey = await deriveGateKey('token-test-gate-secret-0123456789ab', 'staging-pw');
});

describe('the gate proof', () => {
  it('verifies only in the spelling it was signed in', async () => {
    const proof = await signGateProof(gateKey);
    expect(await verifyGateProof(gateKey, proof)).not.toBeNull();
    const others = proofSpellings(proof);
    // The audit's 12 (3 expiry spellings × 4 signature spellings) and the nonce's padding bits.
    expect(others.length).toBeGreaterThanOrEqual(11);
    for (const other of others) expect(await verifyGateProof(gateKey, other), other).toBeNull();
  });

  it('opens the gate once: every other spelling of a used proof is refused, and no spelling opens it first', async () => {
    const target = app();
    const proof = await signGateProof(gateKey);
    let opened = 0;
    for (const p of [...proofSpellings(proof), proof, ...proofSpellings(proof)]) {
      const res = await exchange(target, p);
      if (res.status === 200) opened++;
      else expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(opened).toBe(1);
  });
});

describe('the gate cookie', () => {
  it('opens the site only as issued: padding bits, percent-escapes and quotes are other spellings', async () => {
    const target = app();
    const setCookie = (await exchange(target, await signGateProof(gateKey))).headers.get('set-cookie')!;
    const cookie = setCookie.slice(0, setCookie.indexOf(';'));
    const page = (c: string) => target.request('/pricing', { headers: { cookie: c } }, socket);
    expect(await (await page(cookie)).text()).toContain('<h1>Pricing</h1>');
    const others = cookieSpellings(cookie);
    expect(others.length).toBeGreaterThanOrEqual(6);
    for (const other of others) {
      const res = await page(other);
      expect(await res.text(), other).not.toContain('<h1>Pricing</h1>');
    }
  });
});

describe('the memory of used proofs', () => {
  it('answers as a set of the unexpired would, for any sequence of offers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 5 }), fc.nat(3)), {
          maxLength: 200,
        }),
        (offers) => {
          const used = new UsedOnce();
          const model = new Map<string, number>();
          let now = 0;
          for (const [key, ttl, step] of offers) {
            now += step;
            for (const [k, e] of model) if (e < now) model.delete(k);
            const expected = !model.has(String(key));
            if (expected) model.set(String(key), now + ttl);
            expect(used.firstUse(String(key), now + ttl, now)).toBe(expected);
            expect(used.size).toBe(model.size);
          }
        },
      ),
    );
  });

  it('looks only at what has expired since the last call, never the whole set', () => {
    const used = new UsedOnce();
    const n = 10_000;
    for (let i = 0; i < n; i++) used.firstUse(`nonce-${i}`, 1_000 + (i % 60), 1_000);
    expect(used.lastExamined).toBe(0);
    // A second later, only the proofs that expired in that second are looked at.
    used.firstUse('later', 1_100, 1_001);
    expect(used.lastExamined).toBe(Math.ceil(n / 60));
    expect(used.size).toBe(n + 1 - used.lastExamined);
    used.firstUse('again', 1_100, 1_001);
    expect(used.lastExamined).toBe(0);
  });
});
