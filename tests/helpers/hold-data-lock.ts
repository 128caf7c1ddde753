// A tiny process for the data-lock tests: takes DATA_DIR's lock and holds it, printing one JSON
// line: {"held": pid} or {"refused": message}. Ends (releasing the lock) when its stdin closes.
// HOLD_WITHOUT_KERNEL_LOCK=1: the lock file alone, as an older server or a platform without the
// kernel lock takes it (decision 057).
import { acquireDataLock, DataDirLockedError } from '../../server/data-lock.ts';

try {
  acquireDataLock(process.env.DATA_DIR ?? '', { kernelLock: process.env.HOLD_WITHOUT_KERNEL_LOCK !== '1' });
  console.log(JSON.stringify({ held: process.pid }));
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.log(JSON.stringify({ refused: err.message, holder: err.holder.pid }));
  process.exit(3);
}
