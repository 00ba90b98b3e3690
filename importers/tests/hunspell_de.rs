//! The Hunspell importer on a real excerpt of Debian's `de_DE.aff`/`.dic`
//! (tests/data/hunspell, GPL-2+/GPL-3, see its README).
//!
//! Every expected form set below was checked against `hunspell -d` (all
//! forms accepted) and `unmunch` on the same excerpt.

use std::collections::BTreeSet;

use wortwert_importers::ImportedEntry;
use wortwert_importers::hunspell::{self, Dictionary, Stem, StemStatus};
use wortwert_lexicon::model::{FormKind, PartOfSpeech};

const AFF: &str = include_str!("data/hunspell/de_DE_excerpt.aff");
const DIC: &str = include_str!("data/hunspell/de_DE_excerpt.dic");

fn entries() -> Vec<ImportedEntry> {
    let parsed = hunspell::parse(AFF.as_bytes(), DIC.as_bytes()).expect("excerpt parses");
    assert!(parsed.rejected.is_empty(), "{:?}", parsed.rejected);
    parsed.entries
}

fn entry<'a>(entries: &'a [ImportedEntry], lemma: &str, pos: PartOfSpeech) -> &'a ImportedEntry {
    entries
        .iter()
        .find(|e| e.lemma == lemma && e.pos == pos)
        .unwrap_or_else(|| panic!("no {pos} entry {lemma}"))
}

/// `form:kind` pairs, sorted.
fn forms(entry: &ImportedEntry) -> BTreeSet<String> {
    entry
        .forms
        .iter()
        .map(|f| format!("{}:{}", f.form, f.kind))
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

fn all_forms(entries: &[ImportedEntry]) -> BTreeSet<&str> {
    entries
        .iter()
        .flat_map(|e| e.forms.iter().map(|f| f.form.as_str()))
        .collect()
}

/// Expected entries: lemma, part of speech, exact forms with kinds.
/// Adjective and verb rows list their complete paradigms as Hunspell makes them.
#[test]
fn entries_have_exact_forms_and_kinds() {
    let adjective = |stem: &str, endings: &[&str]| -> Vec<String> {
        let mut forms = vec![format!("{stem}:base")];
        forms.extend(endings.iter().map(|e| format!("{e}:inflected_adjective")));
        forms
    };
    let verb = |base: Option<&str>, others: &[&str]| -> Vec<String> {
        let mut forms: Vec<String> = base.map(|b| format!("{b}:base")).into_iter().collect();
        forms.extend(others.iter().map(|o| format!("{o}:inflected_verb")));
        forms
    };
    let rows: Vec<(&str, PartOfSpeech, Vec<String>)> = vec![
        // Noun case and plural classes; p with the condition [hH]aus.
        (
            "Haus",
            PartOfSpeech::Noun,
            vec![
                "Haus:base".into(),
                "Hauses:inflected_noun".into(),
                "Häuser:plural".into(),
                "Häusern:plural".into(),
            ],
        ),
        (
            "Film",
            PartOfSpeech::Noun,
            [
                "Film:base",
                "Filme:plural",
                "Filmen:plural",
                "Films:inflected_noun",
                "Filmes:inflected_noun",
            ]
            .map(String::from)
            .to_vec(),
        ),
        // M (diminutive) makes its own lemma.
        (
            "Filmchen",
            PartOfSpeech::Noun,
            vec!["Filmchen:base".into(), "Filmchens:inflected_noun".into()],
        ),
        // Q/q: -ses, -se, -sen.
        (
            "Ergebnis",
            PartOfSpeech::Noun,
            [
                "Ergebnis:base",
                "Ergebnisses:inflected_noun",
                "Ergebnisse:plural",
                "Ergebnissen:plural",
            ]
            .map(String::from)
            .to_vec(),
        ),
        // F: a female lemma of its own, with Binnen-I spellings.
        (
            "Lehrerin",
            PartOfSpeech::Noun,
            [
                "Lehrerin:base",
                "Lehrerinnen:plural",
                "LehrerIn:other",
                "LehrerInnen:plural",
            ]
            .map(String::from)
            .to_vec(),
        ),
        (
            "Lehrer",
            PartOfSpeech::Noun,
            ["Lehrer:base", "Lehrern:plural", "Lehrers:inflected_noun"]
                .map(String::from)
                .to_vec(),
        ),
        // F on a stem that is already female: the plural joins the stem.
        (
            "Äbtissin",
            PartOfSpeech::Noun,
            [
                "Äbtissin:base",
                "Äbtissinnen:plural",
                "ÄbtissIn:other",
                "ÄbtissInnen:plural",
            ]
            .map(String::from)
            .to_vec(),
        ),
        // The umlaut plural stem Äbte/N joins its singular Abt.
        (
            "Abt",
            PartOfSpeech::Noun,
            [
                "Abt:base",
                "Abtes:inflected_noun",
                "Äbte:plural",
                "Äbten:plural",
            ]
            .map(String::from)
            .to_vec(),
        ),
        // Capitalised infinitive = noun; J makes -ung; W on a noun makes a noun.
        (
            "Ändern",
            PartOfSpeech::Noun,
            vec!["Ändern:base".into(), "Änderns:inflected_noun".into()],
        ),
        (
            "Änderung",
            PartOfSpeech::Noun,
            vec!["Änderung:base".into(), "Änderungen:plural".into()],
        ),
        ("Geißel", PartOfSpeech::Noun, vec!["Geißel:base".into()]),
        // Conditions: [^eil]el strips -el (dunkle), uer strips -er (teure).
        (
            "dunkel",
            PartOfSpeech::Adjective,
            adjective(
                "dunkel",
                &[
                    "dunkle",
                    "dunkler",
                    "dunklen",
                    "dunklem",
                    "dunkles",
                    "dunklere",
                    "dunklerer",
                    "dunkleren",
                    "dunklerem",
                    "dunkleres",
                    "dunkelst",
                    "dunkelste",
                    "dunkelster",
                    "dunkelsten",
                    "dunkelstem",
                    "dunkelstes",
                ],
            ),
        ),
        (
            "teuer",
            PartOfSpeech::Adjective,
            adjective(
                "teuer",
                &[
                    "teure",
                    "teurer",
                    "teuren",
                    "teurem",
                    "teures",
                    "teurere",
                    "teurerer",
                    "teureren",
                    "teurerem",
                    "teureres",
                    "teuerst",
                    "teuerste",
                    "teuerster",
                    "teuersten",
                    "teuerstem",
                    "teuerstes",
                ],
            ),
        ),
        // Cross product: prefix U with the suffixes A and C.
        (
            "unpraktisch",
            PartOfSpeech::Adjective,
            adjective(
                "unpraktisch",
                &[
                    "unpraktische",
                    "unpraktischer",
                    "unpraktischen",
                    "unpraktischem",
                    "unpraktisches",
                    "unpraktischere",
                    "unpraktischerer",
                    "unpraktischeren",
                    "unpraktischerem",
                    "unpraktischeres",
                    "unpraktischst",
                    "unpraktischste",
                    "unpraktischster",
                    "unpraktischsten",
                    "unpraktischstem",
                    "unpraktischstes",
                ],
            ),
        ),
        // L: -lich adjective of its own.
        (
            "gelblich",
            PartOfSpeech::Adjective,
            adjective(
                "gelblich",
                &[
                    "gelbliche",
                    "gelblicher",
                    "gelbliches",
                    "gelblichem",
                    "gelblichen",
                ],
            ),
        ),
        // Verbs: the infinitive is the base, every other form inflected_verb.
        (
            "machen",
            PartOfSpeech::Verb,
            verb(
                Some("machen"),
                &[
                    "machend",
                    "machende",
                    "machenden",
                    "machender",
                    "machendes",
                    "machendem",
                    "mache",
                    "macht",
                    "mach",
                    "machst",
                    "machte",
                    "machtest",
                    "machtet",
                    "machten",
                ],
            ),
        ),
        // V × D/I/X/Y: ver- verbs are lemmas of their own.
        (
            "verbilligen",
            PartOfSpeech::Verb,
            verb(
                Some("verbilligen"),
                &[
                    "verbilligend",
                    "verbilligende",
                    "verbilligenden",
                    "verbilligender",
                    "verbilligendes",
                    "verbilligendem",
                    "verbillige",
                    "verbilligt",
                    "verbilligst",
                    "verbilligte",
                    "verbilligtest",
                    "verbilligtet",
                    "verbilligten",
                ],
            ),
        ),
        // B: -bar adjective of its own.
        (
            "machbar",
            PartOfSpeech::Adjective,
            adjective(
                "machbar",
                &[
                    "machbare",
                    "machbaren",
                    "machbarer",
                    "machbares",
                    "machbarem",
                ],
            ),
        ),
        // The zu-infinitive stem abzubrechen/D joins abbrechen.
        (
            "abbrechen",
            PartOfSpeech::Verb,
            verb(
                Some("abbrechen"),
                &[
                    "abbrechend",
                    "abbrechende",
                    "abbrechenden",
                    "abbrechender",
                    "abbrechendes",
                    "abbrechendem",
                    "abbreche",
                    "abbrecht",
                    "abzubrechen",
                    "abzubrechend",
                    "abzubrechende",
                    "abzubrechenden",
                    "abzubrechender",
                    "abzubrechendes",
                    "abzubrechendem",
                ],
            ),
        ),
        // Stems that are not infinitives: no base form at all.
        (
            "zuwarf",
            PartOfSpeech::Verb,
            verb(
                None,
                &["zuwarf", "zuwarfst", "zuwarfest", "zuwarft", "zuwarfen"],
            ),
        ),
        (
            "beschlossen",
            PartOfSpeech::Verb,
            verb(
                None,
                &[
                    "beschlossen",
                    "beschlossene",
                    "beschlossener",
                    "beschlossenen",
                    "beschlossenem",
                    "beschlossenes",
                    "beschloss",
                    "beschlosst",
                    "beschlossest",
                ],
            ),
        ),
        (
            "kämen",
            PartOfSpeech::Verb,
            verb(None, &["kämen", "käme", "kämt", "kämst"]),
        ),
        (
            "frisst",
            PartOfSpeech::Verb,
            verb(None, &["frisst", "friss"]),
        ),
        // An uncategorised stem's suffixed forms are separate words (da/S → das).
        ("da", PartOfSpeech::Other, vec!["da:base".into()]),
        ("das", PartOfSpeech::Other, vec!["das:base".into()]),
    ];
    let entries = entries();
    for (lemma, pos, expected) in rows {
        let expected: BTreeSet<String> = expected.into_iter().collect();
        assert_eq!(forms(entry(&entries, lemma, pos)), expected, "{lemma}");
    }
}

#[test]
fn every_entry_has_its_lemma_first_and_no_duplicates() {
    for entry in entries() {
        assert!(entry.categories.is_empty(), "Hunspell does not categorise");
        let first = &entry.forms[0];
        if entry.forms.iter().any(|f| f.kind == FormKind::Base) {
            assert_eq!(
                (first.form.as_str(), first.kind),
                (entry.lemma.as_str(), FormKind::Base)
            );
        }
        let unique: BTreeSet<_> = entry.forms.iter().map(|f| (&f.form, f.kind)).collect();
        assert_eq!(unique.len(), entry.forms.len(), "{}", entry.lemma);
        assert!(
            entry
                .forms
                .iter()
                .all(|f| !f.form.starts_with('-') && !f.form.ends_with('-'))
        );
    }
}

fn stem<'a>(dictionary: &'a Dictionary, line: &str) -> &'a Stem {
    let word = line.split('/').next().unwrap_or(line);
    dictionary
        .stems
        .iter()
        .find(|s| s.word == word && DIC.lines().nth(s.line - 1) == Some(line))
        .unwrap_or_else(|| panic!("no stem line {line}"))
}

fn words(dictionary: &Dictionary, line: &str) -> (StemStatus, BTreeSet<String>) {
    let mut out = Vec::new();
    let status = dictionary
        .expander()
        .expand(stem(dictionary, line), &mut out);
    (status, out.into_iter().map(|d| d.word).collect())
}

#[test]
fn need_affix_and_continuation_classes() {
    let dictionary = Dictionary::load(AFF.as_bytes(), DIC.as_bytes()).unwrap();
    // Ähren/hij: NEEDAFFIX, so "Ähren" alone is no word; i (-/coyf) and
    // j's 0/xoc and -/zocf carry ONLYINCOMPOUND; only j's "-/cz" (Ähren- as
    // in "Ähren- und Körnerfrüchte") is a word on its own.
    assert_eq!(
        words(&dictionary, "Ähren/hij"),
        (StemStatus::Words, set(&["Ähren-"]))
    );
    // pol/hke: the same with the prefix k and the suffix e.
    assert_eq!(
        words(&dictionary, "pol/hke"),
        (StemStatus::Words, set(&["pol-"]))
    );
    // The candidates show what the rules build and why it is no word.
    let mut candidates = Vec::new();
    dictionary
        .expander()
        .candidates(stem(&dictionary, "Ähren/hij"), &mut candidates);
    let not_words: BTreeSet<&str> = candidates
        .iter()
        .filter(|c| !c.is_word)
        .map(|c| c.word.as_str())
        .collect();
    assert_eq!(
        not_words,
        ["-Ähren", "-Ähren-", "Ähren", "Ähren-"]
            .into_iter()
            .collect()
    );
    // Hyphenated parts never reach the entries.
    let all = entries();
    assert!(!all_forms(&all).contains("Ähren-") && !all_forms(&all).contains("Ähren"));
}

#[test]
fn only_in_compound_stems_give_nothing() {
    let dictionary = Dictionary::load(AFF.as_bytes(), DIC.as_bytes()).unwrap();
    for line in ["urstoff/EPSTozm", "ändern/SJozm", "pol/EFPSozm"] {
        assert_eq!(
            words(&dictionary, line),
            (StemStatus::CompoundOnly, BTreeSet::new()),
            "{line}"
        );
    }
    let all = entries();
    let forms = all_forms(&all);
    assert!(!forms.contains("urstoff") && !forms.contains("urstoffe") && !forms.contains("pole"));
    // The capitalised stem Urstoff/EPSTm is a normal noun.
    let urstoff = entry(&all, "Urstoff", PartOfSpeech::Noun);
    assert_eq!(
        forms_of(urstoff),
        set(&["Urstoff", "Urstoffe", "Urstoffen", "Urstoffs", "Urstoffes"])
    );
}

fn forms_of(entry: &ImportedEntry) -> BTreeSet<String> {
    entry.forms.iter().map(|f| f.form.clone()).collect()
}

#[test]
fn forbidden_words_and_their_forms_are_left_out() {
    let dictionary = Dictionary::load(AFF.as_bytes(), DIC.as_bytes()).unwrap();
    assert_eq!(
        words(&dictionary, "Ährenamt/dS"),
        (StemStatus::Forbidden, BTreeSet::new())
    );
    let import = hunspell::import(AFF.as_bytes(), DIC.as_bytes()).unwrap();
    assert_eq!(import.stats.forbidden_stems, 1);
    let forms = all_forms(&import.parsed.entries);
    assert!(!forms.contains("Ährenamt") && !forms.contains("Ährenamts"));
}

#[test]
fn import_counts_add_up() {
    let import = hunspell::import(AFF.as_bytes(), DIC.as_bytes()).unwrap();
    let stats = import.stats;
    assert_eq!(stats.stems, 37);
    assert_eq!(stats.compound_only_stems, 5);
    assert!(stats.german_profile);
    assert_eq!(stats.entries, import.parsed.entries.len());
    assert_eq!(
        stats.forms,
        import
            .parsed
            .entries
            .iter()
            .map(|e| e.forms.len())
            .sum::<usize>()
    );
    assert_eq!(stats.dropped.zu_infinitives_joined, 1);
    assert_eq!(stats.dropped.plural_stems_joined, 1);
}

#[test]
fn unreadable_dic_lines_are_rejected_and_the_rest_kept() {
    let aff = "SET UTF-8\nFLAG long\nSFX Aa Y 1\nSFX Aa 0 s .\n";
    let dic = "3\nHaus/Aa\nBaum/Aab\n/Aa\n";
    let parsed = hunspell::parse(aff.as_bytes(), dic.as_bytes()).unwrap();
    let lines: Vec<usize> = parsed.rejected.iter().map(|r| r.line).collect();
    assert_eq!(lines, [3, 4]);
    assert_eq!(forms_of(&parsed.entries[0]), set(&["Haus", "Hauss"]));
}

#[test]
fn broken_affix_files_are_errors() {
    let cases = [
        ("SET KLINGON\n", "unknown character set"),
        ("SFX A Y 2\nSFX A 0 e .\n", "line 1"),
        ("SFX A Y 1\nSFX A 0 e [ab\n", "line 2"),
    ];
    for (aff, message) in cases {
        match hunspell::parse(aff.as_bytes(), b"0\n") {
            Err(error) => assert!(error.to_string().contains(message), "{error}"),
            Ok(_) => panic!("{aff:?} should fail"),
        }
    }
    let invalid_utf8 = hunspell::parse(b"SET UTF-8\nTRY \xFF\n", b"0\n").unwrap_err();
    assert!(matches!(
        invalid_utf8,
        hunspell::HunspellError::AffEncoding { line: 2, .. }
    ));
}
