// What `npm test` prints about its own cost and host (scripts/test/run-cost.ts).
import { describe, expect, it } from 'vitest';
import { busyCpuSeconds, busyTicks, formatRunCost, startRunCost } from '../../scripts/test/run-cost.ts';

// A /proc/stat read on a 2-core machine: user nice system idle iowait irq softirq steal guest guest_nice.
const procStat = [
  'cpu  141808 51 65572 198546 1136 0 930 77 0 0',
  'cpu0 70904 25 32786 99273 568 0 465 38 0 0',
  'intr 123',
].join('\n');

describe('busyTicks', () => {
  it('adds user, nice, system, irq and softirq of the all-CPU line, not idle, I/O wait or steal', () => {
    expect(busyTicks(procStat)).toBe(141808 + 51 + 65572 + 0 + 930);
  });

  it('is null for a text without an all-CPU line or with a field that is not a number', () => {
    expect(busyTicks('cpu0 1 2 3 4 5 6 7')).toBeNull();
    expect(busyTicks('cpu  1 2 x 4 5 6 7')).toBeNull();
    expect(busyTicks('cpu  1 2 3')).toBeNull();
  });
});

describe('formatRunCost', () => {
  it('gives the wall time, the busy CPU and the share of the cores, and the host speed', () => {
    expect(formatRunCost({ wallMs: 900_400, busyCpuS: 1736.2, cores: 2, benchmarkIndex: 1385 })).toBe(
      "npm test took 15 min 0 s; 1,736 CPU-s busy (1.93 of 2 cores); host BenchmarkIndex 1,385 (the best of 5 readings of Lighthouse's page function in a plain page, decision 039)",
    );
  });

  it('leaves out what could not be read, and says so for the host speed', () => {
    expect(formatRunCost({ wallMs: 61_000, busyCpuS: null, cores: 2, benchmarkIndex: null })).toBe(
      'npm test took 1 min 1 s; host speed not read',
    );
  });
});

describe('startRunCost', () => {
  it('measures from its start, and a host speed that cannot be read is null, not a failure', async () => {
    const measure = startRunCost(() => Promise.reject(new Error('no browser')));
    let spin = 0;
    const until = Date.now() + 60;
    while (Date.now() < until) spin++;
    const cost = await measure();
    expect(spin).toBeGreaterThan(0);
    expect(cost.wallMs).toBeGreaterThanOrEqual(60);
    expect(cost.benchmarkIndex).toBeNull();
    expect(cost.cores).toBeGreaterThan(0);
    // On Linux the machine was busy for part of those 60 ms at least; elsewhere there is no reading.
    if (busyCpuSeconds() !== null) expect(cost.busyCpuS).toBeGreaterThan(0);
    else expect(cost.busyCpuS).toBeNull();
  });

  it('passes on the host speed it reads', async () => {
    const cost = await startRunCost(() => Promise.resolve(1500))();
    expect(cost.benchmarkIndex).toBe(1500);
  });
});
