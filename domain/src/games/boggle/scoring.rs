//! Scoring a round: every player's word list → each word's status and
//! points, and each player's total (booklet "Wertung").
//!
//! Rules, in the order they apply to a written word:
//!
//! 1. The word is normalised under the ruleset's policy; words are compared
//!    by this game key (`Maus`, `MAUS` and ` maus ` are one word).
//! 2. It is **invalid** (0 points) when it cannot be traced on the board
//!    (`not_on_board`), only by using a die twice (`die_reused`), or the
//!    lexicon refuses it (`too_short`, `not_in_lexicon`,
//!    `category_not_allowed`, `form_not_allowed`, or an orthographic
//!    rejection such as `forbidden_character`). Board reasons come first,
//!    then the lexicon's; every reason that applies is listed.
//! 3. A valid word written by two or more players is **struck** for every
//!    one of them (0 points, reason `struck` saying how many others wrote
//!    it; the answer's `struck_by` names them once per word). Only valid
//!    words strike: an invalid word stays `invalid` however many players
//!    wrote it, because its reasons say more than "struck", and it scores
//!    0 either way.
//! 4. Otherwise it is **ok** and scores the ruleset's points for its length
//!    in letters (a `QU` face counts two).
//!
//! A word counts once per player, however often they wrote it and however
//! many paths it has (booklet: REGEN counts once). A repeat in one player's
//! list is reported with the status of its first writing, 0 points,
//! `repeat_of` = the index of that first writing in the player's list, and
//! the reason `repeated` (after any reasons of the first writing) saying
//! which word of the list it repeats.
//!
//! Cost: each distinct key is traced and looked up once per request. The
//! answer is linear in the request: a struck word's reason counts the other
//! writers instead of naming them, so 4 000 players writing the same word
//! do not make 16 million names.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::Rules;
use super::board::{Board, BoardView, GridRow};
use super::dice_check::{dice_with, faces_off_the_dice};
use super::trace::{STEP_LIMIT, Trace, trace};
use crate::games::boggle::BoggleMessage;
use crate::games::{InputError, Words};
use crate::messages::{Message, Place, Said};
use crate::normalize::GameKey;
use crate::policy::{Reason, ReasonCode};

/// `POST /v1/games/boggle/score`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::ScoreRequest))]
#[serde(deny_unknown_fields)]
pub struct ScoreRequest {
    /// Rows as strings (`Q` is the `Qu` die) or as arrays of faces.
    pub grid: Vec<GridRow>,
    /// Any number of players, each with the words they wrote.
    pub players: Vec<PlayerWords>,
}

/// One player's list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::PlayerWords))]
#[serde(deny_unknown_fields)]
pub struct PlayerWords {
    /// The player's name (unique in the round).
    pub name: String,
    /// The words the player wrote, as written.
    #[serde(default)]
    pub words: Vec<String>,
}

/// The status of a written word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::WordStatus))]
#[serde(rename_all = "snake_case")]
pub enum WordStatus {
    /// Valid and written by this player only: it scores.
    Ok,
    /// Valid, but another player wrote it too: 0 points for everyone.
    Struck,
    /// Not a valid word on this board: 0 points, see `reasons`.
    Invalid,
}

/// One written word, judged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::ScoredWord))]
pub struct ScoredWord {
    /// As the player wrote it.
    pub word: String,
    /// The game key it was compared by; absent when normalisation refused it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// `ok` (counts), `struck` (another player wrote it too) or `invalid` (see `reasons`).
    pub status: WordStatus,
    /// The word's points (0 unless `ok`).
    pub points: u32,
    /// Why it is invalid, struck or a repeat (`repeated`); empty when it
    /// scores.
    pub reasons: Vec<Reason>,
    /// One path of dice, `[row, col]` each, when the word can be traced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Vec<super::Die>>, inline))]
    pub path: Option<Vec<[usize; 2]>>,
    /// Index in this player's list of the first writing of the same word.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repeat_of: Option<usize>,
}

/// One player's scored list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::PlayerScore))]
pub struct PlayerScore {
    /// The player's name, as sent.
    pub name: String,
    /// In the order written.
    pub words: Vec<ScoredWord>,
    /// The player's points: the sum of their words' points.
    pub total: u32,
}

/// The scored round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::ScoreAnswer))]
pub struct ScoreAnswer {
    /// In request order.
    pub players: Vec<PlayerScore>,
    /// Valid words struck because several players wrote them, alphabetical.
    pub struck: Vec<String>,
    /// Who wrote each struck word (the same order as `struck`).
    pub struck_by: Vec<StruckWord>,
    /// The board as read.
    pub board: BoardView,
    /// What is wrong with the board itself, before any word: each die face
    /// the ruleset's dice cannot show (a typo turns good words into "not
    /// on the board"). Empty for a board the dice can roll; the words are
    /// judged on the board as typed either way.
    #[serde(default)]
    pub violations: Vec<BoardViolation>,
}

/// One thing wrong with the board itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::BoardViolation))]
pub struct BoardViolation {
    /// What is wrong, as a stable code.
    pub code: BoardViolationCode,
    /// For people, in the answer's language; row and column counted from 1.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub detail: Said,
    /// The die at fault: row, zero-based (a machine field).
    pub row: usize,
    /// The die at fault: column, zero-based.
    pub col: usize,
    /// Its face as read (`QU` for the Qu die).
    pub face: String,
}

/// The board's own rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::BoardViolationCode))]
#[serde(rename_all = "snake_case")]
pub enum BoardViolationCode {
    /// No die of the ruleset's set is left to show this face: the set has
    /// no die with it, or fewer than the board shows.
    FaceNotOnDice,
}

/// The faces the ruleset's dice cannot show on this board, one violation
/// each, in reading order.
fn board_violations(board: &Board, rules: &Rules) -> Vec<BoardViolation> {
    faces_off_the_dice(board.faces(), &rules.dice)
        .into_iter()
        .map(|cell| {
            let [row, col] = board.position(cell);
            let face = board.face(cell).unwrap_or_default().to_owned();
            BoardViolation {
                code: BoardViolationCode::FaceNotOnDice,
                detail: Said::from(Message::from(BoggleMessage::FaceNotOnDice {
                    at: Place { row, col },
                    dice: dice_with(&face, &rules.dice),
                    shown: board.faces().filter(|f| *f == face).count(),
                    face: face.clone(),
                })),
                row,
                col,
                face,
            }
        })
        .collect()
}

/// A struck word and the players who wrote it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = boggle::StruckWord))]
pub struct StruckWord {
    /// The game key.
    pub key: String,
    /// Indexes into `players`, in request order.
    pub players: Vec<usize>,
}

/// What a key is on this board and lexicon, computed once per request.
struct Judgement {
    reasons: Vec<Reason>,
    path: Option<Vec<[usize; 2]>>,
    letters: usize,
}

/// Scores a round. Fails only on a grid that is not a board of the
/// ruleset's size (the error names `/grid/…`); every word, however
/// malformed, gets a status.
/// Each player's name is theirs alone: a round's answer is read by name,
/// and two lists under one name could not be told apart.
fn distinct_names(players: &[PlayerWords]) -> Result<(), InputError> {
    for (i, player) in players.iter().enumerate() {
        if let Some(first) = players[..i].iter().position(|p| p.name == player.name) {
            return Err(InputError::new(
                format!("/players/{i}/name"),
                Message::NameTaken {
                    name: player.name.clone(),
                    first,
                },
            ));
        }
    }
    Ok(())
}

pub fn score(
    request: &ScoreRequest,
    rules: &Rules,
    words: Words<'_>,
) -> Result<ScoreAnswer, InputError> {
    let policy = words.policy;
    let board = Board::parse(&request.grid, rules, &policy.normalizer)?;
    distinct_names(&request.players)?;

    // Keys (or refusals) of every written word, in request order.
    let keys: Vec<Vec<Result<GameKey, Reason>>> = request
        .players
        .iter()
        .map(|player| {
            player
                .words
                .iter()
                .map(|w| policy.normalizer.normalize(w).map_err(|r| Reason::from(&r)))
                .collect()
        })
        .collect();

    let mut judged: HashMap<&str, Judgement> = HashMap::new();
    for key in keys.iter().flatten().filter_map(|k| k.as_ref().ok()) {
        if !judged.contains_key(key.as_str()) {
            judged.insert(key.as_str(), judge(&board, key, words));
        }
    }

    // Which players wrote each valid key (each player once).
    let mut writers: HashMap<&str, Vec<usize>> = HashMap::new();
    for (player, list) in keys.iter().enumerate() {
        for key in list.iter().filter_map(|k| k.as_ref().ok()) {
            let valid = judged
                .get(key.as_str())
                .is_some_and(|j| j.reasons.is_empty());
            if valid {
                // Players come in order: a repeat is always the last one.
                let list = writers.entry(key.as_str()).or_default();
                if list.last() != Some(&player) {
                    list.push(player);
                }
            }
        }
    }

    let mut players = Vec::with_capacity(request.players.len());
    for (written, list) in request.players.iter().zip(&keys) {
        let mut first_writing: HashMap<&str, usize> = HashMap::new();
        let mut scored = Vec::with_capacity(written.words.len());
        for (i, (word, key)) in written.words.iter().zip(list).enumerate() {
            let entry = match key {
                Err(reason) => ScoredWord {
                    word: word.clone(),
                    key: None,
                    status: WordStatus::Invalid,
                    points: 0,
                    reasons: vec![reason.clone()],
                    path: None,
                    repeat_of: None,
                },
                Ok(key) => {
                    let repeat_of = match first_writing.get(key.as_str()) {
                        Some(&first) => Some(first),
                        None => {
                            first_writing.insert(key.as_str(), i);
                            None
                        }
                    };
                    let judgement = judged.get(key.as_str());
                    // Every writer is listed once, this player among them.
                    let others = writers
                        .get(key.as_str())
                        .map_or(0, |w| w.len().saturating_sub(1));
                    let (status, mut reasons, points) = match judgement {
                        Some(j) if !j.reasons.is_empty() => {
                            (WordStatus::Invalid, j.reasons.clone(), 0)
                        }
                        Some(_) if others > 0 => (
                            WordStatus::Struck,
                            vec![Reason::said(
                                ReasonCode::Struck,
                                Message::from(BoggleMessage::StruckBy { others }),
                            )],
                            0,
                        ),
                        Some(j) => (
                            WordStatus::Ok,
                            Vec::new(),
                            if repeat_of.is_some() {
                                0
                            } else {
                                rules.points_for(j.letters)
                            },
                        ),
                        None => (WordStatus::Invalid, Vec::new(), 0),
                    };
                    if let Some(first) = repeat_of {
                        reasons.push(Reason::said(
                            ReasonCode::Repeated,
                            Message::from(BoggleMessage::WrittenBefore { first }),
                        ));
                    }
                    ScoredWord {
                        word: word.clone(),
                        key: Some(key.as_str().to_owned()),
                        status,
                        points,
                        reasons,
                        path: judgement.and_then(|j| j.path.clone()),
                        repeat_of,
                    }
                }
            };
            scored.push(entry);
        }
        players.push(PlayerScore {
            name: written.name.clone(),
            total: scored
                .iter()
                .fold(0u32, |sum, w| sum.saturating_add(w.points)),
            words: scored,
        });
    }

    let mut struck_by: Vec<StruckWord> = writers
        .into_iter()
        .filter(|(_, players)| players.len() >= 2)
        .map(|(key, players)| StruckWord {
            key: key.to_owned(),
            players,
        })
        .collect();
    struck_by.sort_by(|a, b| a.key.cmp(&b.key));
    Ok(ScoreAnswer {
        players,
        struck: struck_by.iter().map(|s| s.key.clone()).collect(),
        struck_by,
        board: board.view(),
        violations: board_violations(&board, rules),
    })
}

/// Board reasons first, then the lexicon's.
fn judge(board: &Board, key: &GameKey, words: Words<'_>) -> Judgement {
    let mut reasons = Vec::new();
    let mut path = None;
    match trace(board, key.as_str()) {
        Trace::Path(cells) => {
            path = Some(cells.iter().map(|&c| board.position(c)).collect());
        }
        Trace::DieReused => reasons.push(Reason::said(
            ReasonCode::DieReused,
            Message::from(BoggleMessage::DieReusedInTrace {
                key: key.as_str().to_owned(),
            }),
        )),
        Trace::Undecided => reasons.push(Reason::said(
            ReasonCode::DieReused,
            Message::from(BoggleMessage::TraceUndecided {
                key: key.as_str().to_owned(),
                steps: STEP_LIMIT,
            }),
        )),
        Trace::NotOnBoard => reasons.push(Reason::said(
            ReasonCode::NotOnBoard,
            Message::from(BoggleMessage::NotTraceable {
                key: key.as_str().to_owned(),
            }),
        )),
    }
    reasons.extend(words.policy.reasons_for_key(words.snapshot, key));
    Judgement {
        reasons,
        path,
        letters: key.letter_count(),
    }
}
