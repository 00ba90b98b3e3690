-- A published version can be withdrawn: a version that turned out wrong is
-- never served again (replicas fall back to the newest version in force
-- that is not withdrawn). Withdrawing changes the version's row once — when,
-- by whom, why — and is recorded in the audit log (action `withdraw`); the
-- row, its bundle and everything that refers to it stay, so `diff`,
-- `export --version` and `history` still read it.
ALTER TABLE published_versions
    ADD COLUMN withdrawn_at      timestamptz,
    ADD COLUMN withdrawn_by      text,
    ADD COLUMN withdrawal_reason text,
    -- All three or none; a withdrawal always says why.
    ADD CONSTRAINT published_versions_withdrawal_check CHECK (
        (withdrawn_at IS NULL) = (withdrawn_by IS NULL)
        AND (withdrawn_at IS NULL) = (withdrawal_reason IS NULL)
        AND (withdrawal_reason IS NULL OR btrim(withdrawal_reason) <> '')
    );

-- Until now no row of published_versions could change. Now exactly one
-- change is allowed: setting the withdrawal of a version not yet withdrawn,
-- with every other column as it was (compared as a whole row, so a column a
-- later migration adds is kept too). Deletes stay refused.
CREATE FUNCTION published_versions_withdraw_once() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    kept published_versions;
BEGIN
    kept := NEW;
    kept.withdrawn_at := OLD.withdrawn_at;
    kept.withdrawn_by := OLD.withdrawn_by;
    kept.withdrawal_reason := OLD.withdrawal_reason;
    IF OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NOT NULL
       AND kept IS NOT DISTINCT FROM OLD THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'a published version is never rewritten; it can only be withdrawn, once'
        USING ERRCODE = 'restrict_violation';
END
$$;

DROP TRIGGER published_versions_keep ON published_versions;
CREATE TRIGGER published_versions_keep BEFORE DELETE ON published_versions
    FOR EACH ROW EXECUTE FUNCTION wortwert_refuse_change();
CREATE TRIGGER published_versions_withdraw_once BEFORE UPDATE ON published_versions
    FOR EACH ROW EXECUTE FUNCTION published_versions_withdraw_once();

ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('import', 'add',
    'tag', 'untag', 'retire', 'restore', 'publish', 'block', 'unblock', 'add_form', 'drop_form',
    'revert', 'withdraw'));
