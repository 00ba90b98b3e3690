//! Wort-Yahtzee score cards: whole cards scored by hand, illegal cards
//! refused with the right violation, and requests refused as input errors.
//!
//! The booklet's rules as `docs/rules/wort-yahtzee.md` numbers them; each
//! test names those it checks:
//! 1. seven dice; the diamond is any letter, worth 0; the Ä, Ö, Ü faces only as umlauts;
//! 2. each face has a letter value; a missing one is refused by name;
//! 3. the vowels are A E I O U Y Ä Ö Ü; the diamond counts as either;
//! 4. eight rounds, in order, of up to three rolls;
//! 5. upper half: a word of 2, 3, 4, 5, 6 letters; lower half: one, two, three words;
//! 6. a round fills its box with its words' letter values, or a special box and its own with 0;
//! 7. only consonants and only vowels (after the second roll at the latest) 25,
//!    a Yahtzee word of all seven dice 50, chance its words' value;
//! 8. each special box once; every further Yahtzee word +100;
//! 9. a word uses each die once; the words of a round share no die;
//! 10. an upper half of more than 35 earns +35; the total adds it all;
//! 11. the variant: the round boxes in any order.

use super::support::{Fixture, card, request, values_json};
use serde_json::json;
use wortwert_domain::games::wort_yahtzee::{BoxName, ScoreAnswer, ViolationCode, score};

fn scored(
    fixture: &Fixture,
    rounds: &[(&str, i64, &str, &[&str])],
    any_order: bool,
) -> ScoreAnswer {
    score(&card(rounds, any_order), &fixture.rules, fixture.words())
        .unwrap_or_else(|e| panic!("{e}"))
}

fn violations(answer: &ScoreAnswer) -> Vec<(usize, ViolationCode, String)> {
    answer
        .violations
        .iter()
        .map(|v| (v.round, v.code, v.field.clone()))
        .collect()
}

fn assert_parts_add_up(answer: &ScoreAnswer) {
    let b = &answer.boxes;
    assert_eq!(
        answer.upper_total,
        b.two_letters + b.three_letters + b.four_letters + b.five_letters + b.six_letters
    );
    assert_eq!(
        answer.lower_total,
        b.one_word
            + b.two_words
            + b.three_words
            + b.consonants_only
            + b.vowels_only
            + b.yahtzee
            + b.chance
    );
    assert_eq!(
        answer.total,
        answer.upper_total + answer.upper_bonus + answer.lower_total + answer.yahtzee_bonus
    );
}

/// A full card in the standard order, scored by hand with the test values
/// (German Scrabble values: A D E I N R S T U 1, G H L O 2, B M W Z 3,
/// F K 4, Ä J Ü 6, Ö X 8, Q 10; the diamond 0).
///
/// | round | dice    | rolls | box           | words       | arithmetic                         | points |
/// |-------|---------|-------|---------------|-------------|------------------------------------|--------|
/// | 1     | JAGDHUT | 1     | two_letters   | JA          | J6 + A1                            | 7      |
/// | 2     | ÖLEBNRS | 2     | three_letters | ÖLE         | Ö8 + L2 + E1                       | 11     |
/// | 3     | MÄRCHEN | 3     | yahtzee       | MÄRCHEN     | first Yahtzee word                 | 50     |
/// |       |         |       |               |             | → four_letters gets 0              |        |
/// | 4     | QUARKSE | 2     | five_letters  | QUARK       | Q10 + U1 + A1 + R1 + K4            | 17     |
/// | 5     | KN*DELA | 3     | six_letters   | KNÖDEL      | K4 + N1 + Ö(diamond)0 + D1 + E1 + L2 | 9    |
/// | 6     | OFTWIE* | 2     | chance        | OFT, WIE    | (O2 + F4 + T1) + (W3 + I1 + E1)    | 12     |
/// |       |         |       |               |             | → one_word gets 0                  |        |
/// | 7     | ZAHNESX | 3     | two_words     | ZAHN, ES    | (Z3 + A1 + H2 + N1) + (E1 + S1)    | 9      |
/// | 8     | ZAUBERN | 3     | yahtzee       | ZAUBERN     | second Yahtzee word: bonus         | +100   |
/// |       |         |       |               |             | → three_words gets 0               |        |
///
/// upper half: 7 + 11 + 0 + 17 + 9 = 44, more than 35 → bonus 35
/// lower half: one_word 0 + two_words 9 + three_words 0 + consonants 0
///             + vowels 0 + yahtzee 50 + chance 12 = 71
/// total: 44 + 35 + 71 + 100 (Yahtzee bonus) = 250
// Wort-Yahtzee rules 4, 5, 6, 7 and 10
#[test]
fn a_full_standard_card_scored_by_hand() {
    let fixture = Fixture::new();
    let answer = scored(
        &fixture,
        &[
            ("JAGDHUT", 1, "two_letters", &["ja"]),
            ("ÖLEBNRS", 2, "three_letters", &["Öle"]),
            ("MÄRCHEN", 3, "yahtzee", &["Märchen"]),
            ("QUARKSE", 2, "five_letters", &["Quark"]),
            ("KN*DELA", 3, "six_letters", &["Knödel"]),
            ("OFTWIE*", 2, "chance", &["oft", "wie"]),
            ("ZAHNESX", 3, "two_words", &["Zahn", "es"]),
            ("ZAUBERN", 3, "yahtzee", &["zaubern"]),
        ],
        false,
    );
    assert!(answer.valid, "{:#?}", answer.violations);
    let b = &answer.boxes;
    let expected = [
        (BoxName::TwoLetters, 7),
        (BoxName::ThreeLetters, 11),
        (BoxName::FourLetters, 0),
        (BoxName::FiveLetters, 17),
        (BoxName::SixLetters, 9),
        (BoxName::OneWord, 0),
        (BoxName::TwoWords, 9),
        (BoxName::ThreeWords, 0),
        (BoxName::ConsonantsOnly, 0),
        (BoxName::VowelsOnly, 0),
        (BoxName::Yahtzee, 50),
        (BoxName::Chance, 12),
    ];
    for (name, points) in expected {
        assert_eq!(b.get(name), points, "{name}");
    }
    assert_eq!(answer.upper_total, 44);
    assert_eq!(answer.upper_bonus, 35);
    assert_eq!(answer.lower_total, 71);
    assert_eq!(answer.yahtzee_bonus, 100);
    assert_eq!(answer.total, 250);
    // Every round box is filled; the special boxes no round chose stay open.
    assert_eq!(
        answer.open_boxes,
        [BoxName::ConsonantsOnly, BoxName::VowelsOnly]
    );
    assert_parts_add_up(&answer);

    // Which round box took the 0 of each special round.
    let zeros: Vec<(usize, Option<BoxName>)> = answer
        .rounds
        .iter()
        .map(|r| (r.round, r.zero_box))
        .collect();
    assert_eq!(zeros[2], (3, Some(BoxName::FourLetters)));
    assert_eq!(zeros[5], (6, Some(BoxName::OneWord)));
    assert_eq!(zeros[7], (8, Some(BoxName::ThreeWords)));
    assert_eq!(answer.rounds[7].yahtzee_bonus, 100);
    assert_eq!(answer.rounds[7].points, 0);

    // Round 5: the Ö of KNÖDEL is the diamond (die 3, counted from 1), worth 0.
    let knoedel = &answer.rounds[4].words[0];
    assert_eq!(knoedel.key.as_deref(), Some("KNÖDEL"));
    assert_eq!(knoedel.value, Some(9));
    let oe = &knoedel.letters[2];
    assert_eq!(
        (oe.letter.as_str(), oe.die, oe.face.as_deref(), oe.value),
        ("Ö", Some(3), Some("*"), Some(0))
    );
    // Round 7: ZAHN and ES sit on distinct dice.
    let dice: Vec<Option<usize>> = answer.rounds[6]
        .words
        .iter()
        .flat_map(|w| w.letters.iter().map(|l| l.die))
        .collect();
    assert_eq!(dice, [Some(1), Some(2), Some(3), Some(4), Some(5), Some(6)]);

    // The answer serialises with the API's field names.
    let json = serde_json::to_value(&answer).unwrap();
    for field in [
        "boxes",
        "upper_total",
        "upper_bonus",
        "lower_total",
        "yahtzee_bonus",
        "total",
        "valid",
        "violations",
    ] {
        assert!(json.get(field).is_some(), "{field}");
    }
    assert_eq!(json["boxes"]["chance"], 12);
    assert_eq!(json["rounds"][0]["box"], "two_letters");
}

/// The same kind of card in the any-order variant, with both letter-free
/// special boxes and an upper half of exactly 35 (no bonus: it takes more than 35).
///
/// | round | dice    | rolls | box             | words       | arithmetic                  | points |
/// |-------|---------|-------|-----------------|-------------|-----------------------------|--------|
/// | 1     | RASTENZ | 3     | six_letters     | RASTEN      | R1 + A1 + S1 + T1 + E1 + N1 | 6      |
/// | 2     | AEIOUÄ* | 2     | vowels_only     | –           | all vowels (Ä, diamond too) | 25     |
/// | 3     | ÖDXYQPZ | 1     | two_letters     | ÖD          | Ö8 + D1                     | 9      |
/// | 4     | ESANIMU | 3     | three_words     | ES, AN, IM  | (1+1) + (1+1) + (1+3)       | 8      |
/// | 5     | BCDFGHK | 1     | consonants_only | –           | all consonants              | 25     |
/// | 6     | QUARKYX | 2     | five_letters    | QUARK       | 10 + 1 + 1 + 1 + 4          | 17     |
/// | 7     | TEEBLKN | 1     | three_letters   | TEE         | T1 + E1 + E1                | 3      |
/// | 8     | BROTXYZ | 2     | one_word        | BROT        | B3 + R1 + O2 + T1           | 7      |
///
/// No round claims four_letters or two_words: they take the 0s of the
/// special rounds 2 and 5, in card order.
/// upper: 9 + 3 + 0 + 17 + 6 = 35, not more than 35 → no bonus
/// lower: 7 + 0 + 8 + 25 + 25 + 0 + 0 = 65
/// total: 35 + 0 + 65 + 0 = 100
// Wort-Yahtzee rule 11
#[test]
fn an_any_order_card_scored_by_hand() {
    let fixture = Fixture::new();
    let rounds: &[(&str, i64, &str, &[&str])] = &[
        ("RASTENZ", 3, "six_letters", &["Rasten"]),
        ("AEIOUÄ*", 2, "vowels_only", &[]),
        ("ÖDXYQPZ", 1, "two_letters", &["öd"]),
        ("ESANIMU", 3, "three_words", &["es", "an", "im"]),
        ("BCDFGHK", 1, "consonants_only", &[]),
        ("QUARKYX", 2, "five_letters", &["Quark"]),
        ("TEEBLKN", 1, "three_letters", &["Tee"]),
        ("BROTXYZ", 2, "one_word", &["Brot"]),
    ];
    let answer = scored(&fixture, rounds, true);
    assert!(answer.valid, "{:#?}", answer.violations);
    assert!(answer.any_order);
    assert_eq!(answer.upper_total, 35);
    assert_eq!(answer.upper_bonus, 0);
    assert_eq!(answer.lower_total, 65);
    assert_eq!(answer.yahtzee_bonus, 0);
    assert_eq!(answer.total, 100);
    assert_eq!(answer.boxes.vowels_only, 25);
    assert_eq!(answer.boxes.consonants_only, 25);
    assert_eq!(answer.boxes.three_words, 8);
    assert_eq!(answer.rounds[1].zero_box, Some(BoxName::FourLetters));
    assert_eq!(answer.rounds[4].zero_box, Some(BoxName::TwoWords));
    assert!(answer.open_boxes.iter().all(|b| !b.is_round_box()));
    assert_eq!(answer.open_boxes, [BoxName::Yahtzee, BoxName::Chance]);
    assert_parts_add_up(&answer);

    // Played in the standard order, the same card breaks the order in
    // every round whose box is not its own.
    let standard = scored(&fixture, rounds, false);
    let out_of_order: Vec<usize> = standard
        .violations
        .iter()
        .filter(|v| v.code == ViolationCode::RoundOutOfOrder)
        .map(|v| v.round)
        .collect();
    assert_eq!(out_of_order, [1, 3, 4, 6, 7, 8]);
    assert!(!standard.valid);
    // Only the special boxes count; every round box holds 0.
    assert_eq!(standard.total, 50);
}

/// One illegal card per row: its rounds, the violations expected
/// (round, code, field) and the points expected in some boxes.
struct IllegalCase {
    name: &'static str,
    any_order: bool,
    rounds: &'static [(&'static str, i64, &'static str, &'static [&'static str])],
    violations: &'static [(usize, ViolationCode, &'static str)],
    boxes: &'static [(BoxName, i64)],
}

const ILLEGAL: &[IllegalCase] = &[
    IllegalCase {
        name: "a box used twice",
        any_order: false,
        rounds: &[
            ("OFTWIE*", 2, "chance", &["oft"]),
            ("ZAHNESX", 1, "chance", &["Zahn"]),
        ],
        violations: &[(2, ViolationCode::BoxUsedTwice, "/rounds/1/box")],
        // The first filling stays; the refused round's own box gets 0.
        boxes: &[(BoxName::Chance, 7), (BoxName::ThreeLetters, 0)],
    },
    IllegalCase {
        name: "a round box used twice in the any-order variant",
        any_order: true,
        rounds: &[
            ("ZOOBEST", 1, "three_letters", &["Zoo"]),
            ("TEEBLKN", 1, "three_letters", &["Tee"]),
        ],
        violations: &[(2, ViolationCode::BoxUsedTwice, "/rounds/1/box")],
        boxes: &[(BoxName::ThreeLetters, 7), (BoxName::TwoLetters, 0)],
    },
    IllegalCase {
        name: "consonants only after a third roll",
        any_order: false,
        rounds: &[("BCDFGHK", 3, "consonants_only", &[])],
        violations: &[(1, ViolationCode::TooManyRolls, "/rounds/0/rolls")],
        boxes: &[(BoxName::ConsonantsOnly, 0), (BoxName::TwoLetters, 0)],
    },
    IllegalCase {
        name: "vowels only after a third roll",
        any_order: false,
        rounds: &[("AEIOUY*", 3, "vowels_only", &[])],
        violations: &[(1, ViolationCode::TooManyRolls, "/rounds/0/rolls")],
        boxes: &[(BoxName::VowelsOnly, 0)],
    },
    IllegalCase {
        name: "chance after a third roll",
        any_order: false,
        rounds: &[("OFTWIE*", 3, "chance", &["oft", "wie"])],
        violations: &[(1, ViolationCode::TooManyRolls, "/rounds/0/rolls")],
        boxes: &[(BoxName::Chance, 0)],
    },
    IllegalCase {
        name: "the Ä face used as an A",
        any_order: true,
        rounds: &[("HÄUSERT", 1, "four_letters", &["Haus"])],
        violations: &[(1, ViolationCode::UmlautFaceMisused, "/rounds/0/words/0")],
        boxes: &[(BoxName::FourLetters, 0)],
    },
    IllegalCase {
        name: "an A face used as the Ä",
        any_order: true,
        rounds: &[("ARGERTX", 1, "five_letters", &["Ärger"])],
        violations: &[(1, ViolationCode::UmlautFaceMisused, "/rounds/0/words/0")],
        boxes: &[(BoxName::FiveLetters, 0)],
    },
    IllegalCase {
        name: "the Ü face used as a U",
        any_order: true,
        rounds: &[("HÜTXYZQ", 1, "three_letters", &["Hut"])],
        violations: &[(1, ViolationCode::UmlautFaceMisused, "/rounds/0/words/0")],
        boxes: &[],
    },
    IllegalCase {
        name: "the diamond stands for one letter, not two",
        any_order: true,
        rounds: &[("*RGEXTZ", 1, "five_letters", &["Ärger"])],
        violations: &[(1, ViolationCode::LettersNotAvailable, "/rounds/0/words/0")],
        boxes: &[(BoxName::FiveLetters, 0)],
    },
    IllegalCase {
        name: "letters the dice do not show",
        any_order: false,
        rounds: &[("XYQPZBC", 1, "two_letters", &["ja"])],
        violations: &[(1, ViolationCode::LettersNotAvailable, "/rounds/0/words/0")],
        boxes: &[(BoxName::TwoLetters, 0)],
    },
    IllegalCase {
        name: "two words sharing a die",
        any_order: true,
        rounds: &[("ZAHNXYQ", 2, "two_words", &["Zahn", "an"])],
        violations: &[(1, ViolationCode::DieReused, "/rounds/0/words")],
        boxes: &[(BoxName::TwoWords, 0)],
    },
    IllegalCase {
        name: "two words sharing the diamond",
        any_order: true,
        rounds: &[("HU*XYZE", 2, "two_words", &["Hut", "es"])],
        violations: &[(1, ViolationCode::DieReused, "/rounds/0/words")],
        boxes: &[(BoxName::TwoWords, 0)],
    },
    IllegalCase {
        name: "chance words sharing a die",
        any_order: false,
        rounds: &[("ESANGXY", 1, "chance", &["es", "an", "Gas"])],
        violations: &[(1, ViolationCode::DieReused, "/rounds/0/words")],
        boxes: &[(BoxName::Chance, 0)],
    },
    IllegalCase {
        name: "a round out of order",
        any_order: false,
        rounds: &[("ZOOBEST", 1, "three_letters", &["Zoo"])],
        violations: &[(1, ViolationCode::RoundOutOfOrder, "/rounds/0/box")],
        boxes: &[(BoxName::ThreeLetters, 0), (BoxName::TwoLetters, 0)],
    },
    IllegalCase {
        name: "a first name",
        any_order: true,
        rounds: &[("PETERXY", 1, "five_letters", &["Peter"])],
        violations: &[(1, ViolationCode::InvalidWord, "/rounds/0/words/0")],
        boxes: &[(BoxName::FiveLetters, 0)],
    },
    IllegalCase {
        name: "a place name, an abbreviation, a foreign and a dialect word",
        any_order: true,
        rounds: &[
            ("ROMXYZQ", 1, "three_letters", &["Rom"]),
            ("UNOXYZQ", 1, "one_word", &["UNO"]),
            ("HANDYXQ", 1, "five_letters", &["Handy"]),
            ("BUBXYZQ", 1, "chance", &["Bub"]),
        ],
        violations: &[
            (1, ViolationCode::InvalidWord, "/rounds/0/words/0"),
            (2, ViolationCode::InvalidWord, "/rounds/1/words/0"),
            (3, ViolationCode::InvalidWord, "/rounds/2/words/0"),
            (4, ViolationCode::InvalidWord, "/rounds/3/words/0"),
        ],
        boxes: &[(BoxName::Chance, 0)],
    },
    IllegalCase {
        name: "a word with a hyphen and one not in the lexicon",
        any_order: true,
        rounds: &[
            ("EMAILXY", 1, "one_word", &["E-Mail"]),
            ("XYZABCD", 1, "two_letters", &["xy"]),
        ],
        violations: &[
            (1, ViolationCode::InvalidWord, "/rounds/0/words/0"),
            (2, ViolationCode::InvalidWord, "/rounds/1/words/0"),
        ],
        boxes: &[],
    },
    IllegalCase {
        name: "a word of the wrong length",
        any_order: true,
        rounds: &[("ZOOBEST", 1, "four_letters", &["Zoo"])],
        violations: &[(1, ViolationCode::WrongLength, "/rounds/0/words/0")],
        boxes: &[(BoxName::FourLetters, 0)],
    },
    IllegalCase {
        name: "two words for a one-word box, one word for two",
        any_order: true,
        rounds: &[
            ("ESANXYZ", 1, "two_letters", &["es", "an"]),
            ("ZAHNESX", 1, "two_words", &["Zahn"]),
        ],
        violations: &[
            (1, ViolationCode::WrongWordCount, "/rounds/0/words"),
            (2, ViolationCode::WrongWordCount, "/rounds/1/words"),
        ],
        boxes: &[(BoxName::TwoLetters, 0), (BoxName::TwoWords, 0)],
    },
    IllegalCase {
        name: "a Yahtzee word of four letters",
        any_order: false,
        rounds: &[("HAUSXYZ", 1, "yahtzee", &["Haus"])],
        violations: &[(1, ViolationCode::NotSevenLetters, "/rounds/0/words/0")],
        boxes: &[(BoxName::Yahtzee, 0)],
    },
    IllegalCase {
        name: "the Yahtzee box without its word",
        any_order: false,
        rounds: &[("STRASSE", 1, "yahtzee", &[])],
        violations: &[(1, ViolationCode::WrongWordCount, "/rounds/0/words")],
        boxes: &[(BoxName::Yahtzee, 0)],
    },
    IllegalCase {
        name: "a vowel in consonants only",
        any_order: false,
        rounds: &[("BCDFGHA", 1, "consonants_only", &[])],
        violations: &[(1, ViolationCode::NotAllConsonants, "/rounds/0/dice")],
        boxes: &[(BoxName::ConsonantsOnly, 0)],
    },
    IllegalCase {
        name: "a consonant in vowels only",
        any_order: false,
        rounds: &[("AEIOUYB", 2, "vowels_only", &[])],
        violations: &[(1, ViolationCode::NotAllVowels, "/rounds/0/dice")],
        boxes: &[(BoxName::VowelsOnly, 0)],
    },
    IllegalCase {
        name: "Y is a vowel, not a consonant",
        any_order: false,
        rounds: &[("BCDFGHY", 2, "consonants_only", &[])],
        violations: &[(1, ViolationCode::NotAllConsonants, "/rounds/0/dice")],
        boxes: &[(BoxName::ConsonantsOnly, 0)],
    },
    IllegalCase {
        name: "a refused Yahtzee word earns no bonus for the next one, which fills the box",
        any_order: false,
        rounds: &[
            ("ZAUBERX", 1, "yahtzee", &["zaubern"]),
            ("STRASSE", 1, "yahtzee", &["Straße"]),
        ],
        violations: &[(1, ViolationCode::LettersNotAvailable, "/rounds/0/words/0")],
        boxes: &[(BoxName::Yahtzee, 50)],
    },
    IllegalCase {
        name: "several faults in one round are all listed",
        any_order: false,
        rounds: &[("XYZABC*", 3, "chance", &["Peter", "Bad"])],
        violations: &[
            (1, ViolationCode::TooManyRolls, "/rounds/0/rolls"),
            (1, ViolationCode::InvalidWord, "/rounds/0/words/0"),
            (1, ViolationCode::LettersNotAvailable, "/rounds/0/words/0"),
        ],
        boxes: &[(BoxName::Chance, 0)],
    },
];

// Wort-Yahtzee rules 1, 3, 4, 5, 7 and 9
#[test]
fn illegal_cards_are_refused_with_the_right_violation() {
    let fixture = Fixture::new();
    for case in ILLEGAL {
        let answer = scored(&fixture, case.rounds, case.any_order);
        let expected: Vec<(usize, ViolationCode, String)> = case
            .violations
            .iter()
            .map(|(round, code, field)| (*round, *code, (*field).to_owned()))
            .collect();
        assert_eq!(
            violations(&answer),
            expected,
            "{}: {:#?}",
            case.name,
            answer.violations
        );
        assert!(!answer.valid, "{}", case.name);
        for (name, points) in case.boxes {
            assert_eq!(
                answer.boxes.get(*name),
                *points,
                "{}: box {name}",
                case.name
            );
        }
        assert_parts_add_up(&answer);
        for violation in &answer.violations {
            assert!(!violation.detail.is_empty(), "{}", case.name);
        }
    }
}

/// Legal rounds with the diamond and the umlaut faces, one per row: the
/// box's points.
// Wort-Yahtzee rules 1 and 3
#[test]
fn legal_rounds_with_the_diamond_and_umlaut_faces() {
    let fixture = Fixture::new();
    let cases: &[(&str, &str, &[&str], i64)] = &[
        // The diamond as the Ä of ÄRGER, worth 0: R1 + G2 + E1 + R1.
        ("*RGERTX", "five_letters", &["Ärger"], 5),
        // The Ä face as Ä: Ä6 + R1 + G2 + E1 + R1.
        ("ÄRGERTX", "five_letters", &["Ärger"], 11),
        // The diamond as a plain letter (the second R).
        ("ÄRGE*TX", "five_letters", &["Ärger"], 10),
        // ß is written SS and needs two S faces: S1 T1 R1 A1 S1 S1 E1.
        ("STRASSE", "yahtzee", &["Straße"], 50),
        // The diamond as a vowel for vowels only.
        ("AEIOU*Y", "vowels_only", &[], 25),
        // The diamond as a consonant for consonants only.
        ("BCD*GHK", "consonants_only", &[], 25),
        // Chance with three words on distinct dice, the diamond as the H of OH:
        // (E1 + S1) + (A1 + N1) + (O2 + H as the diamond 0) = 6.
        ("ESAN*OZ", "chance", &["es", "an", "oh"], 6),
        // No words at all for a word box: the 0 of a round out of time.
        ("XYZQPCB", "three_words", &[], 0),
        // Chance with no words is a legal 0.
        ("XYZQPCB", "chance", &[], 0),
    ];
    for (dice, name, words, points) in cases {
        let answer = scored(&fixture, &[(dice, 2, name, words)], true);
        assert!(answer.valid, "{dice} {name}: {:#?}", answer.violations);
        let claimed = BoxName::ALL
            .into_iter()
            .find(|b| b.as_str() == *name)
            .unwrap();
        assert_eq!(answer.boxes.get(claimed), *points, "{dice} {name}");
        assert_eq!(answer.rounds[0].points, *points, "{dice} {name}");
    }
}

// Wort-Yahtzee rule 8
#[test]
fn a_third_yahtzee_word_earns_a_second_bonus() {
    let fixture = Fixture::new();
    let answer = scored(
        &fixture,
        &[
            ("STRASSE", 1, "yahtzee", &["Straße"]),
            ("ZAUBERN", 3, "yahtzee", &["zaubern"]),
            ("MÄRCHEN", 2, "yahtzee", &["Märchen"]),
        ],
        false,
    );
    assert!(answer.valid, "{:#?}", answer.violations);
    assert_eq!(answer.boxes.yahtzee, 50);
    assert_eq!(answer.yahtzee_bonus, 200);
    assert_eq!(answer.total, 250);
    // Each Yahtzee round zeroes its own round box.
    let zeros: Vec<_> = answer.rounds.iter().map(|r| r.zero_box).collect();
    assert_eq!(
        zeros,
        [
            Some(BoxName::TwoLetters),
            Some(BoxName::ThreeLetters),
            Some(BoxName::FourLetters)
        ]
    );
}

#[test]
fn word_answers_say_why_a_word_does_not_count() {
    let fixture = Fixture::new();
    let answer = scored(
        &fixture,
        &[("ZAHNXYQ", 2, "two_words", &["Zahn", "an"])],
        true,
    );
    let words = &answer.rounds[0].words;
    assert!(words[0].valid);
    assert_eq!(words[0].value, Some(7));
    // AN fits on its own, but ZAHN already uses the A and the N.
    assert!(!words[1].valid);
    assert_eq!(words[1].reasons[0].code.as_str(), "die_reused");
    assert_eq!(words[1].letters[0].die, None);

    let answer = scored(
        &fixture,
        &[("PETERXY", 1, "five_letters", &["Peter"])],
        true,
    );
    let peter = &answer.rounds[0].words[0];
    assert_eq!(peter.reasons[0].code.as_str(), "category_not_allowed");
    assert!(peter.reasons[0].detail.contains("first name"));
    // The letters still sit on the dice, with their values.
    assert_eq!(peter.value, Some(8));
}

#[test]
fn a_partial_card_lists_its_open_boxes() {
    let fixture = Fixture::new();
    let answer = scored(&fixture, &[("JAGDHUT", 1, "two_letters", &["ja"])], false);
    assert!(answer.valid);
    assert_eq!(answer.total, 7);
    assert_eq!(answer.open_boxes.len(), 11);
    assert!(!answer.open_boxes.contains(&BoxName::TwoLetters));

    let empty = scored(&fixture, &[], false);
    assert!(empty.valid);
    assert_eq!(empty.total, 0);
    assert_eq!(empty.open_boxes.len(), 12);
}

#[test]
fn requests_the_rules_cannot_apply_to_name_the_field() {
    let fixture = Fixture::new();
    let round = |dice: &str, rolls: i64, name: &str| json!({ "dice": dice, "rolls": rolls, "box": name, "words": [] });
    let nine: Vec<_> = (0..9).map(|_| round("BCDFGHK", 1, "chance")).collect();
    let cases = [
        (json!({ "rounds": nine }), "/rounds", "8 rounds"),
        (
            json!({ "rounds": [round("BCDFGH", 1, "chance")] }),
            "/rounds/0/dice",
            "exactly 7",
        ),
        (
            json!({ "rounds": [round("BCDFGHKL", 1, "chance")] }),
            "/rounds/0/dice",
            "exactly 7",
        ),
        (
            json!({ "rounds": [round("BCDFGH?", 1, "chance")] }),
            "/rounds/0/dice",
            "“?”",
        ),
        (
            json!({ "rounds": [round("BCDFG**", 1, "chance")] }),
            "/rounds/0/dice",
            "diamond",
        ),
        (
            json!({ "rounds": [round("BÖDFGÖK", 1, "chance")] }),
            "/rounds/0/dice",
            "Ö",
        ),
        (
            json!({ "rounds": [round("BCDFGHK", 0, "chance")] }),
            "/rounds/0/rolls",
            "1 to 3",
        ),
        (
            json!({ "rounds": [round("BCDFGHK", 4, "chance")] }),
            "/rounds/0/rolls",
            "1 to 3",
        ),
        (
            json!({ "rounds": [round("BCDFGHK", -1, "chance")] }),
            "/rounds/0/rolls",
            "1 to 3",
        ),
        (
            json!({ "rounds": [round("BCDFGHK", 1, "chance"), round("BCDFGHK", 1, "chance"), round("BCDFGHK", 1, "full_house")] }),
            "/rounds/2/box",
            "full_house",
        ),
        (
            json!({ "rounds": [], "letter_values": { "AB": 1 } }),
            "/letter_values/AB",
            "AB",
        ),
        (
            json!({ "rounds": [], "letter_values": { "A": -3 } }),
            "/letter_values/A",
            "-3",
        ),
        // A scored letter without a value: J has none here.
        (
            json!({ "rounds": [{ "dice": "JAGDHUT", "rolls": 1, "box": "two_letters", "words": ["ja"] }], "letter_values": { "A": 1 } }),
            "/letter_values",
            "“J”",
        ),
    ];
    for (body, field, message) in cases {
        let error = score(&request(body.clone()), &fixture.rules, fixture.words())
            .err()
            .unwrap_or_else(|| panic!("no error for {body}"));
        assert_eq!(error.field, field, "{body}");
        assert!(error.text().contains(message), "{body}: {}", error.message);
    }
}

// Wort-Yahtzee rule 2
#[test]
fn letters_that_score_nothing_need_no_value() {
    let fixture = Fixture::new();
    // Fixed-score boxes and the diamond need no letter values; neither do
    // the words of a refused claim.
    let body = json!({ "rounds": [
        { "dice": "BCDFGHK", "rolls": 1, "box": "consonants_only" },
        { "dice": "STRASSE", "rolls": 3, "box": "yahtzee", "words": ["Straße"] },
        { "dice": "PETERXY", "rolls": 1, "box": "four_letters", "words": ["Peter"] },
    ] });
    let answer = score(&request(body), &fixture.rules, fixture.words()).unwrap();
    assert_eq!(answer.total, 75);
    assert_eq!(answer.violations.len(), 2, "{:#?}", answer.violations);
}

#[test]
fn request_shape_is_strict_and_words_may_be_omitted() {
    let unknown = json!({ "rounds": [], "extra": 1 });
    assert!(
        serde_json::from_value::<wortwert_domain::games::wort_yahtzee::ScoreRequest>(unknown)
            .is_err()
    );
    let unknown_in_round =
        json!({ "rounds": [{ "dice": "BCDFGHK", "rolls": 1, "box": "chance", "joker": true }] });
    assert!(
        serde_json::from_value::<wortwert_domain::games::wort_yahtzee::ScoreRequest>(
            unknown_in_round
        )
        .is_err()
    );
    let request = request(
        json!({ "rounds": [{ "dice": "bcdfghk", "rolls": 1, "box": "consonants_only" }], "letter_values": values_json() }),
    );
    assert!(request.rounds[0].words.is_empty());
    let fixture = Fixture::new();
    let answer = score(&request, &fixture.rules, fixture.words()).unwrap();
    assert_eq!(answer.rounds[0].dice, "BCDFGHK");
    assert_eq!(answer.total, 25);
}

#[test]
fn words_given_for_a_letter_free_box_are_noted_not_judged() {
    let fixture = Fixture::new();
    let answer = scored(
        &fixture,
        &[("BCDFGHK", 2, "consonants_only", &["xyz"])],
        false,
    );
    assert!(answer.valid);
    assert_eq!(answer.total, 25);
    assert!(answer.rounds[0].words.is_empty());
    assert_eq!(answer.rounds[0].notes.len(), 1);
}
