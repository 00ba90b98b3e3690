//! The shipped rulesets load, and broken documents are refused with the field named.

use wortwert_domain::model::{Category, FormKind};
use wortwert_domain::normalize::UmlautPolicy;
use wortwert_domain::ruleset::{GameKind, GameRules, Ruleset, SHIPPED};

fn load(name: &str) -> Ruleset {
    let (file, text) = SHIPPED.iter().find(|(f, _)| *f == name).unwrap();
    Ruleset::from_toml(file, text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_shipped_ruleset_loads_and_its_id_matches_its_file() {
    for (file, text) in SHIPPED {
        let ruleset = Ruleset::from_toml(file, text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(format!("{}.toml", ruleset.id), *file);
    }
}

#[test]
fn a_shipped_ruleset_is_found_by_its_id_and_only_by_it() {
    for (file, text) in SHIPPED {
        let id = file.strip_suffix(".toml").unwrap();
        assert_eq!(wortwert_domain::ruleset::shipped_text(id), *text);
    }
    // A prefix, a file name or an unknown id is not an id.
    for wrong in ["boggle-5", "boggle.toml", "scrabble", ""] {
        let found = std::panic::catch_unwind(|| wortwert_domain::ruleset::shipped_text(wrong));
        assert!(found.is_err(), "{wrong:?}");
        assert!(
            wortwert_domain::ruleset::shipped(wrong).is_none(),
            "{wrong:?}"
        );
    }
}

#[test]
fn policies_follow_the_lexicon_contract_table() {
    let cases = [
        (
            "happycross.toml",
            UmlautPolicy::Expand,
            2,
            Category::FirstName,
            true,
        ),
        (
            "happycross.toml",
            UmlautPolicy::Expand,
            2,
            Category::Toponym,
            true,
        ),
        (
            "crossword.toml",
            UmlautPolicy::Expand,
            2,
            Category::FirstName,
            false,
        ),
        (
            "crossword.toml",
            UmlautPolicy::Expand,
            2,
            Category::Abbreviation,
            true,
        ),
        (
            "typdom.toml",
            UmlautPolicy::Expand,
            2,
            Category::FamilyName,
            true,
        ),
        (
            "typdom.toml",
            UmlautPolicy::Expand,
            2,
            Category::FirstName,
            false,
        ),
        (
            "typdom.toml",
            UmlautPolicy::Expand,
            2,
            Category::Toponym,
            false,
        ),
        (
            "wort-yahtzee.toml",
            UmlautPolicy::Distinct,
            2,
            Category::Foreign,
            true,
        ),
        (
            "boggle.toml",
            UmlautPolicy::Distinct,
            3,
            Category::Toponym,
            false,
        ),
        (
            "boggle.toml",
            UmlautPolicy::Distinct,
            3,
            Category::FirstName,
            true,
        ),
    ];
    for (file, umlauts, min_length, category, forbidden) in cases {
        let ruleset = load(file);
        assert_eq!(ruleset.policy.umlauts(), umlauts, "{file}");
        assert_eq!(ruleset.policy.min_length, min_length, "{file}");
        assert_eq!(
            ruleset.policy.forbidden_categories.contains(category),
            forbidden,
            "{file} {category}"
        );
    }
    assert!(
        load("typdom.toml")
            .policy
            .forbidden_form_kinds
            .contains(FormKind::InflectedVerb)
    );
    for file in [
        "happycross.toml",
        "crossword.toml",
        "wort-yahtzee.toml",
        "boggle.toml",
    ] {
        assert!(load(file).policy.forbidden_form_kinds.is_empty(), "{file}");
    }
}

#[test]
fn game_sections_hold_the_booklets_numbers() {
    match load("happycross.toml").rules {
        GameRules::Happycross(rules) => {
            assert_eq!(rules.layout.shape().rows, 9);
            assert_eq!(rules.layout.starts().collect::<Vec<_>>(), [(4, 4)]);
            assert_eq!(rules.letter_values.get('M'), Some(3));
            assert_eq!(rules.all_dice_bonus, 50);
        }
        other => panic!("{other:?}"),
    }
    match load("crossword.toml").rules {
        GameRules::Crossword(rules) => {
            let points: Vec<_> = (1..=7).map(|n| rules.points.points(n)).collect();
            assert_eq!(
                points,
                [None, Some(1), Some(3), Some(5), Some(7), Some(10), None]
            );
        }
        other => panic!("{other:?}"),
    }
    match load("boggle-5x5.toml").rules {
        GameRules::Boggle(rules) => {
            assert_eq!(rules.size, 5);
            assert_eq!(rules.dice.len(), 25);
            assert_eq!(rules.points.points(9), Some(11));
        }
        other => panic!("{other:?}"),
    }
    match load("typdom.toml").rules {
        GameRules::Typdom(rules) => {
            assert_eq!(rules.point.letter_values.get('X'), Some(9));
            assert_eq!(rules.tile_values.jolly, 10);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(load("wort-yahtzee.toml").game, GameKind::WortYahtzee);
}

#[test]
fn broken_documents_name_file_and_field() {
    let good = wortwert_domain::ruleset::shipped_text("crossword");
    let cases: &[(&str, &str)] = &[
        (
            &good.replace("umlauts = \"expand\"", "umlauts = \"sometimes\""),
            "words.umlauts",
        ),
        (
            &good.replace("min_length = 2", "min_length = \"two\""),
            "words.min_length",
        ),
        (&good.replace("size = 6", "size = 1"), "crossword.size"),
        (
            &good.replace("\"2\" = 1", "\"two\" = 1"),
            "crossword.points",
        ),
        (
            &good.replace("[\"abbreviation\", \"multiword\"]", "[\"acronym\"]"),
            "words.forbidden_categories",
        ),
        (
            &good.replace("revision = 1", "revision = 1\ncolour = \"red\""),
            "colour",
        ),
        (&good.replace("[crossword]", "[boggle]"), "boggle"),
        (
            &good.replace("id = \"crossword\"", "id = \"Cross Word\""),
            "id",
        ),
        ("id = ", "(document)"),
        (
            &good.replace("[words]", "[timer]\nseconds = 2\nsource = \"x\"\n\n[words]"),
            "timer.seconds",
        ),
        (
            &good.replace("[words]", "[timer]\nseconds = 180\n\n[words]"),
            "timer",
        ),
    ];
    for (text, field) in cases {
        let err = Ruleset::from_toml("crossword.toml", text).expect_err(field);
        assert_eq!(err.file(), "crossword.toml");
        assert!(
            err.field().starts_with(field),
            "expected field {field}, got {err}"
        );
        assert!(err.to_string().contains("crossword.toml"), "{err}");
    }
}

#[test]
fn the_checksum_names_the_content_whatever_the_line_endings() {
    let (file, text) = SHIPPED[4];
    let ruleset = Ruleset::from_toml(file, text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ruleset.checksum.len(), 64);
    assert!(ruleset.checksum.bytes().all(|b| b.is_ascii_hexdigit()));
    // The same content written with `\r\n` is the same ruleset.
    let crlf = text.replace('\n', "\r\n");
    assert_eq!(
        Ruleset::from_toml(file, &crlf).unwrap().checksum,
        ruleset.checksum
    );
    // Same id and revision, one rule changed: another checksum.
    let changed = text.replacen("min_length = 3", "min_length = 4", 1);
    assert_ne!(changed, text, "the test changes a rule");
    let other = Ruleset::from_toml(file, &changed).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((&other.id, other.revision), (&ruleset.id, ruleset.revision));
    assert_ne!(other.checksum, ruleset.checksum);
    // Every shipped ruleset has its own.
    let mut checksums: Vec<String> = SHIPPED
        .iter()
        .map(|(file, text)| Ruleset::from_toml(file, text).unwrap().checksum)
        .collect();
    checksums.sort();
    checksums.dedup();
    assert_eq!(checksums.len(), SHIPPED.len());
}

/// `compounds` in the word policy: `admit` when not written (every shipped
/// ruleset), `refuse` when a ruleset says so, and nothing else.
#[test]
fn the_compound_policy_is_read_from_the_words_section() {
    use wortwert_domain::model::CompoundPolicy;
    let (file, text) = SHIPPED
        .iter()
        .find(|(f, _)| *f == "happycross.toml")
        .unwrap();
    assert_eq!(load(file).policy.compounds, CompoundPolicy::Admit);
    let refusing = text.replace("[words]\n", "[words]\ncompounds = \"refuse\"\n");
    let ruleset = Ruleset::from_toml(file, &refusing).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ruleset.policy.compounds, CompoundPolicy::Refuse);
    let wrong = text.replace("[words]\n", "[words]\ncompounds = \"sometimes\"\n");
    let error = Ruleset::from_toml(file, &wrong).unwrap_err().to_string();
    assert!(error.contains("compounds"), "{error}");
}

#[test]
fn the_games_played_against_a_sand_timer_name_its_duration_and_where_it_comes_from() {
    let cases = [
        ("happycross.toml", Some(180)),
        ("boggle.toml", Some(180)),
        ("boggle-5x5.toml", Some(180)),
        ("wort-yahtzee.toml", Some(60)),
        ("crossword.toml", None),
        ("typdom.toml", None),
    ];
    for (file, seconds) in cases {
        let timer = load(file).document.timer;
        assert_eq!(timer.as_ref().map(|t| t.seconds.get()), seconds, "{file}");
        if let Some(timer) = timer {
            assert!(timer.source.len() > 20, "{file}: {}", timer.source);
        }
    }
}
