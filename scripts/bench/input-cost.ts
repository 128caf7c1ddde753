// `npm run bench:input-cost` (not a test): the CPU a worst-case contact request costs, against a
// plain one of the same size (decision 055). Three receivers, each run in this process or its own:
//   - function: submit-contact's handler (as `npm start` mounts it) on an embedded database;
//   - origin (Node): POST /contact, the form without JavaScript, as `npm start` serves it;
//   - origin (Worker): the same POST to the Cloudflare Worker under workerd (miniflare).
// Bodies: "plain", a message of precomposed letters (é), against "attack", the audit's message of
// combining marks of the highest class followed by as many of the lowest (NFC's insertion sort then
// moves every low one past every high one), each as large as the receiver takes (16 KB).
// CPU is read from the process that does the work (process.cpuUsage here, /proc for workerd), per
// request, as the median of BENCH_ROUNDS rounds (default 5) of BENCH_REQUESTS requests (default 10),
// the bodies taking turns within each round.
// Each request comes from a client of its own, so no limit answers in its place.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { createFunctions, functionEnvFor } from '../../server/functions.ts';
import { migrate } from '../../server/migrate.ts';
import { openPgliteDb } from '../../server/pglite-db.ts';
import { parseFunctionEnv } from '../../supabase/functions/_shared/env.ts';
import type { Logger } from '../../supabase/functions/_shared/http.ts';
import { createSubmitContactHandler } from '../../supabase/functions/submit-contact/handler.ts';
import { contactRequest } from '../../tests/helpers/contact-request.ts';
import { sampleForm, samplePayload } from '../../tests/helpers/contact-sample.ts';
import { bundleWorker, startWorker } from '../../tests/helpers/edge-worker.ts';
import { writeFixtureDist } from '../../tests/helpers/fixture-dist.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10);
const HIGH = '\u0345';
const LOW = '\u0334';
const quiet: Logger = { info: () => undefined, error: () => undefined };

/** The message of each kind, `units` UTF-16 code units (two UTF-8 bytes each: the same size). */
const messages = (units: number) => ({
  plain: 'é'.repeat(units),
  attack: HIGH.repeat(units / 2) + LOW.repeat(units / 2),
});

let client = 0;
/** A client address of its own for each request (the local server trusts the proxy's entry). */
const nextClient = () => {
  client++;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Case = { body: string; bytes: number; send: () => Promise<Response> | Response };

/**
 * CPU milliseconds per request of each case, read by `cpu`: the median of the rounds, the cases
 * taking turns within each round (so a warming runtime or a busy host weighs on each alike).
 */
async function measure(
  cases: Case[],
  cpu: () => number,
): Promise<{ body: string; bytes: number; ms: number; statuses: string }[]> {
  const statuses = cases.map(() => new Set<number>());
  const perRound: number[][] = cases.map(() => []);
  for (const [i, c] of cases.entries()) for (let n = 0; n < 5; n++) statuses[i]!.add((await c.send()).status);
  for (let r = 0; r < ROUNDS; r++) {
    for (const [i, c] of cases.entries()) {
      const start = cpu();
      for (let n = 0; n < REQUESTS; n++) {
        const res = await c.send();
        await res.arrayBuffer();
        statuses[i]!.add(res.status);
      }
      perRound[i]!.push((cpu() - start) / REQUESTS);
    }
  }
  return cases.map((c, i) => ({
    body: c.body,
    bytes: c.bytes,
    ms: median(perRound[i]!),
    statuses: [...statuses[i]!].join('/'),
  }));
}

const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The CPU milliseconds a process has used, from /proc (clock ticks of 10 ms). */
function processCpu(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The workerd processes this process started (miniflare runs one). */
function workerdPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === process.pid && stat.includes('(workerd)');
      } catch {
        return false;
      }
    })
    .map(Number);
}

const formBody = (message: string) => new URLSearchParams({ ...sampleForm(), message }).toString();

async function main(): Promise<void> {
  const rows: { receiver: string; body: string; ms: number; statuses: string; bytes: number }[] = [];
  const dir = await mkdtemp(path.join(tmpdir(), 'lw-input-cost-'));
  const dist = path.join(dir, 'dist');
  await writeFixtureDist(dist);
  const db = await openPgliteDb();
  await migrate(db);

  // The function: 16 KB of JSON, the message as large as fits.
  const handler = createSubmitContactHandler({
    db,
    env: parseFunctionEnv({}),
    logger: quiet,
    scheduleDelivery: null,
  });
  const functionMessages = {
    ...messages(8000),
    // Within the message's raw size (decision 055): what the Stream-Safe Text Format refuses.
    'attack within the raw size': messages(4000).attack,
  };
  const functionCases = Object.entries(functionMessages).map(([body, message]): Case => {
    const json = JSON.stringify({ ...samplePayload(), message });
    return {
      body,
      bytes: Buffer.byteLength(json),
      send: () => handler(contactRequest(json, { ip: nextClient() })),
    };
  });
  for (const row of await measure(functionCases, ownCpu)) rows.push({ receiver: 'function (Node)', ...row });

  // The origin on Node: 16 KB of form, each mark six bytes percent-encoded.
  const app = createApp({
    distDir: dist,
    gate: { on: false },
    trustProxyHops: 1,
    functions: createFunctions({
      db,
      env: functionEnvFor('pw', {}, 'secret'),
      logger: quiet,
      scheduleDelivery: null,
    }),
  });
  const socket = { incoming: { socket: { remoteAddress: '10.255.0.1' } } };
  const originMessages = messages(2640);
  const nodeCases = Object.entries(originMessages).map(([kind, message]): Case => {
    const body = formBody(message);
    const send = () =>
      app.request(
        '/contact',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
            'x-forwarded-for': nextClient(),
          },
          body,
        },
        socket,
      );
    return { body: kind, bytes: body.length, send };
  });
  for (const row of await measure(nodeCases, ownCpu))
    rows.push({ receiver: 'origin POST /contact (Node)', ...row });

  // The origin on the Worker, under workerd.
  const before = new Set(workerdPids());
  const mf = await startWorker(await bundleWorker(), dist, {
    PUBLIC_LAUNCH: 'true',
    SITE_URL: 'https://site.test',
  });
  try {
    const pids = workerdPids().filter((pid) => !before.has(pid));
    const workerCpu = () => pids.reduce((sum, pid) => sum + processCpu(pid), 0);
    const workerCases = Object.entries(originMessages).map(([kind, message]): Case => {
      const body = formBody(message);
      const send = () =>
        mf.dispatchFetch('https://site.test/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
          body,
        }) as unknown as Promise<Response>;
      return { body: kind, bytes: body.length, send };
    });
    if (pids.length === 0) throw new Error('input-cost: the workerd process was not found');
    for (const row of await measure(workerCases, workerCpu))
      rows.push({ receiver: 'origin POST /contact (Worker)', ...row });
  } finally {
    await mf.dispose();
    await db.close();
  }

  console.log(`CPU per request, median of ${ROUNDS} rounds of ${REQUESTS} (ms; workerd read in 10 ms ticks)`);
  console.log('| receiver | body | bytes | status | CPU ms / request |');
  console.log('| --- | --- | ---: | --- | ---: |');
  for (const r of rows)
    console.log(`| ${r.receiver} | ${r.body} | ${r.bytes} | ${r.statuses} | ${r.ms.toFixed(1)} |`);
}

await main();
