ALTER TABLE forms DROP COLUMN key_distinct, DROP COLUMN key_expand;
