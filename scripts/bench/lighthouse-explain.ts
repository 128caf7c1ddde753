// `npm run lighthouse -- --explain`: which main-thread tasks make up a run's Total Blocking Time.
// Lighthouse's mobile profile does not measure blocking time on a throttled device: it replays the
// real trace through its simulator ("Lantern"), which slows each task of 10 ms or more down 4 times
// (2 times when the task lays out), and counts what runs past 50 ms after the simulated first
// contentful paint. This reruns that simulation on the run's own trace and network log and lists
// each task that blocks, with its real duration: the list the TBT figure is made of
// (docs/decisions/027-deferred-paint.md says how to read it).
//
// It reaches into Lighthouse's computed artifacts, which are not a public API: lighthouse is pinned
// (package.json), and a version that moves them fails here loudly rather than printing nonsense.
import type { Artifacts, Config } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

type TraceEvent = { name: string; dur?: number; args?: { data?: { url?: string } } };
type CpuNode = { type: 'cpu'; event: { dur: number }; childEvents: TraceEvent[] };
type NodeTiming = { startTime: number; endTime: number };
type Estimate = { timeInMs: number; nodeTimings: Map<CpuNode | { type: 'network' }, NodeTiming> };
type LanternResult = { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

export type BlockingTask = {
  /** What the task was, from the trace events inside it. */
  task: string;
  /** Its real duration on this machine. */
  ms: number;
  /** What it adds to the simulated TBT (the pessimistic half of Lighthouse's estimate). */
  blockingMs: number;
};

/** A task's kind, named after the events inside it. */
function kindOf(events: TraceEvent[]): string {
  const names = new Set(events.filter((e) => (e.dur ?? 0) > 300).map((e) => e.name));
  if (names.has('DocumentLoader::CommitNavigation')) return 'navigation commit';
  if (names.has('FireAnimationFrame')) return 'paint slice (animation frame)';
  if (names.has('ParseHTML')) return names.has('Layout') ? 'HTML parse + layout' : 'HTML parse';
  if (names.has('v8.evaluateModule')) return 'module evaluation';
  if (names.has('TimerFire')) return 'timer (app start-up)';
  if (names.has('FunctionCall') || names.has('v8.callFunction')) {
    const url = events.find((e) => e.name === 'FunctionCall' && e.args?.data?.url)?.args?.data?.url ?? '';
    return `script ${
      url
        .split('/')
        .pop()
        ?.replace(/-[\w-]{8}\.js$/, '') ?? ''
    }`.trim();
  }
  if (names.has('Layout') || names.has('UpdateLayoutTree')) return 'style and layout';
  if (names.has('Paint')) return 'paint';
  return 'other';
}

/** The tasks that block in the run whose artifacts these are, longest first. */
export async function explainBlocking(
  artifacts: Artifacts,
  settings: Config.Settings,
): Promise<BlockingTask[]> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    HostDPR: artifacts.HostDPR,
    SourceMaps: [],
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as LanternResult;
  await LanternInteractive.request(data, context);
  const tbt = (await LanternTotalBlockingTime.request(data, context)) as LanternResult;
  // Lighthouse counts from the optimistic FCP in its pessimistic TBT estimate.
  const from = fcp.optimisticEstimate.timeInMs;
  const tasks: BlockingTask[] = [];
  for (const [node, timing] of tbt.pessimisticEstimate.nodeTimings) {
    if (node.type !== 'cpu' || timing.endTime <= from) continue;
    const counted = timing.endTime - Math.max(timing.startTime, from);
    if (counted <= 50) continue;
    tasks.push({
      task: kindOf(node.childEvents),
      ms: Math.round(node.event.dur / 1000),
      blockingMs: Math.round(counted - 50),
    });
  }
  return tasks.sort((a, b) => b.blockingMs - a.blockingMs);
}
