//! Judging words that hold jollies. A jolly's letter is not written down
//! (`TEX*S`), so a word with jollies is valid when some letters in their
//! place make it a word: a red jolly stands only for a red letter, a black
//! one only for a black letter, and the set has `rules.jollies` of each.
//!
//! Cost: one lexicon lookup per candidate, at most 26^k for k jollies
//! (676 for the two jollies of the standard set), stopping at the first hit.

use super::Rules;
use crate::games::Words;
use crate::games::typdom::TypdomMessage;
use crate::messages::{Message, Said};
use crate::policy::{Reason, ReasonCode};

/// Every way to give `count` jollies letters, in alphabetical order, such
/// that together with jollies already showing `fixed_red` red and
/// `fixed_black` black letters no colour is used more often than the set has.
/// When the fixed jollies already exceed a colour, or no way fits the
/// colours, the colours are not checked (the caller reports such tables).
pub(crate) fn assignments(
    count: usize,
    rules: &Rules,
    fixed_red: u32,
    fixed_black: u32,
) -> Vec<Vec<char>> {
    let over = fixed_red > rules.jollies.red || fixed_black > rules.jollies.black;
    let red_left = rules.jollies.red.saturating_sub(fixed_red) as usize;
    let black_left = rules.jollies.black.saturating_sub(fixed_black) as usize;
    let mut all: Vec<Vec<char>> = vec![Vec::new()];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|prefix| {
                ('A'..='Z').map(move |c| {
                    let mut next = prefix.clone();
                    next.push(c);
                    next
                })
            })
            .collect();
    }
    if over {
        return all;
    }
    let fitting: Vec<Vec<char>> = all
        .iter()
        .filter(|letters| {
            let red = letters.iter().filter(|c| rules.is_red(**c)).count();
            red <= red_left && letters.len() - red <= black_left
        })
        .cloned()
        .collect();
    if fitting.is_empty() { all } else { fitting }
}

/// The verdict on a word with jollies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct JollyVerdict {
    pub valid: bool,
    pub reasons: Vec<Reason>,
    /// The letters the jollies stand for in the first valid reading.
    pub letters: Option<String>,
}

/// Judges `pattern` (upper-case letters, `None` for a jolly) under the
/// policy. Without jollies this is the policy's own verdict. With jollies,
/// the first valid reading (alphabetical) wins; when there is none, the
/// reasons are those of the first reading the lexicon knows at all, or
/// `not_in_lexicon` naming the pattern.
pub(crate) fn judge(pattern: &[Option<char>], rules: &Rules, words: Words<'_>) -> JollyVerdict {
    let holes: Vec<usize> = (0..pattern.len())
        .filter(|i| pattern[*i].is_none())
        .collect();
    let fill = |letters: &[char]| -> String {
        let mut given = letters.iter();
        pattern
            .iter()
            .map(|c| c.or_else(|| given.next().copied()).unwrap_or('*'))
            .collect()
    };
    if holes.is_empty() {
        let verdict = words.policy.judge(words.snapshot, &fill(&[]));
        return JollyVerdict {
            valid: verdict.valid,
            reasons: verdict.reasons,
            letters: None,
        };
    }
    let written = fill(&[]);
    if pattern.len() < words.policy.min_length {
        let verdict = words.policy.judge(words.snapshot, &written);
        return JollyVerdict {
            valid: false,
            reasons: verdict.reasons,
            letters: None,
        };
    }
    let umlauts = words.policy.umlauts();
    let mut closest: Option<String> = None;
    for letters in assignments(holes.len(), rules, 0, 0) {
        let candidate = fill(&letters);
        if words
            .policy
            .accepts_key(words.snapshot, &candidate, pattern.len())
        {
            return JollyVerdict {
                valid: true,
                reasons: Vec::new(),
                letters: Some(letters.into_iter().collect()),
            };
        }
        if closest.is_none() && words.snapshot.contains_key(umlauts, &candidate) {
            closest = Some(candidate);
        }
    }
    let reasons = match closest
        .as_deref()
        .map(|candidate| (candidate, words.policy.judge(words.snapshot, candidate)))
    {
        Some((candidate, verdict)) if !verdict.reasons.is_empty() => verdict
            .reasons
            .into_iter()
            .map(|r| {
                Reason::said(
                    r.code,
                    Message::from(TypdomMessage::ReadAs {
                        candidate: candidate.to_owned(),
                        reason: Box::new(Said::from(&r)),
                    }),
                )
            })
            .collect(),
        _ => vec![Reason::said(
            ReasonCode::NotInLexicon,
            Message::from(TypdomMessage::NoJollyLetter {
                written: written.to_string(),
            }),
        )],
    };
    JollyVerdict {
        valid: false,
        reasons,
        letters: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> Rules {
        let text = crate::ruleset::shipped_text("typdom");
        match crate::ruleset::Ruleset::from_toml("typdom.toml", text)
            .map(|r| r.rules)
            .ok()
        {
            Some(crate::ruleset::GameRules::Typdom(rules)) => rules,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn two_jollies_are_one_red_and_one_black() {
        let rules = rules();
        let one = assignments(1, &rules, 0, 0);
        assert_eq!(one.len(), 26);
        let two = assignments(2, &rules, 0, 0);
        // 6 red letters (AEIOUY) × 20 black letters, in either order.
        assert_eq!(two.len(), 2 * 6 * 20);
        assert_eq!(two[0], vec!['A', 'B']);
        // A jolly already showing a red letter leaves the black one.
        let rest = assignments(1, &rules, 1, 0);
        assert_eq!(rest.len(), 20);
        assert!(rest.iter().all(|l| !rules.is_red(l[0])));
    }
}
