import type { Logger } from '../../supabase/functions/_shared/http.ts';

/** A function logger that keeps every line, so tests can assert what was (not) logged. */
export function recordingLogger(): { logger: Logger; logs: string[] } {
  const logs: string[] = [];
  const line = (m: string, f?: Record<string, unknown>) => logs.push(`${m} ${JSON.stringify(f ?? {})}`);
  return { logs, logger: { info: line, error: line } };
}
