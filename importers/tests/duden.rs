//! Duden-style lines: one row per line with the entry it must give, and the
//! lines that must be refused with their reason.

use std::collections::BTreeSet;

use wortwert_importers::ImportedEntry;
use wortwert_importers::duden::{parse, parse_line};
use wortwert_lexicon::model::{Category, CategorySet, FormKind, PartOfSpeech};

use Category as C;
use FormKind as K;
use PartOfSpeech as P;

fn entry(line: &str) -> ImportedEntry {
    match parse_line(line) {
        Ok(Some(entry)) => entry,
        other => panic!("`{line}`: {other:?}"),
    }
}

fn forms(entry: &ImportedEntry, kind: FormKind) -> BTreeSet<&str> {
    entry
        .forms
        .iter()
        .filter(|f| f.kind == kind)
        .map(|f| f.form.as_str())
        .collect()
}

fn set<'a>(words: &[&'a str]) -> BTreeSet<&'a str> {
    words.iter().copied().collect()
}

struct Row {
    line: &'static str,
    lemma: &'static str,
    pos: PartOfSpeech,
    categories: &'static [Category],
    /// Exactly these non-base forms, by kind.
    forms: &'static [(FormKind, &'static [&'static str])],
}

const ROWS: &[Row] = &[
    Row {
        line: "Haus, das; -es, Häuser",
        lemma: "Haus",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[
            (K::InflectedNoun, &["Hauses"]),
            (K::Plural, &["Häuser", "Häusern"]),
        ],
    },
    Row {
        line: "Stra|ße, die; -, -n",
        lemma: "Straße",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[(K::InflectedNoun, &[]), (K::Plural, &["Straßen"])],
    },
    Row {
        line: "Tag, der; -[e]s, -e",
        lemma: "Tag",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[
            (K::InflectedNoun, &["Tags", "Tages"]),
            (K::Plural, &["Tage", "Tagen"]),
        ],
    },
    Row {
        line: "Baum, der; -[e]s, ¨e",
        lemma: "Baum",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[
            (K::InflectedNoun, &["Baums", "Baumes"]),
            (K::Plural, &["Bäume", "Bäumen"]),
        ],
    },
    Row {
        line: "Mut|ter, die; -, ¨",
        lemma: "Mutter",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[(K::InflectedNoun, &[]), (K::Plural, &["Mütter", "Müttern"])],
    },
    Row {
        line: "Sau, die; -, Säue u. -en",
        lemma: "Sau",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[(K::Plural, &["Säue", "Säuen", "Sauen"])],
    },
    Row {
        line: "Rom, der; -[s], -a",
        lemma: "Rom",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[(K::InflectedNoun, &["Roms"]), (K::Plural, &["Roma"])],
    },
    Row {
        line: "Na|me, der; -ns, -n",
        lemma: "Name",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[(K::InflectedNoun, &["Namens"]), (K::Plural, &["Namen"])],
    },
    Row {
        line: "Leh|rer, der; -s, -",
        lemma: "Lehrer",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[(K::InflectedNoun, &["Lehrers"]), (K::Plural, &["Lehrern"])],
    },
    Row {
        line: "Ärger, der; -s",
        lemma: "Ärger",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[(K::InflectedNoun, &["Ärgers"]), (K::Plural, &[])],
    },
    Row {
        line: "Leu|te, die; Pl.",
        lemma: "Leute",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[(K::Plural, &["Leuten"])],
    },
    Row {
        line: "Zeug|nis, das; -ses, -se",
        lemma: "Zeugnis",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[
            (K::InflectedNoun, &["Zeugnisses"]),
            (K::Plural, &["Zeugnisse", "Zeugnissen"]),
        ],
    },
    Row {
        line: "Jo|ghurt, der od. das; -s, -s",
        lemma: "Joghurt",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[
            (K::InflectedNoun, &["Joghurts"]),
            (K::Plural, &["Joghurts"]),
        ],
    },
    Row {
        line: "Pe|ter [Vorname]",
        lemma: "Peter",
        pos: P::Noun,
        categories: &[C::FirstName],
        forms: &[(K::InflectedNoun, &[]), (K::Plural, &[])],
    },
    Row {
        line: "Mül|ler [Nachname]",
        lemma: "Müller",
        pos: P::Noun,
        categories: &[C::FamilyName],
        forms: &[],
    },
    Row {
        line: "Ber|lin, das [Toponym]",
        lemma: "Berlin",
        pos: P::Noun,
        categories: &[C::Toponym],
        forms: &[],
    },
    Row {
        line: "UNO, die [Abk.]",
        lemma: "UNO",
        pos: P::Noun,
        categories: &[C::Abbreviation],
        forms: &[],
    },
    Row {
        line: "Tem|po, das; -s, -s u. Tempi [Fremdwort]",
        lemma: "Tempo",
        pos: P::Noun,
        categories: &[C::Foreign],
        forms: &[
            (K::InflectedNoun, &["Tempos"]),
            (K::Plural, &["Tempos", "Tempi"]),
        ],
    },
    Row {
        line: "Tesa|film, der; -[e]s [Marke]",
        lemma: "Tesafilm",
        pos: P::Noun,
        categories: &[C::Brand],
        forms: &[(K::InflectedNoun, &["Tesafilms", "Tesafilmes"])],
    },
    Row {
        line: "Bub, der; -en, -en [Dialekt]",
        lemma: "Bub",
        pos: P::Noun,
        categories: &[C::Dialect],
        forms: &[(K::InflectedNoun, &["Buben"]), (K::Plural, &["Buben"])],
    },
    Row {
        line: "Ers|te Hil|fe, die [Wortverbindung]",
        lemma: "Erste Hilfe",
        pos: P::Noun,
        categories: &[C::Common, C::Multiword],
        forms: &[],
    },
    Row {
        line: "ge|hen; ging, gegangen",
        lemma: "gehen",
        pos: P::Verb,
        categories: &[C::Common],
        forms: &[(
            K::InflectedVerb,
            &["ging", "gingst", "gingen", "gingt", "gegangen"],
        )],
    },
    Row {
        line: "fah|ren; du fährst, er fährt; fuhr, ist gefahren",
        lemma: "fahren",
        pos: P::Verb,
        categories: &[C::Common],
        forms: &[(
            K::InflectedVerb,
            &[
                "fährst", "fährt", "fuhr", "fuhrst", "fuhren", "fuhrt", "gefahren",
            ],
        )],
    },
    Row {
        line: "ma|chen; machte, gemacht",
        lemma: "machen",
        pos: P::Verb,
        categories: &[C::Common],
        forms: &[(
            K::InflectedVerb,
            &[
                "mache", "machst", "macht", "mach", "machte", "machtest", "machten", "machtet",
                "gemacht",
            ],
        )],
    },
    Row {
        line: "ar|bei|ten; arbeitete, gearbeitet",
        lemma: "arbeiten",
        pos: P::Verb,
        categories: &[C::Common],
        forms: &[(
            K::InflectedVerb,
            &[
                "arbeite",
                "arbeitest",
                "arbeitet",
                "arbeitete",
                "arbeitetest",
                "arbeiteten",
                "arbeitetet",
                "gearbeitet",
            ],
        )],
    },
    Row {
        line: "sam|meln; sammelte, gesammelt",
        lemma: "sammeln",
        pos: P::Verb,
        categories: &[C::Common],
        forms: &[(
            K::InflectedVerb,
            &[
                "sammle",
                "sammelst",
                "sammelt",
                "sammelte",
                "sammeltest",
                "sammelten",
                "sammeltet",
                "gesammelt",
            ],
        )],
    },
    Row {
        line: "rei|sen; reiste, gereist",
        lemma: "reisen",
        pos: P::Verb,
        categories: &[C::Common],
        forms: &[(
            K::InflectedVerb,
            &[
                "reise", "reist", "reis", "reiste", "reistest", "reisten", "reistet", "gereist",
            ],
        )],
    },
    Row {
        line: "auf|ste|hen; stand auf, aufgestanden",
        lemma: "aufstehen",
        pos: P::Verb,
        categories: &[C::Common],
        forms: &[(
            K::InflectedVerb,
            &[
                "aufstand",
                "aufstandest",
                "aufstanden",
                "aufstandet",
                "aufgestanden",
            ],
        )],
    },
    Row {
        line: "ab|ho|len; holte ab, abgeholt",
        lemma: "abholen",
        pos: P::Verb,
        categories: &[C::Common],
        forms: &[(
            K::InflectedVerb,
            &[
                "abhole",
                "abholst",
                "abholt",
                "abholte",
                "abholtest",
                "abholten",
                "abholtet",
                "abgeholt",
            ],
        )],
    },
    Row {
        line: "sein; ich bin, du bist, er ist, wir sind, ihr seid; war, gewesen",
        lemma: "sein",
        pos: P::Verb,
        categories: &[C::Common],
        forms: &[(
            K::InflectedVerb,
            &[
                "bin", "bist", "ist", "sind", "seid", "war", "warst", "waren", "wart", "gewesen",
            ],
        )],
    },
    Row {
        line: "sol|len; ich soll, du sollst, er soll; sollte, gesollt",
        lemma: "sollen",
        pos: P::Verb,
        categories: &[C::Common],
        forms: &[(
            K::InflectedVerb,
            &[
                "soll", "sollst", "sollte", "solltest", "sollten", "solltet", "gesollt",
            ],
        )],
    },
    Row {
        line: "hän|gen; hing od. hängte, gehangen od. gehängt",
        lemma: "hängen",
        pos: P::Verb,
        categories: &[C::Common],
        forms: &[(
            K::InflectedVerb,
            &[
                "hing",
                "hingst",
                "hingen",
                "hingt",
                "hängte",
                "hängtest",
                "hängten",
                "hängtet",
                "hänge",
                "hängst",
                "hängt",
                "häng",
                "gehangen",
                "gehängt",
            ],
        )],
    },
    Row {
        line: "schön; schöner, am schönsten",
        lemma: "schön",
        pos: P::Adjective,
        categories: &[C::Common],
        forms: &[(
            K::InflectedAdjective,
            &[
                "schöner",
                "schönere",
                "schöneren",
                "schönerem",
                "schönerer",
                "schöneres",
                "schönste",
                "schönsten",
                "schönstem",
                "schönster",
                "schönstes",
                "schöne",
                "schönen",
                "schönem",
                "schönes",
            ],
        )],
    },
    Row {
        line: "dun|kel; dunkler, am dunkelsten",
        lemma: "dunkel",
        pos: P::Adjective,
        categories: &[C::Common],
        forms: &[(
            K::InflectedAdjective,
            &[
                "dunkler",
                "dunklere",
                "dunkleren",
                "dunklerem",
                "dunklerer",
                "dunkleres",
                "dunkelste",
                "dunkelsten",
                "dunkelstem",
                "dunkelster",
                "dunkelstes",
                "dunkle",
                "dunklen",
                "dunklem",
                "dunkles",
            ],
        )],
    },
    Row {
        line: "gut; besser, am besten",
        lemma: "gut",
        pos: P::Adjective,
        categories: &[C::Common],
        forms: &[(
            K::InflectedAdjective,
            &[
                "besser", "bessere", "besseren", "besserem", "besserer", "besseres", "beste",
                "besten", "bestem", "bester", "bestes", "gute", "guten", "gutem", "guter", "gutes",
            ],
        )],
    },
    Row {
        line: "ge|le|gen [Adj.]",
        lemma: "gelegen",
        pos: P::Adjective,
        categories: &[C::Common],
        forms: &[(K::InflectedAdjective, &[])],
    },
    Row {
        line: "ab|seits [Adv.]",
        lemma: "abseits",
        pos: P::Adverb,
        categories: &[C::Common],
        forms: &[],
    },
    Row {
        line: "oh|ne",
        lemma: "ohne",
        pos: P::Other,
        categories: &[C::Common],
        forms: &[],
    },
    Row {
        line: "  Ha\u{0323}us, das; -es, Hä\u{0331}user   # stress marks and a comment",
        lemma: "Haus",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[
            (K::InflectedNoun, &["Hauses"]),
            (K::Plural, &["Häuser", "Häusern"]),
        ],
    },
    Row {
        line: "A\u{0308}rger, der; -s",
        lemma: "Ärger",
        pos: P::Noun,
        categories: &[C::Common],
        forms: &[(K::InflectedNoun, &["Ärgers"])],
    },
];

#[test]
fn lines_give_their_entries() {
    for row in ROWS {
        let entry = entry(row.line);
        assert_eq!(entry.lemma, row.lemma, "{}", row.line);
        assert_eq!(entry.pos, row.pos, "{}", row.line);
        let categories: CategorySet = row.categories.iter().copied().collect();
        assert_eq!(entry.categories, categories, "{}", row.line);
        assert_eq!(forms(&entry, K::Base), set(&[row.lemma]), "{}", row.line);
        for (kind, expected) in row.forms {
            assert_eq!(forms(&entry, *kind), set(expected), "{}: {kind}", row.line);
        }
        // Nothing but the lemma and the stated kinds.
        let listed: usize = row.forms.iter().map(|(_, f)| set(f).len()).sum();
        if row
            .forms
            .iter()
            .map(|(k, _)| *k)
            .collect::<BTreeSet<_>>()
            .len()
            == row.forms.len()
        {
            let kinds: BTreeSet<FormKind> = row.forms.iter().map(|(k, _)| *k).collect();
            let other = entry
                .forms
                .iter()
                .filter(|f| f.kind != K::Base && !kinds.contains(&f.kind))
                .count();
            assert_eq!(other, 0, "{}: unexpected forms {:?}", row.line, entry.forms);
            let counted = entry
                .forms
                .iter()
                .filter(|f| kinds.contains(&f.kind))
                .count();
            assert_eq!(counted, listed, "{}: {:?}", row.line, entry.forms);
        }
    }
}

#[test]
fn unreadable_lines_are_refused_with_a_reason() {
    let rows: &[(&str, &str)] = &[
        ("Haus, dem; -es, Häuser", "der"),
        ("Haus, das; -es, Häuser, Hausen", "3 items"),
        ("Haus, das; -es; Häuser", "one group"),
        ("Pe|ter [Spitzname]", "Spitzname"),
        ("ge|hen; ging", "preterite, participle"),
        ("ge|hen; ging, gegangen, gehend", "preterite, participle"),
        ("schnell; schneller", "[Adj.]"),
        ("schön; schöner, schönsten", "[Adj.]"),
        ("schön; schöner, schönsten [Adj.]", "am …sten"),
        ("schön; schöner, am schönsten [Verb]", "not an infinitive"),
        ("Ha(u)s, das", "`(`"),
        ("; ging, gegangen", "no headword"),
        ("Baum, der; -[e]s, ¨x1", "ending"),
        ("Baum, der; -[e, -e", "unclosed"),
        ("Kreuz, das; -es, ¨e", "umlaut"),
        ("schnell [Adj.]; schneller, am schnellsten", "`[`"),
        (
            "ab|seits; abseitser, am abseitsesten [Adv.]",
            "takes no stated forms",
        ),
        ("ge|hen; ging, gegangen [Verb, Adj.]", "two parts of speech"),
        ("Haus, das [Verb]", "noun"),
        ("ge|hen; sie gingen gestern, gegangen", "verb form"),
        ("Haus, das;; Häuser", "empty group"),
        ("Flexitarier der; -s, -", "`, der`"),
        ("Flexitarier die", "comma before the article"),
        ("Kind, das; -[e]s, ...then", "`...then`"),
        ("Kind, das; -[e]s, Kin.der", "not a word"),
        ("Kind, das; -[e]s, -er-", "ending"),
        ("...then", "headword"),
        ("Erste  Hilfe, die", "one space"),
        ("Erste Hilfe, die; -, -n", "`Erste Hilfen` is not a word"),
        ("-Haus, das", "headword"),
        ("Über|zeug [gestrichen]", "struck out"),
        ("Sten|gel, der; -s, - [alte Schreibung]", "takes no forms"),
        ("Tele|funk [Marke, gestrichen]", "no category mark"),
        ("vor all [gestrichen]", "only a single word"),
        ("rauh [gestrichen, alte Schreibung]", "in one line"),
    ];
    for (line, needle) in rows {
        match parse_line(line) {
            Err(reason) => assert!(reason.contains(needle), "`{line}`: {reason}"),
            Ok(entry) => panic!("`{line}` should be refused, gave {entry:?}"),
        }
    }
}

#[test]
fn a_file_reports_line_numbers_and_skips_comments() {
    let text = "# Kommentar\n\nHaus, das; -es, Häuser\nHaus, dem\n  # eingerückt\nge|hen; ging, gegangen\n";
    let parsed = parse(text);
    let lines: Vec<usize> = parsed.entries.iter().map(|e| e.line).collect();
    assert_eq!(lines, vec![3, 6]);
    assert_eq!(parsed.rejected.len(), 1);
    assert_eq!(parsed.rejected[0].line, 4);
}

#[test]
fn strike_lines_name_a_headword_and_what_it_takes_with_it() {
    use wortwert_importers::{StrikeReach, Struck};
    let text = "Haus, das; -es, Häuser\n\
                Über|zeug [gestrichen] # a misreading of überzeugen\n\
                je|wei|len [Verb, gestrichen]\n\
                nu|me|rie|ren [alte Schreibung]\n\
                Sten|gel, der [alte Schreibung]\n";
    let parsed = parse(text);
    assert!(parsed.rejected.is_empty(), "{:?}", parsed.rejected);
    assert_eq!(parsed.entries.len(), 1);
    let struck = |lemma: &str, pos, reach, line| Struck {
        lemma: lemma.into(),
        pos,
        reach,
        line,
    };
    assert_eq!(
        parsed.struck,
        vec![
            struck("Überzeug", P::Noun, StrikeReach::Word, 2),
            struck("jeweilen", P::Verb, StrikeReach::Word, 3),
            struck("numerieren", P::Other, StrikeReach::Spelling, 4),
            struck("Stengel", P::Noun, StrikeReach::Spelling, 5),
        ]
    );
}

#[test]
fn the_curated_file_of_the_default_lexicon_parses_cleanly() {
    let parsed = parse(include_str!("../../data/curated.duden"));
    assert!(parsed.rejected.is_empty(), "{:?}", parsed.rejected);
    assert!(parsed.entries.len() > 150);
    let gehen = parsed
        .entries
        .iter()
        .find(|e| e.lemma == "gehen")
        .expect("gehen");
    assert!(
        gehen
            .forms
            .iter()
            .any(|f| f.form == "ging" && f.kind == K::InflectedVerb)
    );
    let sein = parsed
        .entries
        .iter()
        .find(|e| e.lemma == "sein")
        .expect("sein");
    assert!(
        sein.forms
            .iter()
            .any(|f| f.form == "war" && f.kind == K::InflectedVerb)
    );
}

mod properties {
    use proptest::prelude::*;
    use wortwert_importers::duden::parse;
    use wortwert_lexicon::model::FormKind;

    proptest! {
        /// Every line is an entry, a refusal, or blank/comment; nothing panics,
        /// and an entry's lemma is its one base form.
        #[test]
        fn every_line_is_accounted_for(lines in prop::collection::vec(
            "[A-Za-zäöüß|,;\\-\\[\\]¨ .#]{0,30}", 0..20)
        ) {
            let text = lines.join("\n");
            let parsed = parse(&text);
            let meaningful = lines
                .iter()
                .filter(|l| !l.split('#').next().unwrap_or("").replace('|', "").trim().is_empty())
                .count();
            prop_assert_eq!(parsed.entries.len() + parsed.rejected.len(), meaningful);
            for entry in &parsed.entries {
                let bases: Vec<&str> = entry
                    .forms
                    .iter()
                    .filter(|f| f.kind == FormKind::Base)
                    .map(|f| f.form.as_str())
                    .collect();
                prop_assert_eq!(bases, vec![entry.lemma.as_str()]);
                prop_assert!(!entry.categories.is_empty());
                prop_assert!(entry.line >= 1 && entry.line <= lines.len());
            }
        }

        /// A refused line never yields an entry or a form; every form an
        /// entry has besides its headword is a word (letters, `-` or `'`
        /// between them).
        #[test]
        fn refused_lines_yield_nothing_and_forms_are_words(lines in prop::collection::vec(
            "[A-Za-zäöüß|,;\\-\\[\\]¨ .'/]{0,16}(, (der|die|das))?(; [-a-zäöü ,.¨\\[\\]]{0,12})?( \\[(Vorname|Adj.|Verb)\\])?",
            0..20)
        ) {
            let text = lines.join("\n");
            let parsed = parse(&text);
            for refused in &parsed.rejected {
                prop_assert!(
                    parsed.entries.iter().all(|e| e.line != refused.line),
                    "line {} refused and imported", refused.line
                );
                let alone = wortwert_importers::duden::parse_line(&lines[refused.line - 1]);
                prop_assert!(alone.is_err());
            }
            for entry in &parsed.entries {
                for form in entry.forms.iter().filter(|f| f.kind != FormKind::Base) {
                    prop_assert!(
                        wortwert_importers::duden::is_form(&form.form),
                        "`{}` from line {}: `{}`", form.form, entry.line, lines[entry.line - 1]
                    );
                    prop_assert!(!form.form.contains([' ', '.', ',', ';', '[', ']', '¨', '|']));
                }
            }
        }

        /// Stated noun forms come back as written, whatever the syllable bars.
        #[test]
        fn syllable_bars_never_change_a_word(word in "[A-Z][a-zäöü]{1,8}", cut in 1usize..8) {
            let chars: Vec<char> = word.chars().collect();
            let at = cut.min(chars.len() - 1);
            let barred: String = chars[..at].iter().chain(['|'].iter()).chain(chars[at..].iter()).collect();
            let parsed = parse(&format!("{barred}, das; -s, -"));
            prop_assert!(parsed.rejected.is_empty(), "{:?}", parsed.rejected);
            prop_assert_eq!(&parsed.entries[0].lemma, &word);
        }
    }
}
