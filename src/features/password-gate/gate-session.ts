// Remembers a passed gate in this browser for 12 hours (a reload or a new tab does not ask again).
export const GATE_STORAGE_KEY = 'staging-gate';
export const GATE_TTL_MS = 12 * 60 * 60 * 1000;

export function isGateRemembered(now = Date.now(), storage: Storage | undefined = safeStorage()): boolean {
  const until = Number(storage?.getItem(GATE_STORAGE_KEY) ?? '0');
  return Number.isFinite(until) && until > now && until - now <= GATE_TTL_MS;
}

export function rememberGate(now = Date.now(), storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(GATE_STORAGE_KEY, String(now + GATE_TTL_MS));
  } catch {
    // Storage full or blocked: the visitor is simply asked again next time.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
