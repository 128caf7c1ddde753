// A client that stops sending its body, over a real socket to the Node server: an information line,
// never an error line (anyone can cause it), and nothing stored (decision 056).
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createFunctions, functionEnvFor } from '../../server/functions.ts';
import { setupPglite } from '../helpers/pglite.ts';

const db = setupPglite();
const lines: string[] = [];
const line = (level: string) => (msg: string) => lines.push(`${level} ${msg}`);
let server: ReturnType<typeof serve>;
let port = 0;

beforeAll(async () => {
  const app = createApp({
    // No site to serve: only the functions are asked.
    distDir: await mkdtemp(path.join(tmpdir(), 'lw-aborted-')),
    gate: { on: false },
    functions: createFunctions({
      db,
      env: functionEnvFor('pw', {}, 'secret'),
      logger: { info: line('info'), error: line('error') },
      scheduleDelivery: null,
    }),
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends the headers and the start of a body, then goes away; resolves once the server logged. */
async function sendAndLeave(fn: string, type: string): Promise<void> {
  const before = lines.length;
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    `POST /functions/v1/${fn} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: 1000\r\n\r\n{"na`,
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.destroy();
  for (let i = 0; i < 100 && lines.length === before; i++) await new Promise((r) => setTimeout(r, 50));
}

describe('a body the client stops sending', () => {
  it('is an information line of the function, never an error line, and stores nothing', async () => {
    await sendAndLeave('submit-contact', 'application/json');
    await sendAndLeave('validate-password', 'application/json');
    expect(lines).toEqual([
      'info submit-contact: request body not received in full',
      'info validate-password: request body not received in full',
    ]);
    expect((await db.query('select 1 from public.contact_submissions')).rows).toEqual([]);
  });
});
