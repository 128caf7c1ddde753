-- One kind of line break, and no fillers in a name or company (docs/decisions/056-one-kind-of-line-break-and-fillers.md).
--
-- The contract stores every line break of the message as LF (it turns CR LF and a lone CR into LF
-- before anything else), so the table refuses CR in every text column now: contact_text_ok allows
-- tab and LF where multiline, nothing else below U+0020. Rows stored before with CR in the message
-- get LF instead where the row can be written (one that breaks a later rule stays as it was).
--
-- A name or company made of characters that show nothing (the Hangul fillers, the Braille blank,
-- the combining grapheme joiner, the Khmer inherent vowels) looks empty: refused, as the contract
-- refuses them (hasFiller in supabase/functions/_shared/text.ts, the same list). NOT VALID: rows
-- stored before this migration stay as they are; every new or changed row is checked.

create or replace function public.contact_text_ok(value text, multiline boolean)
returns boolean
language sql
immutable
parallel safe
as $$
  select value is nfc normalized
    and value !~ E'^[ \t\n\r\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]|[ \t\n\r\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]$'
    and value !~ (
      case when multiline then E'[\x01-\x08\x0b-\x1f]' else E'[\x01-\x1f]' end
      || E'|[\x7f-\u009f\u2028\u2029'
      -- Format characters (Cf) except U+200C and U+200D.
      || E'\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b\u200e-\u200f\u202a-\u202e'
      || E'\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f'
      || E'\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f'
      -- Noncharacters.
      || E'\ufdd0-\ufdef\ufffe\uffff\U0001fffe\U0001ffff\U0002fffe\U0002ffff\U0003fffe\U0003ffff'
      || E'\U0004fffe\U0004ffff\U0005fffe\U0005ffff\U0006fffe\U0006ffff\U0007fffe\U0007ffff'
      || E'\U0008fffe\U0008ffff\U0009fffe\U0009ffff\U000afffe\U000affff\U000bfffe\U000bffff'
      || E'\U000cfffe\U000cffff\U000dfffe\U000dffff\U000efffe\U000effff\U000ffffe\U000fffff'
      || E'\U0010fffe\U0010ffff]'
    )
    -- A joiner at an edge, or next to a space, a control or another format character.
    and value !~ (
      E'(^|[\x01-\x20\x7f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff])[\u200c\u200d]'
      || E'|[\u200c\u200d]($|[\x01-\x20\x7f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff])'
    )
$$;

-- No character that shows nothing: U+034F, U+115F, U+1160, U+17B4, U+17B5, U+2800, U+3164, U+FFA0.
create or replace function public.contact_has_no_filler(value text)
returns boolean
language sql
immutable
parallel safe
as $$
  select value !~ E'[\u034f\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0]'
$$;

alter table public.contact_submissions
  drop constraint contact_submissions_name_text,
  drop constraint contact_submissions_company_text,
  add constraint contact_submissions_name_text
    check (
      public.contact_text_ok(name, false)
      and public.contact_has_letter_or_digit(name)
      and public.contact_has_no_filler(name)
    ) not valid,
  add constraint contact_submissions_company_text
    check (
      public.contact_text_ok(company, false)
      and public.contact_has_letter_or_digit(company)
      and public.contact_has_no_filler(company)
    ) not valid;

-- Stored messages: CR LF and a lone CR as LF, row by row (a row that breaks a rule added since it
-- was stored cannot be written, and keeps its text).
do $$
declare
  r record;
begin
  for r in select id from public.contact_submissions where message ~ E'\r' loop
    begin
      update public.contact_submissions
        set message = regexp_replace(message, E'\r\n?', E'\n', 'g')
        where id = r.id;
    exception when check_violation then
      null;
    end;
  end loop;
end
$$;
