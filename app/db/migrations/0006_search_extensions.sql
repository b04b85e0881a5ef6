-- Search (app/api/search.ts): trigrams find parts of words and candidates for a typo, Levenshtein's distance
-- tells a typo from another word, and unaccent makes "ete" find "été".
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- How a text is compared by search: lower case, no accents (Latin), no vowel marks or tatweel (Arabic), one
-- alef, final yaa and taa marbuta written alike. Immutable, so that a stored column and its index can use it.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT translate(
      regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
      'أإآىة',
      'ااايه'
    )
  $$;
