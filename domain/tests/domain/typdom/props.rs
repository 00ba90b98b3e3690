//! Invariants of the TYP-DOM settlements over generated games: payments are
//! conserved, Presto hands out exactly the points of the places taken,
//! Point totals add up, and nothing panics on arbitrary input.

use proptest::prelude::*;
use serde_json::{Value, json};
use wortwert_domain::games::typdom::{
    LayoutRequest, Rules, SettleAnswer, SettleRequest, check_layout, settle,
};
use wortwert_domain::games::{InputError, Words};
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::{GameRules, shipped};

struct Referee {
    rules: Rules,
    policy: WordPolicy,
    snapshot: Snapshot,
}

/// One referee for all cases: the ruleset and lexicon are the same every time.
fn referee() -> &'static Referee {
    static REFEREE: std::sync::LazyLock<Referee> = std::sync::LazyLock::new(Referee::new);
    &REFEREE
}

impl Referee {
    fn new() -> Self {
        let ruleset = shipped("typdom")
            .expect("a shipped ruleset")
            .unwrap_or_else(|e| panic!("{e}"));
        let GameRules::Typdom(rules) = ruleset.rules else {
            panic!("not a typdom ruleset")
        };
        let mut b = SnapshotBuilder::new(SnapshotMeta {
            lexicon_id: "props".into(),
            version: 1,
            note: String::new(),
        });
        for word in [
            "Ruf", "Wind", "Mond", "Stern", "Eis", "Reise", "Nord", "Wort",
        ] {
            let id = b.add_entry(&EntryData {
                lemma: word.into(),
                pos: PartOfSpeech::Noun,
                categories: [Category::Common].into_iter().collect(),
            });
            b.add_form(id, word, FormKind::Base);
        }
        Referee {
            rules,
            policy: ruleset.policy,
            snapshot: b.build(),
        }
    }

    fn settle(&self, body: &Value) -> Result<SettleAnswer, InputError> {
        let request: SettleRequest = serde_json::from_value(body.clone()).unwrap();
        settle(
            &request,
            &self.rules,
            Words {
                snapshot: &self.snapshot,
                policy: &self.policy,
            },
        )
    }
}

/// The value of a hand computed from the booklet's rule, independently of the engine.
fn hand_value(hand: &str) -> i64 {
    hand.chars()
        .map(|c| match c {
            '*' => 10,
            'A' | 'E' | 'I' | 'O' | 'U' | 'Y' => 3,
            _ => 1,
        })
        .sum()
}

/// 2 to 6 non-empty hands with at most two jollies among them.
fn hands() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(("[A-Z]{1,12}", 0usize..3), 2..=6).prop_map(|raw| {
        let mut jollies = 0;
        raw.into_iter()
            .map(|(mut hand, stars)| {
                for _ in 0..stars {
                    if jollies < 2 {
                        hand.push('*');
                        jollies += 1;
                    }
                }
                hand
            })
            .collect()
    })
}

fn players(hands: &[String]) -> Value {
    hands
        .iter()
        .enumerate()
        .map(|(i, hand)| json!({ "name": format!("p{i}"), "leftover": hand }))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn kreuzwort_payments_are_conserved(
        mut hands in hands(),
        winner in any::<prop::sample::Index>(),
        stake in 1i64..4,
    ) {
        let w = winner.index(hands.len());
        hands[w].clear();
        let body = json!({ "variant": "kreuzwort", "stake": stake, "players": players(&hands) });
        let Ok(SettleAnswer::Kreuzwort(s)) = referee().settle(&body) else {
            panic!("{body}");
        };
        let paid: i64 = s.players.iter().map(|p| p.pays).sum();
        prop_assert_eq!(paid, s.players[w].receives);
        prop_assert_eq!(paid, s.total_paid);
        prop_assert_eq!(s.winner.clone(), Some(format!("p{w}")));
        for (i, p) in s.players.iter().enumerate() {
            prop_assert_eq!(p.leftover_value, hand_value(&hands[i]));
            prop_assert_eq!(p.pays, if i == w { 0 } else { hand_value(&hands[i]) * stake });
            prop_assert_eq!(p.receives == 0, i != w || paid == 0);
        }
    }

    #[test]
    fn wer_behaelt_recht_without_a_finisher(hands in hands()) {
        let body = json!({ "variant": "wer-behaelt-recht", "players": players(&hands) });
        let Ok(SettleAnswer::WerBehaeltRecht(s)) = referee().settle(&body) else {
            panic!("{body}");
        };
        let values: Vec<i64> = hands.iter().map(|h| hand_value(h)).collect();
        let lowest = *values.iter().min().unwrap();
        let at_lowest = values.iter().filter(|v| **v == lowest).count();
        let paid: i64 = s.players.iter().map(|p| p.pays).sum();
        let received: i64 = s.players.iter().map(|p| p.receives).sum();
        prop_assert_eq!(paid, received);
        if at_lowest > 1 {
            prop_assert!(s.winner.is_none());
            prop_assert_eq!(paid, 0);
            prop_assert!(s.double_stakes_next);
        } else {
            let w = values.iter().position(|v| *v == lowest).unwrap();
            prop_assert_eq!(s.winner.clone(), Some(format!("p{w}")));
            prop_assert_eq!(paid, values.iter().sum::<i64>() - lowest);
        }
    }

    #[test]
    fn presto_hands_out_the_points_of_the_places_taken(
        count in 2usize..=6,
        order in prop::collection::vec(any::<prop::sample::Index>(), 1..=2),
        simplified in prop::collection::vec(any::<bool>(), 2),
    ) {
        let names: Vec<String> = (0..count).map(|i| format!("p{i}")).collect();
        let mut finish: Vec<String> = Vec::new();
        for pick in order {
            let name = names[pick.index(count)].clone();
            if !finish.contains(&name) {
                finish.push(name);
            }
        }
        let one_left: Vec<String> = finish
            .iter()
            .zip(&simplified)
            .filter(|(_, s)| **s)
            .map(|(n, _)| n.clone())
            .collect();
        let body = json!({
            "variant": "presto",
            "players": names.iter().map(|n| json!({ "name": n })).collect::<Vec<_>>(),
            "finish_order": finish,
            "simplified_finishers": one_left,
        });
        let Ok(SettleAnswer::Presto(s)) = referee().settle(&body) else {
            panic!("{body}");
        };
        let expected: i64 = finish
            .iter()
            .enumerate()
            .map(|(place, name)| match (place, one_left.contains(name)) {
                (0, false) => 4,
                (0, true) => 2,
                (_, false) => 2,
                (_, true) => 1,
            })
            .sum();
        prop_assert_eq!(s.total_points, expected);
        prop_assert_eq!(s.players.iter().map(|p| p.points).sum::<i64>(), expected);
        prop_assert!(s.players.iter().all(|p| p.points == 0 || finish.contains(&p.name)));
    }

    #[test]
    fn point_totals_add_up_and_strict_never_scores_more(
        game in prop::collection::vec(
            (
                prop::collection::vec(
                    prop::collection::vec(
                        prop::sample::select(vec!["RUF", "WIND", "MOND", "ST*RN", "POLA", "*IS", "XYZ"]),
                        0..3,
                    ),
                    3,
                ),
                any::<bool>(),
                "[A-Z]{0,4}",
            ),
            1..5,
        ),
    ) {
        let players: Vec<Value> = game
            .iter()
            .enumerate()
            .map(|(i, (turns, finished, leftover))| {
                json!({
                    "name": format!("p{i}"),
                    "turns": turns,
                    "finished": finished,
                    "leftover": if *finished { "" } else { leftover.as_str() },
                })
            })
            .collect();
        let referee = referee();
        let mut body = json!({ "variant": "point", "players": players });
        let Ok(SettleAnswer::Point(loose)) = referee.settle(&body) else { panic!("{body}") };
        body["strict"] = json!(true);
        let Ok(SettleAnswer::Point(strict)) = referee.settle(&body) else { panic!("{body}") };
        let bonuses = loose.players.iter().filter(|p| p.finish_bonus > 0).count();
        prop_assert_eq!(bonuses, usize::from(game.iter().any(|(_, f, _)| *f)));
        for (l, s) in loose.players.iter().zip(&strict.players) {
            prop_assert_eq!(l.total, l.rounds.iter().sum::<i64>() + l.finish_bonus - l.leftover_penalty);
            prop_assert_eq!(l.rounds.len(), 3);
            prop_assert!(s.total <= l.total);
            for (lt, st) in l.turns.iter().zip(&s.turns) {
                prop_assert_eq!(lt.points, lt.words.iter().map(|w| w.value).sum::<i64>());
                for w in &st.words {
                    prop_assert_eq!(w.points, if w.valid { w.value } else { 0 });
                }
            }
        }
    }

    #[test]
    fn settle_never_panics(
        variant in prop::sample::select(vec!["kreuzwort", "wer-behaelt-recht", "presto", "point"]),
        names in prop::collection::vec(".{0,3}", 0..5),
        hands in prop::collection::vec(".{0,6}", 0..5),
        words in prop::collection::vec(".{0,8}", 0..4),
        stake in prop::option::of(any::<i64>()),
    ) {
        let players: Vec<Value> = names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let hand = hands.get(i).cloned().unwrap_or_default();
                match variant {
                    "presto" => json!({ "name": name }),
                    "point" => json!({ "name": name, "turns": [words.clone()], "leftover": hand }),
                    _ => json!({ "name": name, "leftover": hand }),
                }
            })
            .collect();
        let mut body = json!({ "variant": variant, "players": players });
        match variant {
            "presto" => body["finish_order"] = json!(names.iter().take(2).collect::<Vec<_>>()),
            "point" => {}
            _ => body["stake"] = json!(stake),
        }
        let _ = referee().settle(&body);
    }

    #[test]
    fn layout_never_panics(grid in prop::collection::vec("[.A-Za-z*★Ä]{0,9}", 0..9)) {
        let referee = referee();
        let request = LayoutRequest { grid };
        if let Ok(answer) = check_layout(&request, &referee.rules, Words { snapshot: &referee.snapshot, policy: &referee.policy }) {
            prop_assert_eq!(answer.valid, answer.violations.is_empty());
            prop_assert!(answer.runs.iter().all(|r| r.word.chars().count() >= 2));
        }
    }
}
