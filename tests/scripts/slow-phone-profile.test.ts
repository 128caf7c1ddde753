// The CPU calibration the benchmarks use on hosts of other speeds (scripts/shared/slow-phone-profile.ts).
import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, parseCpuSlowdown } from '../../scripts/shared/slow-phone-profile.ts';

describe('calibratedCpuSlowdown', () => {
  it("gives Lighthouse's calculator's points", () => {
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
    expect(calibratedCpuSlowdown(1766)).toBeCloseTo(5, 1);
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(150)).toBe(1);
  });

  it('is linear between them and never below 1x', () => {
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 5);
    expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5, 5);
    expect(calibratedCpuSlowdown(60)).toBe(1);
  });

  it('refuses what is not a speed', () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/BenchmarkIndex/);
    expect(() => calibratedCpuSlowdown(0)).toThrow(/BenchmarkIndex/);
  });
});

describe('parseCpuSlowdown', () => {
  it('reads a slowdown or "calibrated"', () => {
    expect(parseCpuSlowdown('4')).toBe(4);
    expect(parseCpuSlowdown('2.5')).toBe(2.5);
    expect(parseCpuSlowdown('calibrated')).toBe('calibrated');
  });

  it('refuses anything else, saying what it accepts', () => {
    expect(() => parseCpuSlowdown('fast')).toThrow(/calibrated/);
    expect(() => parseCpuSlowdown('0.5')).toThrow(/≥ 1/);
  });
});
