// The memory of used gate proofs (decision 057): what one exchange costs with N live proofs, the
// old walk of the whole map against the min-heap by expiry. Run: npx tsx scripts/bench/used-proofs.ts
import { UsedOnce } from '../../server/origin/used-once.ts';

const N = 20_000; // live proofs (a minute's worth at ~330 sign-ins a second)
const old = new Map<string, number>();
const oldFirstUse = (p: string, e: number, now: number) => {
  for (const [k, x] of old) if (x < now) old.delete(k);
  if (old.has(p)) return false;
  old.set(p, e);
  return true;
};
const heap = new UsedOnce();
for (let i = 0; i < N; i++) {
  oldFirstUse(`p${i}`, 1060 + (i % 60), 1000);
  heap.firstUse(`p${i}`, 1060 + (i % 60), 1000);
}
const M = 2000;
let t = process.hrtime.bigint();
for (let i = 0; i < M; i++) oldFirstUse(`q${i}`, 2000, 1000);
const oldNs = Number(process.hrtime.bigint() - t) / M;
t = process.hrtime.bigint();
for (let i = 0; i < M; i++) heap.firstUse(`q${i}`, 2000, 1000);
const newNs = Number(process.hrtime.bigint() - t) / M;
console.log(
  `live proofs ${N}: walk ${(oldNs / 1000).toFixed(1)} µs/exchange, heap ${(newNs / 1000).toFixed(2)} µs/exchange`,
);
