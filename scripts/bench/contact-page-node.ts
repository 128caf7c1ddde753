// One sample of `npm run bench:contact` on Node, in a process of its own (so "fresh" is a fresh
// process): the site's origin app (server/app.ts) on dist/, with a submit-contact that stores
// nothing and answers at once, so what is measured is the origin's own work. Prints one JSON line:
// the CPU (user + system, ms) of one request kind (argv[3], its index) first in this process, then
// warm (the mean of WARM_RUNS more).
import path from 'node:path';
import type { createApp as CreateApp } from '../../server/app.ts';
import { contactRequests, type RequestSpec, WARM_RUNS } from './contact-page-requests.ts';

// The checkout whose origin is measured (this one, or a baseline's) and its build.
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../..'));
const dist = path.join(root, 'dist');
const { createApp } = (await import(path.join(root, 'server/app.ts'))) as { createApp: typeof CreateApp };
const app = createApp({
  distDir: dist,
  functions: {
    'submit-contact': async () => Response.json({ success: true, id: 'bench' }),
  },
  gate: { on: false },
  siteUrl: 'http://127.0.0.1',
});

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
async function once(spec: RequestSpec): Promise<number> {
  const started = cpuMs();
  const res = await app.fetch(new Request(`http://127.0.0.1${spec.path}`, spec.init()));
  await res.arrayBuffer();
  if (res.status !== spec.status) throw new Error(`${spec.name}: ${res.status}, expected ${spec.status}`);
  return cpuMs() - started;
}

const spec = contactRequests()[Number(process.argv[3] ?? 0)];
if (!spec) throw new Error(`no request kind ${process.argv[3]}`);
const fresh = await once(spec);
let warm = 0;
for (let i = 0; i < WARM_RUNS; i++) warm += await once(spec);
console.log(JSON.stringify({ [spec.name]: { fresh, warm: warm / WARM_RUNS } }));
