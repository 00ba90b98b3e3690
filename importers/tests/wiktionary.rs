//! The Wiktionary nouns table: categories from the pos tags, form kinds from
//! the columns, refused rows with their line numbers.

use wortwert_importers::wiktionary::{WiktionaryError, parse};
use wortwert_importers::{ImportedEntry, Parsed};
use wortwert_lexicon::model::{Category, CategorySet, FormKind, PartOfSpeech};

const SAMPLE: &str = include_str!("data/nouns-sample.csv");

fn sample() -> Parsed {
    parse(SAMPLE).expect("the sample has a header")
}

fn entries<'a>(parsed: &'a Parsed, lemma: &str) -> Vec<&'a ImportedEntry> {
    parsed.entries.iter().filter(|e| e.lemma == lemma).collect()
}

fn set(categories: &[Category]) -> CategorySet {
    categories.iter().copied().collect()
}

fn forms_of(entry: &ImportedEntry, kind: FormKind) -> Vec<&str> {
    let mut forms: Vec<&str> = entry
        .forms
        .iter()
        .filter(|f| f.kind == kind)
        .map(|f| f.form.as_str())
        .collect();
    forms.sort_unstable();
    forms
}

#[test]
fn categories_follow_the_pos_tags_and_meanings_stay_separate() {
    let parsed = sample();
    let rows: &[(&str, &[&[Category]])] = &[
        ("Peter", &[&[Category::FirstName], &[Category::FamilyName]]),
        ("Berlin", &[&[Category::Toponym], &[Category::FamilyName]]),
        ("Rom", &[&[Category::Toponym], &[Category::Common]]),
        ("UNO", &[&[Category::Abbreviation]]),
        ("Haus", &[&[Category::Common]]),
        ("Erste Hilfe", &[&[Category::Common, Category::Multiword]]),
    ];
    for (lemma, expected) in rows {
        let found: Vec<CategorySet> = entries(&parsed, lemma)
            .iter()
            .map(|e| e.categories)
            .collect();
        let expected: Vec<CategorySet> = expected.iter().map(|c| set(c)).collect();
        assert_eq!(found, expected, "{lemma}");
        assert!(
            entries(&parsed, lemma)
                .iter()
                .all(|e| e.pos == PartOfSpeech::Noun)
        );
    }
}

#[test]
fn forms_get_their_kinds_from_the_columns() {
    let parsed = sample();
    let haus = entries(&parsed, "Haus")[0];
    assert_eq!(forms_of(haus, FormKind::Base), ["Haus"]);
    assert_eq!(forms_of(haus, FormKind::InflectedNoun), ["Hause", "Hauses"]);
    assert_eq!(forms_of(haus, FormKind::Plural), ["Häuser", "Häusern"]);

    // der Rom, plural Roma (and Rom): the lemma surface stays base only.
    let rom = entries(&parsed, "Rom")[1];
    assert_eq!(forms_of(rom, FormKind::Base), ["Rom"]);
    assert_eq!(forms_of(rom, FormKind::Plural), ["Roma"]);
    assert_eq!(forms_of(rom, FormKind::InflectedNoun), ["Roms"]);

    // Names have no form columns: the lemma is their one form.
    let peter = entries(&parsed, "Peter")[0];
    assert_eq!(peter.forms.len(), 1);
    assert_eq!(peter.forms[0].kind, FormKind::Base);

    // Adjective declension: the weak nominative differs from the lemma.
    let abgeordneter = entries(&parsed, "Abgeordneter")[0];
    assert!(forms_of(abgeordneter, FormKind::InflectedNoun).contains(&"Abgeordnete"));
    assert!(forms_of(abgeordneter, FormKind::InflectedNoun).contains(&"Abgeordnetem"));
    assert!(forms_of(abgeordneter, FormKind::Plural).contains(&"Abgeordneten"));
}

#[test]
fn parenthesised_articles_are_unwrapped() {
    let parsed = sample();
    let entry = entries(&parsed, "Aftermedich")[0];
    assert_eq!(forms_of(entry, FormKind::InflectedNoun), ["Aftermedichs"]);
    assert!(entry.forms.iter().all(|f| !f.form.contains(['(', ' '])));
}

#[test]
fn unusable_rows_are_refused_with_line_and_reason() {
    let parsed = sample();
    let refused: Vec<(usize, &str)> = parsed
        .rejected
        .iter()
        .map(|r| (r.line, r.reason.as_str()))
        .collect();
    assert_eq!(refused.len(), 3, "{refused:?}");
    assert_eq!(refused[0].0, 2);
    assert!(refused[0].1.contains("bound morpheme"), "{}", refused[0].1);
    assert_eq!(refused[1].0, 3);
    assert!(refused[1].1.contains("dä Abbelkrotze"), "{}", refused[1].1);
    assert_eq!(refused[2].0, 20);
    assert!(refused[2].1.contains("Neuartig"), "{}", refused[2].1);
    // Entries carry the line they were read from.
    assert_eq!(entries(&parsed, "Haus")[0].line, 9);
    assert_eq!(parsed.entries.len(), 19 - 3);
}

#[test]
fn a_table_without_lemma_or_pos_is_an_error() {
    assert!(matches!(
        parse("wort,pos\nHaus,Substantiv\n"),
        Err(WiktionaryError::MissingColumn("lemma"))
    ));
    assert!(matches!(
        parse("lemma,genus\nHaus,n\n"),
        Err(WiktionaryError::MissingColumn("pos"))
    ));
}

#[test]
fn line_numbers_survive_long_headers_and_buffer_refills() {
    // The csv reader's own line count lags one behind after a long header.
    let header = format!("lemma,pos,{}", vec!["genus"; 400].join(","));
    let rows: Vec<String> = (0..2000).map(|i| format!("Wort{i},Substantiv")).collect();
    let text = format!("{header}\n{}\n-heit,Affix\n", rows.join("\n"));
    let parsed = parse(&text).expect("header");
    assert_eq!(parsed.entries.len(), 2000);
    for (i, entry) in parsed.entries.iter().enumerate() {
        assert_eq!(entry.line, i + 2, "{}", entry.lemma);
    }
    assert_eq!(parsed.rejected[0].line, 2002);
}
