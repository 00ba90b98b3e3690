//! The merge: meanings stay separate, stems and plain-list forms join the
//! entries that explain them, provenance is kept, the output is deterministic.

use proptest::prelude::*;
use wortwert_importers::merge::{
    Entry, JoinRule, Lexicon, Source, SourceSet, merge, name_deciding_sources,
};
use wortwert_importers::{ImportedEntry, duden, plain};
use wortwert_lexicon::lexicon::{EntryId, SnapshotMeta};
use wortwert_lexicon::model::{Category, CategorySet, CategorySource, FormKind, PartOfSpeech};

fn stem(lemma: &str, pos: PartOfSpeech, forms: &[(&str, FormKind)]) -> ImportedEntry {
    ImportedEntry::new(1, lemma, pos, CategorySet::EMPTY, forms)
}

fn categorised(lemma: &str, categories: &[Category], forms: &[(&str, FormKind)]) -> ImportedEntry {
    ImportedEntry {
        categories: categories.iter().copied().collect(),
        ..stem(lemma, PartOfSpeech::Noun, forms)
    }
}

/// A small world with the shapes of the real sources.
fn sources() -> Vec<Source> {
    use Category as C;
    use FormKind as K;
    let wiktionary = vec![
        categorised("Peter", &[C::FirstName], &[("Peter", K::Base)]),
        categorised("Peter", &[C::FamilyName], &[("Peter", K::Base)]),
        categorised("Rom", &[C::Toponym], &[("Rom", K::Base)]),
        categorised(
            "Rom",
            &[C::Common],
            &[
                ("Rom", K::Base),
                ("Roms", K::InflectedNoun),
                ("Roma", K::Plural),
            ],
        ),
        categorised("Schmidt", &[C::FamilyName], &[("Schmidt", K::Base)]),
        categorised("Rudolf", &[C::FirstName], &[("Rudolf", K::Base)]),
        categorised(
            "Leiter",
            &[C::Common],
            &[("Leiter", K::Base), ("Leiters", K::InflectedNoun)],
        ),
        categorised(
            "Leiter",
            &[C::Common],
            &[("Leiter", K::Base), ("Leitern", K::Plural)],
        ),
        categorised("UNO", &[C::Abbreviation], &[("UNO", K::Base)]),
        categorised(
            "Rasen",
            &[C::Common],
            &[("Rasen", K::Base), ("Rasens", K::InflectedNoun)],
        ),
    ];
    let curated = duden::parse("ge|hen; ging, gegangen\nge|le|gen [Adj.]\n").entries;
    let hunspell = vec![
        stem(
            "Schmidt",
            PartOfSpeech::Noun,
            &[("Schmidt", K::Base), ("Schmidts", K::InflectedNoun)],
        ),
        stem(
            "Rudolf",
            PartOfSpeech::Noun,
            &[("Rudolf", K::Base), ("Rudolfs", K::InflectedNoun)],
        ),
        stem(
            "Rom",
            PartOfSpeech::Noun,
            &[("Rom", K::Base), ("Roms", K::InflectedNoun)],
        ),
        stem(
            "gehen",
            PartOfSpeech::Verb,
            &[
                ("gehen", K::Base),
                ("gehe", K::InflectedVerb),
                ("geht", K::InflectedVerb),
            ],
        ),
        stem(
            "ging",
            PartOfSpeech::Verb,
            &[("ging", K::InflectedVerb), ("gingst", K::InflectedVerb)],
        ),
        stem(
            "gegangen",
            PartOfSpeech::Adjective,
            &[("gegangen", K::Base), ("gegangene", K::InflectedAdjective)],
        ),
        stem(
            "gelegen",
            PartOfSpeech::Adjective,
            &[("gelegen", K::Base), ("gelegene", K::InflectedAdjective)],
        ),
        stem(
            "rasen",
            PartOfSpeech::Verb,
            &[("rasen", K::Base), ("rase", K::InflectedVerb)],
        ),
        stem(
            "Quux",
            PartOfSpeech::Noun,
            &[("Quux", K::Base), ("Quuxe", K::Plural)],
        ),
    ];
    let wngerman = plain::parse("Peter\nging\nrase\nUNO\nROM\nLeitern\nHaus\nHaus\n").entries;
    vec![
        Source {
            name: "wiktionary".into(),
            join: JoinRule::Lemma,
            curated: false,
            secondary: false,
            entries: wiktionary,
        },
        Source {
            name: "curated".into(),
            join: JoinRule::Lemma,
            curated: true,
            secondary: false,
            entries: curated,
        },
        Source {
            name: "igerman98".into(),
            join: JoinRule::Lemma,
            curated: false,
            secondary: false,
            entries: hunspell,
        },
        Source {
            name: "wngerman".into(),
            join: JoinRule::Surface,
            curated: false,
            secondary: false,
            entries: wngerman,
        },
    ]
}

fn of<'a>(lexicon: &'a Lexicon, lemma: &'a str) -> Vec<&'a Entry> {
    lexicon.entries_of(lemma).collect()
}

fn kinds(entry: &Entry, surface: &str) -> Vec<FormKind> {
    entry
        .forms
        .iter()
        .filter(|f| f.form == surface)
        .map(|f| f.kind)
        .collect()
}

fn cats(categories: &[Category]) -> CategorySet {
    categories.iter().copied().collect()
}

#[test]
fn meanings_listed_separately_stay_separate() {
    let lexicon = merge(&sources());
    let peter: Vec<CategorySet> = of(&lexicon, "Peter").iter().map(|e| e.categories).collect();
    assert_eq!(
        peter,
        vec![cats(&[Category::FirstName]), cats(&[Category::FamilyName])]
    );
    let rom: Vec<CategorySet> = of(&lexicon, "Rom").iter().map(|e| e.categories).collect();
    assert_eq!(
        rom,
        vec![cats(&[Category::Common]), cats(&[Category::Toponym])]
    );
    // Two rows with the same lemma, part of speech and categories are one entry.
    let leiter = of(&lexicon, "Leiter");
    assert_eq!(leiter.len(), 1);
    assert_eq!(kinds(leiter[0], "Leitern"), vec![FormKind::Plural]);
    assert_eq!(kinds(leiter[0], "Leiters"), vec![FormKind::InflectedNoun]);
}

#[test]
fn stems_take_the_categories_of_their_lemma() {
    let lexicon = merge(&sources());
    let schmidt = of(&lexicon, "Schmidt");
    assert_eq!(schmidt.len(), 1);
    assert_eq!(schmidt[0].categories, cats(&[Category::FamilyName]));
    assert_eq!(kinds(schmidt[0], "Schmidts"), vec![FormKind::InflectedNoun]);
    let rudolf = of(&lexicon, "Rudolf");
    assert_eq!(rudolf.len(), 1);
    assert_eq!(rudolf[0].categories, cats(&[Category::FirstName]));
    // Rom's stem enriches both meanings.
    assert!(
        of(&lexicon, "Rom")
            .iter()
            .all(|e| !kinds(e, "Roms").is_empty())
    );
    // Only a stem no categorising source knows is common.
    let quux = of(&lexicon, "Quux");
    assert_eq!(quux.len(), 1);
    assert_eq!(quux[0].categories, cats(&[Category::Common]));
    assert_eq!(lexicon.joins.stems_new, 2, "Quux and rasen");
}

#[test]
fn verb_form_stems_join_their_verb() {
    let lexicon = merge(&sources());
    assert!(
        of(&lexicon, "ging").is_empty(),
        "ging is no entry of its own"
    );
    assert!(of(&lexicon, "gegangen").is_empty());
    let gehen = of(&lexicon, "gehen");
    assert_eq!(gehen.len(), 1);
    let gehen = gehen[0];
    assert_eq!(gehen.pos, PartOfSpeech::Verb);
    for surface in ["ging", "gingst", "gegangen", "gegangene", "gehe", "geht"] {
        assert_eq!(
            kinds(gehen, surface),
            vec![FormKind::InflectedVerb],
            "{surface}"
        );
    }
    assert_eq!(kinds(gehen, "gehen"), vec![FormKind::Base]);
    // A lexicalised participle listed as an adjective stays one.
    let gelegen = of(&lexicon, "gelegen");
    assert_eq!(gelegen.len(), 1);
    assert_eq!(gelegen[0].pos, PartOfSpeech::Adjective);
    assert_eq!(
        kinds(gelegen[0], "gelegene"),
        vec![FormKind::InflectedAdjective]
    );
    assert_eq!(lexicon.joins.stems_by_form, 2, "ging and gegangen");
}

#[test]
fn plain_forms_join_what_explains_them() {
    let sources = sources();
    let lexicon = merge(&sources);
    let wngerman = 3;
    // ging: provenance only, still a verb form of gehen.
    let gehen = of(&lexicon, "gehen")[0];
    let ging = gehen.forms.iter().find(|f| f.form == "ging").expect("ging");
    assert!(ging.sources.contains(wngerman));
    assert!(ging.sources.contains(1) && ging.sources.contains(2));
    assert_eq!(ging.kind, FormKind::InflectedVerb);
    // Peter: both meanings get the provenance, no common Peter appears.
    assert!(
        of(&lexicon, "Peter")
            .iter()
            .all(|e| e.sources.contains(wngerman))
    );
    assert_eq!(of(&lexicon, "Peter").len(), 2);
    // Leitern joins Leiter by surface.
    assert!(of(&lexicon, "Leiter")[0].sources.contains(wngerman));
    // Forms nobody knows become common entries.
    let haus = of(&lexicon, "Haus");
    assert_eq!(haus.len(), 1);
    assert_eq!(haus[0].categories, cats(&[Category::Common]));
    assert_eq!(haus[0].pos, PartOfSpeech::Other);
    assert!(haus[0].sources.contains(wngerman) && haus[0].sources.is_single());
    // ROM is new too; written in capitals, it is an abbreviation (acronym rule).
    let rom = of(&lexicon, "ROM");
    assert_eq!(rom.len(), 1);
    assert_eq!(rom[0].categories, cats(&[Category::Abbreviation]));
    assert!(rom[0].sources.contains(wngerman) && rom[0].sources.is_single());
    let joins = lexicon.joins;
    assert_eq!(
        (joins.forms_explained, joins.forms_new),
        (5, 2),
        "{joins:?}"
    );
}

#[test]
fn counts_per_source() {
    let lexicon = merge(&sources());
    let stats = lexicon.stats();
    assert_eq!(stats.entries as usize, lexicon.entries.len());
    let wngerman = &stats.sources[3];
    assert_eq!(wngerman.source, "wngerman");
    // Haus and ROM are the surfaces only the plain list knows.
    assert_eq!(wngerman.surfaces_only_here, 2);
    assert_eq!(wngerman.surfaces, 7);
    let curated = &stats.sources[1];
    assert_eq!(curated.entries, 2, "gehen, gelegen");
    assert_eq!(
        stats.entries_per_category["family_name"], 2,
        "Peter, Schmidt"
    );
    assert_eq!(stats.entries_per_category["brand"], 0);
    assert!(stats.forms_per_kind["inflected_verb"] >= 6);
}

#[test]
fn a_plain_line_with_a_lemma_joins_that_lemma() {
    let mut sources = sources();
    sources.push(Source {
        name: "tsv".into(),
        join: JoinRule::Surface,
        curated: false,
        secondary: false,
        entries: plain::parse("gehst\tgehen\tverb\t\tinflected_verb\n").entries,
    });
    let lexicon = merge(&sources);
    assert_eq!(
        kinds(of(&lexicon, "gehen")[0], "gehst"),
        vec![FormKind::InflectedVerb]
    );
    assert!(of(&lexicon, "gehst").is_empty());
    assert_eq!(lexicon.joins.forms_by_lemma, 1);
}

#[test]
fn the_base_surface_keeps_one_row() {
    let lexicon = merge(&sources());
    for entry in &lexicon.entries {
        for base in entry.forms.iter().filter(|f| f.kind == FormKind::Base) {
            assert_eq!(
                kinds(entry, &base.form),
                vec![FormKind::Base],
                "{}",
                entry.lemma
            );
        }
        let mut sorted = entry.forms.clone();
        sorted.sort_by(|a, b| (&a.form, a.kind).cmp(&(&b.form, b.kind)));
        assert_eq!(sorted, entry.forms, "forms are sorted");
    }
    let keys: Vec<_> = lexicon
        .entries
        .iter()
        .map(|e| (e.lemma.clone(), e.pos, e.categories.bits()))
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(keys, sorted, "entries are sorted and unique");
}

proptest! {
    /// The order of entries inside the sources does not change the result,
    /// nor the snapshot compiled from it.
    #[test]
    fn output_is_independent_of_entry_order(seed in any::<u64>()) {
        let reference = merge(&sources());
        let mut shuffled = sources();
        let mut state = seed | 1;
        for source in &mut shuffled {
            let n = source.entries.len();
            for i in (1..n).rev() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                source.entries.swap(i, (state % (i as u64 + 1)) as usize);
            }
        }
        let merged = merge(&shuffled);
        prop_assert_eq!(&merged.entries, &reference.entries);
        let meta = wortwert_lexicon::lexicon::SnapshotMeta {
            lexicon_id: "t".into(),
            version: 1,
            note: String::new(),
        };
        prop_assert_eq!(
            merged.to_snapshot(meta.clone()).to_bytes(),
            reference.to_snapshot(meta).to_bytes()
        );
    }
}

#[test]
fn acronyms_no_source_categorises_are_abbreviations() {
    let mut sources = sources();
    sources[0].entries.push(categorised(
        "BMW",
        &[Category::Common],
        &[("BMW", FormKind::Base)],
    ));
    sources[0].entries.push(categorised(
        "McDonald",
        &[Category::FamilyName],
        &[("McDonald", FormKind::Base)],
    ));
    let lexicon = merge(&sources);
    let abbreviation = cats(&[Category::Abbreviation]);
    assert_eq!(of(&lexicon, "BMW")[0].categories, abbreviation);
    // ROM from the plain list only: written in capitals, so an abbreviation;
    // der Rom keeps the key ROM a common word.
    assert_eq!(of(&lexicon, "ROM")[0].categories, abbreviation);
    assert_eq!(
        of(&lexicon, "McDonald")[0].categories,
        cats(&[Category::FamilyName])
    );
    assert_eq!(
        of(&lexicon, "Haus")[0].categories,
        cats(&[Category::Common])
    );
    assert_eq!(lexicon.joins.acronyms, 2);
    assert!(wortwert_importers::merge::looks_like_acronym("AfD"));
    assert!(!wortwert_importers::merge::looks_like_acronym("Haus"));
    assert!(!wortwert_importers::merge::looks_like_acronym("A-Dur"));
}

#[test]
fn a_headword_called_an_abbreviation_makes_its_common_noun_one() {
    let mut sources = sources();
    // Wiktionary's plain noun Lkw, and a curated line that calls it an abbreviation.
    sources[0].entries.push(categorised(
        "Lkw",
        &[Category::Common],
        &[("Lkw", FormKind::Base), ("Lkws", FormKind::Plural)],
    ));
    sources[0].entries.push(categorised(
        "Lkw",
        &[Category::Abbreviation],
        &[("Lkw", FormKind::Base)],
    ));
    // A verb of a headword that is also an abbreviation keeps its meaning.
    sources[0].entries.push(ImportedEntry {
        categories: cats(&[Category::Common]),
        ..stem("Abs", PartOfSpeech::Verb, &[("Abs", FormKind::Base)])
    });
    sources[0].entries.push(categorised(
        "Abs",
        &[Category::Abbreviation],
        &[("Abs", FormKind::Base)],
    ));
    let lexicon = merge(&sources);
    let lkw = of(&lexicon, "Lkw");
    assert!(
        lkw.iter()
            .all(|e| e.categories == cats(&[Category::Abbreviation])),
        "{lkw:?}"
    );
    assert!(
        of(&lexicon, "Abs")
            .iter()
            .any(|e| e.categories == cats(&[Category::Common]))
    );
    assert_eq!(lexicon.joins.abbreviations_by_headword, 1);
    // Peter the first name is not touched by any of this.
    assert_eq!(
        of(&lexicon, "Haus")[0].categories,
        cats(&[Category::Common])
    );
}

#[test]
fn a_name_with_only_a_name_paradigm_is_that_name() {
    use Category as C;
    use FormKind as K;
    let mut sources = sources();
    // Wiktionary's bare rows: Nora without forms, Noah with a genitive.
    sources[0]
        .entries
        .push(categorised("Nora", &[C::Common], &[("Nora", K::Base)]));
    sources[0].entries.push(categorised(
        "Noah",
        &[C::Common],
        &[("Noah", K::Base), ("Noahs", K::InflectedNoun)],
    ));
    // Rose the flower has a plural: it stays a common noun.
    sources[0].entries.push(categorised(
        "Rose",
        &[C::Common],
        &[("Rose", K::Base), ("Rosen", K::Plural)],
    ));
    for name in ["Nora", "Noah", "Rose"] {
        sources[0]
            .entries
            .push(categorised(name, &[C::FirstName], &[(name, K::Base)]));
    }
    let lexicon = merge(&sources);
    for name in ["Nora", "Noah"] {
        assert!(
            of(&lexicon, name)
                .iter()
                .all(|e| e.categories == cats(&[C::FirstName])),
            "{name}"
        );
    }
    assert!(
        of(&lexicon, "Rose")
            .iter()
            .any(|e| e.categories == cats(&[C::Common]))
    );
    assert_eq!(lexicon.joins.names_by_headword, 2);
}

#[test]
fn a_curated_name_line_decides_over_a_common_reading() {
    use Category as C;
    use FormKind as K;
    let mut sources = sources();
    // Wiktionary's bare row with a plural: rule 6 leaves it common...
    sources[0].entries.push(categorised(
        "Noah",
        &[C::Common],
        &[("Noah", K::Base), ("Noahs", K::Plural)],
    ));
    // ...and so does it leave Rose, which no curated line names.
    sources[0].entries.push(categorised(
        "Rose",
        &[C::Common],
        &[("Rose", K::Base), ("Rosen", K::Plural)],
    ));
    sources[0]
        .entries
        .push(categorised("Rose", &[C::FirstName], &[("Rose", K::Base)]));
    sources[1]
        .entries
        .extend(duden::parse("Noah [Vorname]\n").entries);
    let lexicon = merge(&sources);
    let noah: Vec<CategorySet> = of(&lexicon, "Noah").iter().map(|e| e.categories).collect();
    assert!(!noah.is_empty());
    assert!(noah.iter().all(|c| *c == cats(&[C::FirstName])), "{noah:?}");
    assert!(
        of(&lexicon, "Rose")
            .iter()
            .any(|e| e.categories == cats(&[C::Common]))
    );
    assert_eq!(lexicon.joins.names_by_curated_line, 1);

    // The same line from a source that is not curated changes nothing.
    let mut uncurated = sources.clone();
    uncurated[1].curated = false;
    let lexicon = merge(&uncurated);
    assert!(
        of(&lexicon, "Noah")
            .iter()
            .any(|e| e.categories == cats(&[C::Common]))
    );
}

#[test]
fn a_participle_that_compares_is_an_adjective_too() {
    use FormKind as K;
    let mut sources = sources();
    // bekannt is a form of bekennen; Hunspell lists it with comparison.
    sources[1]
        .entries
        .extend(duden::parse("be|ken|nen; bekannte, bekannt\n").entries);
    sources[2].entries.push(stem(
        "bekannt",
        PartOfSpeech::Adjective,
        &[
            ("bekannt", K::Base),
            ("bekannte", K::InflectedAdjective),
            ("bekanntere", K::InflectedAdjective),
        ],
    ));
    let lexicon = merge(&sources);
    let bekannt = of(&lexicon, "bekannt");
    assert_eq!(bekannt.len(), 1);
    assert_eq!(bekannt[0].pos, PartOfSpeech::Adjective);
    assert_eq!(bekannt[0].categories, cats(&[Category::Common]));
    assert_eq!(
        kinds(bekannt[0], "bekanntere"),
        vec![FormKind::InflectedAdjective]
    );
    // The verb keeps its participle.
    assert_eq!(
        kinds(of(&lexicon, "bekennen")[0], "bekannt"),
        vec![FormKind::InflectedVerb]
    );
    // gegangen, without comparison, stays only a form of gehen.
    assert!(of(&lexicon, "gegangen").is_empty());
    assert_eq!(lexicon.joins.compared_participles, 1);
}

#[test]
fn a_dialect_mark_relabels_the_headword_and_a_foreign_mark_decides_nothing_for_a_dictionary_word() {
    use Category as C;
    use FormKind as K;
    let mut sources = sources();
    sources[0].entries.push(categorised(
        "Homepage",
        &[C::Common],
        &[("Homepage", K::Base), ("Homepages", K::Plural)],
    ));
    sources[0].entries.push(categorised(
        "Schrippe",
        &[C::Common],
        &[("Schrippe", K::Base), ("Schrippen", K::Plural)],
    ));
    // LanguageTool's verb: a categorised common verb.
    sources[0].entries.push(ImportedEntry {
        categories: cats(&[C::Common]),
        ..stem(
            "posten",
            PartOfSpeech::Verb,
            &[("posten", K::Base), ("gepostet", K::InflectedVerb)],
        )
    });
    let marks = |lemma: &str, category: C| {
        ImportedEntry::new(
            1,
            lemma,
            PartOfSpeech::Other,
            CategorySet::EMPTY.with(category),
            &[(lemma, K::Base)],
        )
    };
    let thesaurus = vec![
        marks("Homepage", C::Foreign),
        marks("Schrippe", C::Dialect),
        marks("posten", C::Foreign),
    ];
    sources.push(Source {
        name: "thesaurus".into(),
        join: JoinRule::Lemma,
        curated: false,
        secondary: false,
        entries: thesaurus,
    });
    let lexicon = merge(&sources);
    // A dictionary lists Homepage as a German noun: no Fremdwort, whatever
    // the thesaurus marks; the thesaurus' own entry keeps its mark.
    let homepage = of(&lexicon, "Homepage");
    assert!(homepage.iter().any(|e| e.pos == PartOfSpeech::Noun
        && e.categories == cats(&[C::Common])
        && !kinds(e, "Homepages").is_empty()));
    assert!(
        homepage
            .iter()
            .any(|e| e.pos == PartOfSpeech::Other && e.categories == cats(&[C::Foreign]))
    );
    assert!(
        of(&lexicon, "Schrippe")
            .iter()
            .all(|e| e.categories == cats(&[C::Dialect]))
    );
    // A verb German inflects keeps its common reading.
    assert!(
        of(&lexicon, "posten")
            .iter()
            .any(|e| e.pos == PartOfSpeech::Verb && e.categories == cats(&[C::Common]))
    );
    assert_eq!(lexicon.joins.dialect_by_headword, 1);
}

#[test]
fn a_maintainers_mark_decides_its_headword_whatever_the_part_of_speech() {
    use Category as C;
    use FormKind as K;
    let mut sources = sources();
    // Wiktionary's bare `ad` (Latin, only in phrases), a common adjective
    // `ok` and a common noun `Häs`; `Homepage` stays a German noun.
    for (lemma, pos) in [
        ("ad", PartOfSpeech::Other),
        ("ok", PartOfSpeech::Adjective),
        ("Häs", PartOfSpeech::Noun),
        ("Homepage", PartOfSpeech::Noun),
    ] {
        sources[0].entries.push(ImportedEntry {
            categories: cats(&[C::Common]),
            ..stem(lemma, pos, &[(lemma, K::Base)])
        });
    }
    let lines = "ad [Fremdwort]\nok [Abk.]\nHäs, das; -es [landsch.]\n";
    sources.push(Source {
        name: "curated".into(),
        join: JoinRule::Lemma,
        curated: true,
        secondary: false,
        entries: {
            let parsed = duden::parse(lines);
            assert!(parsed.rejected.is_empty(), "{:?}", parsed.rejected);
            parsed.entries
        },
    });
    let thesaurus = ImportedEntry::new(
        1,
        "Homepage",
        PartOfSpeech::Other,
        CategorySet::EMPTY.with(C::Foreign),
        &[("Homepage", K::Base)],
    );
    sources.push(Source {
        name: "thesaurus".into(),
        join: JoinRule::Lemma,
        curated: false,
        secondary: false,
        entries: vec![thesaurus],
    });
    let lexicon = merge(&sources);
    let only = |lemma: &str, category: C| {
        let entries = of(&lexicon, lemma);
        assert!(!entries.is_empty(), "{lemma}");
        for entry in entries {
            assert!(
                entry.categories.contains(category) && !entry.categories.contains(C::Common),
                "{lemma}: {:?}",
                entry.categories
            );
        }
    };
    only("ad", C::Foreign);
    only("ok", C::Abbreviation);
    only("Häs", C::Dialect);
    // The thesaurus' mark is no maintainers' line: the noun stays common.
    assert!(
        of(&lexicon, "Homepage")
            .iter()
            .any(|e| e.categories == cats(&[C::Common]))
    );
    // Häs is rule 8's already (a dialect mark relabels its headword's
    // common entries); ad and ok are this rule's.
    assert_eq!(lexicon.joins.marks_by_curated_line, 2);
}

/// Rule 11 by the table: the source that decided each `foreign` and
/// `dialect` entry, as the merge names it and the snapshot keeps it; no
/// source for the entries of other categories.
#[test]
fn the_source_that_decided_a_foreign_or_dialect_entry_is_named() {
    use Category as C;
    use CategorySource as S;
    use FormKind as K;
    use PartOfSpeech as P;
    let mut sources = sources();
    for (lemma, pos) in [
        ("ad", P::Other),
        ("ok", P::Adjective),
        ("Häs", P::Noun),
        ("Homepage", P::Noun),
        ("Schrippe", P::Noun),
    ] {
        sources[0].entries.push(ImportedEntry {
            categories: cats(&[C::Common]),
            ..stem(lemma, pos, &[(lemma, K::Base)])
        });
    }
    // Hunspell lists Blacklist and cum, a word list Whitelist.
    sources[2].entries.push(stem(
        "Blacklist",
        P::Noun,
        &[("Blacklist", K::Base), ("Blacklists", K::Plural)],
    ));
    sources[2]
        .entries
        .push(stem("cum", P::Other, &[("cum", K::Base)]));
    sources[3]
        .entries
        .extend(plain::parse("Whitelist\n").entries);
    let lines = "ad [Fremdwort]\nok [Abk.]\nHäs, das; -es [landsch.]\ncum [Fremdwort]\n";
    sources.push(Source {
        name: "curated".into(),
        join: JoinRule::Lemma,
        curated: true,
        secondary: false,
        entries: duden::parse(lines).entries,
    });
    let marks = |lemma: &str, category: C| {
        ImportedEntry::new(
            1,
            lemma,
            P::Other,
            CategorySet::EMPTY.with(category),
            &[(lemma, K::Base)],
        )
    };
    sources.push(Source {
        name: "thesaurus".into(),
        join: JoinRule::Lemma,
        curated: false,
        secondary: false,
        entries: vec![
            marks("Homepage", C::Foreign),
            marks("Deadline", C::Foreign),
            marks("Schrippe", C::Dialect),
            marks("cum", C::Foreign),
            marks("Blacklist", C::Foreign),
            marks("Whitelist", C::Foreign),
        ],
    });
    let (curated, thesaurus) = (sources.len() - 2, sources.len() - 1);
    let mut lexicon = merge(&sources);
    let named = name_deciding_sources(
        &mut lexicon,
        SourceSet::single(curated),
        SourceSet::single(thesaurus),
    );
    let table: [(&str, P, &[C], Option<S>); 16] = [
        // Rule 8: a dictionary lists it, so no Fremdwort: the stem and the
        // word list's form are common entries beside the thesaurus' own.
        ("Blacklist", P::Noun, &[C::Common], None),
        (
            "Blacklist",
            P::Other,
            &[C::Foreign],
            Some(S::OpenthesaurusEnglish),
        ),
        ("Whitelist", P::Other, &[C::Common], None),
        (
            "Whitelist",
            P::Other,
            &[C::Foreign],
            Some(S::OpenthesaurusEnglish),
        ),
        // The maintainers' line and the entry its mark relabelled (rule 10).
        ("ad", P::Other, &[C::Foreign], Some(S::Curated)),
        ("Häs", P::Noun, &[C::Dialect], Some(S::Curated)),
        // Their line decides even where OpenThesaurus marks it too.
        ("cum", P::Other, &[C::Foreign], Some(S::Curated)),
        // Only OpenThesaurus knows it, as English.
        (
            "Deadline",
            P::Other,
            &[C::Foreign],
            Some(S::OpenthesaurusEnglish),
        ),
        (
            "Homepage",
            P::Other,
            &[C::Foreign],
            Some(S::OpenthesaurusEnglish),
        ),
        // A dictionary lists it: no Fremdwort, no source.
        ("Homepage", P::Noun, &[C::Common], None),
        // The thesaurus' dialect mark and the noun rule 8 relabelled.
        (
            "Schrippe",
            P::Other,
            &[C::Dialect],
            Some(S::OpenthesaurusDialect),
        ),
        (
            "Schrippe",
            P::Noun,
            &[C::Dialect],
            Some(S::OpenthesaurusDialect),
        ),
        // Other categories name no source.
        ("ok", P::Adjective, &[C::Abbreviation], None),
        ("UNO", P::Noun, &[C::Abbreviation], None),
        ("Rom", P::Noun, &[C::Toponym], None),
        ("Rasen", P::Noun, &[C::Common], None),
    ];
    let snapshot = lexicon.to_snapshot(SnapshotMeta {
        lexicon_id: "test".into(),
        version: 1,
        note: String::new(),
    });
    for (lemma, pos, categories, source) in table {
        let at = lexicon
            .entries
            .iter()
            .position(|e| e.lemma == lemma && e.pos == pos && e.categories == cats(categories))
            .unwrap_or_else(|| panic!("{lemma} {pos} {categories:?}: {:?}", of(&lexicon, lemma)));
        assert_eq!(lexicon.entries[at].decided_by, source, "{lemma} {pos}");
        // Entry ids follow the entry order.
        assert_eq!(
            snapshot.decided_by(EntryId(at as u32)),
            source,
            "{lemma} {pos} in the snapshot"
        );
    }
    // The thesaurus' Fremdwort keeps only its own form; the maintainers'
    // line is a decision the dictionary's stem joins.
    assert!(
        of(&lexicon, "Blacklist")
            .iter()
            .any(|e| e.categories == cats(&[C::Foreign]) && kinds(e, "Blacklists").is_empty())
    );
    assert!(
        of(&lexicon, "cum")
            .iter()
            .all(|e| e.categories == cats(&[C::Foreign]))
    );
    let all = lexicon
        .entries
        .iter()
        .filter(|e| e.decided_by.is_some())
        .count();
    assert_eq!(named, all as u64);
    assert_eq!(snapshot.decided_count(), all);
    let stats = lexicon.stats();
    // ad and Häs twice (the line, the entry it relabelled), cum once.
    assert_eq!(stats.entries_per_category_source.get("curated"), Some(&5));
}

/// A verb's stem whose infinitive is also a curated adjective's declined
/// form (*zeitigen*, of *zeitig*) stays a verb: it does not join the
/// adjective as that form would.
#[test]
fn a_verb_stem_is_no_adjectives_form() {
    use FormKind as K;
    let mut sources = sources();
    sources[1]
        .entries
        .extend(duden::parse("zei|tig; zeitiger, am zeitigsten [Adj.]\n").entries);
    sources[2].entries.push(stem(
        "zeitigen",
        PartOfSpeech::Verb,
        &[
            ("zeitigen", K::Base),
            ("zeitigt", K::InflectedVerb),
            ("gezeitigt", K::InflectedVerb),
        ],
    ));
    let lexicon = merge(&sources);
    let verb = of(&lexicon, "zeitigen");
    assert_eq!(verb.len(), 1, "{verb:?}");
    assert_eq!(verb[0].pos, PartOfSpeech::Verb);
    assert_eq!(kinds(verb[0], "gezeitigt"), vec![K::InflectedVerb]);
    let adjective = of(&lexicon, "zeitig");
    assert_eq!(adjective.len(), 1);
    assert!(kinds(adjective[0], "gezeitigt").is_empty());
    assert_eq!(kinds(adjective[0], "zeitigen"), vec![K::InflectedAdjective]);
}
