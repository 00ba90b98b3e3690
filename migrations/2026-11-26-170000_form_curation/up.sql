-- Forms curated one by one, and import batches reverted as one change
-- (action `revert`).
--
-- Forms curated one by one: a form is never deleted (the trigger refuses
-- it), it is withdrawn. `withdrawn_from`: NULL while the form is the
-- entry's; 0 once dropped, until the next publish stamps that version's
-- number: the form is in version V when it was published by V and not
-- withdrawn from V or earlier.
ALTER TABLE forms ADD COLUMN withdrawn_from integer CHECK (withdrawn_from >= 0);
-- The drops the next publish stamps: few, so the index stays small.
CREATE INDEX forms_withdrawn ON forms (entry_id) WHERE withdrawn_from = 0;

ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('import', 'add',
    'tag', 'untag', 'retire', 'restore', 'publish', 'block', 'unblock', 'add_form', 'drop_form', 'revert'));
