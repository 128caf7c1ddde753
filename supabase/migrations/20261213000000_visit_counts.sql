-- Visit counts (issue 57, decision 059): a counter per UTC day, step and dimensions, incremented by
-- an upsert as events arrive (supabase/functions/_shared/visit-counts.ts). Never a row per visit or
-- per visitor: no address, user agent, visitor or session id exists here. An absent dimension is
-- the empty string, so the primary key holds no NULL. The limits repeat the shared contract
-- (supabase/functions/_shared/contracts/visit-event.ts).
create table if not exists public.visit_counts (
  day date not null,
  step text not null check (step in ('visit', 'view', 'contact', 'started')),
  -- The page viewed (step 'view'); empty for the other steps.
  path text not null default '' check (char_length(path) <= 512 and (path = '') = (step <> 'view')),
  landing_path text not null check (char_length(landing_path) between 1 and 512 and landing_path ~ '^/'),
  utm_source text not null default '' check (char_length(utm_source) <= 100 and utm_source !~ '[A-Z]'),
  utm_medium text not null default '' check (char_length(utm_medium) <= 100 and utm_medium !~ '[A-Z]'),
  utm_campaign text not null default '' check (char_length(utm_campaign) <= 100 and utm_campaign !~ '[A-Z]'),
  referrer_host text not null default '' check (char_length(referrer_host) <= 253 and referrer_host !~ '[A-Z/]'),
  device text not null check (device in ('phone', 'tablet', 'desktop')),
  count bigint not null default 0 check (count >= 0),
  primary key (day, step, path, landing_path, utm_source, utm_medium, utm_campaign, referrer_host, device)
);

alter table public.visit_counts enable row level security;
revoke all on table public.visit_counts from anon, authenticated;

-- The figures `npm run insights` reads, as views a team can open in Supabase's dashboard. Visits,
-- page views, reached contact and started come from the counters; leads from the submissions
-- table (flagged spam left out), by the day they were stored and the first touch they carry
-- (decision 049). A lead stored without a source has an empty landing page and campaign.
-- security_invoker: a view reads with its reader's rights, so anon and authenticated see nothing.
create or replace view public.insights_funnel with (security_invoker = true) as
select day, landing_path, utm_source, utm_medium, utm_campaign, referrer_host,
  coalesce(sum(count) filter (where step = 'visit'), 0)::bigint as visits,
  coalesce(sum(count) filter (where step = 'view'), 0)::bigint as page_views,
  coalesce(sum(count) filter (where step = 'contact'), 0)::bigint as reached_contact,
  coalesce(sum(count) filter (where step = 'started'), 0)::bigint as started,
  0::bigint as leads
from public.visit_counts
group by day, landing_path, utm_source, utm_medium, utm_campaign, referrer_host
union all
select (s.created_at at time zone 'UTC')::date as day,
  coalesce(s.source_landing_path, '') as landing_path,
  coalesce(s.utm_source, '') as utm_source,
  coalesce(s.utm_medium, '') as utm_medium,
  coalesce(s.utm_campaign, '') as utm_campaign,
  coalesce(substring(s.source_referrer from '^[a-z][a-z0-9+.-]*://(\[[^]]*\]|[^/:]*)'), '') as referrer_host,
  0, 0, 0, 0, count(*)::bigint as leads
from public.contact_submissions s
where not s.is_spam
group by 1, 2, 3, 4, 5, 6;

create or replace view public.insights_daily with (security_invoker = true) as
select day, sum(visits)::bigint as visits, sum(page_views)::bigint as page_views,
  sum(reached_contact)::bigint as reached_contact, sum(started)::bigint as started, sum(leads)::bigint as leads
from public.insights_funnel
group by day;

create or replace view public.insights_by_source with (security_invoker = true) as
select day, utm_source, utm_medium, utm_campaign, referrer_host,
  sum(visits)::bigint as visits, sum(page_views)::bigint as page_views, sum(reached_contact)::bigint as reached_contact,
  sum(started)::bigint as started, sum(leads)::bigint as leads
from public.insights_funnel
group by day, utm_source, utm_medium, utm_campaign, referrer_host;

create or replace view public.insights_by_landing with (security_invoker = true) as
select day, landing_path,
  sum(visits)::bigint as visits, sum(page_views)::bigint as page_views, sum(reached_contact)::bigint as reached_contact,
  sum(started)::bigint as started, sum(leads)::bigint as leads
from public.insights_funnel
group by day, landing_path;

create or replace view public.insights_page_views with (security_invoker = true) as
select day, path, device, sum(count)::bigint as page_views
from public.visit_counts
where step = 'view'
group by day, path, device;

revoke all on table public.insights_funnel, public.insights_daily, public.insights_by_source,
  public.insights_by_landing, public.insights_page_views from anon, authenticated;
