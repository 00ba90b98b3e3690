//! Diesel's view of the tables created by `migrations/` (kept in step with
//! `diesel print-schema`; the migration's comments explain each column).
//!
//! One deliberate difference: `print-schema` types the `text[]` columns
//! `Array<Nullable<Text>>` because PostgreSQL cannot declare array elements
//! NOT NULL; here they are `Array<Text>` since no element is ever null
//! (`entries.categories` is checked against the closed set of names, which
//! refuses null elements, and `entry_spans.categories` is copied from it).

diesel::table! {
    lexicons (id) {
        id -> Text,
        description -> Text,
        created_at -> Timestamptz,
        review_required -> Bool,
    }
}

diesel::table! {
    categories (name) {
        name -> Text,
        code -> Int2,
        description -> Text,
    }
}

diesel::table! {
    import_batches (id) {
        id -> Int8,
        lexicon_id -> Text,
        format -> Text,
        source -> Text,
        licence -> Text,
        checksum -> Text,
        files -> Jsonb,
        actor -> Text,
        started_at -> Timestamptz,
        finished_at -> Timestamptz,
        entries_read -> Int4,
        forms_read -> Int4,
        entries_added -> Int4,
        forms_added -> Int4,
        rejected -> Int4,
    }
}

diesel::table! {
    entries (id) {
        id -> Int8,
        lexicon_id -> Text,
        lemma -> Text,
        pos -> Text,
        sense -> Text,
        categories -> Array<Text>,
        status -> Text,
        status_reason -> Nullable<Text>,
        revision -> Int4,
        batch_id -> Nullable<Int8>,
        created_at -> Timestamptz,
        updated_at -> Timestamptz,
    }
}

diesel::table! {
    forms (entry_id, form, kind, generation) {
        entry_id -> Int8,
        form -> Text,
        kind -> Text,
        batch_id -> Nullable<Int8>,
        published_from -> Nullable<Int4>,
        withdrawn_from -> Nullable<Int4>,
        key_expand -> Nullable<Text>,
        key_distinct -> Nullable<Text>,
        generation -> Int2,
    }
}

diesel::table! {
    published_versions (lexicon_id, number) {
        lexicon_id -> Text,
        number -> Int4,
        note -> Text,
        effective_from -> Date,
        published_at -> Timestamptz,
        actor -> Text,
        entries -> Int4,
        forms -> Int4,
        keys_distinct -> Int4,
        keys_expand -> Int4,
        checksum -> Text,
        bundle -> Bytea,
        snapshot_bytes -> Nullable<Int8>,
        withdrawn_at -> Nullable<Timestamptz>,
        withdrawn_by -> Nullable<Text>,
        withdrawal_reason -> Nullable<Text>,
    }
}

diesel::table! {
    entry_spans (entry_id, from_version) {
        entry_id -> Int8,
        lexicon_id -> Text,
        from_version -> Int4,
        until_version -> Nullable<Int4>,
        categories -> Array<Text>,
    }
}

diesel::table! {
    audit_log (id) {
        id -> Int8,
        lexicon_id -> Text,
        at -> Timestamptz,
        actor -> Text,
        action -> Text,
        entry_id -> Nullable<Int8>,
        batch_id -> Nullable<Int8>,
        version -> Nullable<Int4>,
        before -> Nullable<Jsonb>,
        after -> Nullable<Jsonb>,
        reason -> Nullable<Text>,
    }
}

diesel::joinable!(forms -> entries (entry_id));
diesel::joinable!(entry_spans -> entries (entry_id));
diesel::joinable!(audit_log -> entries (entry_id));
diesel::joinable!(audit_log -> import_batches (batch_id));

diesel::allow_tables_to_appear_in_same_query!(
    lexicons,
    categories,
    import_batches,
    entries,
    forms,
    published_versions,
    entry_spans,
    audit_log,
);

diesel::table! {
    api_keys (id) {
        id -> Text,
        secret_sha256 -> Bytea,
        name -> Text,
        owner -> Text,
        scopes -> Array<Text>,
        burst -> Int4,
        per_minute -> Int4,
        per_day -> Int4,
        status -> Text,
        created_at -> Timestamptz,
        created_by -> Text,
        changed_at -> Timestamptz,
        changed_by -> Text,
        change_reason -> Text,
        house_list -> Nullable<Text>,
        house_list_changed_at -> Nullable<Timestamptz>,
        house_list_changed_by -> Nullable<Text>,
        house_list_reason -> Nullable<Text>,
    }
}

diesel::table! {
    house_lists (key_id, name, revision) {
        key_id -> Text,
        name -> Text,
        revision -> Int4,
        allow -> Array<Text>,
        refuse -> Array<Text>,
        checksum -> Text,
        created_at -> Timestamptz,
        created_by -> Text,
        note -> Text,
    }
}

diesel::joinable!(house_lists -> api_keys (key_id));

// The decisions of `review approve|reject`; its `xact` and `decided_xact`
// columns (xid8, which diesel has no type for) are left out, like
// `audit_log.xact`: the store reads them with plain SQL.
diesel::table! {
    change_reviews (lexicon_id, change_id) {
        lexicon_id -> Text,
        change_id -> Int8,
        decision -> Text,
        proposer -> Text,
        reviewer -> Text,
        reason -> Text,
        decided_at -> Timestamptz,
    }
}
diesel::allow_tables_to_appear_in_same_query!(api_keys, house_lists);

diesel::table! {
    entry_claims (entry_id, batch_id) {
        entry_id -> Int8,
        batch_id -> Int8,
    }
}
