-- Where a lead came from: the first touch of the visit that sent it (decision 049), one nullable
-- column per key of SOURCE_FIELDS (supabase/functions/_shared/contracts/contact-source.ts). Null
-- when the visit sent none, or one submit-contact dropped. The CHECKs repeat the parser's rules
-- (contact-source-schema.ts) in the style of the contact columns: <column>_check for the length in
-- code points, <column>_text for the characters and the shape; they never refuse what the parser
-- passes (and the function stores the lead without its source should one ever do). Rows stored
-- before have no source: every column is null, so the constraints hold for them at once.
--
-- source_landed_at is a timestamptz, not the text that travels: it is an instant that people sort,
-- filter and hold against created_at, and the type itself rules out a date that does not exist.
-- The function reads it back as the same `YYYY-MM-DDTHH:MM:SSZ`.
alter table public.contact_submissions
  add column source_landing_path text
    constraint contact_submissions_source_landing_path_check
      check (char_length(source_landing_path) between 1 and 512)
    constraint contact_submissions_source_landing_path_text
      check (public.contact_text_ok(source_landing_path, false) and source_landing_path ~ '^/[^?# ]*$'),
  -- The origin and path of an http(s) URL as the URL parser writes it: no credentials, query or fragment.
  add column source_referrer text
    constraint contact_submissions_source_referrer_check
      check (char_length(source_referrer) between 1 and 512)
    constraint contact_submissions_source_referrer_text
      check (public.contact_text_ok(source_referrer, false) and source_referrer ~ '^https?://[^/?#@ ]+/[^?# ]*$'),
  -- Campaign tags, lower-cased by the function (no ASCII capital is left; lower() would follow the
  -- database's locale, which the function cannot know).
  add column utm_source text
    constraint contact_submissions_utm_source_check check (char_length(utm_source) between 1 and 100)
    constraint contact_submissions_utm_source_text
      check (public.contact_text_ok(utm_source, false) and utm_source !~ '[A-Z]'),
  add column utm_medium text
    constraint contact_submissions_utm_medium_check check (char_length(utm_medium) between 1 and 100)
    constraint contact_submissions_utm_medium_text
      check (public.contact_text_ok(utm_medium, false) and utm_medium !~ '[A-Z]'),
  add column utm_campaign text
    constraint contact_submissions_utm_campaign_check check (char_length(utm_campaign) between 1 and 100)
    constraint contact_submissions_utm_campaign_text
      check (public.contact_text_ok(utm_campaign, false) and utm_campaign !~ '[A-Z]'),
  add column utm_term text
    constraint contact_submissions_utm_term_check check (char_length(utm_term) between 1 and 100)
    constraint contact_submissions_utm_term_text
      check (public.contact_text_ok(utm_term, false) and utm_term !~ '[A-Z]'),
  add column utm_content text
    constraint contact_submissions_utm_content_check check (char_length(utm_content) between 1 and 100)
    constraint contact_submissions_utm_content_text
      check (public.contact_text_ok(utm_content, false) and utm_content !~ '[A-Z]'),
  -- To the second, as sent (extract(epoch …) is the same in every time zone).
  add column source_landed_at timestamptz
    constraint contact_submissions_source_landed_at_check
      check (extract(epoch from source_landed_at) = floor(extract(epoch from source_landed_at))),
  add column source_form_path text
    constraint contact_submissions_source_form_path_check
      check (char_length(source_form_path) between 1 and 512)
    constraint contact_submissions_source_form_path_text
      check (public.contact_text_ok(source_form_path, false) and source_form_path ~ '^/[^?# ]*$');
