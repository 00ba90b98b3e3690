//! Point-Typ-Dom: every word placed scores the values of **all** its letters
//! (including those already on the table); a placed jolly is worth
//! `rules.point.jolly_value` (0). The first player to finish gets
//! `finish_bonus` (+10); every player's unplaced tiles are subtracted at
//! their letter values, a jolly in hand at `jolly_left_penalty` (10).
//! The result is the booklet's ABRECHNUNG: points per round and totals.
//!
//! Decisions where the booklet is silent:
//! - Each word is judged under the Typ-Dom policy and its verdict reported
//!   beside its points. The booklet's own games play words a modern lexicon
//!   may not hold (MEXICO, POLA), so by default every word scores what it
//!   was played for; with `strict: true` an invalid word scores 0. Nothing
//!   is zeroed silently: `value` always shows the letter sum.
//! - `players` are listed in the order they play within a round. The game
//!   ends only when everyone has had the same number of turns, so differing
//!   turn counts are refused (422 at `/players/I/turns`); a turn in which a
//!   player placed nothing (and bought tiles) is an empty list `[]`.
//! - Several players may finish in the final round; the bonus goes to the
//!   first of them in playing order. A finished player's leftover must be
//!   empty.
//! - `rounds[t]` is the sum of turn t's words; the finishing bonus is
//!   reported apart (`finish_bonus`), so `total = Σ rounds + finish_bonus −
//!   leftover_penalty`. (The booklet's table writes RUF 6 + 10 = 16 into
//!   the last round.)
//! - A word is written as played, `*` (or `★`) for a jolly. Its letters
//!   are normalised under the ruleset policy (Ä → AE: Typ-Dom has no umlaut
//!   tiles); a character that is no letter is refused (422), since it has no
//!   value. A word with jollies is valid when some letters in their place
//!   (red jolly: a vowel or Y, black jolly: a consonant) make it a word.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::jolly;
use super::tiles::{Tile, is_jolly, parse_tiles, write_tiles};
use super::{Rules, check_names};
use crate::games::typdom::TypdomMessage;
use crate::games::value_table::{ValueTable, missing_values};
use crate::games::{InputError, Words};
use crate::messages::Message;
use crate::normalize::RejectionMessage;
use crate::policy::Reason;
use crate::tables::LetterValues;

/// All players' turns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::PointRequest))]
#[serde(deny_unknown_fields)]
pub struct PointRequest {
    /// In playing order within a round.
    #[cfg_attr(feature = "openapi", schema(min_items = 1))]
    pub players: Vec<PointPlayer>,
    /// Letter values overriding the ruleset's Point table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(schema_with = letter_values_schema))]
    pub letter_values: Option<LetterValues>,
    /// Invalid words score 0 (default false: they score as played, flagged).
    #[serde(default)]
    pub strict: bool,
}

/// Point-Typ-Dom's letter values in the API document: A–Z, or `null`.
#[cfg(feature = "openapi")]
fn letter_values_schema() -> utoipa::openapi::schema::Object {
    crate::tables::letter_values_schema(
        "[A-Za-z]",
        true,
        None,
        "Letter values overriding the ruleset's Point table.",
    )
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::PointPlayer))]
#[serde(deny_unknown_fields)]
pub struct PointPlayer {
    /// The player's name (unique in the game).
    #[cfg_attr(feature = "openapi", schema(pattern = "[^ \t\n\r]"))]
    pub name: String,
    /// One list of words per turn (`[]` for a turn without a word); `*` in a word is a jolly.
    pub turns: Vec<Vec<String>>,
    /// Placed all tiles.
    #[serde(default)]
    pub finished: bool,
    /// Tiles left in hand at the end; `*` a jolly.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(pattern = "^[A-Za-z*★ ]*$"))]
    pub leftover: String,
}

/// The ABRECHNUNG.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::PointSettlement))]
pub struct PointSettlement {
    /// In request order.
    pub players: Vec<PointResult>,
    /// Number of rounds (turns per player).
    pub rounds: usize,
    /// Whether words outside the lexicon were struck (the ruleset's strict mode).
    pub strict: bool,
    /// Every word is valid.
    pub valid: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::PointResult))]
pub struct PointResult {
    /// The player's name, as sent.
    pub name: String,
    /// Each turn's words with their points.
    pub turns: Vec<PointTurn>,
    /// Points of each turn (Σ of its words).
    pub rounds: Vec<i64>,
    /// Σ rounds.
    pub words_total: i64,
    /// Whether the player went out.
    pub finished: bool,
    /// `finish_bonus` for the first to finish, else 0.
    pub finish_bonus: i64,
    /// The leftover as read (upper case, `*` for a jolly).
    pub leftover: String,
    /// Value of the leftover, subtracted (a positive number).
    pub leftover_penalty: i64,
    /// `words_total + finish_bonus − leftover_penalty`.
    pub total: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::PointTurn))]
pub struct PointTurn {
    /// The words of the turn with their verdicts.
    pub words: Vec<PointWord>,
    /// The turn's points.
    pub points: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = typdom::PointWord))]
pub struct PointWord {
    /// As played.
    pub word: String,
    /// Normalised, `*` for a jolly.
    pub key: String,
    /// Sum of the letter values (jolly `jolly_value`).
    pub value: i64,
    /// `value`, or 0 for an invalid word in strict mode.
    pub points: i64,
    /// Whether the word is valid under the ruleset.
    pub valid: bool,
    /// Why the word is not valid; empty when valid.
    pub reasons: Vec<Reason>,
    /// What the jollies stand for in a valid reading.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub jolly_letters: Option<String>,
}

/// A word read into letters (`None` for a jolly).
struct Played {
    key: String,
    pattern: Vec<Option<char>>,
}

/// Settles a Point-Typ-Dom game (see the module doc). Errors: no players
/// (`/players`), a bad name (`/players/I/name`), differing turn counts
/// (`/players/I/turns`), a word that is empty, holds a character that is no
/// letter, or more jollies than the set (`/players/I/turns/T/W`), a bad
/// leftover (`/players/I/leftover`), more jollies in hands than the set
/// (`/players`), a bad request value (`/letter_values/KEY`) and letters
/// with no value (`/letter_values`, naming them).
///
/// Cost: one lexicon lookup per word (up to 676 for a word with two jollies).
pub fn settle(
    request: &PointRequest,
    rules: &Rules,
    words: Words<'_>,
) -> Result<PointSettlement, InputError> {
    let players = &request.players;
    let Some(first) = players.first() else {
        return Err(InputError::new(
            "/players",
            Message::from(TypdomMessage::NoPlayer),
        ));
    };
    check_names(players.iter().map(|p| p.name.as_str()))?;
    let rounds = first.turns.len();
    if let Some((i, odd)) = players
        .iter()
        .enumerate()
        .find(|(_, p)| p.turns.len() != rounds)
    {
        return Err(InputError::new(
            format!("/players/{i}/turns"),
            Message::from(TypdomMessage::TurnCountsDiffer {
                name: odd.name.clone(),
                turns: odd.turns.len(),
                first: first.name.clone(),
                rounds,
            }),
        ));
    }
    let values = ValueTable::resolve(&rules.point.letter_values, request.letter_values.as_ref())?;

    let mut missing = BTreeSet::new();
    let mut played: Vec<Vec<Vec<Played>>> = Vec::with_capacity(players.len());
    let mut hands: Vec<Vec<Tile>> = Vec::with_capacity(players.len());
    for (i, player) in players.iter().enumerate() {
        let mut turns = Vec::with_capacity(player.turns.len());
        for (t, turn) in player.turns.iter().enumerate() {
            let mut read = Vec::with_capacity(turn.len());
            for (w, word) in turn.iter().enumerate() {
                let pointer = format!("/players/{i}/turns/{t}/{w}");
                let word = read_word(word, &pointer, rules, words)?;
                missing.extend(
                    word.pattern
                        .iter()
                        .flatten()
                        .filter(|c| values.get_char(**c).is_none()),
                );
                read.push(word);
            }
            turns.push(read);
        }
        played.push(turns);
        let pointer = format!("/players/{i}/leftover");
        let hand = parse_tiles(&player.leftover, &pointer)?;
        if player.finished && !hand.is_empty() {
            return Err(InputError::new(
                pointer,
                Message::from(TypdomMessage::FinishedWithTiles {
                    name: player.name.clone(),
                }),
            ));
        }
        missing.extend(hand.iter().filter_map(|tile| match tile {
            Tile::Letter(c) if values.get_char(*c).is_none() => Some(*c),
            _ => None,
        }));
        hands.push(hand);
    }
    let jollies_in_hand = hands
        .iter()
        .flatten()
        .filter(|t| **t == Tile::Jolly)
        .count();
    if jollies_in_hand > rules.jollies.total() as usize {
        return Err(InputError::new(
            "/players",
            Message::from(TypdomMessage::JolliesInLeftovers {
                held: jollies_in_hand,
                set: rules.jollies.total(),
            }),
        ));
    }
    if !missing.is_empty() {
        return Err(missing_values(&missing));
    }

    let first_finisher = players.iter().position(|p| p.finished);
    let letter_value = |c: &Option<char>| match c {
        Some(c) => values.get_char(*c).unwrap_or(0),
        None => rules.point.jolly_value,
    };
    let mut all_valid = true;
    let results = players
        .iter()
        .zip(played)
        .zip(hands)
        .enumerate()
        .map(|(i, ((player, turns), hand))| {
            let turns: Vec<PointTurn> = turns
                .into_iter()
                .zip(&player.turns)
                .map(|(read, written)| {
                    let scored: Vec<PointWord> = read
                        .into_iter()
                        .zip(written)
                        .map(|(word, as_played)| {
                            let verdict = jolly::judge(&word.pattern, rules, words);
                            let value = word.pattern.iter().map(letter_value).sum();
                            all_valid &= verdict.valid;
                            PointWord {
                                word: as_played.clone(),
                                key: word.key,
                                value,
                                points: if request.strict && !verdict.valid {
                                    0
                                } else {
                                    value
                                },
                                valid: verdict.valid,
                                reasons: verdict.reasons,
                                jolly_letters: verdict.letters,
                            }
                        })
                        .collect();
                    PointTurn {
                        points: scored.iter().map(|w| w.points).sum(),
                        words: scored,
                    }
                })
                .collect();
            let rounds: Vec<i64> = turns.iter().map(|t| t.points).collect();
            let words_total = rounds.iter().sum();
            let finish_bonus = if first_finisher == Some(i) {
                rules.point.finish_bonus
            } else {
                0
            };
            let leftover_penalty = hand
                .iter()
                .map(|tile| match tile {
                    Tile::Letter(c) => values.get_char(*c).unwrap_or(0),
                    Tile::Jolly => rules.point.jolly_left_penalty,
                })
                .sum();
            PointResult {
                name: player.name.clone(),
                turns,
                rounds,
                words_total,
                finished: player.finished,
                finish_bonus,
                leftover: write_tiles(&hand),
                leftover_penalty,
                total: words_total + finish_bonus - leftover_penalty,
            }
        })
        .collect();
    Ok(PointSettlement {
        players: results,
        rounds,
        strict: request.strict,
        valid: all_valid,
    })
}

/// Reads a played word: normalises the letters between jollies under the
/// policy. Errors at `pointer`.
fn read_word(
    input: &str,
    pointer: &str,
    rules: &Rules,
    words: Words<'_>,
) -> Result<Played, InputError> {
    let trimmed = input.trim();
    if trimmed.is_empty() {
        return Err(InputError::new(pointer, Message::EmptyWord));
    }
    let normalizer = &words.policy.normalizer;
    let mut key = String::with_capacity(trimmed.len());
    let mut pattern = Vec::with_capacity(trimmed.len());
    for (i, segment) in trimmed.split(is_jolly).enumerate() {
        if i > 0 {
            key.push('*');
            pattern.push(None);
        }
        if segment.is_empty() {
            continue;
        }
        if segment.trim() != segment {
            return Err(InputError::new(
                pointer,
                Message::from(TypdomMessage::SpaceInWord {
                    input: input.to_owned(),
                }),
            ));
        }
        let letters = normalizer.normalize(segment).map_err(|rejection| {
            InputError::new(
                pointer,
                Message::from(TypdomMessage::WordRefused {
                    input: input.to_owned(),
                    reason: Box::new(rejection.message()),
                }),
            )
        })?;
        key.push_str(letters.as_str());
        pattern.extend(letters.as_str().chars().map(Some));
    }
    let jollies = pattern.iter().filter(|c| c.is_none()).count();
    if jollies > rules.jollies.total() as usize {
        return Err(InputError::new(
            pointer,
            Message::from(TypdomMessage::JolliesInWord {
                input: input.to_owned(),
                held: jollies,
                set: rules.jollies.total(),
            }),
        ));
    }
    if pattern.len() > normalizer.max_length() {
        return Err(InputError::new(
            pointer,
            Message::from(TypdomMessage::WordTooManyLetters {
                input: input.to_owned(),
                letters: pattern.len(),
                max: normalizer.max_length(),
            }),
        ));
    }
    Ok(Played { key, pattern })
}
