//! Itemising where the claims and the verification differ.
//!
//! Per claimed line, in request order: first each word whose *stated*
//! points differ from its verified points (`word_points`), then the line
//! itself when its claimed points — stated, or else the table points of the
//! claimed words — differ from its verified points (`line_points`). Then
//! the sheet's arithmetic (`claimed_sum`: the stated line points do not add
//! up to the claimed total; only when every line's points were stated) and
//! the total (`total`). With no claims at all, a claimed total above the
//! optimum is the only provable difference (`above_optimum`).

use super::api::{CheckCode, Discrepancy, DiscrepancyCode, VerifiedWord, WordRole};
use super::claims::LineCheck;
use crate::games::crossword::messages::{CrosswordMessage, LineNote};
use crate::messages::{Message, Said};

/// The discrepancies of verified claims.
pub(crate) fn of_claims(checks: &[LineCheck], claimed_total: Option<i64>) -> Vec<Discrepancy> {
    let mut found = Vec::new();
    for check in checks {
        for word in &check.words {
            if let Some(d) = word_points(word) {
                found.push(d);
            }
        }
        let tally = &check.tally;
        let verified = i64::from(tally.points);
        if tally.claimed_points != verified {
            found.push(Discrepancy {
                code: DiscrepancyCode::LinePoints,
                line: Some(tally.line.clone()),
                word: None,
                claimed: tally.claimed_points,
                verified,
                detail: Said::from(Message::from(CrosswordMessage::LinePointsDiffer {
                    line: tally.line.clone(),
                    claimed: tally.claimed_points,
                    stated: tally.claimed_points_stated,
                    verified,
                    notes: explain(&check.words),
                })),
                reasons: codes(&check.words),
            });
        }
    }
    let verified_total: i64 = checks.iter().map(|c| i64::from(c.tally.points)).sum();
    if let Some(claimed) = claimed_total {
        let all_stated = !checks.is_empty() && checks.iter().all(|c| c.tally.claimed_points_stated);
        let line_sum: i64 = checks
            .iter()
            .map(|c| c.tally.claimed_points)
            .fold(0, i64::saturating_add);
        if all_stated && line_sum != claimed {
            found.push(Discrepancy {
                code: DiscrepancyCode::ClaimedSum,
                line: None,
                word: None,
                claimed,
                verified: line_sum,
                detail: Said::from(Message::from(CrosswordMessage::ClaimedSumDiffers {
                    claimed,
                    sum: line_sum,
                })),
                reasons: Vec::new(),
            });
        }
        if claimed != verified_total {
            let differing: Vec<(String, i64, u32)> = checks
                .iter()
                .filter(|c| c.tally.claimed_points != i64::from(c.tally.points))
                .map(|c| (c.tally.line.clone(), c.tally.claimed_points, c.tally.points))
                .collect();
            let detail = Said::from(Message::from(CrosswordMessage::TotalDiffers {
                claimed,
                verified: verified_total,
                differing,
            }));
            found.push(Discrepancy {
                code: DiscrepancyCode::Total,
                line: None,
                word: None,
                claimed,
                verified: verified_total,
                detail,
                reasons: checks.iter().flat_map(|c| codes(&c.words)).fold(
                    Vec::new(),
                    |mut all, code| {
                        if !all.contains(&code) {
                            all.push(code);
                        }
                        all
                    },
                ),
            });
        }
    }
    found
}

/// The discrepancy of a claimed total without claimed words.
pub(crate) fn of_total_alone(claimed_total: Option<i64>, optimum: u32) -> Vec<Discrepancy> {
    match claimed_total {
        Some(claimed) if claimed > i64::from(optimum) => vec![Discrepancy {
            code: DiscrepancyCode::AboveOptimum,
            line: None,
            word: None,
            claimed,
            verified: i64::from(optimum),
            detail: Said::from(Message::from(CrosswordMessage::AboveOptimum {
                claimed,
                optimum,
            })),
            reasons: Vec::new(),
        }],
        _ => Vec::new(),
    }
}

fn word_points(word: &VerifiedWord) -> Option<Discrepancy> {
    let claimed = word.claimed_points?;
    // A substitute's points were claimed only in case it is needed.
    let unused_substitute = word.role == WordRole::Substitute && !word.valid;
    let verified = i64::from(word.points);
    if claimed == verified || unused_substitute {
        return None;
    }
    Some(Discrepancy {
        code: DiscrepancyCode::WordPoints,
        line: Some(word.line.clone()),
        word: Some(word.word.clone()),
        claimed,
        verified,
        detail: Said::from(Message::from(CrosswordMessage::WordPointsDiffer {
            word: word.word.clone(),
            line: word.line.clone(),
            claimed,
            verified,
            letters: word.valid.then(|| word.word.chars().count()),
            codes: if word.valid {
                String::new()
            } else {
                reason_list(word)
            },
        })),
        reasons: word.reasons.iter().map(|r| r.code).collect(),
    })
}

/// Which words of a line do not count and why, and which substitute stands in.
fn explain(words: &[VerifiedWord]) -> Vec<LineNote> {
    words
        .iter()
        .filter_map(|word| match (word.role, word.valid) {
            (WordRole::Claimed, false) => Some(LineNote::NotCounting {
                word: word.word.clone(),
                codes: reason_list(word),
            }),
            (WordRole::Substitute, true) => Some(LineNote::SubstituteCounts {
                word: word.word.clone(),
                points: word.points,
                replaces: word.replaces.as_deref().unwrap_or("?").to_owned(),
            }),
            (WordRole::Substitute, false) => Some(LineNote::SubstituteNotCounting {
                word: word.word.clone(),
                codes: reason_list(word),
            }),
            (WordRole::Claimed, true) => None,
        })
        .collect()
}

fn reason_list(word: &VerifiedWord) -> String {
    word.reasons
        .iter()
        .map(|r| r.code.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn codes(words: &[VerifiedWord]) -> Vec<CheckCode> {
    let mut all: Vec<CheckCode> = Vec::new();
    for word in words {
        let counts_against = word.role == WordRole::Claimed && !word.valid;
        if counts_against {
            for reason in &word.reasons {
                if !all.contains(&reason.code) {
                    all.push(reason.code);
                }
            }
        }
    }
    all
}
