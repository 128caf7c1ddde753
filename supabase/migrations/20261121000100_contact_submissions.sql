-- Contact form submissions and their notification outbox (decision records 010-013).
-- Text is stored as submit-contact normalizes it (trimmed, NFC); the CHECKs repeat the shared
-- contract's rules (supabase/functions/_shared/contracts/contact.ts) in code points (char_length),
-- so even a row written around the function cannot break them.
create table if not exists public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- One per form fill (sent as x-idempotency-key): a retried submission never makes a second row.
  idempotency_key text not null unique check (idempotency_key ~ '^[A-Za-z0-9_-]{16,128}$'),
  -- Salted SHA-256 of the caller's address (crypto.ts clientKey); never the address itself.
  client_key text not null check (client_key ~ '^[0-9a-f]{16,64}$'),
  is_spam boolean not null default false,
  spam_reason text check (spam_reason in ('honeypot', 'too-fast')),
  name text not null check (char_length(name) between 2 and 100),
  email text not null check (char_length(email) <= 255 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  purpose text not null check (purpose in ('demo', 'inquiry', 'support', 'partnership')),
  company text check (char_length(company) between 1 and 100),
  phone text check (char_length(phone) between 1 and 20),
  company_size text check (company_size in ('1-10', '11-50', '51-200', '200+')),
  current_tools text check (char_length(current_tools) between 1 and 200),
  preferred_timeframe text check (preferred_timeframe in ('this-week', 'next-week', 'this-month', 'flexible')),
  message text not null check (char_length(message) between 10 and 1000),
  constraint contact_submissions_spam_reason check (is_spam = (spam_reason is not null)),
  constraint contact_submissions_demo_details check (
    purpose <> 'demo' or (company is not null and company_size is not null and preferred_timeframe is not null)
  ),
  -- Stored text is NFC and trimmed, as the function leaves it.
  constraint contact_submissions_normalized check (
    name is nfc normalized and email is nfc normalized and message is nfc normalized
    and coalesce(company, '') is nfc normalized and coalesce(phone, '') is nfc normalized
    and coalesce(current_tools, '') is nfc normalized
  ),
  constraint contact_submissions_trimmed check (
    concat_ws(E'\x1f', name, email, company, phone, current_tools, message) !~ E'(^|\x1f)[ \t\r\n]|[ \t\r\n]($|\x1f)'
  ),
  -- No control characters (C0, DEL, C1); the message may hold tab and line breaks.
  constraint contact_submissions_no_controls check (
    concat(name, email, company, phone, current_tools) !~ E'[\x01-\x1f\x7f-\u009f]'
    and message !~ E'[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\u009f]'
  )
);

create index if not exists contact_submissions_created_at_idx on public.contact_submissions (created_at desc);

-- The outbox: written in the same transaction as its submission (never for spam), drained by
-- the delivery step in supabase/functions/_shared/notify.ts.
create table if not exists public.contact_notifications (
  id bigint generated always as identity primary key,
  submission_id uuid not null unique references public.contact_submissions (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text check (char_length(last_error) <= 500),
  delivered_at timestamptz,
  created_at timestamptz not null default now(),
  constraint contact_notifications_delivered check ((status = 'delivered') = (delivered_at is not null))
);

create index if not exists contact_notifications_due_idx
  on public.contact_notifications (next_attempt_at) where status = 'pending';

-- Personal data: only the functions (database owner / service role) read or write these.
alter table public.contact_submissions enable row level security;
alter table public.contact_notifications enable row level security;
revoke all on table public.contact_submissions from anon, authenticated;
revoke all on table public.contact_notifications from anon, authenticated;
revoke all on sequence public.contact_notifications_id_seq from anon, authenticated;
