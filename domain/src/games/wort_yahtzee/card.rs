//! Scoring a whole score card: each round's legality, each word's validity,
//! the boxes, the bonuses and the total.
//!
//! # How a round is judged
//!
//! Round k (1-based) claims one box. The claim is *accepted* when the card
//! allows it and the round meets the box's requirement; then the box gets
//! its points. Otherwise it is *refused*: every reason is listed as a
//! [`Violation`], the claimed box stays open (a refused claim never uses up
//! a box, so one mistake does not cascade into the following rounds) and
//! the round counts as a 0, like a round that ran out of time.
//!
//! Whenever a round does not fill a round box with points (a special box,
//! a Yahtzee bonus, a refused claim), a round box gets 0: in the standard
//! game the round's own box; in the any-order variant the round boxes no
//! round claims, in card order, given to those rounds in round order. With
//! eight rounds and eight round boxes that always adds up.
//!
//! # Requirements of the boxes (where the booklet is silent, decided here)
//!
//! - 2–6 letters: exactly one word of exactly that many letters.
//! - one / two / three words: exactly that many words, any lengths.
//! - Yahtzee word: one word of as many letters as there are dice (so from
//!   all of them); any round, any roll.
//! - chance: any number of words (zero included), after the second roll at the latest.
//! - only consonants / only vowels: every face a consonant / vowel (the
//!   diamond counts as either), after the second roll at the latest; no
//!   words are needed (any given are not judged).
//! - No words at all for a word box is a legal 0 (the player ran out of
//!   time); the Yahtzee box is the exception (it needs its word).
//!
//! Words of a round use each die at most once and share no die; a marked
//! umlaut face is only an umlaut, an A face never an Ä; the diamond is any
//! letter worth 0. A word box scores the letter values of the faces its
//! words use.

use super::Rules;
use super::boxes::{BoxName, Boxes, Requirement};
use super::dice::{Dice, LetterCounts, Misfit};
use super::model::{
    LetterUse, RoundAnswer, RoundRequest, ScoreAnswer, ScoreRequest, Violation, ViolationCode,
    WordAnswer,
};
use super::values::FaceValues;
use crate::games::wort_yahtzee::WortYahtzeeMessage;
use crate::games::{InputError, Words};
use crate::messages::{FaceUse, Lang, Message, Said};
use crate::policy::{Reason, ReasonCode};

/// Scores a whole score card.
///
/// Errors ([`InputError`], answered 422) are requests the rules cannot be
/// applied to: more rounds than the card has (`/rounds`), a roll that is not
/// seven faces (`/rounds/i/dice`), rolls outside 1–3 (`/rounds/i/rolls`), an
/// unknown box (`/rounds/i/box`), bad letter values (`/letter_values/X`) or
/// a scored letter with no value (`/letter_values`). Everything the rules
/// forbid is a [`Violation`] in the answer.
///
/// Cost: one lexicon lookup per word plus O(words × dice) per round.
pub fn score(
    request: &ScoreRequest,
    rules: &Rules,
    words: Words<'_>,
) -> Result<ScoreAnswer, InputError> {
    if request.rounds.len() > rules.rounds {
        return Err(InputError::new(
            "/rounds",
            Message::from(WortYahtzeeMessage::RoundsOverCard {
                rounds: rules.rounds,
                given: request.rounds.len(),
            }),
        ));
    }
    let values = FaceValues::new(rules, request.letter_values.as_ref())?;
    let rounds = request
        .rounds
        .iter()
        .enumerate()
        .map(|(index, round)| PlayedRound::parse(index, round, rules))
        .collect::<Result<Vec<_>, _>>()?;
    let any_order = request.any_order.unwrap_or(rules.any_order);

    let mut sheet = Sheet::default();
    let mut violations = Vec::new();
    let mut answers = Vec::with_capacity(rounds.len());
    let mut zero_rounds = Vec::new();
    for round in &rounds {
        let mut found = Vec::new();
        let target = sheet.target(round, any_order, rules, &mut found);
        let assessed = assess(round, rules, words, &mut found);
        let accepted = found.is_empty();
        let mut answer = RoundAnswer {
            round: round.number(),
            dice: round.dice.to_string(),
            rolls: i64::from(round.rolls),
            box_name: round.box_name,
            accepted,
            points: 0,
            yahtzee_bonus: 0,
            zero_box: None,
            words: Vec::new(),
            notes: assessed.notes,
        };
        let points = if accepted {
            assessed.points.resolve(&values, round, &assessed.words)?
        } else {
            0
        };
        answer.words = assessed
            .words
            .into_iter()
            .map(|w| w.into_answer(&round.dice, &values))
            .collect();
        let fills_round_box = match (accepted, target) {
            (true, Some(Target::Box(name))) => {
                sheet.fill(name, round.index, points);
                answer.points = points;
                name.is_round_box()
            }
            (true, Some(Target::YahtzeeBonus)) => {
                sheet.yahtzee_bonus += rules.yahtzee_bonus;
                answer.yahtzee_bonus = rules.yahtzee_bonus;
                false
            }
            _ => false,
        };
        if !fills_round_box {
            if any_order {
                zero_rounds.push(answers.len());
            } else if let Some(own) = BoxName::of_round(round.index)
                && sheet.cells[own.index()].is_none()
            {
                sheet.fill(own, round.index, 0);
                answer.zero_box = Some(own);
            }
        }
        violations.append(&mut found);
        answers.push(answer);
    }
    if any_order {
        let open_round_boxes: Vec<BoxName> = BoxName::ROUND_BOXES
            .into_iter()
            .filter(|b| sheet.cells[b.index()].is_none())
            .collect();
        for (answer_index, open) in zero_rounds.into_iter().zip(open_round_boxes) {
            if let Some(answer) = answers.get_mut(answer_index) {
                sheet.fill(open, answer.round - 1, 0);
                answer.zero_box = Some(open);
            }
        }
    }
    Ok(sheet.answer(rules, violations, answers, any_order))
}

/// One round of the request, with its shape checked.
struct PlayedRound<'r> {
    /// 0-based.
    index: usize,
    dice: Dice,
    rolls: u32,
    box_name: BoxName,
    words: &'r [String],
}

impl<'r> PlayedRound<'r> {
    fn parse(
        index: usize,
        round: &'r RoundRequest,
        rules: &Rules,
    ) -> Result<PlayedRound<'r>, InputError> {
        let field = |name: &str| format!("/rounds/{index}/{name}");
        let dice = Dice::parse(&round.dice, rules, &field("dice"))?;
        let rolls = u32::try_from(round.rolls)
            .ok()
            .filter(|r| (1..=rules.max_rolls).contains(r))
            .ok_or_else(|| {
                InputError::new(
                    field("rolls"),
                    Message::from(WortYahtzeeMessage::RollsOutOfRange {
                        max: rules.max_rolls,
                        rolls: round.rolls,
                    }),
                )
            })?;
        let box_name = BoxName::parse(&round.box_name).ok_or_else(|| {
            InputError::new(
                field("box"),
                Message::from(WortYahtzeeMessage::NotABox {
                    name: round.box_name.clone(),
                    boxes: BoxName::ALL.map(|b| b.as_str().to_owned()).to_vec(),
                }),
            )
        })?;
        Ok(PlayedRound {
            index,
            dice,
            rolls,
            box_name,
            words: &round.words,
        })
    }

    fn number(&self) -> usize {
        self.index + 1
    }

    fn violation(&self, code: ViolationCode, field: &str, detail: Message) -> Violation {
        Violation {
            round: self.number(),
            code,
            detail: Said::from(detail),
            field: format!("/rounds/{}{field}", self.index),
        }
    }
}

/// Where an accepted claim goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    Box(BoxName),
    /// A further Yahtzee word after the Yahtzee box holds its points.
    YahtzeeBonus,
}

#[derive(Debug, Clone, Copy)]
struct Cell {
    /// 0-based round that filled the box.
    round: usize,
    points: i64,
}

/// The card being filled.
#[derive(Debug, Default)]
struct Sheet {
    cells: [Option<Cell>; BoxName::ALL.len()],
    yahtzee_bonus: i64,
}

impl Sheet {
    /// Where the round's claim would go, or (with a violation) nowhere.
    fn target(
        &self,
        round: &PlayedRound<'_>,
        any_order: bool,
        rules: &Rules,
        found: &mut Vec<Violation>,
    ) -> Option<Target> {
        let name = round.box_name;
        if name.is_round_box() && !any_order {
            let own = BoxName::of_round(round.index);
            if own != Some(name) {
                found.push(round.violation(
                    ViolationCode::RoundOutOfOrder,
                    "/box",
                    Message::from(WortYahtzeeMessage::RoundOutOfOrder {
                        round: round.number(),
                        own: own.map(|b| b.to_string()),
                        box_name: name.to_string(),
                    }),
                ));
                return None;
            }
        }
        match self.cells[name.index()] {
            None => Some(Target::Box(name)),
            Some(cell)
                if name == BoxName::Yahtzee
                    && cell.points == rules.yahtzee
                    && rules.yahtzee > 0 =>
            {
                Some(Target::YahtzeeBonus)
            }
            Some(cell) => {
                found.push(round.violation(
                    ViolationCode::BoxUsedTwice,
                    "/box",
                    Message::from(WortYahtzeeMessage::BoxUsedTwice {
                        box_name: name.to_string(),
                        round: cell.round + 1,
                        with_zero: name.is_round_box() && cell.points == 0,
                    }),
                ));
                None
            }
        }
    }

    fn fill(&mut self, name: BoxName, round: usize, points: i64) {
        self.cells[name.index()] = Some(Cell { round, points });
    }

    fn answer(
        &self,
        rules: &Rules,
        violations: Vec<Violation>,
        rounds: Vec<RoundAnswer>,
        any_order: bool,
    ) -> ScoreAnswer {
        let boxes = Boxes::from_points(self.cells.map(|c| c.map_or(0, |c| c.points)));
        let upper_total = boxes.upper_total();
        let upper_bonus = if upper_total > rules.upper_bonus_threshold {
            rules.upper_bonus
        } else {
            0
        };
        let lower_total = boxes.lower_total();
        ScoreAnswer {
            boxes,
            upper_total,
            upper_bonus,
            lower_total,
            yahtzee_bonus: self.yahtzee_bonus,
            total: upper_total + upper_bonus + lower_total + self.yahtzee_bonus,
            valid: violations.is_empty(),
            violations,
            rounds,
            open_boxes: BoxName::ALL
                .into_iter()
                .filter(|b| self.cells[b.index()].is_none())
                .collect(),
            any_order,
        }
    }
}

/// A word of a round, judged.
struct JudgedWord {
    input: String,
    key: Option<String>,
    letters: Vec<char>,
    lexicon_valid: bool,
    reasons: Vec<Reason>,
    misfit: Option<Misfit>,
    /// Which die each letter uses (filled once all words of the round are known).
    dice: Vec<Option<usize>>,
}

impl JudgedWord {
    fn counts(&self) -> LetterCounts {
        LetterCounts::of_letters(self.letters.iter().copied())
    }

    fn into_answer(mut self, dice: &Dice, values: &FaceValues) -> WordAnswer {
        let fits_alone = self.key.is_some() && self.misfit.is_none();
        let placed_fully = self.dice.iter().all(Option::is_some);
        if fits_alone && !placed_fully {
            self.reasons.push(Reason::said(
                ReasonCode::DieReused,
                Message::from(WortYahtzeeMessage::DieTakenByOtherWord {
                    input: self.input.clone(),
                }),
            ));
        }
        let letters: Vec<LetterUse> = self
            .letters
            .iter()
            .zip(&self.dice)
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
        let value = letters
            .iter()
            .map(|l| l.value)
            .sum::<Option<i64>>()
            .filter(|_| self.key.is_some());
        WordAnswer {
            valid: self.lexicon_valid && fits_alone && placed_fully,
            word: self.input,
            key: self.key,
            reasons: self.reasons,
            letters,
            value,
        }
    }
}

/// How an accepted claim is scored.
enum Points {
    /// A fixed score (consonants, vowels, Yahtzee).
    Fixed(i64),
    /// The letter values of the faces the words use.
    LetterValues,
}

impl Points {
    fn resolve(
        &self,
        values: &FaceValues,
        round: &PlayedRound<'_>,
        words: &[JudgedWord],
    ) -> Result<i64, InputError> {
        match self {
            Points::Fixed(points) => Ok(*points),
            Points::LetterValues => {
                let mut sum = 0;
                for word in words {
                    for die in word.dice.iter().flatten() {
                        let Some(face) = round.dice.faces().get(*die).copied() else {
                            continue;
                        };
                        sum += values.require(face, || FaceUse::UsedIn {
                            word: word.input.clone(),
                            round: round.number(),
                        })?;
                    }
                }
                Ok(sum)
            }
        }
    }
}

/// A round judged against its box, the dice and the lexicon.
struct Assessment {
    words: Vec<JudgedWord>,
    points: Points,
    notes: Vec<Said>,
}

/// Checks the round against the requirement of its box; pushes what is
/// wrong to `found`.
fn assess(
    round: &PlayedRound<'_>,
    rules: &Rules,
    words: Words<'_>,
    found: &mut Vec<Violation>,
) -> Assessment {
    let name = round.box_name;
    if name.has_roll_limit() && round.rolls > rules.special_max_rolls {
        found.push(round.violation(
            ViolationCode::TooManyRolls,
            "/rolls",
            Message::from(WortYahtzeeMessage::TooManyRolls {
                box_name: name.to_string(),
                max: rules.special_max_rolls,
                rolls: round.rolls,
            }),
        ));
    }
    let mut notes = Vec::new();
    let requirement = name.requirement();
    match requirement {
        Requirement::AllConsonants | Requirement::AllVowels => {
            let (code, points, vowels) = if requirement == Requirement::AllConsonants {
                (
                    ViolationCode::NotAllConsonants,
                    rules.consonants_only,
                    false,
                )
            } else {
                (ViolationCode::NotAllVowels, rules.vowels_only, true)
            };
            let fails: Vec<(String, usize)> = round
                .dice
                .faces()
                .iter()
                .enumerate()
                .filter(|(_, face)| {
                    if code == ViolationCode::NotAllConsonants {
                        !face.can_be_consonant(&rules.vowels)
                    } else {
                        !face.can_be_vowel(&rules.vowels)
                    }
                })
                .map(|(die, face)| (face.to_string(), die + 1))
                .collect();
            if !fails.is_empty() {
                found.push(round.violation(
                    code,
                    "/dice",
                    Message::from(WortYahtzeeMessage::FacesNotAll {
                        box_name: name.to_string(),
                        vowels,
                        fails,
                    }),
                ));
            }
            if !round.words.is_empty() {
                notes.push(Said::from(Message::from(
                    WortYahtzeeMessage::FacesNotWords {
                        box_name: name.to_string(),
                    },
                )));
            }
            return Assessment {
                words: Vec::new(),
                points: Points::Fixed(points),
                notes,
            };
        }
        Requirement::WordOfLength(_) | Requirement::Words(_) | Requirement::AnyWords => {}
        Requirement::YahtzeeWord => {}
    }

    let mut judged: Vec<JudgedWord> = round
        .words
        .iter()
        .map(|input| judge_word(input, &round.dice, words))
        .collect();
    check_word_count(round, requirement, rules, &judged, found);
    for (i, word) in judged.iter().enumerate() {
        let field = format!("/words/{i}");
        let Some(key) = &word.key else {
            found.push(round.violation(
                ViolationCode::InvalidWord,
                &field,
                Message::from(WortYahtzeeMessage::NotAWord {
                    input: word.input.clone(),
                    reasons: reason_list(&word.reasons),
                }),
            ));
            continue;
        };
        let letters = word.letters.len();
        match requirement {
            Requirement::WordOfLength(n) if letters != n => found.push(round.violation(
                ViolationCode::WrongLength,
                &field,
                Message::from(WortYahtzeeMessage::WrongLength {
                    box_name: name.to_string(),
                    length: n,
                    key: key.clone(),
                    letters,
                }),
            )),
            Requirement::YahtzeeWord if letters != rules.dice => found.push(round.violation(
                ViolationCode::NotSevenLetters,
                &field,
                Message::from(WortYahtzeeMessage::NotAllDice {
                    dice: rules.dice,
                    key: key.clone(),
                    letters,
                }),
            )),
            _ => {}
        }
        if !word.lexicon_valid {
            found.push(round.violation(
                ViolationCode::InvalidWord,
                &field,
                Message::from(WortYahtzeeMessage::WordNotValid {
                    key: key.clone(),
                    reasons: reason_list(&word.reasons),
                }),
            ));
        }
        match word.misfit {
            Some(Misfit::UmlautFace) => found.push(round.violation(
                ViolationCode::UmlautFaceMisused,
                &field,
                Message::from(WortYahtzeeMessage::UmlautFaceMisused {
                    key: key.clone(),
                    dice: round.dice.to_string(),
                }),
            )),
            Some(Misfit::LettersMissing) => found.push(round.violation(
                ViolationCode::LettersNotAvailable,
                &field,
                Message::from(WortYahtzeeMessage::LettersMissing {
                    key: key.clone(),
                    needs: word.counts().letters(),
                    dice: round.dice.to_string(),
                    lacking: word.counts().lacking(round.dice.letters()),
                }),
            )),
            None => {}
        }
    }
    check_shared_dice(round, &judged, found);

    place_words(&round.dice, &mut judged);
    let points = if requirement == Requirement::YahtzeeWord {
        Points::Fixed(rules.yahtzee)
    } else {
        Points::LetterValues
    };
    Assessment {
        words: judged,
        points,
        notes,
    }
}

/// Puts every letter on a die: the words that fit on their own first, so a
/// word that cannot fit does not take the dice of one that can.
fn place_words(dice: &Dice, judged: &mut [JudgedWord]) {
    let (fitting, rest): (Vec<usize>, Vec<usize>) =
        (0..judged.len()).partition(|&i| judged[i].misfit.is_none());
    let order: Vec<usize> = fitting.into_iter().chain(rest).collect();
    let letters: Vec<Vec<char>> = order.iter().map(|&i| judged[i].letters.clone()).collect();
    for (i, placed) in order.into_iter().zip(dice.place(&letters)) {
        if let Some(word) = judged.get_mut(i) {
            word.dice = placed;
        }
    }
}

fn check_word_count(
    round: &PlayedRound<'_>,
    requirement: Requirement,
    rules: &Rules,
    judged: &[JudgedWord],
    found: &mut Vec<Violation>,
) {
    let given = judged.len();
    let (expected, length) = match requirement {
        Requirement::WordOfLength(n) => (1, Some(n)),
        Requirement::Words(n) => (n, None),
        Requirement::YahtzeeWord => (1, Some(rules.dice)),
        _ => return,
    };
    // No words at all is the 0 of a round that ran out of time, except for
    // the Yahtzee box, which is only filled with its word.
    let blank_allowed = requirement != Requirement::YahtzeeWord;
    if given != expected && !(given == 0 && blank_allowed) {
        found.push(round.violation(
            ViolationCode::WrongWordCount,
            "/words",
            Message::from(WortYahtzeeMessage::WrongWordCount {
                box_name: round.box_name.to_string(),
                expected,
                length,
                given,
            }),
        ));
    }
}

/// Words that fit one by one but not together share a die.
fn check_shared_dice(round: &PlayedRound<'_>, judged: &[JudgedWord], found: &mut Vec<Violation>) {
    let fitting: Vec<&JudgedWord> = judged
        .iter()
        .filter(|w| w.key.is_some() && w.misfit.is_none())
        .collect();
    if fitting.len() < 2 {
        return;
    }
    let need = fitting
        .iter()
        .fold(LetterCounts::default(), |sum, w| sum.plus(&w.counts()));
    if round.dice.fits(&need) {
        return;
    }
    let names: Vec<String> = fitting
        .iter()
        .map(|w| w.key.clone().unwrap_or_else(|| w.input.clone()))
        .collect();
    found.push(round.violation(
        ViolationCode::DieReused,
        "/words",
        Message::from(WortYahtzeeMessage::DiceShared {
            words: names,
            lacking: need.lacking(round.dice.letters()),
            dice: round.dice.to_string(),
        }),
    ));
}

fn judge_word(input: &str, dice: &Dice, words: Words<'_>) -> JudgedWord {
    let verdict = words.policy.judge(words.snapshot, input);
    let key = verdict.key.map(|k| k.into_string());
    let letters: Vec<char> = key
        .as_deref()
        .map(|k| k.chars().collect())
        .unwrap_or_default();
    let misfit = key
        .as_ref()
        .and_then(|_| dice.misfit(&LetterCounts::of_letters(letters.iter().copied())));
    let mut reasons = verdict.reasons;
    if let (Some(misfit), Some(key)) = (misfit, &key) {
        let (key, dice) = (key.clone(), dice.to_string());
        let message = match misfit {
            Misfit::UmlautFace => {
                Message::from(WortYahtzeeMessage::FitsOnlyByUmlautFace { key, dice })
            }
            Misfit::LettersMissing => {
                Message::from(WortYahtzeeMessage::DiceLackLetters { key, dice })
            }
        };
        reasons.push(Reason::said(ReasonCode::LettersNotAvailable, message));
    }
    JudgedWord {
        input: input.to_owned(),
        lexicon_valid: verdict.valid,
        key,
        dice: vec![None; letters.len()],
        letters,
        reasons,
        misfit,
    }
}

/// The reasons of a word, in words (their codes are the answer's own fields).
fn reason_list(reasons: &[Reason]) -> Vec<Said> {
    reasons
        .iter()
        .map(|r| {
            let said = Said::from(r);
            let english = said.text(Lang::En).into_owned();
            let message = r.message.clone().map(|message| {
                Message::from(WortYahtzeeMessage::Coded {
                    code: r.code.as_str(),
                    message,
                })
            });
            Said::message(english, message)
        })
        .collect()
}
