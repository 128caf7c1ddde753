// Slow clients are cut off by the real self-hosted server (npm start's server/start.ts): headers
// and bodies trickled byte by byte are dropped after the configured timeouts (bounded: 2 s here).
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteServer, startSiteServer } from '../helpers/site-server.ts';

let server: SiteServer | undefined;
let PORT = 0;

beforeAll(async () => {
  const tmp = await mkdtemp(path.join(tmpdir(), 'lw-slow-'));
  server = startSiteServer({
    DATA_DIR: path.join(tmp, 'data'),
    DIST_DIR: path.join(tmp, 'dist'),
    REQUEST_TIMEOUT_MS: '2000',
    HEADERS_TIMEOUT_MS: '1000',
  });
  PORT = Number(new URL(await server.ready).port);
}, 60_000);

afterAll(() => {
  server?.child.kill('SIGTERM');
});

/** Sends `head` then one byte of `trickle` every 250 ms; resolves with the seconds until the server closed. */
function trickle(head: string, drip: string): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(PORT, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < drip.length) socket.write(drip[i++]!);
    }, 250);
    const done = () => {
      clearInterval(timer);
      resolve({ seconds: (Date.now() - started) / 1000, answer });
    };
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.write(head);
    // Bounded: never wait past 10 s whatever the server does.
    setTimeout(() => socket.destroy(), 10_000);
  });
}

describe('slow clients', () => {
  it('drops a request whose headers trickle in', async () => {
    const { seconds } = await trickle('GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: '.padEnd(60, 'a'));
    expect(seconds).toBeLessThan(4);
  });

  it('drops a request whose body trickles in, with 408', async () => {
    const body = JSON.stringify({ password: 'x'.repeat(40) });
    const { seconds, answer } = await trickle(
      `POST /functions/v1/validate-password HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(seconds).toBeLessThan(5);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
