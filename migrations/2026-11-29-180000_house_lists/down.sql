DROP TABLE house_lists;
DROP FUNCTION house_lists_are_kept();
ALTER TABLE api_keys DROP CONSTRAINT api_keys_scopes_check;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_scopes_check
    CHECK (scopes <@ ARRAY['words', 'games']::text[] AND cardinality(scopes) >= 1);
