//! The best word(s) for every box from a set of seven dice: an assistant
//! for solo play and for referees.
//!
//! The candidates are the letter multisets the dice can form that have
//! words ([`AnagramIndex::formable`]). Words of one multiset are anagrams:
//! same value, same dice, so the search works on multisets and names one
//! word of each (the others are listed as `anagrams`).
//!
//! Several words must fit on the dice together. Their joint value only
//! depends on how many of each letter they need together: every letter face
//! needed is used (faces of a letter are worth the same) and the diamond
//! takes what is left, worth 0. So the best combination of k words from the
//! remaining letters is a small memoised search over (remaining letters,
//! diamonds left, k): at most 2⁷ × 2 × 3 states for seven dice, each trying
//! every candidate.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::Rules;
use super::anagram::{AnagramIndex, Formable};
use super::boxes::{BoxName, Requirement};
use super::card::LetterUse;
use super::dice::{Dice, Face, LETTER_CODES, LetterCounts, letter_code};
use super::values::FaceValues;
use crate::games::InputError;
use crate::tables::LetterValues;

/// The dice to advise on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BestWordsRequest {
    /// The 7 faces, one character per die: A–Z, Ä Ö Ü, `*` the diamond.
    pub dice: String,
    /// Values of the faces, laid over the ruleset's table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub letter_values: Option<LetterValues>,
}

/// The best filling of every box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Assistant {
    /// The faces as read.
    pub dice: String,
    /// One suggestion per box, in card order.
    pub boxes: Vec<Suggestion>,
    /// How many different words the dice can form.
    pub formable_words: usize,
}

/// The best way to fill one box with these dice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Suggestion {
    #[serde(rename = "box")]
    pub box_name: BoxName,
    /// What the box would score (0 when it cannot be filled).
    pub points: i64,
    /// Whether the dice meet the box's requirement at all.
    pub possible: bool,
    /// The words to write (empty for the consonant and vowel boxes).
    pub words: Vec<SuggestedWord>,
    /// The box must be filled after this roll at the latest.
    pub max_rolls: u32,
}

/// One word of a suggestion.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SuggestedWord {
    pub word: String,
    /// The sum of its letter values on the dice it uses.
    pub value: i64,
    pub letters: Vec<LetterUse>,
    /// Other words with the same letters (same value), at most 10.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub anagrams: Vec<String>,
}

/// Anagrams listed per suggested word, at most.
const MAX_ANAGRAMS: usize = 10;

/// The best word(s) for every box of the card from `request.dice`.
///
/// Errors: dice that are not seven faces (`/dice`), bad letter values
/// (`/letter_values/X`), a letter face without a value (`/letter_values`:
/// every letter on the dice needs one, since any may be suggested).
///
/// Cost: one [`AnagramIndex::formable`] query plus the search over the
/// formable multisets; well under a millisecond for a full German lexicon
/// (see the `wort_yahtzee` bench).
pub fn best_words(
    request: &BestWordsRequest,
    rules: &Rules,
    index: &AnagramIndex,
) -> Result<Assistant, InputError> {
    let dice = Dice::parse(&request.dice, rules, "/dice")?;
    let values = FaceValues::new(rules, request.letter_values.as_ref())?;
    let mut by_code = [0i64; LETTER_CODES];
    for face in dice.faces() {
        if let Face::Letter(c) = face {
            let value = values.require(*face, || format!("the dice show `{c}`"))?;
            if let Some(code) = letter_code(*c) {
                by_code[usize::from(code)] = value;
            }
        }
    }
    let formable = index.formable(&dice);
    let search = Search::new(&dice, &by_code, &formable);
    let boxes = BoxName::ALL
        .into_iter()
        .map(|name| suggest(name, rules, &dice, &search, index, &values))
        .collect();
    Ok(Assistant {
        dice: dice.to_string(),
        boxes,
        formable_words: formable.iter().map(|f| f.keys.len()).sum(),
    })
}

fn suggest(
    name: BoxName,
    rules: &Rules,
    dice: &Dice,
    search: &Search<'_>,
    index: &AnagramIndex,
    values: &FaceValues,
) -> Suggestion {
    let max_rolls = if name.has_roll_limit() {
        rules.special_max_rolls
    } else {
        rules.max_rolls
    };
    let mut suggestion = Suggestion {
        box_name: name,
        points: 0,
        possible: false,
        words: Vec::new(),
        max_rolls,
    };
    let chosen: Option<Vec<usize>> = match name.requirement() {
        Requirement::AllConsonants | Requirement::AllVowels => {
            let consonants = name.requirement() == Requirement::AllConsonants;
            suggestion.possible = dice.faces().iter().all(|f| {
                if consonants {
                    f.can_be_consonant(&rules.vowels)
                } else {
                    f.can_be_vowel(&rules.vowels)
                }
            });
            if suggestion.possible {
                suggestion.points = if consonants {
                    rules.consonants_only
                } else {
                    rules.vowels_only
                };
            }
            return suggestion;
        }
        Requirement::WordOfLength(n) => search.best_single(|c| c.total() == n),
        Requirement::YahtzeeWord => search.best_single(|c| c.total() == rules.dice),
        Requirement::Words(k) => search.best_of(k),
        Requirement::AnyWords => {
            let most = rules.dice / index_min_letters(search);
            (1..=most.max(1))
                .filter_map(|k| search.best_of(k))
                .max_by_key(|picks| (search.value_of(picks), std::cmp::Reverse(picks.len())))
        }
    };
    let Some(picks) = chosen else {
        return suggestion;
    };
    suggestion.possible = true;
    let words: Vec<(String, LetterCounts, Vec<String>)> = picks
        .iter()
        .filter_map(|&i| search.candidates.get(i))
        .map(|c| {
            let mut keys = c.formable.keys.clone().map(|k| index.key(k).to_owned());
            let word = keys.next().unwrap_or_default();
            (word, c.formable.counts, keys.take(MAX_ANAGRAMS).collect())
        })
        .collect();
    let letters: Vec<Vec<char>> = words.iter().map(|(w, _, _)| w.chars().collect()).collect();
    let placement = dice.place(&letters);
    suggestion.words = words
        .into_iter()
        .zip(letters)
        .zip(placement)
        .map(|(((word, _, anagrams), letters), dice_used)| {
            let letters: Vec<LetterUse> = letters
                .iter()
                .zip(dice_used)
                .map(|(letter, die)| {
                    let face = die.and_then(|d| dice.faces().get(d).copied());
                    LetterUse {
                        letter: letter.to_string(),
                        die,
                        face: face.map(|f| f.to_string()),
                        value: face.and_then(|f| values.of(f)),
                    }
                })
                .collect();
            SuggestedWord {
                value: letters.iter().filter_map(|l| l.value).sum(),
                word,
                letters,
                anagrams,
            }
        })
        .collect();
    suggestion.points = if name == BoxName::Yahtzee {
        rules.yahtzee
    } else {
        suggestion.words.iter().map(|w| w.value).sum()
    };
    suggestion
}

fn index_min_letters(search: &Search<'_>) -> usize {
    search
        .candidates
        .iter()
        .map(|c| c.formable.counts.total())
        .min()
        .unwrap_or(1)
        .max(1)
}

/// A formable multiset with its value on the full dice.
struct Candidate<'f> {
    formable: &'f Formable,
    value: i64,
}

/// What is left of the dice during the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Left {
    letters: LetterCounts,
    diamonds: usize,
}

struct Search<'f> {
    /// Best value first, then fewer letters, then the word.
    candidates: Vec<Candidate<'f>>,
    values: [i64; LETTER_CODES],
    full: Left,
}

impl<'f> Search<'f> {
    fn new(dice: &Dice, values: &[i64; LETTER_CODES], formable: &'f [Formable]) -> Search<'f> {
        let full = Left {
            letters: *dice.letters(),
            diamonds: dice.diamonds(),
        };
        let mut candidates: Vec<Candidate<'f>> = formable
            .iter()
            .map(|f| Candidate {
                formable: f,
                value: gain(&f.counts, &full.letters, values),
            })
            .collect();
        candidates.sort_by(|a, b| {
            b.value
                .cmp(&a.value)
                .then(a.formable.counts.total().cmp(&b.formable.counts.total()))
                .then(a.formable.keys.start.cmp(&b.formable.keys.start))
        });
        Search {
            candidates,
            values: *values,
            full,
        }
    }

    /// The best single candidate whose letters pass `fits`.
    fn best_single(&self, fits: impl Fn(&LetterCounts) -> bool) -> Option<Vec<usize>> {
        self.candidates
            .iter()
            .position(|c| fits(&c.formable.counts))
            .map(|i| vec![i])
    }

    /// The joint value of candidates on the full dice.
    fn value_of(&self, picks: &[usize]) -> i64 {
        let need = picks
            .iter()
            .filter_map(|&i| self.candidates.get(i))
            .fold(LetterCounts::default(), |sum, c| sum.plus(&c.formable.counts));
        gain(&need, &self.full.letters, &self.values)
    }

    /// The best exactly-`k` candidates that fit on the dice together.
    fn best_of(&self, k: usize) -> Option<Vec<usize>> {
        let mut memo = HashMap::new();
        self.best_from(self.full, k, &mut memo).map(|(_, picks)| picks)
    }

    fn best_from(
        &self,
        left: Left,
        k: usize,
        memo: &mut HashMap<(Left, usize), Option<(i64, Vec<usize>)>>,
    ) -> Option<(i64, Vec<usize>)> {
        if k == 0 {
            return Some((0, Vec::new()));
        }
        if let Some(known) = memo.get(&(left, k)) {
            return known.clone();
        }
        let mut best: Option<(i64, Vec<usize>)> = None;
        for (i, candidate) in self.candidates.iter().enumerate() {
            let need = &candidate.formable.counts;
            let short = need.shortfall(&left.letters);
            if short > left.diamonds {
                continue;
            }
            let rest = Left {
                letters: left.letters.minus(need),
                diamonds: left.diamonds - short,
            };
            let Some((rest_value, rest_picks)) = self.best_from(rest, k - 1, memo) else {
                continue;
            };
            let value = gain(need, &left.letters, &self.values) + rest_value;
            if best.as_ref().is_none_or(|(b, _)| value > *b) {
                let mut picks = Vec::with_capacity(k);
                picks.push(i);
                picks.extend(rest_picks);
                best = Some((value, picks));
            }
        }
        memo.insert((left, k), best.clone());
        best
    }
}

/// The value of letters `need` on the faces `available`: every needed face
/// that is there counts, the rest is the diamond's (0).
fn gain(need: &LetterCounts, available: &LetterCounts, values: &[i64; LETTER_CODES]) -> i64 {
    need.codes()
        .fold((0, LetterCounts::default()), |(sum, mut taken), code| {
            if taken.count(code) < available.count(code) {
                taken.add_code(code);
                let value = values.get(usize::from(code)).copied().unwrap_or(0);
                (sum + value, taken)
            } else {
                (sum, taken)
            }
        })
        .0
}
