-- A key's default house word list: the list every request of the key
-- decides with when it names none (`house_list`), so a front end whose
-- verdicts always follow one list need not name it in every request, and
-- cannot forget to. Set and cleared by the maintainers (`wortwert-admin
-- api-key default-list`); a request opts out with an empty `house_list`.
--
-- The list is named as a request names one: `NAME` (its newest revision
-- at each request) or `NAME@REVISION` (that revision for good). Lists are
-- never deleted, and the admin CLI binds only a list the key has; a list
-- missing all the same (a restore, a hand edit) is answered as a list a
-- request names and the key lacks (404 `unknown-house-list`), never with
-- the ruleset alone.
ALTER TABLE api_keys
    ADD COLUMN house_list text COLLATE "C"
        CHECK (house_list ~ '^[a-z0-9][a-z0-9_-]{0,62}(@[1-9][0-9]{0,8})?$'),
    -- The last change of the default list, by whom and why (apart from the
    -- key's status, whose change keeps its own). Replicas read the keys
    -- again when the newest of either moves.
    ADD COLUMN house_list_changed_at timestamptz,
    ADD COLUMN house_list_changed_by text CHECK (house_list_changed_by <> ''),
    ADD COLUMN house_list_reason text CHECK (house_list_reason <> '');
