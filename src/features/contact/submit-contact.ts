// Sends a contact submission with the real supabase-js client. The client is loaded on demand so
// supabase-js stays out of every chunk but this feature's, and out of the contact page's first paint.
import type { ContactPayloadInput } from '@shared/contracts/contact';
import { resultFromInvoke, type SubmitResult } from '@/lib/contact/submit-result';

const SUBMIT_TIMEOUT_MS = 20_000;

const loadClient = () => import('@/lib/supabase').then((m) => m.supabase);

/** Starts loading the client early (e.g. when the visitor starts typing), so the submit is quick. */
export function preloadContactClient(): void {
  void loadClient().catch(() => undefined);
}

export async function submitContact(
  body: ContactPayloadInput,
  headers: Record<string, string>,
): Promise<SubmitResult> {
  try {
    const supabase = await loadClient();
    const answer = await supabase.functions.invoke('submit-contact', {
      body,
      headers,
      timeout: SUBMIT_TIMEOUT_MS,
    });
    return await resultFromInvoke(answer);
  } catch {
    // A chunk that fails to load or an unexpected throw: the visitor can simply try again.
    return { kind: 'unreachable' };
  }
}
