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

#[cfg(test)]
mod tests {
    use super::*;
    use wortwert_domain::games::{boggle, wort_yahtzee};

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

    fn boggle_request(players: usize, words: usize) -> boggle::ScoreRequest {
        serde_json::from_value(serde_json::json!({
            "grid": ["ABCD", "EFGH", "IJKL", "MNOP"],
            "players": (0..players)
                .map(|p| serde_json::json!({"name": p.to_string(), "words": vec!["AB"; words]}))
                .collect::<Vec<_>>(),
        }))
        .expect("a Boggle request")
    }

    /// The shipped ruleset of a game, by id.
    fn shipped(id: &str) -> wortwert_domain::ruleset::GameRules {
        crate::sources::load_rulesets("")
            .expect("the shipped rulesets")
            .into_iter()
            .find(|ruleset| ruleset.id == id)
            .expect("a shipped ruleset")
            .rules
    }

    fn wort_yahtzee_rules() -> wort_yahtzee::Rules {
        match shipped("wort-yahtzee") {
            wortwert_domain::ruleset::GameRules::WortYahtzee(rules) => rules,
            other => panic!("not Wort-Yahtzee: {other:?}"),
        }
    }

    fn boggle_rules() -> boggle::Rules {
        match shipped("boggle") {
            wortwert_domain::ruleset::GameRules::Boggle(rules) => rules,
            other => panic!("not Boggle: {other:?}"),
        }
    }

    fn wort_yahtzee_round(words: usize) -> wort_yahtzee::ScoreRequest {
        serde_json::from_value(serde_json::json!({
            "rounds": [{"dice": "HAUSENT", "rolls": 1, "box": "two_letters", "words": vec!["AB"; words]}],
        }))
        .expect("a Wort-Yahtzee request")
    }

    #[test]
    fn each_count_is_capped_and_named() {
        let limits = limits();
        let boggle = boggle_rules();
        assert!(within(&limits, &boggle_request(3, 1), &boggle).is_ok());
        let table = [
            (boggle_request(4, 1), "/players"),
            (boggle_request(2, 3), "/words"),
        ];
        for (request, field) in table {
            let problem = within(&limits, &request, &boggle).expect_err("over a limit");
            assert_eq!(problem.status, 422);
            assert!(format!("{problem:?}").contains(field), "{problem:?}");
        }
        let rounds: wort_yahtzee::ScoreRequest = serde_json::from_value(serde_json::json!({
            "rounds": vec![serde_json::json!({"dice": "HAUSENT", "rolls": 1, "box": "two_letters"}); 3],
        }))
        .expect("a Wort-Yahtzee request");
        let problem = within(&limits, &rounds, &wort_yahtzee_rules()).expect_err("too many rounds");
        assert!(format!("{problem:?}").contains("/rounds"), "{problem:?}");
    }

    /// Wort-Yahtzee: a round may hold as many words as the ruleset has dice,
    /// not one more; another ruleset's dice move the cap with them.
    #[test]
    fn words_per_round_follow_the_rulesets_dice() {
        let limits = Limits {
            game_words: 100,
            ..limits()
        };
        let mut rules = wort_yahtzee_rules();
        assert_eq!(rules.dice, 7);
        assert!(within(&limits, &wort_yahtzee_round(7), &rules).is_ok());
        let problem =
            within(&limits, &wort_yahtzee_round(8), &rules).expect_err("8 words on 7 dice");
        assert_eq!(problem.status, 422);
        let said = format!("{problem:?}");
        assert!(said.contains("/rounds/0/words"), "{said}");
        assert!(
            said.contains("max: 7") && said.contains("given: 8"),
            "{said}"
        );
        rules.dice = 9;
        assert!(within(&limits, &wort_yahtzee_round(8), &rules).is_ok());
        let problem =
            within(&limits, &wort_yahtzee_round(10), &rules).expect_err("10 words on 9 dice");
        assert!(format!("{problem:?}").contains("max: 9"), "{problem:?}");
    }
}
