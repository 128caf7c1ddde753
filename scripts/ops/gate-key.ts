// Prints the gate key for an edge deploy: HMAC(GATE_SECRET, STAGING_PASSWORD), the only gate secret
// the edge holds (it never sees the password). Pipe it straight into the platform's secret store:
//   GATE_SECRET=… STAGING_PASSWORD=… npm run --silent gate-key | npx wrangler secret put GATE_KEY
import { deriveGateKey } from '../../supabase/functions/_shared/gate-proof.ts';

const secret = process.env.GATE_SECRET;
const password = process.env.STAGING_PASSWORD;
if (!secret || !password) {
  console.error('Set GATE_SECRET and STAGING_PASSWORD (the same values as the Supabase function secrets).');
  process.exit(1);
}
process.stdout.write(await deriveGateKey(secret, password));
