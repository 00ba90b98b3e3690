//! The codes of the service's own messages, one per message, written out:
//! they are part of the contract (a client matches on them), so they do
//! not follow the variants' names by themselves. A new message gets its
//! code here, in `docs/problems.md` and in the list of known codes the
//! tests keep (`problem/codes.txt`).

use super::ServiceMessage;

impl ServiceMessage {
    /// The code a client reads for this message (a field error's `code`):
    /// written out, so renaming a variant cannot change the API. Every code
    /// is listed in `docs/problems.md`; the tests hold the list stable.
    pub fn code(&self) -> &'static str {
        match self {
            ServiceMessage::UnknownRuleset { .. } => "unknown_ruleset",
            ServiceMessage::NoEndpoint { .. } => "no_endpoint",
            ServiceMessage::MethodNotAllowed { .. } => "method_not_allowed",
            ServiceMessage::BodyTooLarge { .. } => "body_too_large",
            ServiceMessage::NoLexiconServed { .. } => "no_lexicon_served",
            ServiceMessage::IndexNotBuilt { .. } => "index_not_built",
            ServiceMessage::IndexBeingBuilt { .. } => "index_being_built",
            ServiceMessage::UriTooLong { .. } => "uri_too_long",
            ServiceMessage::HeadTooLarge { .. } => "head_too_large",
            ServiceMessage::MalformedHead => "malformed_head",
            ServiceMessage::KeyRequired => "key_required",
            ServiceMessage::KeyUnreadable { .. } => "key_unreadable",
            ServiceMessage::KeyUnknown => "key_unknown",
            ServiceMessage::KeyRevoked { .. } => "key_revoked",
            ServiceMessage::KeySuspended => "key_suspended",
            ServiceMessage::KeyOutOfScope { .. } => "key_out_of_scope",
            ServiceMessage::KeysNotLoaded => "keys_not_loaded",
            ServiceMessage::HouseListNeedsKey => "house_list_needs_key",
            ServiceMessage::HouseListSpecUnreadable => "house_list_spec_unreadable",
            ServiceMessage::HouseListUnknown { .. } => "house_list_unknown",
            ServiceMessage::HouseListBusy => "house_list_busy",
            ServiceMessage::HouseListsUnavailable => "house_lists_unavailable",
            ServiceMessage::HouseListsNotWritable => "house_lists_not_writable",
            ServiceMessage::EventStreamsFull { .. } => "event_streams_full",
            ServiceMessage::DailyAllowanceSpent { .. } => "daily_allowance_spent",
            ServiceMessage::CopyWithdrawn => "copy_withdrawn",
            ServiceMessage::ReplicaSaturated { .. } => "replica_saturated",
            ServiceMessage::BuildsExceeded { .. } => "builds_exceeded",
            ServiceMessage::SolversBusy { .. } => "solvers_busy",
            ServiceMessage::ExportBeingBuilt { .. } => "export_being_built",
            ServiceMessage::RateExceeded { .. } => "rate_exceeded",
            ServiceMessage::PreflightRefused { .. } => "preflight_refused",
            ServiceMessage::NoContentType { .. } => "no_content_type",
            ServiceMessage::ContentTypeNotAccepted { .. } => "content_type_not_accepted",
            ServiceMessage::TimedOut { .. } => "timed_out",
            ServiceMessage::BodiesInFlight { .. } => "bodies_in_flight",
            ServiceMessage::ShuttingDown => "shutting_down",
            ServiceMessage::InternalError => "internal_error",
            ServiceMessage::InputTooLong { .. } => "input_too_long",
            ServiceMessage::VersionNotServed { .. } => "version_not_served",
            ServiceMessage::VersionNotPublished { .. } => "version_not_published",
            ServiceMessage::VersionNotAvailable { .. } => "version_not_available",
            ServiceMessage::VersionWithdrawn { .. } => "version_withdrawn",
            ServiceMessage::VersionCannotLoad { .. } => "version_cannot_load",
            ServiceMessage::BodyNotObject => "body_not_object",
            ServiceMessage::NotARulesetId => "not_a_ruleset_id",
            ServiceMessage::NotAVersionNumber => "not_a_version_number",
            ServiceMessage::RulesetOfOtherGame { .. } => "ruleset_of_other_game",
            ServiceMessage::WordsPerRound { .. } => "words_per_round",
            ServiceMessage::RequestLimit { .. } => "request_limit",
            ServiceMessage::CursorTooLong { .. } => "cursor_too_long",
            ServiceMessage::CursorUnreadable => "cursor_unreadable",
            ServiceMessage::CountOutOfRange { .. } => "count_out_of_range",
            ServiceMessage::TooManyWordsToSuggest { .. } => "too_many_words_to_suggest",
            ServiceMessage::WordUndecodable { .. } => "word_undecodable",
            ServiceMessage::EscapeWithoutHex { .. } => "escape_without_hex",
            ServiceMessage::NotAnEscape { .. } => "not_an_escape",
            ServiceMessage::DecodedNotUtf8 => "decoded_not_utf8",
            ServiceMessage::PathParameterUnreadable { .. } => "path_parameter_unreadable",
            ServiceMessage::QueryNotValid { .. } => "query_not_valid",
            ServiceMessage::ParameterRequired => "parameter_required",
            ServiceMessage::ParameterRepeated => "parameter_repeated",
            ServiceMessage::EmptyBody => "empty_body",
            ServiceMessage::BodyNotUtf8 { .. } => "body_not_utf8",
            ServiceMessage::BodyUnreadable { .. } => "body_unreadable",
            ServiceMessage::JsonNotValid { .. } => "json_not_valid",
            ServiceMessage::DuplicateKey => "duplicate_key",
            ServiceMessage::FieldRequired => "field_required",
            ServiceMessage::NoSuchField { .. } => "no_such_field",
            ServiceMessage::MustBe { .. } => "must_be",
            ServiceMessage::ValueRefused { .. } => "value_refused",
        }
    }
}
