-- The uncompressed size of each published snapshot: replicas decompress a
-- bundle (from PostgreSQL or from the Redis cache) to at most this many
-- bytes. NULL for versions published before it was recorded.
ALTER TABLE published_versions ADD COLUMN snapshot_bytes bigint CHECK (snapshot_bytes > 0);
