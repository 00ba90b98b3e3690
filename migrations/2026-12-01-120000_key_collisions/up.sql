-- Key collisions (`wortwert-admin collisions`, and the count of new ones
-- that `import` and `publish` print) start from the active entries a
-- ruleset may refuse for a category: those with a category other than
-- `common` (an entry without any is published as `common`, which no shipped
-- ruleset refuses). Without an index that start is a scan of every entry
-- (about 0.08 s of a 1.7 s import of 356 010 words, whose entries have no
-- category at all); this partial index holds only those entries, so a
-- lexicon of plain lists pays nothing to maintain it and finds none at once.
-- The store's query repeats the predicate word for word (store/src/collisions.rs).
CREATE INDEX entries_refusable ON entries (lexicon_id)
    WHERE status = 'active' AND cardinality(categories) > 0 AND categories <> '{common}';
