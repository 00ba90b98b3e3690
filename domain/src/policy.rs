//! Word policies: whether a word is valid for a ruleset, and why not.
//!
//! A word is valid when it is long enough and at least one active form with
//! its key passes the policy (its category, form kind and part of speech
//! are allowed). An invalid word's reasons come from the
//! closest entries first: an entry failing one check is closer than one
//! failing two.

use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use wortwert_lexicon::finder::Admission;

use crate::house::{HouseEffect, HouseRules};
use crate::lexicon::{Compound, Posting, Postings, Snapshot};
use crate::messages::{Lang, Message, Said};
use crate::model::{
    Category, CategorySet, CategorySource, CompoundPolicy, FormKind, FormKindSet, PartOfSpeech,
};
use crate::normalize::{GameKey, Normalizer, Rejection, RejectionMessage, UmlautPolicy};

/// The word answer codes of the API contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ReasonCode {
    NotInLexicon,
    CategoryNotAllowed,
    FormNotAllowed,
    TooShort,
    TooLong,
    Empty,
    ForbiddenCharacter,
    LetterNotInAlphabet,
    NotOnBoard,
    DieReused,
    LettersNotAvailable,
    Struck,
    Repeated,
    /// A house word list the request named refuses the word.
    HouseRule,
}

impl ReasonCode {
    pub const fn as_str(self) -> &'static str {
        match self {
            ReasonCode::NotInLexicon => "not_in_lexicon",
            ReasonCode::CategoryNotAllowed => "category_not_allowed",
            ReasonCode::FormNotAllowed => "form_not_allowed",
            ReasonCode::TooShort => "too_short",
            ReasonCode::TooLong => "too_long",
            ReasonCode::Empty => "empty",
            ReasonCode::ForbiddenCharacter => "forbidden_character",
            ReasonCode::LetterNotInAlphabet => "letter_not_in_alphabet",
            ReasonCode::NotOnBoard => "not_on_board",
            ReasonCode::DieReused => "die_reused",
            ReasonCode::LettersNotAvailable => "letters_not_available",
            ReasonCode::Struck => "struck",
            ReasonCode::Repeated => "repeated",
            ReasonCode::HouseRule => "house_rule",
        }
    }
}

impl fmt::Display for ReasonCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a word is refused: a code for machines, a detail for people.
// Serialised, `detail` is worded in the language of `Lang::current` when the
// reason has a catalogue message; the code never changes.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Reason {
    /// Why, as a stable code.
    pub code: ReasonCode,
    /// For people, in the answer's language.
    pub detail: String,
    /// For `category_not_allowed`: the source that decided the refused
    /// category, where the lexicon names one: `curated` (a line of the
    /// maintainers' own), `openthesaurus_english` (OpenThesaurus gives the
    /// word as English), `openthesaurus_dialect` (OpenThesaurus gives it as
    /// a dialect word). Absent otherwise; the detail says the same in words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category_source: Option<CategorySource>,
    /// The detail as a catalogue message, so it can be said in German too;
    /// absent for reasons worded in English only.
    // Boxed: most reasons are built and dropped on the word endpoint's path.
    #[serde(skip)]
    pub message: Option<Box<Message>>,
}

impl Reason {
    /// A reason worded in English only.
    pub fn new(code: ReasonCode, detail: impl Into<String>) -> Self {
        Reason {
            code,
            detail: detail.into(),
            category_source: None,
            message: None,
        }
    }

    /// A reason from the message catalogue.
    pub fn said(code: ReasonCode, message: Message) -> Self {
        let category_source = match &message {
            Message::CategoryNotAllowed {
                source: Some(source),
                ..
            } => source.parse().ok(),
            _ => None,
        };
        Reason {
            code,
            detail: message.text(Lang::En),
            category_source,
            message: Some(Box::new(message)),
        }
    }

    /// The detail in `lang` (English where the catalogue has no message).
    pub fn detail_in(&self, lang: Lang) -> Cow<'_, str> {
        match &self.message {
            Some(message) if lang != Lang::En => Cow::Owned(message.text(lang)),
            _ => Cow::Borrowed(&self.detail),
        }
    }
}

impl From<&Reason> for Said {
    fn from(reason: &Reason) -> Said {
        Said::message(reason.detail.clone(), reason.message.as_deref().cloned())
    }
}

impl Serialize for Reason {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let fields = 2 + usize::from(self.category_source.is_some());
        let mut reason = serializer.serialize_struct("Reason", fields)?;
        reason.serialize_field("code", &self.code)?;
        reason.serialize_field("detail", &*self.detail_in(Lang::current()))?;
        if let Some(source) = self.category_source {
            reason.serialize_field("category_source", &source)?;
        }
        reason.end()
    }
}

impl From<&Rejection> for Reason {
    fn from(rejection: &Rejection) -> Self {
        let code = match rejection {
            Rejection::Empty => ReasonCode::Empty,
            Rejection::TooLong { .. } => ReasonCode::TooLong,
            Rejection::ForbiddenCharacter { .. } => ReasonCode::ForbiddenCharacter,
            Rejection::LetterNotInAlphabet { .. } => ReasonCode::LetterNotInAlphabet,
        };
        Reason::said(code, rejection.message())
    }
}

/// The verdict on one word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// The game key, when normalisation gave one.
    pub key: Option<GameKey>,
    pub valid: bool,
    /// Empty exactly when `valid`.
    pub reasons: Vec<Reason>,
    /// Whether a house list decided (absent when none did).
    pub house: Option<HouseEffect>,
}

/// An entry behind the word's key, and whether the ruleset accepts it.
// Borrowed from the snapshot: an answer is written out where it is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EntryMatch<'s> {
    /// The entry's lemma (dictionary form).
    pub lemma: &'s str,
    /// The entry's part of speech.
    pub pos: PartOfSpeech,
    /// The entry's categories (e.g. `proper_noun`, `abbreviation`).
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<Category>))]
    pub categories: CategorySet,
    /// How the word relates to the lemma.
    pub form_kind: FormKind,
    /// Whether this entry passes the ruleset's policy.
    pub allowed: bool,
    /// Only for a compound the lexicon has by compound analysis: its parts
    /// and what attests it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::lexicon::CompoundSchema>))]
    pub compound: Option<Compound<'s>>,
}

/// The verdict on one word with every entry behind its key (none when
/// the input has no key).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Examination<'s> {
    pub verdict: Verdict,
    pub entries: Vec<EntryMatch<'s>>,
}

/// What one (entry, form) behind a key fails, if anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PostingCheck {
    pub posting: Posting,
    /// The first forbidden (or not allowed) category of the entry.
    pub bad_category: Option<Category>,
    /// Whether the form kind is forbidden.
    pub bad_form: bool,
    /// Whether the entry is an analysis compound the policy refuses.
    pub bad_compound: bool,
}

impl PostingCheck {
    pub fn passes(&self) -> bool {
        self.bad_category.is_none() && !self.bad_form && !self.bad_compound
    }

    fn failures(&self) -> u8 {
        u8::from(self.bad_category.is_some())
            + u8::from(self.bad_form)
            + u8::from(self.bad_compound)
    }
}

/// Which words a ruleset accepts: normalisation plus lexicon policy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordPolicy {
    pub normalizer: Normalizer,
    pub min_length: usize,
    /// When set, an entry needs at least one of these categories.
    pub allowed_categories: Option<CategorySet>,
    /// An entry with any of these categories does not pass.
    pub forbidden_categories: CategorySet,
    pub forbidden_form_kinds: FormKindSet,
    /// Whether compounds the lexicon has only by compound analysis pass.
    pub compounds: CompoundPolicy,
    /// A house word list on top (a request's, never a ruleset file's).
    pub house: Option<Arc<HouseRules>>,
    /// The reason a word the house list refuses is given, worded once
    /// (the same for every word; wording it is most of what a refusal costs).
    pub house_refusal: Option<Reason>,
}

impl WordPolicy {
    /// A policy that allows every entry of at least `min_length` letters.
    pub fn permissive(umlauts: UmlautPolicy, min_length: usize) -> Self {
        WordPolicy {
            normalizer: Normalizer::new(umlauts),
            min_length,
            allowed_categories: None,
            forbidden_categories: CategorySet::EMPTY,
            forbidden_form_kinds: FormKindSet::EMPTY,
            compounds: CompoundPolicy::Admit,
            house: None,
            house_refusal: None,
        }
    }

    /// This policy with `house` on top.
    pub fn with_house(&self, house: Arc<HouseRules>) -> WordPolicy {
        let refusal = Reason::said(
            ReasonCode::HouseRule,
            Message::HouseRefused {
                name: house.list.name.clone(),
                revision: house.list.revision,
            },
        );
        WordPolicy {
            house: Some(house),
            house_refusal: Some(refusal),
            ..self.clone()
        }
    }

    pub fn umlauts(&self) -> UmlautPolicy {
        self.normalizer.umlauts()
    }

    /// The category an entry with `categories` (as a snapshot's postings
    /// carry them: an entry without any is `common`) is refused for, if
    /// any: the first forbidden one, or, when the policy allows only some,
    /// its first category when none of them is allowed.
    pub fn refused_category(&self, categories: CategorySet) -> Option<Category> {
        categories
            .intersection(self.forbidden_categories)
            .iter()
            .next()
            .or_else(|| match self.allowed_categories {
                Some(allowed) if categories.intersection(allowed).is_empty() => {
                    categories.iter().next().or(Some(Category::Common))
                }
                _ => None,
            })
    }

    /// Checks one (entry, form) against the policy.
    pub fn check_posting(&self, snapshot: &Snapshot, posting: Posting) -> PostingCheck {
        // The posting carries its entry's categories: no entry-table access here.
        PostingCheck {
            posting,
            bad_category: self.refused_category(posting.categories),
            bad_form: self.forbidden_form_kinds.contains(posting.kind),
            // The entry table only when the policy asks: every shipped one admits them.
            bad_compound: self.compounds == CompoundPolicy::Refuse
                && snapshot.is_compound(posting.entry),
        }
    }

    /// Whether a key is valid, without building reasons (the solver's and
    /// the batch endpoint's fast path).
    pub fn accepts_key(&self, snapshot: &Snapshot, key: &str, letters: usize) -> bool {
        if letters < self.min_length {
            return false;
        }
        match self.house.as_ref().and_then(|house| house.says(key)) {
            Some(HouseEffect::Refused) => false,
            Some(HouseEffect::Allowed) => true,
            None => snapshot
                .lookup(self.umlauts(), key)
                .any(|posting| self.check_posting(snapshot, posting).passes()),
        }
    }

    /// `reasons` (the lexicon's and the ruleset's) with the house list's
    /// say on `key`, and whether it decided (see [`crate::house`]).
    fn with_house_rule(
        &self,
        key: &str,
        mut reasons: Vec<Reason>,
    ) -> (Vec<Reason>, Option<HouseEffect>) {
        let Some(house) = self.house.as_deref() else {
            return (reasons, None);
        };
        match house.says(key) {
            Some(HouseEffect::Refused) => {
                let refusal = self.house_refusal.clone().unwrap_or_else(|| {
                    Reason::said(
                        ReasonCode::HouseRule,
                        Message::HouseRefused {
                            name: house.list.name.clone(),
                            revision: house.list.revision,
                        },
                    )
                });
                reasons.insert(0, refusal);
                (reasons, Some(HouseEffect::Refused))
            }
            // Only the lexicon's refusals give way; a shape refusal
            // (too short) stays.
            Some(HouseEffect::Allowed)
                if !reasons.is_empty()
                    && reasons.iter().all(|reason| {
                        matches!(
                            reason.code,
                            ReasonCode::NotInLexicon
                                | ReasonCode::CategoryNotAllowed
                                | ReasonCode::FormNotAllowed
                        )
                    }) =>
            {
                (Vec::new(), Some(HouseEffect::Allowed))
            }
            _ => (reasons, None),
        }
    }

    /// The verdict on `key` given the lexicon's and ruleset's `reasons`.
    fn verdict(&self, key: GameKey, reasons: Vec<Reason>) -> Verdict {
        let (reasons, house) = self.with_house_rule(key.as_str(), reasons);
        Verdict {
            valid: reasons.is_empty(),
            key: Some(key),
            reasons,
            house,
        }
    }

    /// The verdict on raw input and the entries behind its key, from one
    /// normalisation and one lookup: the same verdict as [`judge`](Self::judge).
    pub fn examine<'s>(&self, snapshot: &'s Snapshot, input: &str) -> Examination<'s> {
        let key = match self.normalizer.normalize(input) {
            Ok(key) => key,
            Err(rejection) => {
                return Examination {
                    verdict: rejected(&rejection),
                    entries: Vec::new(),
                };
            }
        };
        let checks: Vec<PostingCheck> = snapshot
            .lookup(self.umlauts(), key.as_str())
            .map(|posting| self.check_posting(snapshot, posting))
            .collect();
        let entries = checks
            .iter()
            .map(|check| {
                let entry = snapshot.entry(check.posting.entry);
                EntryMatch {
                    lemma: entry.lemma,
                    pos: entry.pos,
                    categories: entry.categories,
                    form_kind: check.posting.kind,
                    allowed: check.passes(),
                    compound: snapshot.compound(check.posting.entry),
                }
            })
            .collect();
        let reasons = if self.is_too_short(&key) {
            vec![self.too_short(&key)]
        } else {
            self.reasons_for_checks(snapshot, key.as_str(), checks)
        };
        Examination {
            verdict: self.verdict(key, reasons),
            entries,
        }
    }

    /// The verdict on raw input.
    pub fn judge(&self, snapshot: &Snapshot, input: &str) -> Verdict {
        match self.normalizer.normalize(input) {
            Ok(key) => self.judge_key(snapshot, key),
            Err(rejection) => rejected(&rejection),
        }
    }

    /// The verdicts on many inputs, in order: the same as [`judge`](Self::judge)
    /// on each, faster, because the lexicon lookups of neighbouring words
    /// overlap their memory reads ([`Snapshot::lookup_each`]).
    pub fn judge_batch<S: AsRef<str>>(&self, snapshot: &Snapshot, inputs: &[S]) -> Vec<Verdict> {
        let normalized: Vec<Result<GameKey, Rejection>> = inputs
            .iter()
            .map(|input| self.normalizer.normalize(input.as_ref()))
            .collect();
        // The keys long enough to look up, in input order.
        let keys: Vec<&str> = normalized
            .iter()
            .filter_map(|n| n.as_ref().ok())
            .filter(|key| !self.is_too_short(key))
            .map(GameKey::as_str)
            .collect();
        let mut looked_up: Vec<Vec<Reason>> = Vec::with_capacity(keys.len());
        snapshot.lookup_each(self.umlauts(), &keys, |i, postings| {
            looked_up.push(self.reasons_for_postings(snapshot, keys[i], postings));
        });
        let mut looked_up = looked_up.into_iter();
        normalized
            .into_iter()
            .map(|n| match n {
                Err(rejection) => rejected(&rejection),
                Ok(key) => {
                    let reasons = if self.is_too_short(&key) {
                        vec![self.too_short(&key)]
                    } else {
                        looked_up.next().unwrap_or_default()
                    };
                    self.verdict(key, reasons)
                }
            })
            .collect()
    }

    /// The verdict on a key (already normalised under this policy's umlauts).
    pub fn judge_key(&self, snapshot: &Snapshot, key: GameKey) -> Verdict {
        let reasons = self.lexicon_reasons_for_key(snapshot, &key);
        self.verdict(key, reasons)
    }

    /// Every reason the key is refused (a house list's first); empty when
    /// it is valid.
    pub fn reasons_for_key(&self, snapshot: &Snapshot, key: &GameKey) -> Vec<Reason> {
        let reasons = self.lexicon_reasons_for_key(snapshot, key);
        self.with_house_rule(key.as_str(), reasons).0
    }

    /// Every reason the lexicon and the ruleset refuse the key for.
    fn lexicon_reasons_for_key(&self, snapshot: &Snapshot, key: &GameKey) -> Vec<Reason> {
        if self.is_too_short(key) {
            return vec![self.too_short(key)];
        }
        let postings = snapshot.lookup(self.umlauts(), key.as_str());
        self.reasons_for_postings(snapshot, key.as_str(), postings)
    }

    /// Whether `key` has fewer letters than the policy asks for.
    pub fn is_too_short(&self, key: &GameKey) -> bool {
        key.letter_count() < self.min_length
    }

    fn too_short(&self, key: &GameKey) -> Reason {
        Reason::said(
            ReasonCode::TooShort,
            Message::TooShort {
                key: key.as_str().to_owned(),
                letters: key.letter_count(),
                min: self.min_length,
            },
        )
    }

    /// Every reason a key of enough letters is refused, given its postings.
    fn reasons_for_postings(
        &self,
        snapshot: &Snapshot,
        key: &str,
        postings: Postings<'_>,
    ) -> Vec<Reason> {
        // Lazily: checking stops at the first posting that passes.
        let checks = postings.map(|posting| self.check_posting(snapshot, posting));
        self.reasons_for_checks(snapshot, key, checks)
    }

    /// Every reason a key of enough letters is refused, given what each of
    /// its postings fails.
    fn reasons_for_checks(
        &self,
        snapshot: &Snapshot,
        key: &str,
        all_checks: impl IntoIterator<Item = PostingCheck>,
    ) -> Vec<Reason> {
        let mut checks: Vec<PostingCheck> = Vec::new();
        for check in all_checks {
            if check.passes() {
                return Vec::new();
            }
            checks.push(check);
        }
        if checks.is_empty() {
            return vec![not_in_lexicon(key)];
        }
        checks.sort_by_key(|c| (c.failures(), c.posting));
        let mut reasons: Vec<Reason> = Vec::new();
        for check in &checks {
            let entry = snapshot.entry(check.posting.entry);
            if let Some(category) = check.bad_category {
                push_unique(
                    &mut reasons,
                    Reason::said(
                        ReasonCode::CategoryNotAllowed,
                        Message::CategoryNotAllowed {
                            lemma: entry.lemma.to_owned(),
                            pos: entry.pos.to_string(),
                            category: category.to_string(),
                            // Named only for the category it decided.
                            source: snapshot
                                .decided_by(check.posting.entry)
                                .filter(|s| s.decides(category))
                                .map(|s| s.to_string()),
                        },
                    ),
                );
            }
            if check.bad_compound
                && let Some(compound) = snapshot.compound(check.posting.entry)
            {
                // The spec's closed set of codes: a compound refused for how
                // the lexicon has it is an entry of a kind the ruleset refuses.
                push_unique(
                    &mut reasons,
                    Reason::said(
                        ReasonCode::CategoryNotAllowed,
                        Message::CompoundNotAllowed {
                            lemma: entry.lemma.to_owned(),
                            parts: compound.parts().map(str::to_owned).collect(),
                        },
                    ),
                );
            }
            if check.bad_form {
                push_unique(
                    &mut reasons,
                    Reason::said(
                        ReasonCode::FormNotAllowed,
                        Message::FormNotAllowed {
                            key: key.to_owned(),
                            lemma: entry.lemma.to_owned(),
                            pos: entry.pos.to_string(),
                            kind: check.posting.kind.to_string(),
                        },
                    ),
                );
            }
        }
        reasons
    }
}

/// What the word finder asks of a policy: its indexes hold the keys the
/// policy accepts without its house list (the finder lays a list over its
/// answers per query). Indexes written out name a policy by its `Debug`
/// form, every field.
impl Admission for WordPolicy {
    fn normalizer(&self) -> &Normalizer {
        &self.normalizer
    }

    fn min_length(&self) -> usize {
        self.min_length
    }

    fn admits(&self, snapshot: &Snapshot, posting: Posting) -> bool {
        self.check_posting(snapshot, posting).passes()
    }
}

/// The verdict on input that has no game key.
fn rejected(rejection: &Rejection) -> Verdict {
    Verdict {
        key: None,
        valid: false,
        reasons: vec![Reason::from(rejection)],
        house: None,
    }
}

/// The most common refusal, built without the formatting machinery (it is
/// most of the cost of judging an absent word).
fn not_in_lexicon(key: &str) -> Reason {
    const TAIL: &str = "” is not in the lexicon";
    let mut detail = String::with_capacity('“'.len_utf8() + key.len() + TAIL.len());
    detail.push('“');
    detail.push_str(key);
    detail.push_str(TAIL);
    Reason {
        code: ReasonCode::NotInLexicon,
        detail,
        category_source: None,
        message: Some(Box::new(Message::NotInLexicon {
            key: key.to_owned(),
        })),
    }
}

fn push_unique(reasons: &mut Vec<Reason>, reason: Reason) {
    if !reasons.contains(&reason) {
        reasons.push(reason);
    }
}

/// The form kinds policies usually talk about, for rulesets and tests.
pub fn form_kinds(kinds: &[FormKind]) -> FormKindSet {
    kinds.iter().copied().collect()
}
