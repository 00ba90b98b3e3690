DROP TABLE api_keys;
DROP FUNCTION api_keys_stay_revoked();
DROP FUNCTION api_keys_are_kept();
