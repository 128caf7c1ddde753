-- Fixed-window counters for throttling (password attempts, contact submissions).
-- Written only by the functions (service role / database owner); no access for anon or authenticated.
create table if not exists public.rate_limit_counters (
  scope text not null check (char_length(scope) <= 64),
  key text not null check (char_length(key) <= 128),
  window_start timestamptz not null,
  count integer not null default 0 check (count >= 0),
  primary key (scope, key, window_start)
);

create index if not exists rate_limit_counters_window_idx on public.rate_limit_counters (window_start);

alter table public.rate_limit_counters enable row level security;
revoke all on table public.rate_limit_counters from anon, authenticated;
