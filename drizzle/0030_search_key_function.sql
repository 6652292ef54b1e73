-- The spelling key of names (decision 051): the rules of app/shared/search/search-key.ts, in the
-- same order (a test checks both give the same key). Lower case, no accents, anything but letters
-- and digits a single space, then the Brazilian spelling variants folded together.
CREATE FUNCTION search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
         regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
           btrim(regexp_replace(lower(immutable_unaccent(lower($1))), '[^a-z0-9]+', ' ', 'g')),
         '([a-z])\1+', '\1', 'g'),
         'ph', 'f', 'g'),
         'th', 't', 'g'),
         '(^| )h', '\1', 'g'),
         'y', 'i', 'g'),
         'w', 'v', 'g'),
         'k', 'c', 'g'),
         'ou', 'u', 'g'),
         'c([ei])', 's\1', 'g'),
         '([aeiou])z(?=[aeiou])', '\1s', 'g'),
         'z( |$)', 's\1', 'g'),
         'm(?=[^aeiou]|$)', 'n', 'g'),
         '([a-z])\1+', '\1', 'g')
  $$;
