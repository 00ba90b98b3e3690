-- The lexicon store: curated entries and forms, their provenance, published
-- versions and an append-only audit log. Names of parts of speech, categories
-- and form kinds are the snake_case names of wortwert_domain::model.
--
-- Words are compared byte-wise (COLLATE "C"): code point order, no locale
-- surprises, and several times cheaper in the indexes the import maintains.
--
-- The columns of the bulk tables (entries, forms, entry_spans) that name rows
-- of other tables are not declared foreign keys: PostgreSQL checks a foreign
-- key row by row and locks the referenced row (FOR KEY SHARE), which tripled
-- the import's time (356 k forms: 2.9 s with the key, 0.9 s without). The
-- references hold by construction instead: only the store writes these
-- columns, always with ids it has just read from or written to the referenced
-- table in the same transaction, and referenced rows are never deleted
-- (triggers below). Store::integrity_problems() checks them.

CREATE TABLE lexicons (
    id          text COLLATE "C" PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
    description text NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- The closed set of categories (reference data); `code` is the numeric code
-- of the compiled snapshot. entries.categories holds their names.
CREATE TABLE categories (
    name        text PRIMARY KEY,
    code        smallint NOT NULL UNIQUE,
    description text NOT NULL
);

INSERT INTO categories (name, code, description) VALUES
    ('common',       0, 'ordinary word'),
    ('toponym',      1, 'geographic name (Berlin, Rhein)'),
    ('first_name',   2, 'first name (Peter)'),
    ('family_name',  3, 'family name (Müller)'),
    ('proper_name',  4, 'other proper name'),
    ('brand',        5, 'company or brand name'),
    ('abbreviation', 6, 'abbreviation (UNO, BMW)'),
    ('foreign',      7, 'foreign word (Fremdwort)'),
    ('dialect',      8, 'dialect word'),
    ('multiword',    9, 'several words');

-- One run of `wortwert-admin import`: where the words came from and what they changed.
CREATE TABLE import_batches (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    lexicon_id    text COLLATE "C" NOT NULL REFERENCES lexicons (id),
    format        text NOT NULL,
    source        text NOT NULL,
    licence       text NOT NULL,
    -- SHA-256 (hex) of the file; of the files' digests in order when several.
    checksum      text NOT NULL,
    -- [{"path": …, "sha256": …, "bytes": …}] per file.
    files         jsonb NOT NULL,
    actor         text NOT NULL,
    started_at    timestamptz NOT NULL,
    finished_at   timestamptz NOT NULL DEFAULT now(),
    entries_read  integer NOT NULL,
    forms_read    integer NOT NULL,
    entries_added integer NOT NULL,
    forms_added   integer NOT NULL,
    rejected      integer NOT NULL
);

CREATE TABLE entries (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    lexicon_id    text COLLATE "C" NOT NULL,
    lemma         text COLLATE "C" NOT NULL CHECK (lemma <> ''),
    pos           text COLLATE "C" NOT NULL CHECK (pos IN ('noun', 'verb', 'adjective', 'adverb', 'numeral',
        'pronoun', 'preposition', 'conjunction', 'interjection', 'article', 'particle', 'other')),
    -- Tells apart entries with the same lemma and part of speech (Peter the
    -- first name, Peter the family name): the categories the entry was created
    -- with, sorted and comma-separated. Never changes, so a re-import finds
    -- the entry again after curation changed its categories.
    sense         text COLLATE "C" NOT NULL DEFAULT '',
    -- The current categories, in code order, without duplicates.
    categories    text[] COLLATE "C" NOT NULL DEFAULT '{}' CHECK (categories <@ ARRAY['common',
        'toponym', 'first_name', 'family_name', 'proper_name', 'brand', 'abbreviation', 'foreign',
        'dialect', 'multiword']::text[]),
    status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'retired')),
    status_reason text,
    -- Optimistic locking: every change is `UPDATE … WHERE revision = <read>`.
    revision      integer NOT NULL DEFAULT 1 CHECK (revision > 0),
    batch_id      bigint,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT entries_identity UNIQUE (lexicon_id, lemma, pos, sense)
);

-- Forms are never removed from an entry (the entry is retired instead), so
-- published_from plus the entry's spans tell which versions contain a form.
CREATE TABLE forms (
    entry_id       bigint NOT NULL,
    form           text COLLATE "C" NOT NULL CHECK (form <> ''),
    kind           text COLLATE "C" NOT NULL CHECK (kind IN ('base', 'inflected_noun', 'plural',
        'inflected_verb', 'inflected_adjective', 'other')),
    batch_id       bigint,
    -- NULL: the form came with its entry (before the entry was first
    -- published), so it is in every version that has the entry. 0: added to
    -- an entry that was published before, not yet published. N > 0: first
    -- published in version N. A form is in version v when its entry's span
    -- covers v and published_from is NULL or between 1 and v.
    published_from integer CHECK (published_from >= 0),
    PRIMARY KEY (entry_id, form, kind)
);

-- A published version: the compiled snapshot the service loads, and its counts.
CREATE TABLE published_versions (
    lexicon_id     text COLLATE "C" NOT NULL REFERENCES lexicons (id),
    number         integer NOT NULL CHECK (number > 0),
    note           text NOT NULL,
    effective_from date NOT NULL,
    published_at   timestamptz NOT NULL DEFAULT now(),
    actor          text NOT NULL,
    entries        integer NOT NULL,
    forms          integer NOT NULL,
    keys_distinct  integer NOT NULL,
    keys_expand    integer NOT NULL,
    -- Snapshot::checksum: SHA-256 of the uncompressed snapshot.
    checksum       text NOT NULL,
    -- Snapshot::to_bundle: the zstd-compressed snapshot.
    bundle         bytea NOT NULL,
    PRIMARY KEY (lexicon_id, number)
);

-- Which versions published an entry, and with which categories: the span
-- [from_version, until_version) (until_version NULL: still published).
CREATE TABLE entry_spans (
    entry_id      bigint NOT NULL,
    lexicon_id    text COLLATE "C" NOT NULL,
    from_version  integer NOT NULL,
    until_version integer,
    categories    text[] NOT NULL,
    PRIMARY KEY (entry_id, from_version),
    CHECK (until_version IS NULL OR until_version > from_version)
);

CREATE TABLE audit_log (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    lexicon_id text COLLATE "C" NOT NULL REFERENCES lexicons (id),
    at         timestamptz NOT NULL DEFAULT clock_timestamp(),
    actor      text NOT NULL,
    action     text NOT NULL CHECK (action IN ('import', 'add', 'tag', 'untag', 'retire',
        'restore', 'publish')),
    entry_id   bigint REFERENCES entries (id),
    batch_id   bigint REFERENCES import_batches (id),
    version    integer,
    before     jsonb,
    after      jsonb,
    reason     text,
    FOREIGN KEY (lexicon_id, version) REFERENCES published_versions (lexicon_id, number)
);

CREATE INDEX audit_log_entry ON audit_log (entry_id) WHERE entry_id IS NOT NULL;
CREATE INDEX entry_spans_lexicon ON entry_spans (lexicon_id, from_version);
-- The forms the next publish stamps: few, so the index stays small.
CREATE INDEX forms_unpublished ON forms (entry_id) WHERE published_from = 0;

-- Curation never loses data: rows that record what happened cannot be
-- deleted, and the audit log cannot be rewritten (retire an entry instead).
CREATE FUNCTION wortwert_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'rows of % are never deleted or rewritten (retire instead)', TG_TABLE_NAME
        USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER entries_keep BEFORE DELETE ON entries
    FOR EACH ROW EXECUTE FUNCTION wortwert_refuse_change();
CREATE TRIGGER forms_keep BEFORE DELETE ON forms
    FOR EACH ROW EXECUTE FUNCTION wortwert_refuse_change();
CREATE TRIGGER lexicons_keep BEFORE DELETE ON lexicons
    FOR EACH ROW EXECUTE FUNCTION wortwert_refuse_change();
CREATE TRIGGER import_batches_keep BEFORE DELETE ON import_batches
    FOR EACH ROW EXECUTE FUNCTION wortwert_refuse_change();
CREATE TRIGGER published_versions_keep BEFORE UPDATE OR DELETE ON published_versions
    FOR EACH ROW EXECUTE FUNCTION wortwert_refuse_change();
CREATE TRIGGER audit_log_keep BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION wortwert_refuse_change();
CREATE TRIGGER entries_keep_all BEFORE TRUNCATE ON entries
    FOR EACH STATEMENT EXECUTE FUNCTION wortwert_refuse_change();
CREATE TRIGGER forms_keep_all BEFORE TRUNCATE ON forms
    FOR EACH STATEMENT EXECUTE FUNCTION wortwert_refuse_change();
CREATE TRIGGER published_versions_keep_all BEFORE TRUNCATE ON published_versions
    FOR EACH STATEMENT EXECUTE FUNCTION wortwert_refuse_change();
CREATE TRIGGER audit_log_keep_all BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION wortwert_refuse_change();
