-- Each form's game keys under both umlaut policies, stored with the form, so
-- that `key block` finds the active forms holding a key by comparing two
-- plain columns instead of normalising every form of the lexicon in SQL
-- (600 k forms: about 0.04 s instead of 6 s).
--
-- `key_expand` (Ä→AE) and `key_distinct` (Ä kept) are what
-- wortwert_store::GameKeys::of(form) computes with the games' default
-- alphabets; NULL when normalisation refuses the form under that policy
-- (`E-Mail`). The store writes them in Rust with every form row it writes
-- (import, entry add, entry add-form); `forms.form` is never updated. They
-- narrow look-ups by key; the store checks every hit with the domain's own
-- normalisation.
--
-- Not indexed, as measured (docs/benchmarks.md, "Blocking a key"): a
-- parallel scan of the two columns takes 0.04 s for 600 k forms, while
-- keeping a btree on each column made the imports of the ngerman and
-- Hunspell lists 40–90 % slower (one btree on key_expand alone, or a hash
-- index, 17–40 %), and dropping both and building them again after a large
-- import still cost 0.5 s of a 1.7 s import (and an exclusive lock on every
-- lexicon's forms meanwhile).
ALTER TABLE forms
    ADD COLUMN key_expand text COLLATE "C",
    ADD COLUMN key_distinct text COLLATE "C";

-- The rows written before these columns existed, once, with the SQL copy of
-- the normalisation (migration 2026-11-23-220000_key_blocks). Changing the
-- columns' "type" with USING rewrites the table once (606 k forms: 9 s, the
-- table 58 MB), where an UPDATE leaves a dead copy of every row behind
-- (12 s, 99 MB until vacuumed, and every later scan reads it).
ALTER TABLE forms
    ALTER COLUMN key_expand TYPE text COLLATE "C" USING wortwert_key(form, true),
    ALTER COLUMN key_distinct TYPE text COLLATE "C" USING wortwert_key(form, false);

-- The planner's statistics of the new columns now, not when autovacuum
-- comes round (it then expects a key to name a few forms).
ANALYZE forms;
