//! The 6×6 play-by-mail Crossword (after Ravensburger's *Lettera*).
//!
//! Each player fills a 6×6 grid; words are read in the 14 lines (6 rows,
//! 6 columns, the 2 long diagonals), forwards or backwards, 2–6 letters,
//! never across an empty cell. A line holds at most three words, which must
//! not overlap; words of different lines may share cells. Points by length:
//! 2 → 1, 3 → 3, 4 → 5, 5 → 7, 6 → 10 (all ruleset data, see [`Rules`]).
//!
//! What the referee offers ([`score`]):
//! 1. **verify** a player's claims word by word — where each word lies
//!    (start cell and direction; a word found more than once in its line is
//!    placed so that the line's words do not overlap, by a small exact
//!    matching), whether the lexicon accepts it under the ruleset, whether
//!    the line holds too many — with a substitute per line that counts
//!    only in place of an invalid word, and itemise every discrepancy
//!    between claimed and verified points ([`Discrepancy`]);
//! 2. compute the **optimum**, the exact highest score of the grid, with
//!    the words reaching it ([`optimum`]);
//! 3. read the **mailed text** format of the rule booklet ([`parse_mailed`]).
//!
//! Codes a claimed word may get besides the word answer codes of the API
//! (`not_in_lexicon`, `not_on_board`, `too_short` …) are listed at
//! [`CheckCode`]: `overlapping`, `too_many_words`, `substitute_not_needed`,
//! `substitutes_not_allowed`.
//!
//! ```
//! use wortwert_domain::games::Words;
//! use wortwert_domain::games::crossword::{self, ScoreRequest};
//! use wortwert_domain::lexicon::{EntryData, SnapshotBuilder, SnapshotMeta};
//! use wortwert_domain::model::{Category, CategorySet, FormKind, PartOfSpeech};
//! use wortwert_domain::ruleset::{GameRules, Ruleset};
//!
//! let mut builder = SnapshotBuilder::new(SnapshotMeta { lexicon_id: "demo".into(), version: 1, note: String::new() });
//! for word in ["tanzen", "Ar", "Au", "Ur"] {
//!     let entry = builder.add_entry(&EntryData {
//!         lemma: word.into(),
//!         pos: PartOfSpeech::Noun,
//!         categories: CategorySet::EMPTY.with(Category::Common),
//!     });
//!     builder.add_form(entry, word, FormKind::Base);
//! }
//! let snapshot = builder.build();
//! let ruleset = Ruleset::from_toml("crossword.toml", wortwert_domain::ruleset::shipped_text("crossword")).unwrap();
//! let GameRules::Crossword(rules) = &ruleset.rules else { unreachable!() };
//! let words = Words { snapshot: &snapshot, policy: &ruleset.policy };
//!
//! let request = crossword::parse_mailed("Crossword Eriwan\nNeu: D\nbrecHt  ...\nra..Ua  Ar+au 2\nuR...n\n.....Z\n.....e\nR..B.n\n").unwrap();
//! let answer = crossword::score(&request, rules, words).unwrap();
//! assert_eq!(answer.verified.as_ref().unwrap().total, 2);
//! // TANZEN in col6, AR + AU in row2, UR in row3, UR in col1, AR in col2
//! assert_eq!(answer.optimum.total, 10 + 2 + 1 + 1 + 1);
//! ```

mod api;
mod candidates;
mod claims;
mod discrepancies;
mod grid;
mod mailed;
pub mod messages;
mod optimum;

use serde::{Deserialize, Serialize};

pub use api::{
    CheckCode, CheckReason, Claim, Discrepancy, DiscrepancyCode, LineTally, Optimum, PlacedWord,
    ScoreAnswer, ScoreRequest, Verified, VerifiedWord, WordRole,
};
pub use grid::{Direction, Line};
pub use mailed::parse_mailed;
pub use messages::CrosswordMessage;

use crate::games::{InputError, Words};
use crate::tables::LengthTable;
use candidates::WordFinder;
use grid::Grid;

/// Most words a line may be configured to hold: the claim check tries every
/// subset of a line's claimed words, `2^(k + 1)` of them.
pub const MAX_WORDS_PER_LINE_LIMIT: usize = 8;

/// The ruleset parameters of the Crossword.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Side of the square grid.
    pub size: usize,
    /// Points by word length; lengths outside the table are not words of this game.
    pub points: LengthTable,
    /// Words per line at most.
    pub max_words_per_line: usize,
    /// Substitute words per line at most (a claim carries at most one).
    pub max_substitutes_per_line: usize,
}

/// The smallest grid side a ruleset may set.
pub const MIN_SIZE: usize = 2;

/// The largest grid side a ruleset may set.
pub const MAX_SIZE: usize = 16;

/// A `[crossword]` section the game cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("must be between {MIN_SIZE} and {MAX_SIZE}")]
    Size,
    #[error("must be between 1 and {MAX_WORDS_PER_LINE_LIMIT}")]
    MaxWordsPerLine,
}

impl crate::ruleset::section::GameSection for Rules {
    type Rules = Rules;
    type Error = RuleError;

    fn rules(
        &self,
        _alphabet: &crate::normalize::Alphabet,
    ) -> Result<Rules, crate::ruleset::section::SectionError<RuleError>> {
        self.validate()?;
        Ok(self.clone())
    }
}

impl RuleError {
    /// The field at fault within the section.
    pub fn field(&self) -> &'static str {
        match self {
            RuleError::Size => "size",
            RuleError::MaxWordsPerLine => "max_words_per_line",
        }
    }
}

impl Rules {
    pub fn validate(&self) -> Result<(), RuleError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return Err(RuleError::Size);
        }
        if !(1..=MAX_WORDS_PER_LINE_LIMIT).contains(&self.max_words_per_line) {
            return Err(RuleError::MaxWordsPerLine);
        }
        Ok(())
    }
}

/// Scores a grid: the optimum always, the claims when given.
///
/// Errors (→ 422) name the field: `/grid` (row count), `/grid/ROW` (a row's
/// length or a cell, column in the message), `/claims/I/line` (unknown or
/// repeated line), `/claims/I/word_points` (length differs from `words`).
///
/// Cost: the optimum walks the lexicon's fst from each cell of each line in
/// both directions (≤ 168 short walks for 6×6); the claims cost a small DP
/// per claimed line.
pub fn score(
    request: &ScoreRequest,
    rules: &Rules,
    words: Words<'_>,
) -> Result<ScoreAnswer, InputError> {
    let grid = Grid::parse(&request.grid, rules.size)?;
    let optimum = optimum_of(&grid, rules, words);
    let (verified, discrepancies) = match &request.claims {
        Some(claims) => {
            let checks = claims::verify(&grid, rules, words, claims)?;
            let discrepancies = discrepancies::of_claims(&checks, request.claimed_total);
            let verified = Verified {
                total: checks.iter().map(|c| c.tally.points).sum(),
                lines: checks.iter().map(|c| c.tally.clone()).collect(),
                words: checks.into_iter().flat_map(|c| c.words).collect(),
            };
            (Some(verified), discrepancies)
        }
        None => (
            None,
            discrepancies::of_total_alone(request.claimed_total, optimum.total),
        ),
    };
    let total = verified.as_ref().map_or(optimum.total, |v| v.total);
    Ok(ScoreAnswer {
        game: request.game.clone(),
        points_left: verified
            .as_ref()
            .map(|v| optimum.total.saturating_sub(v.total)),
        verified,
        claimed_total: request.claimed_total,
        discrepancies,
        optimum,
        total,
        sheet: None,
    })
}

/// The exact highest score of a grid, with one set of words reaching it.
///
/// Errors as for [`score`]'s grid.
pub fn optimum(grid: &[String], rules: &Rules, words: Words<'_>) -> Result<Optimum, InputError> {
    Ok(optimum_of(&Grid::parse(grid, rules.size)?, rules, words))
}

fn optimum_of(grid: &Grid, rules: &Rules, words: Words<'_>) -> Optimum {
    let finder = WordFinder::new(rules, words);
    let size = grid.size();
    let mut total = 0;
    let mut placed = Vec::new();
    let mut candidates = Vec::new();
    for line in Line::all(size) {
        let letters = grid.letters(line);
        candidates.clear();
        finder.candidates(&letters, &mut candidates);
        let (points, best) = optimum::best_set(&candidates, size, rules.max_words_per_line);
        total += points;
        for candidate in best {
            let p = candidate.placement;
            let (first, last) = (line.cell(size, p.first()), line.cell(size, p.last()));
            let word: String = (0..p.len)
                .map(|i| {
                    let position = match p.direction {
                        Direction::Forward => p.low + i,
                        Direction::Backward => p.low + p.len - 1 - i,
                    };
                    char::from(letters[position])
                })
                .collect();
            placed.push(PlacedWord {
                word,
                line: line.name(),
                start: [first.0, first.1],
                end: [last.0, last.1],
                direction: p.direction,
                points: candidate.points,
            });
        }
    }
    Optimum {
        total,
        words: placed,
    }
}
