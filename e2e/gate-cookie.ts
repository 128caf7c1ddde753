// Mints the gate cookie the e2e server accepts, as the origin would after a right password, so
// page tests start past the gate without spending password attempts.

import { GATE_COOKIE_NAME, gateSetCookie } from '../server/origin/gate-cookie.ts';
import { deriveGateKey, gateSubKey } from '../supabase/functions/_shared/gate-proof.ts';

export async function mintGateCookie(gateSecret: string, password: string, nowMs = Date.now()) {
  const cookieKey = await gateSubKey(await deriveGateKey(gateSecret, password), 'cookie');
  const header = await gateSetCookie(cookieKey, false, nowMs);
  const value = header.slice(`${GATE_COOKIE_NAME}=`.length, header.indexOf(';'));
  return { name: GATE_COOKIE_NAME, value };
}
