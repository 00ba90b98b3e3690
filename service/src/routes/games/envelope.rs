//! What every game request carries besides the game's own data: which of
//! the game's rulesets and which lexicon version decide it. Defined here
//! once; the game's own request types never see it.

use serde::Deserialize;
use serde_json::Value;
use utoipa::IntoParams;

use crate::extract::integral_numbers;
use crate::messages::ServiceMessage;
use crate::problem::Problem;

/// Which of the game's rulesets and which lexicon version decide a game
/// request. Each may be a query parameter or a field of the JSON body; the
/// body's wins.
#[derive(Debug, Default, Clone, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GameEnvelope {
    /// Which of the game's rulesets decides (default: the one named like
    /// the game); `GET /v1/rulesets` lists them.
    pub ruleset: Option<String>,
    /// A published lexicon version other than the current one.
    pub lexicon_version: Option<u32>,
    /// One of the calling key's house word lists on top of the ruleset:
    /// its name, or `NAME@REVISION` for one revision for good. Without
    /// it, the key's default list (if the maintainers set one); empty
    /// (`house_list=`, `"house_list": ""`) for none at all.
    #[param(
        pattern = "^([a-z0-9][a-z0-9_-]{0,62}(@[1-9][0-9]{0,8})?)?$",
        max_length = 73
    )]
    pub house_list: Option<String>,
}

impl GameEnvelope {
    /// Takes the envelope's fields out of a JSON body, leaving only the
    /// game's own for the game's request type to read.
    pub fn take_from(body: &mut Value) -> Result<GameEnvelope, Problem> {
        let Some(object) = body.as_object_mut() else {
            return Err(Problem::invalid_said("/", ServiceMessage::BodyNotObject));
        };
        let ruleset = match object.remove("ruleset") {
            None | Some(Value::Null) => None,
            Some(Value::String(id)) => Some(id),
            Some(_) => {
                return Err(Problem::invalid_said(
                    "/ruleset",
                    ServiceMessage::NotARulesetId,
                ));
            }
        };
        let lexicon_version = match object.remove("lexicon_version") {
            None | Some(Value::Null) => None,
            Some(mut value) => {
                integral_numbers(&mut value);
                let version = value
                    .as_u64()
                    .and_then(|v| u32::try_from(v).ok())
                    .ok_or_else(|| {
                        Problem::invalid_said("/lexicon_version", ServiceMessage::NotAVersionNumber)
                    })?;
                Some(version)
            }
        };
        let house_list = match object.remove("house_list") {
            None | Some(Value::Null) => None,
            Some(Value::String(spec)) => Some(spec),
            Some(_) => {
                return Err(Problem::invalid_said(
                    "/house_list",
                    ServiceMessage::HouseListSpecUnreadable,
                ));
            }
        };
        Ok(GameEnvelope {
            ruleset,
            lexicon_version,
            house_list,
        })
    }

    /// This envelope, with each field it lacks taken from `fallback`.
    pub fn or(self, fallback: &GameEnvelope) -> GameEnvelope {
        GameEnvelope {
            ruleset: self.ruleset.or_else(|| fallback.ruleset.clone()),
            lexicon_version: self.lexicon_version.or(fallback.lexicon_version),
            house_list: self.house_list.or_else(|| fallback.house_list.clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::GameEnvelope;

    #[test]
    fn the_envelope_leaves_the_body_with_the_games_own_fields() {
        let query = GameEnvelope {
            ruleset: Some("boggle-5x5".to_owned()),
            lexicon_version: Some(3),
            house_list: Some("vereinsliste".to_owned()),
        };
        let cases = [
            (
                json!({"grid": []}),
                Some("boggle-5x5"),
                Some(3),
                "vereinsliste",
            ),
            (
                json!({"grid": [], "ruleset": "boggle", "house_list": "turnier@2"}),
                Some("boggle"),
                Some(3),
                "turnier@2",
            ),
            (
                json!({"grid": [], "ruleset": null, "lexicon_version": 4.0}),
                Some("boggle-5x5"),
                Some(4),
                "vereinsliste",
            ),
        ];
        for (mut body, ruleset, version, list) in cases {
            let shown = body.to_string();
            let envelope = GameEnvelope::take_from(&mut body).expect(&shown).or(&query);
            assert_eq!(envelope.ruleset.as_deref(), ruleset, "{shown}");
            assert_eq!(envelope.lexicon_version, version, "{shown}");
            assert_eq!(envelope.house_list.as_deref(), Some(list), "{shown}");
            assert_eq!(body, json!({"grid": []}), "{shown}");
        }
    }

    #[test]
    fn envelope_fields_of_the_wrong_type_are_named() {
        for (mut body, field) in [
            (json!({"ruleset": 5}), "/ruleset"),
            (json!({"house_list": ["liste"]}), "/house_list"),
            (json!({"lexicon_version": -1}), "/lexicon_version"),
            (
                json!({"lexicon_version": 4294967296u64}),
                "/lexicon_version",
            ),
            (json!(["ruleset"]), "/"),
        ] {
            let problem = GameEnvelope::take_from(&mut body).expect_err("refused");
            assert_eq!(
                (problem.status, problem.errors[0].field.as_str()),
                (422, field)
            );
        }
    }
}
