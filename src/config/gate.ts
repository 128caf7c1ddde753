// How long the staging gate remembers a visitor (the gate cookie's lifetime): one setting,
// GATE_TTL_HOURS, read by the build. The build bakes it into the pages that state it and records it
// in the origin's metadata (dist/_origin.json), from which both adapters (the Node server and the
// Worker) take it, so what the pages say and what the cookie does cannot differ (decision 020).
// Runtime-neutral.

export const GATE_TTL_HOURS_DEFAULT = 12;
/** Thirty days: a staging preview's password should be asked again within a month. */
export const GATE_TTL_HOURS_MAX = 720;

/** The setting's value: a whole number of hours from 1 to 720; unset or empty is the default. */
export function parseGateTtlHours(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return GATE_TTL_HOURS_DEFAULT;
  const hours = Number(value.trim());
  if (!Number.isInteger(hours) || hours < 1 || hours > GATE_TTL_HOURS_MAX)
    throw new Error(
      `GATE_TTL_HOURS must be a whole number of hours from 1 to ${GATE_TTL_HOURS_MAX}, got "${value}"`,
    );
  return hours;
}

/**
 * Where the gate page trades validate-password's proof for the gate cookie (the origin's endpoint).
 * Here, not with the site's paths: the gate page's script must carry nothing of the site.
 */
export const GATE_SESSION_PATH = '/__gate/session';
