//! The booklet's solo mode as a request: „Der Spieler sieht, wieviele
//! Punkte er mit einem einzigen Wurf erreichen kann.“ The best boards the
//! [`solver`](super::solver) finds for one throw, each as the score route
//! takes it and with the score route's own itemised answer, so a referee
//! checks them the way every other board is checked.

use serde::{Deserialize, Serialize};

use super::solver::{self, Budget, Die, Found, SolveError, Throw};
use super::{Rules, ScoreAnswer, ScoreRequest, score};
use crate::games::happycross::HappycrossMessage;
use crate::games::value_table::{ValueTable, missing_values};
use crate::games::{InputError, Words};
use crate::messages::Message;
use crate::tables::LetterValues;

/// Boards answered when the request names no `top`.
pub const DEFAULT_BOARDS: usize = 3;
/// The most boards one answer holds.
pub const MAX_BOARDS: usize = 10;

/// `POST /v1/games/happycross/best`: one throw of all the game's dice.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = happycross::BestRequest))]
#[serde(deny_unknown_fields)]
pub struct BestRequest {
    /// The thrown dice, one entry each: a letter A–Z (either case) or `*`
    /// for a joker die; all of the game's dice, as many jokers as it has at
    /// most.
    #[cfg_attr(feature = "openapi", schema(pattern = "^[A-Za-z*]$"))]
    pub dice: Vec<String>,
    /// Values printed on the dice; override the ruleset's table (as on the
    /// score route). A letter thrown needs a value here or in the ruleset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(schema_with = super::letter_values_schema))]
    pub letter_values: Option<LetterValues>,
    /// Milliseconds the search may take, counted from the request's
    /// arrival; the service states its default and its most.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub budget_ms: Option<u32>,
    /// Distinct boards to answer, best first (default 3, at most 10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 10))]
    pub top: Option<u32>,
}

/// The best boards found for a throw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = happycross::BestAnswer))]
pub struct BestAnswer {
    /// Distinct boards, best first; empty when the throw lays no valid
    /// board (or none was found in the budget).
    pub boards: Vec<BestBoard>,
    /// The search finished: no board of this throw scores more than the
    /// first one (nor, with as many boards as asked for, more than the
    /// last). When false, the budget ended the search first.
    pub proven_optimal: bool,
    /// No board of this throw scores more than this: the first board's
    /// total when proven, else the largest bound the search left open.
    /// Absent only when it is proven that the throw lays no valid board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub upper_bound: Option<i64>,
    /// Boards the search evaluated.
    pub explored: u64,
    /// Words the throw can spell that the search tried to lay.
    pub candidates: usize,
}

/// One board: what to send to the score route, and its answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = happycross::BestBoard))]
pub struct BestBoard {
    /// The board as the score route takes it: the grid (a lower-case letter
    /// a joker standing for it), the dice left over, and the request's
    /// letter values.
    pub request: ScoreRequest,
    /// The score route's answer for `request`, itemised.
    pub score: ScoreAnswer,
}

impl BestRequest {
    /// The throw, checked as the score route would check the board it
    /// makes: every entry a die, all the game's dice, no more jokers than
    /// the set has, a value for every letter (field `/dice/I`, `/dice`,
    /// `/letter_values`).
    pub fn throw(&self, rules: &Rules) -> Result<(Throw, ValueTable), InputError> {
        let dice = self
            .dice
            .iter()
            .enumerate()
            .map(|(i, entry)| {
                let mut chars = entry.chars();
                match (chars.next(), chars.next()) {
                    (Some('*'), None) => Ok(Die::Joker),
                    (Some(c), None) if c.is_ascii_alphabetic() => {
                        Ok(Die::Letter(c.to_ascii_uppercase()))
                    }
                    _ => Err(InputError::new(
                        format!("/dice/{i}"),
                        Message::from(HappycrossMessage::NotALeftoverDie {
                            entry: entry.clone(),
                        }),
                    )),
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        let expected = rules.dice as usize;
        if dice.len() != expected {
            return Err(InputError::new(
                "/dice",
                Message::from(HappycrossMessage::ThrowDiceCount {
                    dice: dice.len(),
                    expected,
                }),
            ));
        }
        let jokers = dice.iter().filter(|d| **d == Die::Joker).count();
        if jokers > rules.max_jokers as usize {
            return Err(InputError::new(
                "/dice",
                Message::from(HappycrossMessage::ThrowJokers {
                    jokers,
                    max: rules.max_jokers as usize,
                }),
            ));
        }
        let values = ValueTable::resolve(&rules.letter_values, self.letter_values.as_ref())?;
        let missing: std::collections::BTreeSet<char> = dice
            .iter()
            .filter_map(|d| match *d {
                Die::Letter(c) if values.get_char(c).is_none() => Some(c),
                _ => None,
            })
            .collect();
        if !missing.is_empty() {
            return Err(missing_values(&missing));
        }
        Ok((Throw::new(dice), values))
    }
}

/// The best boards for `request`'s throw, each scored by [`score`].
///
/// `candidates` are the accepted keys the throw can spell (see
/// [`solver::best_boards`]; keys it cannot spell are ignored). Every board
/// the solver returns is one `score` judges valid with the solver's total;
/// a board that were not (a fault of the solver) is left out and handed to
/// the caller in [`Scored::disagreements`] to log, never shown as a best
/// board.
pub fn best(
    request: &BestRequest,
    rules: &Rules,
    words: Words<'_>,
    candidates: &[String],
    budget: Budget,
) -> Result<Scored, InputError> {
    let (throw, values) = request.throw(rules)?;
    let solution = solver::best_boards(&throw, rules, &values, candidates, budget)
        .map_err(|e| refused(e, rules))?;
    let mut boards = Vec::with_capacity(solution.best.len());
    let mut disagreements = Vec::new();
    for found in &solution.best {
        let board = scored_board(found, request, rules, words)?;
        if board.score.valid && board.score.total == found.total {
            boards.push(board);
        } else {
            disagreements.push(found.clone());
        }
    }
    Ok(Scored {
        answer: BestAnswer {
            boards,
            proven_optimal: solution.proven_optimal,
            upper_bound: solution.upper_bound,
            explored: solution.explored,
            candidates: candidates.len(),
        },
        disagreements,
    })
}

/// What [`best`] found, and the boards the referee disagreed with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scored {
    pub answer: BestAnswer,
    /// Boards the solver returned that `score` did not judge valid with
    /// the solver's total: none, unless the solver has a fault.
    pub disagreements: Vec<Found>,
}

/// The solver's refusal as the request's fault. The throw was checked
/// already, so only the ruleset's board can be refused here.
fn refused(error: SolveError, rules: &Rules) -> InputError {
    match error {
        SolveError::NotADie(c) => InputError::new(
            "/dice",
            Message::from(HappycrossMessage::NotALeftoverDie {
                entry: c.to_string(),
            }),
        ),
        SolveError::DiceCount { found, expected } => InputError::new(
            "/dice",
            Message::from(HappycrossMessage::ThrowDiceCount {
                dice: found,
                expected: expected as usize,
            }),
        ),
        SolveError::TooManyJokers { found, max } => InputError::new(
            "/dice",
            Message::from(HappycrossMessage::ThrowJokers {
                jokers: found,
                max: max as usize,
            }),
        ),
        SolveError::NoValue(c) => missing_values(&[c].into_iter().collect()),
        SolveError::BoardTooLarge { .. } => {
            let shape = rules.layout.shape();
            InputError::new(
                "/ruleset",
                Message::from(HappycrossMessage::BoardTooLargeToSolve {
                    rows: shape.rows,
                    cols: shape.cols,
                    max: solver::MAX_SIDE,
                }),
            )
        }
    }
}

fn scored_board(
    found: &Found,
    request: &BestRequest,
    rules: &Rules,
    words: Words<'_>,
) -> Result<BestBoard, InputError> {
    let request = ScoreRequest {
        letter_values: request.letter_values.clone(),
        ..found.request()
    };
    let score = score(&request, rules, words)?;
    Ok(BestBoard { request, score })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::games::happycross::board::Layout;
    use crate::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
    use crate::model::{Category, FormKind, PartOfSpeech};
    use crate::ruleset::{GameRules, shipped};

    fn lexicon(words: &[&str]) -> Snapshot {
        let mut b = SnapshotBuilder::new(SnapshotMeta {
            lexicon_id: "best".into(),
            version: 1,
            note: String::new(),
        });
        for word in words {
            let id = b.add_entry(&EntryData {
                lemma: (*word).into(),
                pos: PartOfSpeech::Noun,
                categories: [Category::Common].into_iter().collect(),
            });
            b.add_form(id, word, FormKind::Base);
        }
        b.build()
    }

    fn rules(dice: u32) -> Rules {
        let values: BTreeMap<String, i64> = [("E", 1), ("I", 2), ("N", 1), ("S", 1), ("R", 2)]
            .into_iter()
            .map(|(c, v)| (c.to_owned(), v))
            .collect();
        Rules {
            letter_values: LetterValues::new(values),
            layout: Layout::parse(
                &["T...D", ".D...", "..S..", "...D.", "D...T"].map(String::from),
                15,
            )
            .unwrap(),
            dice,
            max_jokers: 1,
            all_dice_bonus: 50,
            max_board_size: 15,
        }
    }

    fn request(dice: &[&str]) -> BestRequest {
        BestRequest {
            dice: dice.iter().map(|d| (*d).to_owned()).collect(),
            ..BestRequest::default()
        }
    }

    fn field_of(result: Result<(Throw, ValueTable), InputError>) -> String {
        result.map(|_| ()).expect_err("refused").field
    }

    #[test]
    fn a_throw_is_all_the_dice_each_a_letter_or_a_joker_with_a_value() {
        let rules = rules(4);
        assert!(request(&["e", "I", "N", "*"]).throw(&rules).is_ok());
        assert_eq!(
            field_of(request(&["E", "IN", "N", "S"]).throw(&rules)),
            "/dice/1"
        );
        assert_eq!(
            field_of(request(&["E", "Ä", "N", "S"]).throw(&rules)),
            "/dice/1"
        );
        assert_eq!(
            field_of(request(&["E", "", "N", "S"]).throw(&rules)),
            "/dice/1"
        );
        assert_eq!(field_of(request(&["E", "I", "N"]).throw(&rules)), "/dice");
        assert_eq!(field_of(request(&["E"; 30]).throw(&rules)), "/dice");
        assert_eq!(
            field_of(request(&["E", "*", "*", "S"]).throw(&rules)),
            "/dice"
        );
        // Q has no value in the ruleset; the request may give it one.
        assert_eq!(
            field_of(request(&["E", "Q", "N", "S"]).throw(&rules)),
            "/letter_values"
        );
        let mut with_q = request(&["E", "Q", "N", "S"]);
        with_q.letter_values = Some(LetterValues::new(BTreeMap::from([("Q".to_owned(), 9)])));
        assert!(with_q.throw(&rules).is_ok());
    }

    #[test]
    fn every_board_answered_is_the_score_routes_own() {
        let rules = rules(4);
        let snapshot = lexicon(&[
            "REIN", "SEIN", "NIE", "SIE", "IN", "ER", "ES", "EIS", "RIES",
        ]);
        let policy = shipped("happycross").unwrap().unwrap().policy;
        let words = Words {
            snapshot: &snapshot,
            policy: &policy,
        };
        let candidates: Vec<String> = ["REIN", "SEIN", "NIE", "SIE", "IN", "ER", "ES", "EIS"]
            .map(String::from)
            .to_vec();
        let scored = best(
            &request(&["R", "E", "I", "N"]),
            &rules,
            words,
            &candidates,
            Budget::steps(1_000_000, 3),
        )
        .unwrap();
        assert!(scored.disagreements.is_empty());
        let answer = scored.answer;
        assert!(answer.proven_optimal);
        assert_eq!(answer.boards.len(), 3);
        for board in &answer.boards {
            assert!(board.score.valid, "{:?}", board.request.grid);
            assert_eq!(score(&board.request, &rules, words).unwrap(), board.score);
        }
        // REIN over START alone is 6 + the bonus for all dice; NIE over
        // START with ER down onto a DOUBLE field beats it (4 + 3 × 2 + 50).
        let totals: Vec<i64> = answer.boards.iter().map(|b| b.score.total).collect();
        assert!(totals.windows(2).all(|w| w[0] >= w[1]), "{totals:?}");
        assert!(totals[0] >= 60, "{totals:?}");
        assert_eq!(answer.upper_bound, Some(totals[0]));
        assert_eq!(answer.boards[0].request.leftover, Some(vec![]));
        assert_eq!(answer.candidates, candidates.len());
    }

    #[test]
    fn a_shipped_ruleset_refuses_a_throw_of_the_wrong_size() {
        let ruleset = shipped("happycross").unwrap().unwrap();
        let GameRules::Happycross(rules) = &ruleset.rules else {
            panic!("not happycross");
        };
        let refused = request(&["E"; 30]).throw(rules).map(|_| ()).unwrap_err();
        assert_eq!(refused.field, "/dice");
        assert_eq!(
            *refused.message,
            Message::from(HappycrossMessage::ThrowDiceCount {
                dice: 30,
                expected: 13
            })
        );
    }
}
