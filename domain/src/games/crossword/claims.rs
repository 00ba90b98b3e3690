//! Checking a player's claims, one line at a time.
//!
//! For each claimed word: is it a word of this game at all (normalisation,
//! a length the points table scores, the lexicon under the ruleset's
//! policy), and where does it lie in its line (start and direction)? Then
//! the line as a whole: its words must not overlap and at most
//! `max_words_per_line` count; a substitute may stand in for one invalid
//! claimed word.
//!
//! A word can lie in its line more than once (AR in `RA..RA`), so choosing
//! where each word lies is a small matching problem. It is solved exactly by
//! a DP over (position, set of words still to place) — `(n + 1) · 2^k`
//! states for `k ≤ 9` words (the claimed words that may count plus the
//! substitute), each word tried only at the positions where it lies. Among
//! all sets of words that fit together the referee keeps, in this order of
//! preference, the one with the most claimed points, then the one whose
//! substitute adds the most, then the one keeping the earlier-claimed words.
//! A substitute never pushes out a claimed word that could count.

use std::collections::HashSet;

use super::Rules;
use super::api::{CheckCode, CheckReason, Claim, LineTally, VerifiedWord, WordRole};
use super::candidates::WordFinder;
use super::grid::{Grid, Line, Placement, placements_of};
use crate::games::crossword::CrosswordMessage;
use crate::games::{InputError, Words};
use crate::messages::Message;

/// The outcome of one claimed line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LineCheck {
    pub line: Line,
    /// The claimed words in claim order, then the substitute if any.
    pub words: Vec<VerifiedWord>,
    pub tally: LineTally,
}

/// Checks every claim. Errors name the claim's field: an unknown or
/// repeated line, or `word_points` of the wrong length.
pub(crate) fn verify(
    grid: &Grid,
    rules: &Rules,
    words: Words<'_>,
    claims: &[Claim],
) -> Result<Vec<LineCheck>, InputError> {
    let finder = WordFinder::new(rules, words);
    let size = grid.size();
    let mut seen: Vec<Option<usize>> = vec![None; 2 * size + 2];
    let mut checks = Vec::with_capacity(claims.len());
    for (index, claim) in claims.iter().enumerate() {
        let line = Line::parse(&claim.line, size).ok_or_else(|| {
            InputError::new(
                format!("/claims/{index}/line"),
                Message::from(CrosswordMessage::NotALine {
                    name: truncated(&claim.line),
                    size,
                }),
            )
        })?;
        if let Some(first) = seen[line.ordinal(size)].replace(index) {
            return Err(InputError::new(
                format!("/claims/{index}/line"),
                Message::from(CrosswordMessage::LineClaimedTwice { line, first }),
            ));
        }
        if let Some(points) = &claim.word_points
            && points.len() != claim.words.len()
        {
            return Err(InputError::new(
                format!("/claims/{index}/word_points"),
                Message::from(CrosswordMessage::WordPointsCount {
                    entries: points.len(),
                    words: claim.words.len(),
                }),
            ));
        }
        checks.push(check_line(grid, rules, &finder, words, line, claim));
    }
    Ok(checks)
}

/// What is known about one word before the line's words are fitted together.
struct Assessed {
    word: String,
    input: String,
    placements: Vec<Placement>,
    /// Reasons that hold wherever the word would lie.
    reasons: Vec<CheckReason>,
    /// Table points of its length (0 when the length does not score).
    points: u32,
}

impl Assessed {
    fn may_count(&self) -> bool {
        self.reasons.is_empty()
    }
}

fn assess(
    input: &str,
    letters: &[u8],
    line: Line,
    finder: &WordFinder<'_>,
    words: Words<'_>,
) -> Assessed {
    let key = match words.policy.normalizer.normalize(input) {
        Ok(key) => key,
        Err(rejection) => {
            let reason = crate::policy::Reason::from(&rejection);
            return Assessed {
                word: input.trim().to_owned(),
                input: input.to_owned(),
                placements: Vec::new(),
                reasons: vec![CheckReason::from(reason)],
                points: 0,
            };
        }
    };
    let mut reasons: Vec<CheckReason> = Vec::new();
    let placements = placements_of(key.as_str().as_bytes(), letters);
    let letters_count = key.letter_count();
    if placements.is_empty() {
        reasons.push(CheckReason::new(
            CheckCode::NotOnBoard,
            Message::from(CrosswordMessage::NotOnLine {
                key: key.as_str().to_owned(),
                line,
            }),
        ));
    }
    reasons.extend(
        words
            .policy
            .reasons_for_key(words.snapshot, &key)
            .into_iter()
            .map(CheckReason::from),
    );
    let points = finder.points_for_length(letters_count);
    if points.is_none() && !reasons.iter().any(|r| r.code == CheckCode::TooShort) {
        let code = if letters_count < finder.shortest_scoring() {
            CheckCode::TooShort
        } else {
            CheckCode::TooLong
        };
        reasons.push(CheckReason::new(
            code,
            Message::from(CrosswordMessage::ScoresNothing {
                letters: letters_count,
            }),
        ));
    }
    Assessed {
        word: key.into_string(),
        input: input.to_owned(),
        placements,
        reasons,
        points: points.unwrap_or(0),
    }
}

fn check_line(
    grid: &Grid,
    rules: &Rules,
    finder: &WordFinder<'_>,
    words: Words<'_>,
    line: Line,
    claim: &Claim,
) -> LineCheck {
    let letters = grid.letters(line);
    let size = grid.size();
    let line_name = line.name();
    let claimed: Vec<Assessed> = claim
        .words
        .iter()
        .map(|w| assess(w, &letters, line, finder, words))
        .collect();
    // Validated rulesets keep the cap within the limit; clamping again keeps
    // the subset search bounded for hand-made `Rules` too.
    let considered = claimed
        .len()
        .min(rules.max_words_per_line)
        .min(super::MAX_WORDS_PER_LINE_LIMIT);
    let substitute = claim
        .substitute
        .as_deref()
        .map(|w| assess(w, &letters, line, finder, words));
    let substitutes_allowed = rules.max_substitutes_per_line > 0;

    // The words that may count, as DP items: claimed ones first, then the substitute.
    let claimed_items: Vec<usize> = (0..considered)
        .filter(|&i| claimed[i].may_count())
        .collect();
    let mut items: Vec<&Assessed> = claimed_items.iter().map(|&i| &claimed[i]).collect();
    let substitute_item = match &substitute {
        Some(s) if s.may_count() && substitutes_allowed => {
            items.push(s);
            Some(items.len() - 1)
        }
        _ => None,
    };
    let fitting = Fitting::new(&items, size);
    let chosen = choose(
        &fitting,
        &items,
        claimed_items.len(),
        substitute_item,
        considered,
    );
    let placed = fitting.placements(chosen);

    let position = |placement: Placement| -> ([usize; 2], super::grid::Direction) {
        let (row, col) = line.cell(size, placement.first());
        ([row, col], placement.direction)
    };
    let placed_of = |item: usize| placed.iter().find(|(i, _)| *i == item).map(|(_, p)| *p);
    let counted_words = |placement_set: &[Placement]| -> Vec<String> {
        placed
            .iter()
            .filter(|(_, p)| placement_set.iter().any(|q| q.overlaps(*p)))
            .map(|(i, _)| items[*i].word.clone())
            .collect()
    };

    let mut verified = Vec::with_capacity(claimed.len() + 1);
    let mut first_invalid: Option<String> = None;
    for (i, word) in claimed.iter().enumerate() {
        let mut reasons = word.reasons.clone();
        let item = claimed_items.iter().position(|&c| c == i);
        let placement = item.and_then(placed_of);
        if i >= considered {
            reasons.push(CheckReason::new(
                CheckCode::TooManyWords,
                Message::from(CrosswordMessage::LineWordCap {
                    line: line_name.clone(),
                    max: rules.max_words_per_line,
                    index: i,
                }),
            ));
        } else if item.is_some() && placement.is_none() {
            reasons.push(CheckReason::new(
                CheckCode::Overlapping,
                Message::from(CrosswordMessage::PlacementsOverlap {
                    word: word.word.clone(),
                    line: line_name.clone(),
                    others: distinct(counted_words(&word.placements)),
                }),
            ));
        }
        let valid = reasons.is_empty();
        if !valid && i < considered && first_invalid.is_none() {
            first_invalid = Some(word.word.clone());
        }
        let shown = placement.or_else(|| word.placements.first().copied());
        verified.push(VerifiedWord {
            word: word.word.clone(),
            input: word.input.clone(),
            line: line_name.clone(),
            role: WordRole::Claimed,
            valid,
            points: if valid { word.points } else { 0 },
            reasons,
            start: shown.map(|p| position(p).0),
            direction: shown.map(|p| position(p).1),
            claimed_points: claim
                .word_points
                .as_ref()
                .and_then(|points| points.get(i).copied().flatten()),
            replaces: None,
        });
    }
    if let Some(word) = &substitute {
        let mut reasons = word.reasons.clone();
        let placement = substitute_item.and_then(placed_of);
        if !substitutes_allowed {
            reasons.push(CheckReason::new(
                CheckCode::SubstitutesNotAllowed,
                Message::from(CrosswordMessage::SubstitutesNotAllowed),
            ));
        } else if first_invalid.is_none() {
            reasons.insert(
                0,
                CheckReason::new(
                    CheckCode::SubstituteNotNeeded,
                    Message::from(CrosswordMessage::SubstituteNotNeeded {
                        line: line_name.clone(),
                    }),
                ),
            );
        } else if substitute_item.is_some() && placement.is_none() {
            reasons.push(CheckReason::new(
                CheckCode::Overlapping,
                Message::from(CrosswordMessage::PlacementsOverlap {
                    word: word.word.clone(),
                    line: line_name.clone(),
                    others: distinct(counted_words(&word.placements)),
                }),
            ));
        }
        let valid = reasons.is_empty();
        let shown = placement.or_else(|| word.placements.first().copied());
        verified.push(VerifiedWord {
            word: word.word.clone(),
            input: word.input.clone(),
            line: line_name.clone(),
            role: WordRole::Substitute,
            valid,
            points: if valid { word.points } else { 0 },
            reasons,
            start: shown.map(|p| position(p).0),
            direction: shown.map(|p| position(p).1),
            claimed_points: claim.substitute_points,
            replaces: if valid { first_invalid } else { None },
        });
    }

    let points: u32 = verified.iter().map(|w| w.points).sum();
    let (claimed_points, claimed_points_stated) = match claim.points {
        Some(stated) => (stated, true),
        None => (
            claimed
                .iter()
                .enumerate()
                .map(|(i, w)| {
                    claim
                        .word_points
                        .as_ref()
                        .and_then(|p| p.get(i).copied().flatten())
                        .unwrap_or(i64::from(w.points))
                })
                // Stated numbers are the player's: never let them overflow.
                .fold(0i64, i64::saturating_add),
            false,
        ),
    };
    LineCheck {
        line,
        words: verified,
        tally: LineTally {
            line: line_name,
            claimed_points,
            claimed_points_stated,
            points,
        },
    }
}

/// Which sets of items fit into the line together, and where.
///
/// `fits[pos << k | rest]`: the items in `rest` can all be placed, without
/// overlapping, inside positions `pos..n`.
struct Fitting<'a> {
    items: &'a [&'a Assessed],
    n: usize,
    k: usize,
    fits: Vec<bool>,
}

impl<'a> Fitting<'a> {
    fn new(items: &'a [&'a Assessed], n: usize) -> Self {
        let k = items.len();
        let sets = 1usize << k;
        let mut fits = vec![false; (n + 1) * sets];
        fits[n * sets] = true;
        for pos in (0..n).rev() {
            for rest in 0..sets {
                let mut ok = fits[(pos + 1) * sets + rest];
                let mut j = 0;
                while !ok && j < k {
                    if rest & (1 << j) != 0 {
                        ok = items[j].placements.iter().any(|p| {
                            p.low == pos && fits[(pos + p.len) * sets + (rest & !(1 << j))]
                        });
                    }
                    j += 1;
                }
                fits[pos * sets + rest] = ok;
            }
        }
        Fitting { items, n, k, fits }
    }

    fn fits(&self, set: usize) -> bool {
        self.fits[set]
    }

    /// Where the items of a fitting `set` lie: leftmost first, earlier items
    /// and forward readings preferred.
    fn placements(&self, set: usize) -> Vec<(usize, Placement)> {
        let sets = 1usize << self.k;
        let mut placed = Vec::new();
        if !self.fits(set) {
            return placed;
        }
        let (mut pos, mut rest) = (0, set);
        while rest != 0 && pos < self.n {
            let step = (0..self.k).filter(|j| rest & (1 << j) != 0).find_map(|j| {
                self.items[j]
                    .placements
                    .iter()
                    .find(|p| p.low == pos && self.fits[(pos + p.len) * sets + (rest & !(1 << j))])
                    .map(|p| (j, *p))
            });
            match step {
                Some((j, p)) => {
                    placed.push((j, p));
                    rest &= !(1 << j);
                    pos += p.len;
                }
                None => pos += 1,
            }
        }
        placed
    }
}

/// The set of items that counts (see the module docs for the preference).
/// Items `0..claimed` are claimed words, `substitute` the substitute's item;
/// `considered` is how many claimed words the line's claim may have.
fn choose(
    fitting: &Fitting<'_>,
    items: &[&Assessed],
    claimed: usize,
    substitute: Option<usize>,
    considered: usize,
) -> usize {
    let claimed_bits = (1usize << claimed) - 1;
    let mut best: Option<((u32, u32, usize), usize)> = None;
    for set in 0..(1usize << items.len()) {
        if !fitting.fits(set) {
            continue;
        }
        let kept = set & claimed_bits;
        let claimed_points: u32 = (0..claimed)
            .filter(|j| kept & (1 << j) != 0)
            .map(|j| items[j].points)
            .sum();
        let substitute_points = match substitute {
            Some(s) if set & (1 << s) != 0 => {
                // It may only stand in for a claimed word that does not count.
                if kept.count_ones() as usize >= considered {
                    continue;
                }
                items[s].points
            }
            _ => 0,
        };
        // Earlier claimed words weigh more: bit j of the set becomes bit (claimed - 1 - j).
        let earlier_first = (0..claimed)
            .filter(|j| kept & (1 << j) != 0)
            .map(|j| 1usize << (claimed - 1 - j))
            .sum();
        let key = (claimed_points, substitute_points, earlier_first);
        if best.is_none_or(|(b, _)| key > b) {
            best = Some((key, set));
        }
    }
    best.map_or(0, |(_, set)| set)
}

/// The words once each, in their order.
fn distinct(words: Vec<String>) -> Vec<String> {
    let mut seen = HashSet::new();
    words
        .into_iter()
        .filter(|w| seen.insert(w.clone()))
        .collect()
}

/// At most 40 characters of user input, for error messages.
fn truncated(text: &str) -> String {
    let mut out: String = text.chars().take(40).collect();
    if text.chars().nth(40).is_some() {
        out.push('…');
    }
    out
}
