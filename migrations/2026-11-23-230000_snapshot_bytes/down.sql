ALTER TABLE published_versions DROP COLUMN snapshot_bytes;
