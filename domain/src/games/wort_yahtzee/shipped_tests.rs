//! The shipped Wort-Yahtzee ruleset against the booklet. Its own file: it
//! loads the ruleset through `crate::ruleset`, which imports this game.

use super::{MAX_DICE, Rules};
use crate::ruleset::{GameRules, Ruleset};

const SHIPPED: &str = crate::ruleset::shipped_text("wort-yahtzee");

fn shipped() -> Rules {
    match Ruleset::from_toml("wort-yahtzee.toml", SHIPPED).map(|r| r.rules) {
        Ok(GameRules::WortYahtzee(rules)) => rules,
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_shipped_ruleset_follows_the_booklet() {
    let rules = shipped();
    assert_eq!((rules.dice, rules.rounds), (7, 8));
    assert_eq!((rules.upper_bonus_threshold, rules.upper_bonus), (35, 35));
    assert_eq!((rules.consonants_only, rules.vowels_only), (25, 25));
    assert_eq!((rules.yahtzee, rules.yahtzee_bonus), (50, 100));
    assert_eq!((rules.special_max_rolls, rules.max_rolls), (2, 3));
    assert_eq!((rules.diamond_faces, rules.faces_per_umlaut), (1, 1));
    assert!(!rules.any_order);
    assert!(
        rules.letter_values.is_empty(),
        "the booklet's values are lost"
    );
    for vowel in "AEIOUYÄÖÜ".chars() {
        assert!(rules.vowels.contains(vowel), "{vowel}");
    }
}

#[test]
fn broken_rules_name_the_field() {
    type Break = fn(&mut Rules);
    let cases: [(Break, &str); 6] = [
        (|r| r.dice = 0, "dice"),
        (|r| r.dice = MAX_DICE + 1, "dice"),
        (|r| r.rounds = 9, "rounds"),
        (|r| r.special_max_rolls = 4, "special_max_rolls"),
        (|r| r.diamond_faces = 3, "diamond_faces"),
        (|r| r.vowels = "AE*".into(), "vowels"),
    ];
    for (breaks, field) in cases {
        let mut rules = shipped();
        breaks(&mut rules);
        assert_eq!(rules.validate().map_err(|e| e.field()), Err(field));
    }
}
