//! Building, encoding and querying a lexicon snapshot, and judging words with policies.

use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_domain::normalize::UmlautPolicy;
use wortwert_domain::policy::{ReasonCode, WordPolicy};
use wortwert_domain::ruleset::Ruleset;

fn entry(lemma: &str, pos: PartOfSpeech, categories: &[Category]) -> EntryData {
    EntryData {
        lemma: lemma.into(),
        pos,
        categories: categories.iter().copied().collect(),
    }
}

/// A small real lexicon covering the normalisation and policy examples.
fn small_lexicon() -> Snapshot {
    let mut b = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "test".into(),
        version: 7,
        note: "small".into(),
    });
    let noun =
        |b: &mut SnapshotBuilder, lemma: &str, forms: &[(&str, FormKind)], cats: &[Category]| {
            let id = b.add_entry(&entry(lemma, PartOfSpeech::Noun, cats));
            b.add_form(id, lemma, FormKind::Base);
            for (form, kind) in forms {
                b.add_form(id, form, *kind);
            }
        };
    noun(
        &mut b,
        "Straße",
        &[("Straßen", FormKind::Plural)],
        &[Category::Common],
    );
    noun(&mut b, "Masse", &[], &[Category::Common]);
    noun(
        &mut b,
        "Maß",
        &[("Maße", FormKind::Plural)],
        &[Category::Common],
    );
    noun(&mut b, "Ärger", &[], &[Category::Common]);
    noun(
        &mut b,
        "Peter",
        &[("Peters", FormKind::InflectedNoun)],
        &[Category::FirstName],
    );
    noun(&mut b, "Peter", &[], &[Category::FamilyName]);
    noun(&mut b, "Rom", &[], &[Category::Toponym]);
    noun(
        &mut b,
        "Rom",
        &[("Roma", FormKind::Plural)],
        &[Category::Common],
    );
    noun(&mut b, "UNO", &[], &[Category::Abbreviation]);
    noun(&mut b, "E-Mail", &[], &[Category::Common]);
    let gehen = b.add_entry(&entry("gehen", PartOfSpeech::Verb, &[Category::Common]));
    b.add_form(gehen, "gehen", FormKind::Base);
    b.add_form(gehen, "ging", FormKind::InflectedVerb);
    b.add_form(gehen, "gegangen", FormKind::InflectedVerb);
    b.build()
}

fn ruleset(name: &str) -> Ruleset {
    wortwert_domain::ruleset::shipped(name)
        .expect("a shipped ruleset")
        .unwrap()
}

#[test]
fn counts_and_meta() {
    let s = small_lexicon();
    let counts = s.counts();
    assert_eq!(counts.entries, 11);
    assert_eq!(counts.forms, 17);
    // E-Mail is not indexed (hyphen); MASSE is one key for Masse and Maße.
    assert!(!s.contains_key(UmlautPolicy::Expand, "E-MAIL"));
    assert!(s.contains_key(UmlautPolicy::Expand, "AERGER"));
    assert!(s.contains_key(UmlautPolicy::Distinct, "ÄRGER"));
    assert!(!s.contains_key(UmlautPolicy::Distinct, "AERGER"));
    assert_eq!(s.lookup(UmlautPolicy::Expand, "MASSE").count(), 2);
    assert_eq!(s.meta().version, 7);
    assert_eq!(s.checksum().len(), 64);
}

#[test]
fn encoding_round_trips_and_detects_corruption() {
    let s = small_lexicon();
    let bundle = s.to_bundle(3);
    let back = Snapshot::from_bundle(&bundle).unwrap();
    assert_eq!(back.checksum(), s.checksum());
    assert_eq!(back.counts(), s.counts());
    let lemmas: Vec<_> = back
        .lookup(UmlautPolicy::Expand, "PETER")
        .map(|p| back.entry(p.entry).categories)
        .collect();
    assert_eq!(lemmas.len(), 2);

    let mut bytes = s.to_bytes();
    let last = bytes.len() - 1;
    bytes[last] ^= 0xFF;
    assert!(Snapshot::from_bytes(&bytes).is_err());
    assert!(Snapshot::from_bytes(b"nonsense").is_err());
    assert!(Snapshot::from_bytes(&s.to_bytes()[..40]).is_err());
    assert!(Snapshot::from_bundle(b"not zstd").is_err());
}

#[test]
fn verdicts_under_the_shipped_rulesets() {
    let s = small_lexicon();
    let cases: &[(&str, &str, Option<ReasonCode>)] = &[
        ("crossword", "Straße", None),
        ("crossword", "STRASSEN", None),
        ("crossword", "Maße", None),
        ("wort-yahtzee", "A\u{0308}rger", None),
        ("happycross", "Peter", Some(ReasonCode::CategoryNotAllowed)),
        ("crossword", "Peter", None),
        ("typdom", "Peter", None),
        ("typdom", "ging", Some(ReasonCode::FormNotAllowed)),
        ("typdom", "gehen", None),
        ("happycross", "ging", None),
        ("happycross", "Rom", None),
        ("boggle", "Rom", None),
        ("happycross", "UNO", Some(ReasonCode::CategoryNotAllowed)),
        ("crossword", "UNO", Some(ReasonCode::CategoryNotAllowed)),
        ("boggle", "UNO", Some(ReasonCode::CategoryNotAllowed)),
        ("crossword", "Café", Some(ReasonCode::LetterNotInAlphabet)),
        ("boggle", "E-Mail", Some(ReasonCode::ForbiddenCharacter)),
        ("boggle", "Ar", Some(ReasonCode::TooShort)),
        ("crossword", "Quatsch", Some(ReasonCode::NotInLexicon)),
        ("crossword", "  ", Some(ReasonCode::Empty)),
    ];
    for (ruleset_id, word, expected) in cases {
        let verdict = ruleset(ruleset_id).policy.judge(&s, word);
        assert_eq!(
            verdict.valid,
            expected.is_none(),
            "{ruleset_id} {word}: {verdict:?}"
        );
        assert_eq!(
            verdict.reasons.first().map(|r| r.code),
            *expected,
            "{ruleset_id} {word}"
        );
    }
}

#[test]
fn refusals_say_which_category_or_form() {
    let s = small_lexicon();
    let peter = ruleset("happycross").policy.judge(&s, "Peter");
    let details: Vec<_> = peter.reasons.iter().map(|r| r.detail.as_str()).collect();
    assert!(
        details.iter().any(|d| d.contains("first name")),
        "{details:?}"
    );
    assert!(
        details.iter().any(|d| d.contains("family name")),
        "{details:?}"
    );
    let ging = ruleset("typdom").policy.judge(&s, "ging");
    assert!(
        ging.reasons[0].detail.contains("gehen"),
        "{:?}",
        ging.reasons
    );
    assert!(
        ging.reasons[0].detail.contains("inflected verb"),
        "{:?}",
        ging.reasons
    );
}

#[test]
fn accepts_key_agrees_with_judge() {
    let s = small_lexicon();
    let policy = WordPolicy::permissive(UmlautPolicy::Expand, 2);
    for word in ["STRASSE", "PETER", "UNO", "QUATSCH", "A"] {
        let verdict = policy.judge(&s, word);
        let key = verdict.key.clone().unwrap();
        assert_eq!(
            policy.accepts_key(&s, key.as_str(), key.letter_count()),
            verdict.valid,
            "{word}"
        );
    }
    let mut keys = Vec::new();
    s.for_each_key(UmlautPolicy::Expand, |key, _| {
        keys.push(key.as_str().to_owned())
    });
    assert!(keys.windows(2).all(|w| w[0] < w[1]));
    assert!(keys.contains(&"GEGANGEN".to_owned()));
    assert_eq!(
        s.keys_with_prefix(UmlautPolicy::Expand, "STRA", 10),
        vec!["STRASSE", "STRASSEN"]
    );
}

/// Keys longer than the hash index holds (255 bytes) are looked up in the fst.
#[test]
fn very_long_keys_are_found_too() {
    let mut b = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "long".into(),
        version: 1,
        note: String::new(),
    });
    let long = "Donau".repeat(60);
    let id = b.add_entry(&entry(&long, PartOfSpeech::Noun, &[Category::Common]));
    b.add_form(id, &long, FormKind::Base);
    let short = b.add_entry(&entry("Haus", PartOfSpeech::Noun, &[Category::Common]));
    b.add_form(short, "Haus", FormKind::Base);
    let s = b.build();
    let key = long.to_uppercase();
    for policy in UmlautPolicy::ALL {
        assert!(s.contains_key(policy, &key));
        assert_eq!(s.lookup(policy, &key).count(), 1);
        assert!(!s.contains_key(policy, &format!("{key}X")));
        let mut found = Vec::new();
        s.lookup_each(policy, &[key.as_str(), "HAUS", "MAUS"], |i, postings| {
            found.push((i, postings.count()))
        });
        assert_eq!(found, vec![(0, 1), (1, 1), (2, 0)]);
    }
}

mod batches {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Judging a batch gives, word for word, what judging each word gives.
        #[test]
        fn judge_batch_agrees_with_judge(
            words in prop::collection::vec(
                prop_oneof![
                    prop::sample::select(vec![
                        "Straße", "STRASSEN", "Maße", "Ärger", "A\u{0308}rger", "Peter", "Peters",
                        "Rom", "Roma", "UNO", "ging", "gegangen", "E-Mail", "Café", "Ar", "", "  ",
                    ]).prop_map(str::to_owned),
                    "[a-zA-ZäöüßÄÖÜ -]{0,12}",
                ],
                0..40,
            ),
            id in prop::sample::select(vec!["happycross", "crossword", "typdom", "wort-yahtzee", "boggle"]),
        ) {
            let s = small_lexicon();
            let policy = ruleset(id).policy;
            let batch = policy.judge_batch(&s, &words);
            prop_assert_eq!(batch.len(), words.len());
            for (word, verdict) in words.iter().zip(&batch) {
                prop_assert_eq!(verdict, &policy.judge(&s, word), "{}", word);
            }
        }
    }
}

/// Header bytes before the body: magic, format, SHA-256 of the body.
const HEADER: usize = 8 + 4 + 32;

/// `bytes` with the body's digest written anew, so a change to the body
/// passes the checksum and reaches the decoder's own checks.
fn resealed(mut bytes: Vec<u8>) -> Vec<u8> {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(&bytes[HEADER..]);
    bytes[12..HEADER].copy_from_slice(&digest);
    bytes
}

/// Reads what a decoded snapshot holds, so a corrupt reference panics here
/// if the decoder let it through.
fn read_everything(s: &Snapshot) {
    for policy in [UmlautPolicy::Distinct, UmlautPolicy::Expand] {
        s.for_each_key(policy, |key, postings| {
            for posting in postings {
                let _ = s.entry(posting.entry);
            }
            let _ = s.lookup(policy, key.as_str()).count();
        });
    }
}

#[test]
fn every_truncation_is_refused() {
    let bytes = small_lexicon().to_bytes();
    for len in 0..bytes.len() {
        assert!(Snapshot::from_bytes(&bytes[..len]).is_err(), "{len} bytes");
    }
    let bundle = small_lexicon().to_bundle(3);
    for len in 0..bundle.len() {
        assert!(
            Snapshot::from_bundle(&bundle[..len]).is_err(),
            "{len} bytes"
        );
    }
}

proptest::proptest! {
    /// A flipped byte is refused by the checksum; with the checksum
    /// rewritten, the decoder refuses it or decodes something that reads
    /// without panicking or reading out of bounds.
    #[test]
    fn flipped_bytes_are_refused_or_harmless(at in 0usize..10_000, flip in 1u8..=255, reseal in proptest::bool::ANY) {
        let bytes = small_lexicon().to_bytes();
        let at = at % bytes.len();
        let mut corrupt = bytes.clone();
        corrupt[at] ^= flip;
        if !reseal || at < HEADER {
            proptest::prop_assert!(Snapshot::from_bytes(&corrupt).is_err());
        } else if let Ok(decoded) = Snapshot::from_bytes(&resealed(corrupt)) {
            read_everything(&decoded);
        }
    }
}

/// The small lexicon and one compound admitted by compound analysis.
fn with_compound() -> Snapshot {
    use wortwert_domain::lexicon::CompoundMark;
    use wortwert_domain::model::CompoundEvidence;
    let mut b = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "test".into(),
        version: 8,
        note: "a compound".into(),
    });
    let haus = b.add_entry(&entry("Haus", PartOfSpeech::Noun, &[Category::Common]));
    b.add_form(haus, "Haus", FormKind::Base);
    let pumpe = b.add_entry(&entry(
        "Wärmepumpe",
        PartOfSpeech::Noun,
        &[Category::Common],
    ));
    b.mark_compound(
        pumpe,
        &CompoundMark {
            boundaries: vec!["Wärme".len()],
            evidence: CompoundEvidence::PlainListForm,
        },
    )
    .unwrap();
    b.add_form(pumpe, "Wärmepumpe", FormKind::Base);
    b.add_form(pumpe, "Wärmepumpen", FormKind::Plural);
    b.build()
}

/// Format 2 without marks (what every build before them wrote, so stored
/// versions load and keep their checksums), format 3 with them, format 4
/// with the sources of categories (`lexicon/src/lexicon/snapshot.rs`),
/// nothing else.
#[test]
fn compound_marks_round_trip_and_formats_are_checked() {
    let plain = small_lexicon().to_bytes();
    assert_eq!(plain[8..12], 2u32.to_le_bytes());
    let marked = with_compound();
    let bytes = marked.to_bytes();
    assert_eq!(bytes[8..12], 3u32.to_le_bytes());
    let back = Snapshot::from_bundle(&marked.to_bundle(3)).unwrap();
    assert_eq!(back.checksum(), marked.checksum());
    assert_eq!(back.compound_count(), 1);
    let ids: Vec<_> = back
        .lookup(UmlautPolicy::Expand, "WAERMEPUMPEN")
        .map(|p| p.entry)
        .collect();
    let compound = back.compound(ids[0]).expect("a compound");
    assert_eq!(compound.parts().collect::<Vec<_>>(), ["Wärme", "pumpe"]);
    let haus: Vec<_> = back
        .lookup(UmlautPolicy::Expand, "HAUS")
        .map(|p| p.entry)
        .collect();
    assert!(back.compound(haus[0]).is_none());

    let mut future = bytes.clone();
    future[8..12].copy_from_slice(&5u32.to_le_bytes());
    let error = Snapshot::from_bytes(&future).unwrap_err().to_string();
    assert_eq!(
        error,
        "snapshot format 5 is not supported (this build reads formats 2 to 4)"
    );
    // A plain body under the compounds' format number is no snapshot.
    let mut relabelled = plain.clone();
    relabelled[8..12].copy_from_slice(&3u32.to_le_bytes());
    assert!(Snapshot::from_bytes(&relabelled).is_err());
    for len in 0..bytes.len() {
        assert!(Snapshot::from_bytes(&bytes[..len]).is_err(), "{len} bytes");
    }
}

/// A refusing policy refuses the compound with a reason naming its parts;
/// the same policy admitting compounds takes it.
#[test]
fn a_policy_that_refuses_analysis_compounds_says_so() {
    use wortwert_domain::messages::Lang;
    use wortwert_domain::model::CompoundPolicy;
    let s = with_compound();
    let admit = WordPolicy::permissive(UmlautPolicy::Expand, 2);
    assert!(admit.judge(&s, "Wärmepumpen").valid);
    let refuse = WordPolicy {
        compounds: CompoundPolicy::Refuse,
        ..WordPolicy::permissive(UmlautPolicy::Expand, 2)
    };
    assert!(refuse.judge(&s, "Haus").valid);
    assert!(!refuse.accepts_key(&s, "WAERMEPUMPE", 10));
    let verdict = refuse.judge(&s, "Wärmepumpen");
    assert!(!verdict.valid);
    assert_eq!(verdict.reasons[0].code, ReasonCode::CategoryNotAllowed);
    assert!(
        verdict.reasons[0]
            .detail_in(Lang::De)
            .contains("Zusammensetzung aus Wärme + pumpe"),
        "{verdict:?}"
    );
    let examined = refuse.examine(&s, "Wärmepumpe");
    assert!(!examined.entries[0].allowed);
    assert_eq!(
        examined.entries[0].compound.map(|c| c.written()).as_deref(),
        Some("Wärme|pumpe")
    );
}

proptest::proptest! {
    /// The same for a snapshot with compound marks: corrupt marks are
    /// refused at load, never read out of bounds later.
    #[test]
    fn flipped_bytes_of_compound_marks_are_refused_or_harmless(at in 0usize..10_000, flip in 1u8..=255) {
        let bytes = with_compound().to_bytes();
        let at = HEADER + at % (bytes.len() - HEADER);
        let mut corrupt = bytes.clone();
        corrupt[at] ^= flip;
        if let Ok(decoded) = Snapshot::from_bytes(&resealed(corrupt)) {
            read_everything(&decoded);
            decoded.for_each_key(UmlautPolicy::Expand, |_, postings| {
                for posting in postings {
                    if let Some(compound) = decoded.compound(posting.entry) {
                        let _ = compound.written();
                    }
                }
            });
        }
    }
}

/// A refusal for a category names the source that decided it, in words, in
/// both languages; a source is never named for a category it did not
/// decide, and an entry without one is refused as before.
#[test]
fn a_category_refusal_names_the_source_that_decided_it() {
    use wortwert_domain::messages::Lang;
    use wortwert_domain::model::{CategorySet, CategorySource};
    let mut b = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "test".into(),
        version: 9,
        note: "sources".into(),
    });
    let mut add = |lemma: &str, pos: PartOfSpeech, categories: &[Category]| {
        let id = b.add_entry(&entry(lemma, pos, categories));
        b.add_form(id, lemma, FormKind::Base);
        id
    };
    let deadline = add("Deadline", PartOfSpeech::Noun, &[Category::Foreign]);
    let cum = add("cum", PartOfSpeech::Other, &[Category::Foreign]);
    let schrippe = add("Schrippe", PartOfSpeech::Noun, &[Category::Dialect]);
    let asap = add(
        "ASAP",
        PartOfSpeech::Other,
        &[Category::Foreign, Category::Abbreviation],
    );
    add("Selfie", PartOfSpeech::Noun, &[Category::Foreign]);
    assert!(b.decided_by(deadline, CategorySource::OpenthesaurusEnglish));
    assert!(b.decided_by(cum, CategorySource::Curated));
    assert!(b.decided_by(schrippe, CategorySource::OpenthesaurusDialect));
    assert!(b.decided_by(asap, CategorySource::OpenthesaurusEnglish));
    let s = b.build();
    let policy = WordPolicy {
        forbidden_categories: [Category::Foreign, Category::Dialect, Category::Abbreviation]
            .into_iter()
            .collect::<CategorySet>(),
        ..WordPolicy::permissive(UmlautPolicy::Expand, 2)
    };
    let detail = |word: &str, lang: Lang| {
        let verdict = policy.judge(&s, word);
        assert!(!verdict.valid, "{word}");
        assert_eq!(verdict.reasons[0].code, ReasonCode::CategoryNotAllowed);
        verdict
            .reasons
            .iter()
            .map(|r| r.detail_in(lang).into_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        detail("Deadline", Lang::De),
        [
            "der Eintrag „Deadline“ (Substantiv) ist ein Fremdwort (so führt ihn \
          OpenThesaurus, als englisches Wort): das erlaubt diese Spielregel nicht"
        ]
    );
    assert_eq!(
        detail("Deadline", Lang::En),
        [
            "entry “Deadline” (noun) is a foreign word (OpenThesaurus gives it as an \
          English word), which this ruleset does not allow"
        ]
    );
    assert_eq!(
        detail("cum", Lang::De),
        [
            "der Eintrag „cum“ (andere Form) ist ein Fremdwort (von der Redaktion als \
          Fremdwort geführt): das erlaubt diese Spielregel nicht"
        ]
    );
    assert_eq!(
        detail("cum", Lang::En),
        [
            "entry “cum” (other form) is a foreign word (listed as a foreign word by the \
          lexicon's editors), which this ruleset does not allow"
        ]
    );
    assert_eq!(
        detail("Schrippe", Lang::De),
        [
            "der Eintrag „Schrippe“ (Substantiv) ist eine Mundart (so führt ihn OpenThesaurus, \
          als Wort einer Mundart): das erlaubt diese Spielregel nicht"
        ]
    );
    // Refused as an abbreviation, the Fremdwort's source is not named.
    let abbreviations = WordPolicy {
        forbidden_categories: CategorySet::EMPTY.with(Category::Abbreviation),
        ..WordPolicy::permissive(UmlautPolicy::Expand, 2)
    };
    let asap = &abbreviations.judge(&s, "ASAP").reasons[0];
    assert_eq!(
        asap.detail_in(Lang::De),
        "der Eintrag „ASAP“ (andere Form) ist eine Abkürzung: das erlaubt diese Spielregel nicht"
    );
    assert_eq!(asap.category_source, None);
    // Machines read the source's stable code beside the detail.
    let deadline = &policy.judge(&s, "Deadline").reasons[0];
    assert_eq!(
        deadline.category_source,
        Some(CategorySource::OpenthesaurusEnglish)
    );
    assert_eq!(
        serde_json::to_value(deadline).unwrap()["category_source"],
        "openthesaurus_english"
    );
    let selfie = serde_json::to_value(&policy.judge(&s, "Selfie").reasons[0]).unwrap();
    assert!(selfie.get("category_source").is_none(), "{selfie}");
    // No source known: the refusal as before.
    assert_eq!(
        detail("Selfie", Lang::De),
        ["der Eintrag „Selfie“ (Substantiv) ist ein Fremdwort: das erlaubt diese Spielregel nicht"]
    );
    for lang in [Lang::De, Lang::En] {
        for word in ["Deadline", "cum", "Schrippe", "Selfie"] {
            for text in detail(word, lang) {
                assert!(!text.contains('_') && !text.contains('`'), "{word}: {text}");
            }
        }
    }
}
