ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('import', 'add',
    'tag', 'untag', 'retire', 'restore', 'publish', 'block', 'unblock'));
DROP INDEX forms_withdrawn;
ALTER TABLE forms DROP COLUMN withdrawn_from;
