-- Blocked game keys, the writing transaction of every audit row, and the
-- game key of a form as SQL (for searching and finding entries by key).

-- A blocked key: no form whose game key (under either umlaut policy) equals
-- it may be imported, added or restored, and publish refuses to compile one.
-- A retired word therefore cannot return through another spelling (`rasen`
-- for Rasen) or a later import. Unblocking deletes the row; the audit log
-- keeps both steps (actions `block` and `unblock`).
CREATE TABLE key_blocks (
    lexicon_id   text COLLATE "C" NOT NULL REFERENCES lexicons (id),
    -- The key under the `expand` policy (Ä→AE) and under `distinct` (Ä kept).
    key_expand   text COLLATE "C" NOT NULL CHECK (key_expand ~ '^[A-Z]+$'),
    key_distinct text COLLATE "C" NOT NULL CHECK (key_distinct ~ '^[A-ZÄÖÜ]+$'),
    -- As the maintainer wrote it.
    word         text NOT NULL,
    reason       text NOT NULL CHECK (reason <> ''),
    actor        text NOT NULL,
    blocked_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (lexicon_id, key_expand, key_distinct)
);

ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('import', 'add',
    'tag', 'untag', 'retire', 'restore', 'publish', 'block', 'unblock'));

-- The transaction that wrote the row. A publish records the snapshot it
-- compiled (`after.snapshot` of its audit row); a change is in that version
-- exactly when its transaction is visible in that snapshot, whatever the
-- order of ids and commits. NULL for rows written before this column existed
-- (they are compared by id).
ALTER TABLE audit_log ADD COLUMN xact xid8;
ALTER TABLE audit_log ALTER COLUMN xact SET DEFAULT pg_current_xact_id();

-- A form's game key as wortwert_domain::normalize computes it with a game's
-- default alphabet (NFC, German upper case, ß → SS, the umlaut policy; only
-- A–Z, plus Ä Ö Ü under `distinct`), or NULL when normalisation refuses it.
-- Searches use it to narrow the candidates; the store checks every hit with
-- the domain's own normalisation.
CREATE FUNCTION wortwert_key(form text, expand boolean) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT CASE WHEN expand THEN
        (SELECT k FROM (SELECT replace(replace(replace(u, 'Ä', 'AE'), 'Ö', 'OE'), 'Ü', 'UE') AS k) e
         WHERE k ~ '^[A-Z]+$' AND char_length(k) <= 64)
    ELSE
        (SELECT u WHERE u ~ '^[A-ZÄÖÜ]+$' AND char_length(u) <= 64)
    END
    FROM (SELECT replace(replace(translate(upper(btrim(normalize(form, NFC)) COLLATE "C"), 'äöü', 'ÄÖÜ'),
                 'ß', 'SS'), 'ẞ', 'SS') AS u) n
$$;
