ALTER TABLE api_keys
    DROP COLUMN house_list_reason,
    DROP COLUMN house_list_changed_by,
    DROP COLUMN house_list_changed_at,
    DROP COLUMN house_list;
