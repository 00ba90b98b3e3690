ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('import', 'add',
    'tag', 'untag', 'retire', 'restore', 'publish', 'block', 'unblock', 'add_form', 'drop_form',
    'revert'));
DROP TRIGGER published_versions_withdraw_once ON published_versions;
DROP FUNCTION published_versions_withdraw_once();
DROP TRIGGER published_versions_keep ON published_versions;
CREATE TRIGGER published_versions_keep BEFORE UPDATE OR DELETE ON published_versions
    FOR EACH ROW EXECUTE FUNCTION wortwert_refuse_change();
ALTER TABLE published_versions
    DROP CONSTRAINT published_versions_withdrawal_check,
    DROP COLUMN withdrawn_at,
    DROP COLUMN withdrawn_by,
    DROP COLUMN withdrawal_reason;
