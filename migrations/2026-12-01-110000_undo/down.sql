DO $$
DECLARE
    actions text[];
BEGIN
    SELECT array_agg(DISTINCT m[1]) INTO actions
    FROM pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') AS m
    WHERE c.conrelid = 'audit_log'::regclass AND c.conname = 'audit_log_action_check'
      AND m[1] NOT IN ('undo', 'rollback', 'reapply');
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    EXECUTE 'ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('
        || (SELECT string_agg(quote_literal(a), ', ') FROM unnest(actions) AS a) || '))';
END
$$;
-- Fails while a form came back (two rows of one form and kind): those rows
-- cannot be told apart without `generation`.
ALTER TABLE forms DROP CONSTRAINT forms_pkey, ADD PRIMARY KEY (entry_id, form, kind);
ALTER TABLE forms DROP COLUMN generation;
