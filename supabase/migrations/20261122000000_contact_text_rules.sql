-- The contact contract's character rules (docs/decisions/018-contact-characters.md), repeated per
-- column so a column added later needs one line: check (public.contact_text_ok(<column>, false)).
-- Replaces the three table-wide CHECKs that named every column. The new constraints are NOT VALID:
-- rows stored before this migration stay as they are; every new or changed row is checked.

-- Stored text as submit-contact leaves it: NFC, trimmed, and without a character no person types
-- into a form: C0/C1 controls (tab, LF and CR only where multiline), format characters (Cf: zero-width
-- space, bidi overrides and isolates, soft hyphen, BOM, tags…), U+2028/U+2029 and noncharacters.
-- The zero-width (non-)joiner passes between two visible characters. The Cf list is Unicode 17's
-- (what Node 20 knows); a later Unicode's new Cf letters are refused by the contract first.
create or replace function public.contact_text_ok(value text, multiline boolean)
returns boolean
language sql
immutable
parallel safe
as $$
  select value is nfc normalized
    and value !~ E'^[ \t\n\r\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]|[ \t\n\r\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]$'
    and value !~ (
      case when multiline then E'[\x01-\x08\x0b\x0c\x0e-\x1f]' else E'[\x01-\x1f]' end
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

-- At least one letter or digit, without depending on the database's locale: at least one
-- character that is not ASCII punctuation, a control, a space or a format character. The contract
-- checks letters and digits exactly (\p{L}, \p{Nd}); this never refuses what it accepts.
create or replace function public.contact_has_letter_or_digit(value text)
returns boolean
language sql
immutable
parallel safe
as $$
  select value ~ E'[^\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]'
$$;

alter table public.contact_submissions
  drop constraint contact_submissions_normalized,
  drop constraint contact_submissions_trimmed,
  drop constraint contact_submissions_no_controls,
  add constraint contact_submissions_name_text
    check (public.contact_text_ok(name, false) and public.contact_has_letter_or_digit(name)) not valid,
  add constraint contact_submissions_email_text check (public.contact_text_ok(email, false)) not valid,
  add constraint contact_submissions_company_text
    check (public.contact_text_ok(company, false) and public.contact_has_letter_or_digit(company)) not valid,
  add constraint contact_submissions_phone_text
    check (public.contact_text_ok(phone, false) and phone ~ '^[0-9 +().-]+$') not valid,
  add constraint contact_submissions_current_tools_text
    check (public.contact_text_ok(current_tools, false)) not valid,
  add constraint contact_submissions_message_text
    check (public.contact_text_ok(message, true) and public.contact_has_letter_or_digit(message)) not valid;
