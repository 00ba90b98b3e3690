//! The solver's answer with a house word list on top ([`crate::house`]):
//! every word on the board that the list's policy calls valid, as
//! [`score`](super::score) judges a written word under the same list.
//!
//! The solver's trie is the ruleset's (built once per lexicon version);
//! the list changes an answer afterwards, only when a list is named, so a
//! board without one costs nothing more: the words the list refuses
//! leave the answer, and each word it allows that the trie lacks is traced
//! on the board ([`trace`]) and joins it when it is there.

use std::collections::HashSet;

use super::Rules;
use super::board::Board;
use super::solver::{SolveAnswer, SolvedWord};
use super::trace::{Trace, trace};
use crate::house::{HouseEffect, HouseRules};

/// `answer` (the solver's, for `board`) with `house` on top. `valid` says
/// whether a key the list allows is valid under the list's policy (the
/// ruleset's minimum length: the list cannot make a word shorter than it
/// count). Words stay longest first, then alphabetical; the maximum score
/// and the count are those of the words left.
pub fn with_house(
    answer: SolveAnswer,
    board: &Board,
    rules: &Rules,
    house: &HouseRules,
    valid: impl Fn(&str) -> bool,
) -> SolveAnswer {
    let mut words: Vec<SolvedWord> = answer
        .words
        .into_iter()
        .filter(|word| house.says(&word.word) != Some(HouseEffect::Refused))
        .collect();
    let found: HashSet<String> = words.iter().map(|word| word.word.clone()).collect();
    for (key, _) in house.allowed() {
        if found.contains(key) || !valid(key) {
            continue;
        }
        // A word traced only by using a die twice, or not decided within
        // the trace's steps, is not on the board: the score says the same.
        if let Trace::Path(cells) = trace(board, key) {
            let letters = key.chars().count();
            words.push(SolvedWord {
                word: key.to_owned(),
                path: cells.iter().map(|&cell| board.position(cell)).collect(),
                letters,
                points: rules.points_for(letters),
            });
        }
    }
    words.sort_by(|a, b| b.letters.cmp(&a.letters).then_with(|| a.word.cmp(&b.word)));
    SolveAnswer {
        max_score: words
            .iter()
            .fold(0u32, |sum, word| sum.saturating_add(word.points)),
        word_count: words.len(),
        words,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::boggle::{BoggleIndex, GridRow, solve};
    use crate::house::{HouseListRef, HouseWords};
    use crate::normalize::{Alphabet, Normalizer, UmlautPolicy};
    use crate::tables::LengthTable;

    fn rules() -> Rules {
        Rules {
            size: 4,
            points: toml::from_str::<LengthTable>(
                r#""3" = 1
                "4" = 1
                "5" = 2
                "6" = 3
                "7" = 5
                "8+" = 11"#,
            )
            .unwrap(),
            dice: vec![vec!["A".into()]; 16],
            dice_source: "test".into(),
        }
    }

    /// TESTZENTREN snakes through the first three rows; TEER lies in the last.
    fn board() -> Board {
        let grid = ["TEST", "TNEZ", "RENA", "TEER"].map(|row| GridRow::Letters(row.into()));
        Board::parse(&grid, &rules(), &Normalizer::new(UmlautPolicy::Distinct)).unwrap()
    }

    fn house(allow: &[&str], refuse: &[&str]) -> HouseRules {
        let words = HouseWords {
            allow: allow.iter().map(|w| (*w).to_owned()).collect(),
            refuse: refuse.iter().map(|w| (*w).to_owned()).collect(),
        };
        let list = HouseListRef {
            name: "turnier".into(),
            revision: 2,
            checksum: words.checksum(),
        };
        HouseRules::compile(list, &words, &Normalizer::new(UmlautPolicy::Distinct))
    }

    #[test]
    fn refused_words_leave_and_allowed_words_on_the_board_count() {
        let index = BoggleIndex::from_keys(
            ["TEER", "TEST", "NEST", "REET", "ERNTE", "ZENTREN", "TEE"],
            &Alphabet::latin(),
            3,
        )
        .unwrap();
        let plain = solve(&board(), &index, &rules());
        let words = |a: &SolveAnswer| a.words.iter().map(|w| w.word.clone()).collect::<Vec<_>>();
        assert!(words(&plain).contains(&"TEER".to_owned()), "{plain:?}");
        // Allowed: one on the board, one that is not, one too short, one
        // the lexicon has anyway (listed once).
        let house = house(&["Testzentren", "Quiz", "Te", "Test"], &["Teer", "Tee"]);
        let valid = |key: &str| key.chars().count() >= 3;
        let listed = with_house(plain.clone(), &board(), &rules(), &house, valid);
        let listed_words = words(&listed);
        assert_eq!(
            listed_words.first().map(String::as_str),
            Some("TESTZENTREN")
        );
        assert!(!listed_words.contains(&"TEER".to_owned()));
        assert!(!listed_words.contains(&"TEE".to_owned()));
        assert!(!listed_words.contains(&"QUIZ".to_owned()));
        assert!(!listed_words.contains(&"TE".to_owned()));
        assert_eq!(
            listed_words.iter().filter(|w| *w == "TEST").count(),
            1,
            "{listed_words:?}"
        );
        let testzentren = &listed.words[0];
        assert_eq!((testzentren.letters, testzentren.points), (11, 11));
        assert_eq!(testzentren.path[..3], [[0, 0], [0, 1], [0, 2]]);
        assert_eq!(
            trace(&board(), "TESTZENTREN"),
            Trace::Path(vec![0, 1, 2, 3, 7, 6, 5, 4, 8, 9, 10])
        );
        let teer_and_tee = 1 + 1;
        assert_eq!(listed.max_score, plain.max_score - teer_and_tee + 11);
        assert_eq!(listed.word_count, plain.word_count - 2 + 1);
        let mut sorted = listed.words.clone();
        sorted.sort_by(|a, b| b.letters.cmp(&a.letters).then_with(|| a.word.cmp(&b.word)));
        assert_eq!(sorted, listed.words);
    }
}
