// The security headers as served, scored by the Mozilla HTTP Observatory's published table.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { deriveGateKey } from '../../supabase/functions/_shared/gate-proof.ts';
import { writeFixtureDist } from '../helpers/fixture-dist.ts';
import { observatoryScore } from '../helpers/observatory.ts';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'lw-obs-'));
  await writeFixtureDist(dist);
});

async function served(gateOn: boolean, https: boolean) {
  const gateKey = await deriveGateKey('observatory-gate-secret-0123456789ab', 'pw');
  const app = createApp({
    functions: {},
    distDir: dist,
    trustProxyHops: 1,
    connectSrc: ['https://project.supabase.co'],
    gate: gateOn ? { on: true, gateKey } : { on: false },
  });
  const res = await app.request(
    '/',
    { headers: https ? { 'x-forwarded-proto': 'https' } : {} },
    {
      incoming: { socket: { remoteAddress: '127.0.0.1' } },
    },
  );
  expect(res.status).toBe(200);
  return res.headers;
}

describe('Mozilla HTTP Observatory score of the served headers', () => {
  it('is 130 (A+) for an HTTPS deployment, gate on (the gate page) and at launch (a page)', async () => {
    for (const gateOn of [true, false]) {
      const result = observatoryScore(await served(gateOn, true), true);
      expect(result.modifiers['content-security-policy']).toBe(10);
      expect(result.score, JSON.stringify(result.modifiers)).toBe(130);
      expect(result.grade).toBe('A+');
    }
  });

  it('can fail: the same table marks down weak headers', () => {
    const weak = new Headers({
      'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
      'referrer-policy': 'unsafe-url',
    });
    const result = observatoryScore(weak, true);
    expect(result.score).toBeLessThan(60);
    const styleOnly = observatoryScore(
      new Headers({
        'content-security-policy':
          "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        'strict-transport-security': 'max-age=63072000',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-resource-policy': 'same-origin',
      }),
      true,
    );
    expect(styleOnly.score).toBe(120);
  });

  it('over plain HTTP (local npm start) loses only the HTTPS-only points', async () => {
    const result = observatoryScore(await served(true, false), false);
    expect(result.modifiers['strict-transport-security']).toBe(-20);
    expect(result.modifiers.redirection).toBe(-20);
  });
});
