-- API keys of the front ends that call the service (`wortwert-admin
-- api-key …`). A key is shown once, when it is issued; only its SHA-256 is
-- kept. Keys belong to the deployment, not to one lexicon. A key is never
-- deleted: a revoked key stays, so its usage and its history can be read.
CREATE TABLE api_keys (
    -- The key's public part (`wwk_<id>_…`), named in lists and usage.
    id            text COLLATE "C" PRIMARY KEY CHECK (id ~ '^[0-9a-f]{8}$'),
    -- SHA-256 of the whole key as sent.
    secret_sha256 bytea NOT NULL UNIQUE CHECK (length(secret_sha256) = 32),
    name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    owner         text NOT NULL CHECK (length(owner) BETWEEN 1 AND 200),
    -- What the key may call: `words` (words, finder, lexicon, rulesets),
    -- `games` (scoring and Boggle).
    scopes        text[] NOT NULL CHECK (scopes <@ ARRAY['words', 'games']::text[]
                                         AND cardinality(scopes) >= 1),
    -- The quota: at most `burst` requests at once, refilled at
    -- `per_minute`, and `per_day` a day (UTC; 0: no daily allowance),
    -- shared by every replica.
    burst         integer NOT NULL CHECK (burst BETWEEN 1 AND 1000000),
    per_minute    integer NOT NULL CHECK (per_minute BETWEEN 1 AND 60000000),
    per_day       integer NOT NULL CHECK (per_day >= 0),
    -- `suspended` can be resumed; `revoked` is final.
    status        text NOT NULL DEFAULT 'active'
                  CHECK (status IN ('active', 'suspended', 'revoked')),
    created_at    timestamptz NOT NULL DEFAULT now(),
    created_by    text NOT NULL CHECK (created_by <> ''),
    -- The last change of status (or the issue), by whom and why; replicas
    -- read the keys again when the newest `changed_at` moves.
    changed_at    timestamptz NOT NULL DEFAULT now(),
    changed_by    text NOT NULL CHECK (changed_by <> ''),
    change_reason text NOT NULL CHECK (change_reason <> '')
);

-- A revoked key stays revoked.
CREATE FUNCTION api_keys_stay_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.status = 'revoked' AND NEW.status <> 'revoked' THEN
        RAISE EXCEPTION 'API key % is revoked for good', OLD.id;
    END IF;
    IF NEW.secret_sha256 <> OLD.secret_sha256 OR NEW.id <> OLD.id THEN
        RAISE EXCEPTION 'an API key''s id and secret never change';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER api_keys_stay_revoked BEFORE UPDATE ON api_keys
    FOR EACH ROW EXECUTE FUNCTION api_keys_stay_revoked();
CREATE FUNCTION api_keys_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'API keys are never deleted: revoke the key instead';
END
$$;
CREATE TRIGGER api_keys_are_kept BEFORE DELETE ON api_keys
    FOR EACH ROW EXECUTE FUNCTION api_keys_are_kept();
