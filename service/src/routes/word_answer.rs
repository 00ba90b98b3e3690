//! The answer to `GET /v1/words/{word}` and its JSON.
//!
//! It is the most frequent answer the service gives, and serde's generic
//! serialiser spent more time on it than the lookup behind it (every field
//! name escaped again, every enum through the serializer's dispatch). So it
//! is written here directly: the same bytes as `serde_json::to_vec` of the
//! same [`WordAnswer`] (the tests prove it on arbitrary answers), while the
//! derived `Serialize` and `ToSchema` remain the reference and the documented
//! schema.

use serde::Serialize;
use utoipa::ToSchema;
use wortwert_domain::house::{HouseEffect, HouseListRef};
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::messages::Lang;
use wortwert_domain::policy::Reason;
use wortwert_domain::ruleset::Ruleset;

use crate::dto::{LexiconRef, RulesetRef};
use crate::meanings::{EntryAnswer, MeaningsSource};
use crate::routes::suggestions::SuggestedWord;

/// [`LexiconRef`] borrowed from the snapshot that answered.
#[derive(Debug, Serialize)]
pub struct LexiconView<'a> {
    pub id: &'a str,
    pub version: u32,
    pub checksum: &'a str,
}

impl<'a> LexiconView<'a> {
    /// The version `snapshot` is.
    pub fn of(snapshot: &'a Snapshot) -> LexiconView<'a> {
        let meta = snapshot.meta();
        LexiconView {
            id: &meta.lexicon_id,
            version: meta.version,
            checksum: snapshot.checksum(),
        }
    }
}

/// [`RulesetRef`] borrowed from the ruleset that decided.
#[derive(Debug, Serialize)]
pub struct RulesetView<'a> {
    pub id: &'a str,
    pub revision: u32,
    pub checksum: &'a str,
}

impl<'a> RulesetView<'a> {
    /// The revision `ruleset` is.
    pub fn of(ruleset: &'a Ruleset) -> RulesetView<'a> {
        RulesetView {
            id: &ruleset.id,
            revision: ruleset.revision,
            checksum: &ruleset.checksum,
        }
    }
}

/// The verdict on one word.
#[derive(Debug, Serialize, ToSchema)]
pub struct WordAnswer<'a> {
    /// The word as sent (percent-decoded).
    pub input: &'a str,
    /// The game key (absent when the input has none, e.g. `Café`).
    pub key: Option<&'a str>,
    /// Whether the word counts in the game.
    pub valid: bool,
    /// Why the word is refused; empty when valid.
    pub reasons: Vec<Reason>,
    /// Every lexicon entry behind the key, whether the ruleset allows it,
    /// and what it means.
    pub entries: Vec<EntryAnswer<'a>>,
    /// Where the entries' meanings come from (Wiktionary), with the
    /// licence to name beside them; only when an entry has meanings.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meanings_source: Option<MeaningsSource>,
    /// Where the entries' synonyms come from (OpenThesaurus), with the
    /// licence to name beside them; only when an entry has synonyms.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub synonyms_source: Option<MeaningsSource>,
    #[schema(value_type = LexiconRef)]
    pub lexicon: LexiconView<'a>,
    #[schema(value_type = RulesetRef)]
    pub ruleset: RulesetView<'a>,
    /// Only when asked for with `suggest`: valid words near the word,
    /// nearest first (none for a valid word).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suggestions: Option<Vec<SuggestedWord>>,
    /// Only when a published version is scheduled (its effective date still
    /// to come) and its verdict on the word differs from this one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub upcoming: Option<UpcomingVerdict>,
    /// The house word list on top of the ruleset, when the request named one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_list: Option<&'a HouseListRef>,
    /// Only when the house list decided: `allowed` (valid by the list,
    /// which the lexicon alone is not) or `refused` (the list refuses it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_rule: Option<HouseEffect>,
    /// The language the reasons are worded in (serde's writer takes it
    /// from `Lang::current`, the same for a request).
    #[serde(skip)]
    pub lang: Lang,
}

/// The verdict a scheduled version will give from its effective date on.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(example = json!({"version": 3, "effective_from": "2027-01-01", "valid": true}))]
pub struct UpcomingVerdict {
    /// The scheduled version, as `lexicon_version` names it.
    pub version: u32,
    /// The day it will be served from.
    #[schema(value_type = String, format = Date)]
    pub effective_from: chrono::NaiveDate,
    /// Whether the word will count then.
    pub valid: bool,
}

impl WordAnswer<'_> {
    /// Appends the answer as compact JSON, byte for byte what
    /// `serde_json::to_writer` writes for it.
    pub fn write_json(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(b"{\"input\":");
        write_str(out, self.input);
        out.extend_from_slice(b",\"key\":");
        match self.key {
            Some(key) => write_str(out, key),
            None => out.extend_from_slice(b"null"),
        }
        out.extend_from_slice(if self.valid {
            b",\"valid\":true,\"reasons\":["
        } else {
            b",\"valid\":false,\"reasons\":["
        });
        for (i, reason) in self.reasons.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            out.extend_from_slice(b"{\"code\":\"");
            out.extend_from_slice(reason.code.as_str().as_bytes());
            out.extend_from_slice(b"\",\"detail\":");
            write_str(out, &reason.detail_in(self.lang));
            if let Some(source) = reason.category_source {
                out.extend_from_slice(b",\"category_source\":\"");
                out.extend_from_slice(source.as_str().as_bytes());
                out.push(b'"');
            }
            out.push(b'}');
        }
        out.extend_from_slice(b"],\"entries\":[");
        for (i, entry) in self.entries.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            write_entry(out, entry);
        }
        out.push(b']');
        if let Some(source) = &self.meanings_source {
            write_source(out, b",\"meanings_source\":", source);
        }
        if let Some(source) = &self.synonyms_source {
            write_source(out, b",\"synonyms_source\":", source);
        }
        out.extend_from_slice(b",\"lexicon\":{\"id\":");
        write_str(out, self.lexicon.id);
        out.extend_from_slice(b",\"version\":");
        write_u32(out, self.lexicon.version);
        out.extend_from_slice(b",\"checksum\":");
        write_str(out, self.lexicon.checksum);
        out.extend_from_slice(b"},\"ruleset\":{\"id\":");
        write_str(out, self.ruleset.id);
        out.extend_from_slice(b",\"revision\":");
        write_u32(out, self.ruleset.revision);
        out.extend_from_slice(b",\"checksum\":");
        write_str(out, self.ruleset.checksum);
        out.push(b'}');
        if let Some(suggestions) = &self.suggestions {
            write_suggestions(out, suggestions);
        }
        if let Some(upcoming) = &self.upcoming {
            out.extend_from_slice(b",\"upcoming\":{\"version\":");
            write_u32(out, upcoming.version);
            out.extend_from_slice(b",\"effective_from\":\"");
            let date = upcoming.effective_from.format("%Y-%m-%d").to_string();
            out.extend_from_slice(date.as_bytes());
            out.extend_from_slice(if upcoming.valid {
                b"\",\"valid\":true}"
            } else {
                b"\",\"valid\":false}"
            });
        }
        if let Some(list) = self.house_list {
            out.extend_from_slice(b",\"house_list\":{\"name\":");
            write_str(out, &list.name);
            out.extend_from_slice(b",\"revision\":");
            write_u32(out, list.revision);
            out.extend_from_slice(b",\"checksum\":");
            write_str(out, &list.checksum);
            out.push(b'}');
        }
        match self.house_rule {
            Some(HouseEffect::Allowed) => out.extend_from_slice(b",\"house_rule\":\"allowed\""),
            Some(HouseEffect::Refused) => out.extend_from_slice(b",\"house_rule\":\"refused\""),
            None => {}
        }
        out.push(b'}');
    }
}

fn write_suggestions(out: &mut Vec<u8>, suggestions: &[SuggestedWord]) {
    out.extend_from_slice(b",\"suggestions\":[");
    for (i, suggestion) in suggestions.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(b"{\"key\":");
        write_str(out, &suggestion.key);
        out.extend_from_slice(b",\"display\":");
        write_str(out, &suggestion.display);
        out.extend_from_slice(b",\"distance\":");
        out.extend_from_slice(itoa::Buffer::new().format(suggestion.distance).as_bytes());
        out.push(b'}');
    }
    out.push(b']');
}

/// A source object after its field's name (`,"meanings_source":`).
fn write_source(out: &mut Vec<u8>, field: &[u8], source: &MeaningsSource) {
    out.extend_from_slice(field);
    out.extend_from_slice(b"{\"name\":");
    write_str(out, source.name);
    out.extend_from_slice(b",\"licence\":");
    write_str(out, source.licence);
    out.extend_from_slice(b",\"licence_url\":");
    write_str(out, source.licence_url);
    out.extend_from_slice(b",\"url\":");
    write_str(out, source.url);
    out.push(b'}');
}

fn write_entry(out: &mut Vec<u8>, answer: &EntryAnswer<'_>) {
    let entry = &answer.entry;
    out.extend_from_slice(b"{\"lemma\":");
    write_str(out, entry.lemma);
    out.extend_from_slice(b",\"pos\":\"");
    out.extend_from_slice(entry.pos.as_str().as_bytes());
    out.extend_from_slice(b"\",\"categories\":[");
    for (i, category) in entry.categories.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.push(b'"');
        out.extend_from_slice(category.as_str().as_bytes());
        out.push(b'"');
    }
    out.extend_from_slice(b"],\"form_kind\":\"");
    out.extend_from_slice(entry.form_kind.as_str().as_bytes());
    out.extend_from_slice(if entry.allowed {
        b"\",\"allowed\":true"
    } else {
        b"\",\"allowed\":false"
    });
    if let Some(compound) = &entry.compound {
        out.extend_from_slice(b",\"compound\":{\"parts\":");
        write_str_list(out, compound.parts());
        out.extend_from_slice(b",\"evidence\":\"");
        out.extend_from_slice(compound.evidence.as_str().as_bytes());
        out.push(b'"');
        out.push(b'}');
    }
    if let Some(meanings) = &answer.meanings {
        out.extend_from_slice(b",\"meanings\":");
        write_str_list(out, meanings.iter());
    }
    if let Some(synonyms) = &answer.synonyms {
        out.extend_from_slice(b",\"synonyms\":");
        write_str_list(out, synonyms.iter());
    }
    out.push(b'}');
}

/// A JSON array of strings.
fn write_str_list<'s>(out: &mut Vec<u8>, items: impl Iterator<Item = &'s str>) {
    out.push(b'[');
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.push(b',');
        }
        write_str(out, item);
    }
    out.push(b']');
}

/// A JSON string. Words almost never need escaping, so they are checked
/// for it first (a loop the compiler vectorises) and copied whole; the rare
/// one that does goes through serde_json's own escaping.
fn write_str(out: &mut Vec<u8>, s: &str) {
    // JSON (and serde_json) escapes exactly the control characters, `"` and `\`.
    let needs_escape = s.bytes().fold(false, |any, b| {
        any | (b < 0x20) | (b == b'"') | (b == b'\\')
    });
    if needs_escape {
        // Writing into a Vec cannot fail.
        let _ = serde_json::to_writer(&mut *out, s);
    } else {
        out.reserve(s.len() + 2);
        out.push(b'"');
        out.extend_from_slice(s.as_bytes());
        out.push(b'"');
    }
}

fn write_u32(out: &mut Vec<u8>, n: u32) {
    out.extend_from_slice(itoa::Buffer::new().format(n).as_bytes());
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use wortwert_domain::lexicon::{Compound, CompoundMark};
    use wortwert_domain::messages::Message;
    use wortwert_domain::model::{
        Category, CategorySet, CategorySource, CompoundEvidence, FormKind, PartOfSpeech,
    };
    use wortwert_domain::policy::{EntryMatch, ReasonCode};

    use wortwert_domain::lexicon::meanings::MeaningList;

    use crate::meanings::{OPENTHESAURUS, WIKTIONARY};

    use super::*;

    const REASON_CODES: [ReasonCode; 14] = [
        ReasonCode::NotInLexicon,
        ReasonCode::CategoryNotAllowed,
        ReasonCode::FormNotAllowed,
        ReasonCode::TooShort,
        ReasonCode::TooLong,
        ReasonCode::Empty,
        ReasonCode::ForbiddenCharacter,
        ReasonCode::LetterNotInAlphabet,
        ReasonCode::NotOnBoard,
        ReasonCode::DieReused,
        ReasonCode::LettersNotAvailable,
        ReasonCode::Struck,
        ReasonCode::Repeated,
        ReasonCode::HouseRule,
    ];

    /// Strings as words come: mostly letters, sometimes umlauts, quotes,
    /// backslashes, control characters and anything else Unicode has.
    fn text() -> impl Strategy<Value = String> {
        prop_oneof![
            "[A-Za-zÄÖÜäöüß]{0,12}",
            "[\"\\\\\u{0}-\u{1f}\u{7f}a-zé\u{2028}\u{fffd}]{0,8}",
            any::<String>(),
        ]
    }

    /// A lemma, and where its parts meet when it is an analysis compound.
    fn lemma() -> impl Strategy<Value = (String, Option<(Vec<usize>, usize)>)> {
        prop_oneof![
            text().prop_map(|lemma| (lemma, None)),
            (
                proptest::collection::vec("[A-Za-zäöüß\"\\\\\u{0}-\u{1f}]{1,5}", 2..=4),
                0..CompoundEvidence::ALL.len()
            )
                .prop_map(|(parts, evidence)| {
                    let mut bounds = Vec::new();
                    let mut at = 0;
                    for part in &parts[..parts.len() - 1] {
                        at += part.len();
                        bounds.push(at);
                    }
                    (parts.concat(), Some((bounds, evidence)))
                }),
        ]
    }

    type EntryParts = (
        (String, Option<(Vec<usize>, usize)>),
        usize,
        u16,
        usize,
        bool,
        (Vec<String>, Vec<String>),
    );

    fn entry() -> impl Strategy<Value = EntryParts> {
        (
            lemma(),
            0..PartOfSpeech::ALL.len(),
            0..(1u16 << Category::ALL.len()),
            0..FormKind::ALL.len(),
            any::<bool>(),
            (
                proptest::collection::vec(text(), 0..3),
                proptest::collection::vec(text(), 0..3),
            ),
        )
    }

    fn reason() -> impl Strategy<Value = (usize, String, Option<usize>)> {
        (
            0..REASON_CODES.len(),
            text(),
            proptest::option::of(0..CategorySource::ALL.len()),
        )
    }

    fn assert_same_as_serde(answer: &WordAnswer<'_>) {
        let mut fast = Vec::new();
        answer.write_json(&mut fast);
        let reference = serde_json::to_vec(answer).unwrap();
        assert_eq!(
            String::from_utf8_lossy(&fast),
            String::from_utf8_lossy(&reference)
        );
    }

    proptest! {
        #[test]
        fn writes_what_serde_writes(
            input in text(),
            key in proptest::option::of(text()),
            valid in any::<bool>(),
            reasons in proptest::collection::vec(reason(), 0..3),
            entries in proptest::collection::vec(entry(), 0..4),
            lexicon_id in text(),
            version in any::<u32>(),
            checksum in text(),
            ruleset_id in text(),
            revision in any::<u32>(),
            ruleset_checksum in text(),
            suggestions in proptest::option::of(proptest::collection::vec((text(), text(), any::<usize>()), 0..3)),
            upcoming in proptest::option::of((any::<u32>(), 1i32..3_000_000, any::<bool>())),
            named_sources in (any::<bool>(), any::<bool>()),
            house in proptest::option::of((text(), any::<u32>(), text(), proptest::option::of(any::<bool>()))),
        ) {
            let house_list = house.as_ref().map(|(name, revision, checksum, _)| HouseListRef {
                name: name.clone(),
                revision: *revision,
                checksum: checksum.clone(),
            });
            let answer = WordAnswer {
                input: &input,
                key: key.as_deref(),
                valid,
                reasons: reasons
                    .into_iter()
                    .map(|(code, detail, source)| Reason {
                        category_source: source.map(|s| CategorySource::ALL[s]),
                        ..Reason::new(REASON_CODES[code], detail)
                    })
                    .collect(),
                entries: entries
                    .iter()
                    .map(|((lemma, compound), pos, categories, kind, allowed, (meanings, synonyms))| EntryAnswer {
                        entry: EntryMatch {
                            lemma,
                            pos: PartOfSpeech::ALL[*pos],
                            categories: CategorySet::from_bits(*categories),
                            form_kind: FormKind::ALL[*kind],
                            allowed: *allowed,
                            compound: compound.as_ref().map(|(boundaries, evidence)| {
                                let mark = CompoundMark {
                                    boundaries: boundaries.clone(),
                                    evidence: CompoundEvidence::ALL[*evidence],
                                };
                                Compound::new(lemma, &mark).expect("parts of the lemma")
                            }),
                        },
                        meanings: MeaningList::from_meanings(meanings),
                        synonyms: MeaningList::from_meanings(synonyms),
                    })
                    .collect(),
                meanings_source: named_sources.0.then_some(WIKTIONARY),
                synonyms_source: named_sources.1.then_some(OPENTHESAURUS),
                lexicon: LexiconView { id: &lexicon_id, version, checksum: &checksum },
                ruleset: RulesetView { id: &ruleset_id, revision, checksum: &ruleset_checksum },
                suggestions: suggestions.map(|list| {
                    list.into_iter()
                        .map(|(key, display, distance)| SuggestedWord { key, display, distance })
                        .collect()
                }),
                upcoming: upcoming.map(|(version, day, valid)| UpcomingVerdict {
                    version,
                    effective_from: chrono::NaiveDate::from_num_days_from_ce_opt(day).unwrap(),
                    valid,
                }),
                house_list: house_list.as_ref(),
                house_rule: house.as_ref().and_then(|(_, _, _, rule)| {
                    rule.map(|allowed| if allowed { HouseEffect::Allowed } else { HouseEffect::Refused })
                }),
                lang: Lang::En,
            };
            assert_same_as_serde(&answer);
        }
    }

    #[test]
    fn every_name_is_written_as_serde_names_it() {
        // One entry per value of each closed set, so a renamed variant shows.
        for (i, code) in REASON_CODES.iter().enumerate() {
            let pos = PartOfSpeech::ALL[i % PartOfSpeech::ALL.len()];
            let kind = FormKind::ALL[i % FormKind::ALL.len()];
            let category = Category::ALL[i % Category::ALL.len()];
            assert_same_as_serde(&WordAnswer {
                input: "Straße",
                key: Some("STRASSE"),
                valid: false,
                reasons: vec![Reason::new(*code, "weil")],
                entries: vec![EntryAnswer {
                    entry: EntryMatch {
                        lemma: "Straße",
                        pos,
                        categories: CategorySet::EMPTY.with(category),
                        form_kind: kind,
                        allowed: true,
                        compound: Some(
                            Compound::new(
                                "Straße",
                                &CompoundMark {
                                    boundaries: vec![3],
                                    evidence: CompoundEvidence::ALL
                                        [i % CompoundEvidence::ALL.len()],
                                },
                            )
                            .unwrap(),
                        ),
                    },
                    meanings: MeaningList::from_meanings(&vec!["breiter Weg"; i % 3]),
                    synonyms: MeaningList::from_meanings(&vec!["Allee, Chaussee"; i % 2]),
                }],
                meanings_source: (i % 3 > 0).then_some(WIKTIONARY),
                synonyms_source: (i % 2 > 0).then_some(OPENTHESAURUS),
                lexicon: LexiconView {
                    id: "default",
                    version: 1,
                    checksum: "45917676",
                },
                ruleset: RulesetView {
                    id: "crossword",
                    revision: 2,
                    checksum: "9f86d081",
                },
                suggestions: (i % 2 == 0).then(|| {
                    vec![SuggestedWord {
                        key: "STRASSE".to_owned(),
                        display: "Straße".to_owned(),
                        distance: i,
                    }]
                }),
                upcoming: (i % 3 == 0).then(|| UpcomingVerdict {
                    version: 3,
                    effective_from: chrono::NaiveDate::from_ymd_opt(2099, 1, 1).unwrap(),
                    valid: i % 2 == 0,
                }),
                house_list: None,
                house_rule: None,
                lang: Lang::En,
            });
        }
    }

    #[test]
    fn german_reasons_are_written_as_serde_writes_them() {
        let answer = WordAnswer {
            input: "Xy",
            key: Some("XY"),
            valid: false,
            reasons: vec![
                Reason::said(
                    ReasonCode::NotInLexicon,
                    Message::NotInLexicon { key: "XY".into() },
                ),
                Reason::new(ReasonCode::Struck, "only in English"),
            ],
            entries: Vec::new(),
            meanings_source: None,
            synonyms_source: None,
            lexicon: LexiconView {
                id: "default",
                version: 1,
                checksum: "45917676",
            },
            ruleset: RulesetView {
                id: "crossword",
                revision: 2,
                checksum: "9f86d081",
            },
            suggestions: None,
            upcoming: None,
            house_list: None,
            house_rule: Some(HouseEffect::Refused),
            lang: Lang::De,
        };
        let mut fast = Vec::new();
        answer.write_json(&mut fast);
        let reference = Lang::De.scope(|| serde_json::to_vec(&answer)).unwrap();
        assert_eq!(
            String::from_utf8_lossy(&fast),
            String::from_utf8_lossy(&reference)
        );
        let text = String::from_utf8(fast).unwrap();
        assert!(text.contains("„XY“ steht nicht im Wörterbuch"), "{text}");
        assert!(text.contains("only in English"), "{text}");
    }

    #[test]
    fn views_serialise_as_the_shared_references() {
        let lexicon = LexiconRef {
            id: "default".to_owned(),
            version: 7,
            checksum: "abc".to_owned(),
        };
        let ruleset = RulesetRef {
            id: "boggle".to_owned(),
            revision: 3,
            checksum: "9f86d081".to_owned(),
        };
        assert_eq!(
            serde_json::to_value(LexiconView {
                id: &lexicon.id,
                version: lexicon.version,
                checksum: &lexicon.checksum,
            })
            .unwrap(),
            serde_json::to_value(&lexicon).unwrap()
        );
        assert_eq!(
            serde_json::to_value(RulesetView {
                id: &ruleset.id,
                revision: ruleset.revision,
                checksum: &ruleset.checksum,
            })
            .unwrap(),
            serde_json::to_value(&ruleset).unwrap()
        );
    }
}
