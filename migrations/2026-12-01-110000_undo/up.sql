-- Undo to any point (`wortwert-admin undo`, `rollback`, `import reapply`).
--
-- A form may now come back after it left a published version: an undone
-- `entry drop-form`, a rollback to a version that had it, a reverted batch
-- applied again. A form row records one stretch of versions
-- ([published_from, withdrawn_from)), so a form that returns gets a new
-- row, the next `generation` of (entry, form, kind); its earlier rows keep
-- the versions they were in. 0: the form's first row. At most one row of
-- (entry, form, kind) is open (withdrawn_from NULL or 0): the store writes
-- a new generation only when none is, and `integrity_problems` checks it.
-- Version queries need no change: the stretches of one form never overlap.
ALTER TABLE forms ADD COLUMN generation smallint NOT NULL DEFAULT 0 CHECK (generation >= 0);
ALTER TABLE forms DROP CONSTRAINT forms_pkey, ADD PRIMARY KEY (entry_id, form, kind, generation);

-- The log's new actions: an undone change (`undo`, naming it in
-- `after.change`), a rollback to a published version (`rollback`, with the
-- version) and a reverted batch applied again (`reapply`, with the batch).
-- Each ends the change its steps belong to. The list is extended as it
-- stands (read from the constraint), so actions another migration added
-- are kept.
DO $$
DECLARE
    actions text[];
BEGIN
    SELECT array_agg(DISTINCT m[1]) INTO actions
    FROM pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') AS m
    WHERE c.conrelid = 'audit_log'::regclass AND c.conname = 'audit_log_action_check';
    actions := actions || ARRAY['undo', 'rollback', 'reapply'];
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    EXECUTE 'ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('
        || (SELECT string_agg(quote_literal(a), ', ') FROM unnest(actions) AS a) || '))';
END
$$;
