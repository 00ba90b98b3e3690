//! How much one game request may ask for: players, words written and
//! rounds, each capped by `[limits]` (`game_players`, `game_words`,
//! `game_rounds`). Every game's work and answer grow with these counts (at
//! most linearly, see the games' scoring), so capping them caps both; a
//! request beyond a cap is answered 422 naming the field, before any work.

use wortwert_domain::games::boggle;
use wortwert_domain::games::crossword;
use wortwert_domain::games::typdom::{self, SettleRequest};
use wortwert_domain::games::wort_yahtzee;
use wortwert_domain::messages::Message;

use crate::configuration::Limits;
use crate::problem::Problem;

/// What a game request asks for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Size {
    pub players: usize,
    pub words: usize,
    pub rounds: usize,
    /// A round with more words than the game allows: its index and count.
    pub crowded_round: Option<(usize, usize)>,
}

/// A game request's [`Size`].
pub trait Measured {
    fn size(&self) -> Size;
}

/// Wort-Yahtzee's dice: a round with more words than dice cannot be right,
/// and each word's answer lists its letters, so this caps a round's answer.
const WORT_YAHTZEE_DICE: usize = 7;

/// Refuses a request larger than the configured limits.
pub fn within<R: Measured>(limits: &Limits, request: &R) -> Result<(), Problem> {
    let size = request.size();
    if let Some((round, words)) = size.crowded_round {
        return Err(Problem::invalid_said(
            format!("/rounds/{round}/words"),
            Message::WordsPerRound {
                max: WORT_YAHTZEE_DICE,
                given: words,
            },
        ));
    }
    let checks = [
        ("/players", size.players, limits.game_players, "players"),
        ("/words", size.words, limits.game_words, "words in all"),
        ("/rounds", size.rounds, limits.game_rounds, "rounds"),
    ];
    for (field, count, limit, what) in checks {
        if count > limit {
            return Err(Problem::invalid_said(
                field,
                Message::RequestLimit {
                    limit,
                    what,
                    given: count,
                },
            ));
        }
    }
    Ok(())
}

impl Measured for boggle::ScoreRequest {
    fn size(&self) -> Size {
        Size {
            players: self.players.len(),
            words: self.players.iter().map(|p| p.words.len()).sum(),
            ..Size::default()
        }
    }
}

impl Measured for wort_yahtzee::ScoreRequest {
    fn size(&self) -> Size {
        Size {
            players: 1,
            words: self.rounds.iter().map(|r| r.words.len()).sum(),
            rounds: self.rounds.len(),
            crowded_round: self
                .rounds
                .iter()
                .enumerate()
                .map(|(i, r)| (i, r.words.len()))
                .find(|&(_, words)| words > WORT_YAHTZEE_DICE),
        }
    }
}

impl Measured for crossword::ScoreRequest {
    fn size(&self) -> Size {
        Size {
            players: 1,
            words: self
                .claims
                .iter()
                .flatten()
                .map(|claim| claim.words.len())
                .sum(),
            ..Size::default()
        }
    }
}

impl Measured for SettleRequest {
    fn size(&self) -> Size {
        match self {
            SettleRequest::Kreuzwort(r) | SettleRequest::WerBehaeltRecht(r) => Size {
                players: r.players.len(),
                ..Size::default()
            },
            SettleRequest::Presto(r) => Size {
                players: r.players.len().max(r.finish_order.len()),
                ..Size::default()
            },
            SettleRequest::Point(r) => point_size(r),
        }
    }
}

fn point_size(request: &typdom::PointRequest) -> Size {
    Size {
        players: request.players.len(),
        words: request
            .players
            .iter()
            .flat_map(|p| &p.turns)
            .map(Vec::len)
            .sum(),
        rounds: request
            .players
            .iter()
            .map(|p| p.turns.len())
            .max()
            .unwrap_or(0),
        ..Size::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> Limits {
        Limits {
            body_bytes: 1 << 20,
            body_bytes_in_flight: 1 << 26,
            batch_words: 10,
            word_length: 64,
            input_length: 1024,
            request_timeout_ms: 1000,
            game_players: 3,
            game_words: 5,
            game_rounds: 2,
        }
    }

    fn boggle_request(players: usize, words: usize) -> boggle::ScoreRequest {
        serde_json::from_value(serde_json::json!({
            "grid": ["ABCD", "EFGH", "IJKL", "MNOP"],
            "players": (0..players)
                .map(|p| serde_json::json!({"name": p.to_string(), "words": vec!["AB"; words]}))
                .collect::<Vec<_>>(),
        }))
        .expect("a Boggle request")
    }

    #[test]
    fn each_count_is_capped_and_named() {
        let limits = limits();
        assert!(within(&limits, &boggle_request(3, 1)).is_ok());
        let table = [
            (boggle_request(4, 1), "/players"),
            (boggle_request(2, 3), "/words"),
        ];
        for (request, field) in table {
            let problem = within(&limits, &request).expect_err("over a limit");
            assert_eq!(problem.status, 422);
            assert!(format!("{problem:?}").contains(field), "{problem:?}");
        }
        let rounds: wort_yahtzee::ScoreRequest = serde_json::from_value(serde_json::json!({
            "rounds": vec![serde_json::json!({"dice": "HAUSENT", "rolls": 1, "box": "two_letters"}); 3],
        }))
        .expect("a Wort-Yahtzee request");
        let problem = within(&limits, &rounds).expect_err("too many rounds");
        assert!(format!("{problem:?}").contains("/rounds"), "{problem:?}");
    }
}
