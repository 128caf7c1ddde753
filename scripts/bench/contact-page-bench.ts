// `npm run bench:contact`: the CPU the no-JS contact path costs per request (decision 054), on
// Node (the origin app in a fresh process per sample, scripts/bench/contact-page-node.ts) and on
// the Worker (edge/cloudflare/worker.ts under wrangler's workerd, a fresh workerd per sample, its
// process CPU read from /proc around one request). "fresh": the first such request in a new
// process or isolate; "warm": the mean of the next WARM_RUNS. "own": above the floor, a page
// served as built. The free plan gives a Worker 10 ms of CPU per request
// (edge/cloudflare/plan-limits.ts). `-- --samples N` (default 5): the median of N fresh samples.
// `-- --baseline DIR`: another checkout (built, e.g. a worktree of an earlier commit) measured
// the same way, its origin and Worker code and its dist/, in the same run.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { bundleWorker, startWorker } from '../../tests/helpers/edge-worker.ts';
import { contactRequests, WARM_RUNS } from './contact-page-requests.ts';
import { hostSpeed } from './host-speed.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SAMPLES = Number(arg('samples') ?? 5);
const baseline = arg('baseline');
const specs = contactRequests();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
type Row = { fresh: number; warm: number };

/** Node: a fresh process per sample. */
function nodeSamples(root: string): Record<string, Row[]> {
  const rows: Record<string, Row[]> = {};
  for (const [index] of specs.entries()) {
    for (let i = 0; i < SAMPLES; i++) {
      const res = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/bench/contact-page-node.ts', root, String(index)],
        { cwd: ROOT, encoding: 'utf8' },
      );
      if (res.status !== 0) throw new Error(res.stderr);
      const sample = JSON.parse(res.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, Row>;
      for (const [name, row] of Object.entries(sample)) rows[name] = [...(rows[name] ?? []), row];
    }
  }
  return rows;
}

// The Worker: a stand-in for submit-contact that answers at once, then a fresh workerd per sample.
const functions = createServer((_req, res) => {
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ success: true, id: 'bench' }));
});
await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
const address = functions.address();
const functionsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** CPU time (ms) of this process's workerd children: every thread's schedstat, in ns, from /proc. */
function workerdCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (comm !== 'workerd' || ppid !== process.pid) continue;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
      } catch {
        // A thread that ended between the listing and the read.
      }
    }
  }
  return total;
}

/** The Worker: a fresh workerd per sample. */
async function workerSamples(root: string): Promise<Record<string, Row[]>> {
  const script = await bundleWorker(path.join(root, 'edge/cloudflare/worker.ts'));
  const rows: Record<string, Row[]> = {};
  for (const spec of specs) {
    for (let i = 0; i < SAMPLES; i++) {
      const mf = await startWorker(script, path.join(root, 'dist'), {
        PUBLIC_LAUNCH: 'true',
        SITE_URL: 'https://site.test',
        SUPABASE_URL: functionsUrl,
        SUPABASE_ANON_KEY: 'bench',
        ORIGIN_FORWARD_SECRET: 'bench-forward-secret',
      });
      const once = async () => {
        const res = await mf.dispatchFetch(`https://site.test${spec.path}`, spec.init() as never);
        await res.arrayBuffer();
        if (res.status !== spec.status)
          throw new Error(`${spec.name}: ${res.status}, expected ${spec.status}`);
      };
      // The workerd's CPU is read around a settled pause (its start-up done, the answer's work done).
      await new Promise((r) => setTimeout(r, 200));
      let before = workerdCpuMs();
      await once();
      await new Promise((r) => setTimeout(r, 200));
      const fresh = workerdCpuMs() - before;
      before = workerdCpuMs();
      for (let r = 0; r < WARM_RUNS; r++) await once();
      const warm = (workerdCpuMs() - before) / WARM_RUNS;
      rows[spec.name] = [...(rows[spec.name] ?? []), { fresh, warm }];
      await mf.dispose();
    }
  }
  return rows;
}

const runs: { label: string; node: Record<string, Row[]>; worker: Record<string, Row[]> }[] = [];
for (const [label, root] of [
  ...(baseline ? [['baseline', path.resolve(baseline)] as const] : []),
  ['this checkout', ROOT] as const,
]) {
  runs.push({ label: `${label} (${root})`, node: nodeSamples(root), worker: await workerSamples(root) });
}
functions.close();

const speed = await hostSpeed();
const floorName = specs[0]?.name ?? '';
const table = (label: string, rows: Record<string, Row[]>) => {
  const floor = rows[floorName] ?? [];
  const floorFresh = median(floor.map((r) => r.fresh));
  const floorWarm = median(floor.map((r) => r.warm));
  console.log(`\n${label} (CPU ms per request; median of ${SAMPLES} fresh processes or isolates)`);
  console.log('| request | fresh | warm | own, fresh | own, warm |');
  console.log('|---|---:|---:|---:|---:|');
  for (const spec of specs) {
    const fresh = median((rows[spec.name] ?? []).map((r) => r.fresh));
    const warm = median((rows[spec.name] ?? []).map((r) => r.warm));
    const own =
      spec.name === floorName ? ['–', '–'] : [(fresh - floorFresh).toFixed(1), (warm - floorWarm).toFixed(2)];
    console.log(`| ${spec.name} | ${fresh.toFixed(1)} | ${warm.toFixed(2)} | ${own[0]} | ${own[1]} |`);
  }
};
console.log(`Host speed: ${speed}`);
for (const run of runs) {
  table(`${run.label}: Node (origin app, server/app.ts)`, run.node);
  table(`${run.label}: Worker (edge/cloudflare/worker.ts on wrangler's workerd, every thread)`, run.worker);
}
