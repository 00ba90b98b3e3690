-- An entry a lemma-joining source (Hunspell, …) found by its lemma when a
-- plain list had made it: the source attests the word as a lemma of its
-- own (Hunspell's `heuer`, `neuer` beside the forms of heuern and neu), so
-- the entry is no plain-list stub any more and is not folded into the
-- entry whose paradigm has the same letters. Without this row the lexicon
-- would depend on which of the two sources came first. A claim counts
-- while its batch is not reverted (store/src/import/fold.rs).
CREATE TABLE entry_claims (
    entry_id bigint NOT NULL REFERENCES entries (id),
    batch_id bigint NOT NULL REFERENCES import_batches (id),
    PRIMARY KEY (entry_id, batch_id)
);
