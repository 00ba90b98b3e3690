-- House word lists: words a front end allows or refuses on top of a
-- ruleset, owned by its API key, put through the API (`lists` scope) or
-- the admin CLI (`wortwert-admin house-list …`). Each change is a new
-- revision; a revision never changes and is never deleted, so a verdict
-- that names one can be reproduced for as long as the database lives.

-- A key may now manage its own lists.
ALTER TABLE api_keys DROP CONSTRAINT api_keys_scopes_check;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_scopes_check
    CHECK (scopes <@ ARRAY['words', 'games', 'lists']::text[] AND cardinality(scopes) >= 1);

CREATE TABLE house_lists (
    key_id     text COLLATE "C" NOT NULL REFERENCES api_keys (id),
    -- Lower-case letters, digits, `-` and `_`: it goes in query strings.
    name       text COLLATE "C" NOT NULL CHECK (name ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
    revision   integer NOT NULL CHECK (revision >= 1),
    -- The words as written (the service checks them before they come here).
    allow      text[] NOT NULL CHECK (cardinality(allow) <= 10000),
    refuse     text[] NOT NULL CHECK (cardinality(refuse) <= 10000),
    -- SHA-256 of the words (`HouseWords::checksum`), named in every answer
    -- the revision decided.
    checksum   text NOT NULL CHECK (checksum ~ '^[0-9a-f]{64}$'),
    created_at timestamptz NOT NULL DEFAULT now(),
    -- `api` for a revision put by the key's front end, else the maintainer.
    created_by text NOT NULL CHECK (created_by <> ''),
    note       text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
    PRIMARY KEY (key_id, name, revision)
);

CREATE FUNCTION house_lists_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'a house list''s revision never changes: put a new one instead';
END
$$;
CREATE TRIGGER house_lists_are_kept BEFORE UPDATE OR DELETE ON house_lists
    FOR EACH ROW EXECUTE FUNCTION house_lists_are_kept();
