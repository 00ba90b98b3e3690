//! How much one game request may ask for: players, words written and
//! rounds, each capped by `[limits]` (`game_players`, `game_words`,
//! `game_rounds`). Every game's work and answer grow with these counts (at
//! most linearly, see the games' scoring), so capping them caps both; a
//! request beyond a cap is answered 422 naming the field, before any work.
//! A game's own numbers (Wort-Yahtzee's dice) come from the ruleset the
//! request is scored under. Each game measures its requests in its own
//! module (`impl Measured`).

use crate::configuration::Limits;
use crate::messages::{Counted, ServiceMessage};
use crate::problem::Problem;

/// What a game request asks for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Size {
    pub players: usize,
    pub words: usize,
    pub rounds: usize,
    /// A round with more words than the game allows: its index, its count
    /// and the most the rules allow.
    pub crowded_round: Option<(usize, usize, usize)>,
}

/// A game request's [`Size`] under its game's rules.
pub trait Measured {
    /// The game's parameters, as the ruleset gives them.
    type Rules;

    fn size(&self, rules: &Self::Rules) -> Size;
}

/// Refuses a request larger than the configured limits or than its rules
/// allow.
pub fn within<R: Measured>(limits: &Limits, request: &R, rules: &R::Rules) -> Result<(), Problem> {
    let size = request.size(rules);
    if let Some((round, words, max)) = size.crowded_round {
        return Err(Problem::invalid_said(
            format!("/rounds/{round}/words"),
            ServiceMessage::WordsPerRound { max, given: words },
        ));
    }
    let checks = [
        (
            "/players",
            size.players,
            limits.game_players,
            Counted::Players,
        ),
        ("/words", size.words, limits.game_words, Counted::WordsInAll),
        ("/rounds", size.rounds, limits.game_rounds, Counted::Rounds),
    ];
    for (field, count, limit, what) in checks {
        if count > limit {
            return Err(Problem::invalid_said(
                field,
                ServiceMessage::RequestLimit {
                    limit,
                    what,
                    given: count,
                },
            ));
        }
    }
    Ok(())
}

/// What the games' tests of their [`Measured`] requests share: limits
/// small enough to reach, and the shipped rulesets.
#[cfg(test)]
pub(crate) mod testing {
    use super::Limits;

    /// Limits of 3 players, 5 words and 2 rounds.
    pub(crate) fn limits() -> Limits {
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
            uri_bytes: 16_384,
            head_bytes: 65_536,
            build_threads: 1,
            builds_per_minute: 6,
            build_burst: 12,
            build_wait_ms: 800,
            ready_queue_wait_ms: 1000,
            solver_threads: 1,
            solver_budget_ms: 1000,
            solver_max_budget_ms: 5000,
            solver_niceness: 0,
        }
    }

    /// The shipped ruleset of a game, by id.
    pub(crate) fn shipped(id: &str) -> wortwert_domain::ruleset::GameRules {
        crate::sources::load_rulesets("")
            .expect("the shipped rulesets")
            .into_iter()
            .find(|ruleset| ruleset.id == id)
            .expect("a shipped ruleset")
            .rules
    }
}

#[cfg(test)]
mod tests {
    use super::testing::limits;
    use super::*;

    /// A request that asks for exactly what it says.
    struct Asking(Size);

    impl Measured for Asking {
        type Rules = ();

        fn size(&self, _: &()) -> Size {
            self.0
        }
    }

    fn asking(players: usize, words: usize, rounds: usize) -> Asking {
        Asking(Size {
            players,
            words,
            rounds,
            crowded_round: None,
        })
    }

    #[test]
    fn each_count_is_capped_and_named() {
        let limits = limits();
        assert!(within(&limits, &asking(3, 5, 2), &()).is_ok());
        let table = [
            (asking(4, 1, 1), "/players", "given: 4"),
            (asking(2, 6, 1), "/words", "given: 6"),
            (asking(1, 1, 3), "/rounds", "given: 3"),
        ];
        for (request, field, given) in table {
            let problem = within(&limits, &request, &()).expect_err("over a limit");
            assert_eq!(problem.status, 422);
            let said = format!("{problem:?}");
            assert!(said.contains(field) && said.contains(given), "{said}");
        }
    }

    #[test]
    fn a_crowded_round_is_named_before_the_counts() {
        let crowded = Asking(Size {
            players: 9,
            crowded_round: Some((1, 8, 7)),
            ..Size::default()
        });
        let problem = within(&limits(), &crowded, &()).expect_err("a crowded round");
        let said = format!("{problem:?}");
        assert!(said.contains("/rounds/1/words"), "{said}");
        assert!(
            said.contains("max: 7") && said.contains("given: 8"),
            "{said}"
        );
    }
}
