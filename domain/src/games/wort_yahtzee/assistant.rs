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
//! takes what is left, worth 0. So a multiset matters to the search only by
//! its *usage*: the letter faces it takes (its counts capped at the dice's)
//! and how many letters the diamond must supply. All the multisets a
//! diamond completes with a different letter (ZAHN+B, ZAHN+C, …) share one
//! usage, so there are at most 2⁷ × 2 usages for seven dice, however large
//! the lexicon. The best combination of k words is then a memoised search
//! over (faces left, diamonds left, k), each state trying every usage, and
//! stopping as soon as a combination uses every face left.

use std::cell::RefCell;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::anagram::{AnagramIndex, Formable};
use super::boxes::{BoxName, Requirement};
use super::dice::{Dice, Face, LETTER_CODES, letter_code};
use super::model::LetterUse;
use super::values::FaceValues;
use super::{MAX_DICE, Rules};
use crate::games::InputError;
use crate::messages::FaceUse;
use crate::tables::LetterValues;

/// The dice to advise on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::BestWordsRequest))]
#[serde(deny_unknown_fields)]
pub struct BestWordsRequest {
    /// The 7 faces, one character per die: A–Z, Ä Ö Ü, `*` the diamond.
    pub dice: String,
    /// Values of the faces, laid over the ruleset's table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(schema_with = crate::games::wort_yahtzee::best_words_letter_values_schema))]
    pub letter_values: Option<LetterValues>,
}

/// The best filling of every box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::Assistant))]
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
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::Suggestion))]
pub struct Suggestion {
    /// The box these words are the best for.
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
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = wort_yahtzee::SuggestedWord))]
pub struct SuggestedWord {
    /// The word.
    pub word: String,
    /// The sum of its letter values on the dice it uses.
    pub value: i64,
    /// Which die each letter of the word comes from.
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
            let value = values.require(*face, || FaceUse::Shown(*c))?;
            if let Some(code) = letter_code(*c) {
                by_code[usize::from(code)] = value;
            }
        }
    }
    let formable = index.formable(&dice);
    let search = Search::new(&dice, &by_code, &formable);
    // Shared by every box: two words, three words and chance ask the same
    // sub-questions.
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
        Requirement::WordOfLength(n) => search.best_single(|length| length == n),
        Requirement::YahtzeeWord => search.best_single(|length| length == rules.dice),
        Requirement::Words(k) => search.best_of(k),
        Requirement::AnyWords => {
            let most = rules.dice / search.min_length();
            (1..=most.max(1))
                .filter_map(|k| search.best_of(k))
                .max_by_key(|picks| (search.value_of(picks), std::cmp::Reverse(picks.len())))
        }
    };
    let Some(picks) = chosen else {
        return suggestion;
    };
    suggestion.possible = true;
    let words: Vec<(String, Vec<String>)> = picks
        .iter()
        .filter_map(|&i| search.usages.get(i))
        .map(|usage| {
            let mut keys = usage.shown.keys.clone().map(|k| index.key(k).to_owned());
            let word = keys.next().unwrap_or_default();
            (word, keys.take(MAX_ANAGRAMS).collect())
        })
        .collect();
    let letters: Vec<Vec<char>> = words.iter().map(|(w, _)| w.chars().collect()).collect();
    let placement = dice.place(&letters);
    suggestion.words = words
        .into_iter()
        .zip(letters)
        .zip(placement)
        .map(|(((word, anagrams), letters), dice_used)| {
            let letters: Vec<LetterUse> = letters
                .iter()
                .zip(dice_used)
                .map(|(letter, die)| {
                    let face = die.and_then(|d| dice.faces().get(d).copied());
                    LetterUse {
                        letter: letter.to_string(),
                        die: die.map(|d| d + 1),
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

/// One usage (see the module docs): the multisets with words that take
/// these faces and this many diamonds.
struct Usage<'f> {
    /// Faces taken, per distinct letter of the dice (see [`Search::letters`]).
    faces: Faces,
    /// Letters the diamond must supply.
    diamonds: usize,
    /// Letters of each word (faces plus diamonds).
    length: usize,
    /// Value on the full dice.
    value: i64,
    /// The multiset whose first word is suggested (lowest key number).
    shown: &'f Formable,
}

/// Counts per distinct letter of the dice (at most [`MAX_DICE`] of them).
type Faces = [u8; MAX_DICE];

/// What is left of the dice during the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Left {
    faces: Faces,
    diamonds: usize,
}

/// The best picks (usage numbers) and their value, per (left, words).
type Memo = HashMap<(Left, usize), Option<(i64, Vec<usize>)>>;

struct Search<'f> {
    /// The distinct letter codes of the dice and their values.
    letters: Vec<(u8, i64)>,
    /// Best value first, then fewer letters, then the lowest key number.
    usages: Vec<Usage<'f>>,
    full: Left,
    memo: RefCell<Memo>,
}

impl<'f> Search<'f> {
    fn new(dice: &Dice, values: &[i64; LETTER_CODES], formable: &'f [Formable]) -> Search<'f> {
        let letters: Vec<(u8, i64)> = (1..LETTER_CODES as u8)
            .filter(|&code| dice.letters().count(code) > 0)
            .take(MAX_DICE)
            .map(|code| (code, values.get(usize::from(code)).copied().unwrap_or(0)))
            .collect();
        let mut full = Left {
            faces: [0; MAX_DICE],
            diamonds: dice.diamonds(),
        };
        for (slot, (code, _)) in full.faces.iter_mut().zip(&letters) {
            *slot = dice.letters().count(*code);
        }
        let mut by_usage: HashMap<(Faces, usize), usize> = HashMap::new();
        let mut usages: Vec<Usage<'f>> = Vec::new();
        for formable in formable {
            let mut faces = [0u8; MAX_DICE];
            for ((slot, (code, _)), have) in faces.iter_mut().zip(&letters).zip(full.faces) {
                *slot = formable.counts.count(*code).min(have);
            }
            let length = formable.counts.total();
            let taken: usize = faces.iter().map(|&n| usize::from(n)).sum();
            let diamonds = length.saturating_sub(taken);
            match by_usage.get(&(faces, diamonds)) {
                Some(&i) => {
                    if let Some(usage) = usages.get_mut(i)
                        && formable.keys.start < usage.shown.keys.start
                    {
                        usage.shown = formable;
                    }
                }
                None => {
                    by_usage.insert((faces, diamonds), usages.len());
                    let value = gain(&faces, &full.faces, &letters);
                    usages.push(Usage {
                        faces,
                        diamonds,
                        length,
                        value,
                        shown: formable,
                    });
                }
            }
        }
        usages.sort_by(|a, b| {
            b.value
                .cmp(&a.value)
                .then(a.length.cmp(&b.length))
                .then(a.shown.keys.start.cmp(&b.shown.keys.start))
        });
        Search {
            letters,
            usages,
            full,
            memo: RefCell::new(HashMap::new()),
        }
    }

    /// The shortest word length among the usages (1 when there are none).
    fn min_length(&self) -> usize {
        self.usages
            .iter()
            .map(|u| u.length)
            .min()
            .unwrap_or(1)
            .max(1)
    }

    /// The best single usage whose words have a length `fits` accepts.
    fn best_single(&self, fits: impl Fn(usize) -> bool) -> Option<Vec<usize>> {
        self.usages
            .iter()
            .position(|u| fits(u.length))
            .map(|i| vec![i])
    }

    /// The joint value of picks on the full dice.
    fn value_of(&self, picks: &[usize]) -> i64 {
        let mut left = self.full;
        let mut value = 0;
        for usage in picks.iter().filter_map(|&i| self.usages.get(i)) {
            value += gain(&usage.faces, &left.faces, &self.letters);
            left = take(&left, usage).unwrap_or(left);
        }
        value
    }

    /// The best exactly-`k` usages that fit on the dice together.
    fn best_of(&self, k: usize) -> Option<Vec<usize>> {
        self.best_from(self.full, k).map(|(_, picks)| picks)
    }

    fn best_from(&self, left: Left, k: usize) -> Option<(i64, Vec<usize>)> {
        if k == 0 {
            return Some((0, Vec::new()));
        }
        if let Some(known) = self.memo.borrow().get(&(left, k)) {
            return known.clone();
        }
        // No combination can score more than every face left.
        let ceiling = gain(&left.faces, &left.faces, &self.letters);
        let mut best: Option<(i64, Vec<usize>)> = None;
        for (i, usage) in self.usages.iter().enumerate() {
            let Some(rest) = take(&left, usage) else {
                continue;
            };
            let Some((rest_value, rest_picks)) = self.best_from(rest, k - 1) else {
                continue;
            };
            let value = gain(&usage.faces, &left.faces, &self.letters) + rest_value;
            if best.as_ref().is_none_or(|(b, _)| value > *b) {
                let mut picks = Vec::with_capacity(k);
                picks.push(i);
                picks.extend(rest_picks);
                best = Some((value, picks));
                if value >= ceiling {
                    break;
                }
            }
        }
        self.memo.borrow_mut().insert((left, k), best.clone());
        best
    }
}

/// What is left after `usage` takes its faces (the diamond covering what
/// is missing), or `None` when it does not fit.
fn take(left: &Left, usage: &Usage<'_>) -> Option<Left> {
    let mut rest = *left;
    let mut short = usage.diamonds;
    for (have, need) in rest.faces.iter_mut().zip(usage.faces) {
        short += usize::from(need.saturating_sub(*have));
        *have = have.saturating_sub(need);
    }
    (short <= left.diamonds).then(|| {
        rest.diamonds = left.diamonds - short;
        rest
    })
}

/// The value of `need` on the faces `available`: every needed face that is
/// there counts, the rest is the diamond's (0).
fn gain(need: &Faces, available: &Faces, letters: &[(u8, i64)]) -> i64 {
    need.iter()
        .zip(available)
        .zip(letters)
        .map(|((&n, &a), (_, value))| i64::from(n.min(a)) * value)
        .sum()
}
