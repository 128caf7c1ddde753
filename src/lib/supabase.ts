// The one supabase-js client of the site. The session (if any) is kept in localStorage.
import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, storage: typeof window !== 'undefined' ? window.localStorage : undefined },
});
