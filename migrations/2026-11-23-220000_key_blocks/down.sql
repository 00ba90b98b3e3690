DROP FUNCTION wortwert_key(text, boolean);
ALTER TABLE audit_log DROP COLUMN xact;
ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('import', 'add',
    'tag', 'untag', 'retire', 'restore', 'publish'));
DROP TABLE key_blocks;
