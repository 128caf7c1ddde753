// The local stand-in for production's scheduled sweep: delivers due contact notifications every
// few seconds, and at once when kicked after a new submission. Timers are unref'd so the loop never
// keeps a process alive; stop() waits for a run in progress.
import type { Db } from '../supabase/functions/_shared/db.ts';
import type { FunctionEnv } from '../supabase/functions/_shared/env.ts';
import type { Logger } from '../supabase/functions/_shared/http.ts';
import {
  type DeliveryOptions,
  type DeliveryReport,
  deliverDue,
} from '../supabase/functions/_shared/notify.ts';

export type OutboxWorker = {
  /** Runs a delivery soon (coalesced with one already running). */
  kick: () => void;
  /** One delivery run now (tests); null when stopped. */
  runOnce: () => Promise<DeliveryReport | null>;
  stop: () => Promise<void>;
};

export type OutboxWorkerOptions = {
  db: Db;
  env: Pick<FunctionEnv, 'NOTIFY_WEBHOOK_URL'>;
  logger: Logger;
  intervalMs?: number;
  delivery?: Omit<DeliveryOptions, 'logger' | 'webhookUrl'>;
};

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, env, logger } = options;
  const intervalMs = options.intervalMs ?? 2000;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<DeliveryReport | null> | null = null;
  let again = false;
  let lastError = '';

  const run = (): Promise<DeliveryReport | null> => {
    if (stopped) return Promise.resolve(null);
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue(db, { ...options.delivery, webhookUrl: env.NOTIFY_WEBHOOK_URL, logger })
      .then((report) => {
        lastError = '';
        return report;
      })
      .catch((err: unknown) => {
        // Logged once per distinct error, not every tick of an outage.
        const message = err instanceof Error ? err.message : String(err);
        if (message !== lastError) logger.error('outbox delivery run failed', { error: message });
        lastError = message;
        return null;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void run().finally(() => schedule(intervalMs));
    }, delay);
    timer.unref?.();
  };
  schedule(intervalMs);

  return {
    kick: () => {
      void run();
    },
    runOnce: run,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
