-- A review before publish (`wortwert-admin review …`): per lexicon, changes
-- to its content are proposed by one maintainer and approved or rejected by
-- another, and a publish takes only approved changes.
--
-- A change is what one command wrote in one transaction: the audit rows that
-- share `audit_log.xact` (an import batch, one curation step). Its id is the
-- id of its last audit row (for an import, the `import` row).

-- Off by default: a lexicon publishes as before until review is switched on
-- (`review require on`, audited as `review`).
ALTER TABLE lexicons ADD COLUMN review_required boolean NOT NULL DEFAULT false;

-- The decision on a change: approved, or rejected (and undone in the same
-- transaction as the decision). Decided once: a decision is never changed or
-- deleted; the audit log has it too (`approve`, `reject`).
CREATE TABLE change_reviews (
    lexicon_id   text COLLATE "C" NOT NULL REFERENCES lexicons (id),
    -- The change: the id of its last audit row, and its transaction.
    change_id    bigint NOT NULL REFERENCES audit_log (id),
    xact         xid8 NOT NULL,
    decision     text NOT NULL CHECK (decision IN ('approved', 'rejected')),
    -- Who made the change, and who decided on it: never the same.
    proposer     text NOT NULL,
    reviewer     text NOT NULL CHECK (reviewer <> '' AND reviewer <> proposer),
    reason       text NOT NULL CHECK (btrim(reason) <> ''),
    decided_at   timestamptz NOT NULL DEFAULT now(),
    -- The transaction of the decision (a rejection's undoing audit rows).
    decided_xact xid8 NOT NULL DEFAULT pg_current_xact_id(),
    PRIMARY KEY (lexicon_id, change_id),
    UNIQUE (lexicon_id, xact)
);

CREATE TRIGGER change_reviews_keep BEFORE UPDATE OR DELETE ON change_reviews
    FOR EACH ROW EXECUTE FUNCTION wortwert_refuse_change();
CREATE TRIGGER change_reviews_keep_all BEFORE TRUNCATE ON change_reviews
    FOR EACH STATEMENT EXECUTE FUNCTION wortwert_refuse_change();

-- The rows of one change, found by their transaction.
CREATE INDEX audit_log_xact ON audit_log (xact);

-- The log's new actions. The list is extended as it stands (read from the
-- constraint), so actions another migration added are kept.
DO $$
DECLARE
    actions text[];
BEGIN
    SELECT array_agg(DISTINCT m[1]) INTO actions
    FROM pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') AS m
    WHERE c.conrelid = 'audit_log'::regclass AND c.conname = 'audit_log_action_check';
    actions := actions || ARRAY['review', 'approve', 'reject'];
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    EXECUTE 'ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('
        || (SELECT string_agg(quote_literal(a), ', ') FROM unnest(actions) AS a) || '))';
END
$$;
