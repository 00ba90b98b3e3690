//! The best-move generator: every legal move of a rack on a TYP-DOM layout,
//! scored by the variant's points and ranked, best first.
//!
//! # What a move is
//!
//! The booklet („1. Kreuzwort-Spiel“): each player lays one word „so daß
//! dieses, in der Art eines Kreuzworträtsels, mit den bereits bestehenden
//! Worten mindestens einen Buchstaben gemeinsam hat“, and „überall wo die
//! Steine einander berühren“ a word must read; a word may also be extended
//! („EIS in REISE“, „WORTE“). So a move is:
//! - one or more rack tiles laid in one row or one column, which together
//!   with the tiles already between and beside them form one unbroken run,
//!   the move's *main word*;
//! - the main word holds at least one tile already on the table (it
//!   crosses or extends the layout; a word laid parallel that only touches
//!   by its cross-words shares no letter and is not generated);
//! - the main word and every run the new tiles form across it are words,
//!   and the layout check [`check_layout`] accepts the table after the move
//!   (every run a word, one connected crossword, jollies within the set,
//!   the grid within `max_grid_size`).
//!
//! On an empty table the move is the opening word („legt ein Wort … in der
//! Mitte des Tisches auf“): any word of the rack, written as a one-row grid.
//!
//! Jollies: a rack jolly (`*`) may stand for any letter, as long as the
//! jollies on the table and the new ones need no more red (vowel) or black
//! jollies than the set has (the check's `jolly_colour` rule). A jolly on
//! the table keeps the letter it shows; an open one (`*` in the grid) is
//! read as the letter the layout check chooses for it and written back as
//! that lower-case letter (robbing or re-reading a placed jolly is play at
//! the table, not a move).
//!
//! # The second word
//!
//! „Wenn … Buchstaben von 2 oder mehreren bestehenden Worten miteinander
//! verbunden werden, darf der betreffende Spieler noch ein 2. Wort
//! ansetzen“ (Kreuzwort-Spiel; Point-Typ-Dom the same: „Wer zwei oder
//! mehrere Buchstaben von verschiedenen bereits bestehenden Worten
//! verbindet, darf noch ein Wort ansetzen“). A move earns it
//! ([`Move::second_word`]) when the table's tiles in the words it forms
//! (its main word and its cross-words) do not all lie in one run of the
//! table before the move: extending EIS to REISE connects nothing; a word
//! crossing two words, or bridging two, does. In the Kreuzwort-Spiel and
//! Point-Typ-Dom (where the booklet allows it) and with
//! [`MoveOptions::second_word`] (default on), the generator searches it:
//! the best move on [`Move::layout`] with [`Move::rest`] is attached as
//! [`Move::second`] (its own second word earns nothing more: „noch ein 2.
//! Wort“), and the moves are ranked by [`Move::total`], both words'
//! points. The searches are best first (module `second`) and share
//! `max_steps`; when it runs out, `complete` is false and moves whose second
//! word was not searched rank by their first word.
//!
//! # Pruning and jollies
//!
//! When only the best `limit` moves are wanted, a branch is dropped when an
//! upper bound of its points (table letters so far and within reach, each
//! cell's best value as a rack letter or a jolly, the best of the tiles
//! left, the finishing bonus; plus the most a second word can add when those are
//! searched, for a move that connects words or may still do so within its
//! reach) is below the worst of the best `limit` found so far; a word
//! whose bound is below it is not looked up. With the finder's index as
//! candidates, the reach is how many more letters a candidate word can
//! still take after the letters read ([`crate::finder::Heights`], one byte
//! per node of the automaton, made once per index): a word that can take
//! only `h` more letters lays at most `h` of the tiles left (the best `h`
//! count), reads no table letter beyond them, and earns the finishing
//! bonus only if `h` covers the whole rest of the rack. Then [`MoveList::found`]
//! counts the moves seen, not all. A jolly scores at most a jolly's value:
//! the search lays one only for a letter the rack has run out of (see
//! [`Scorer::upper_bounds`]). A letter the rack
//! holds is laid from the rack; the choices of laying it as a jolly instead
//! (a different move: in Point a jolly scores 0, in the Kreuzwort-Spiel it
//! takes 10 off the leftover) are enumerated when the word is recorded, so
//! every move is still found once. The left parts are one walk from the
//! root shared by all anchors of all lines.
//!
//! # Points (by [`Variant`])
//!
//! - `point`: the letter values of the whole main word, including the
//!   tiles already on the table, a jolly at `jolly_value` (the booklet:
//!   „alle Buchstaben des neu angesetzten Wortes“; the cross-words a move
//!   forms are reported but, as the booklet counts one word per word laid,
//!   not scored). A move that uses the whole rack adds `finish_bonus`
//!   (RUF 6 + 10). Values as `point::settle` reads them: the ruleset's
//!   table with the request's `letter_values` over it. A single tile that
//!   forms a word each way is one move; its main word is the one worth
//!   more (across on a tie).
//! - `kreuzwort`, `wer-behaelt-recht`: the tile values of the tiles laid
//!   (black 1, red 3, jolly 10): what the move takes off the leftover the
//!   player would pay (laying the whole rack wins the round).
//! - `presto`: the number of tiles laid (a race to lay them all).
//!
//! Wer behält recht? is played one tile at a time on an unfinished word;
//! the generator's moves there are the words that can be completed or
//! crossed, settled as in the Kreuzwort-Spiel.
//!
//! # Algorithm
//!
//! Appel–Jacobson's, reduced to what a move here is. The table is padded
//! by the rack's length on every side (a word may grow beyond the grid)
//! and searched twice, across and then down (the down search runs the
//! same code on the transposed table). For a line:
//! 1. *Cross-checks*: for every empty cell with a tile above or below it,
//!    the letters that make the perpendicular run a word: one `is_word`
//!    call per letter, made the first time the walk tries that letter
//!    there (most letters of most cells are never tried; with a jolly all
//!    26 could be). A request keeps the answers by the perpendicular run,
//!    so its second words' searches, on tables that differ by one move,
//!    look up only the runs that move changed.
//! 2. *Anchors*: every table tile that starts a segment of tiles in the
//!    line. A move is found from the first table tile of its main word, so
//!    once.
//! 3. *Left part*: the tiles laid before the anchor, at most as many as the
//!    rack has and not touching the previous segment. They are one walk
//!    from the root of the candidates' prefix structure ([`Candidates`]),
//!    shared by every length (a left part of `k` tiles starts `k` cells
//!    before the anchor; its letters are checked against those cells'
//!    cross-checks when it is extended).
//! 4. *Extension*: from each left part, walk right across the anchor: a
//!    table tile is read, an empty cell takes each rack letter (or jolly)
//!    its cross-check allows and the prefix structure continues with.
//!    Wherever the next cell is empty, a tile has been laid and a
//!    candidate ends, the main word is confirmed with `is_word` (unless
//!    the candidates are exactly the words it accepts:
//!    [`Dictionary::exact`]) and the move recorded.
//!
//! With [`MoveOptions::threads`] above one, the left parts' walk is dealt
//! out to threads in shares by its first two letters (module `split`); each
//! move is still found once, by one of them.
//!
//! Only the best `limit` moves are built out (words, grid); a move that
//! may still be among them is kept as a line, a start and the tiles laid,
//! and one below the `limit`-th best points found so far is only counted
//! (also with [`MoveOptions::every`]).
//!
//! **Completeness**: every move as defined above whose main word is among
//! the candidates is found, once. With [`WordList::from_lexicon`] or the
//! ruleset's `FinderIndex` the candidates are every word the layout check
//! accepts, so the search is complete. The tests compare it with a
//! brute-force search over every placement of every ordered choice of rack
//! tiles, judged by `check_layout` and scored by `point::settle` /
//! `leftover::settle`.
//!
//! **Cost**: the cross-checks are at most 26 word lookups per empty cell
//! next to the layout, once per request; the walks visit one prefix-structure node per
//! (anchor, prefix of a candidate formable there), each a transition of the
//! finder's automaton or two binary searches in a [`WordList`]. Each visit
//! is a *step*; a search stops after `max_steps` of them and reports
//! `complete: false` (with the moves found so far), so no layout or rack
//! makes unbounded work. [`MoveOptions::deadline`] stops it the same way
//! when the request's time is up. Memory: the padded table and the moves found.

mod jolly_choices;
mod prefixes;
mod second;
mod split;
#[cfg(test)]
mod tests;

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::ops::{ControlFlow, Range};
use std::time::Instant;

use serde::{Deserialize, Serialize};

use super::Rules;
use super::layout::{LayoutRequest, LayoutViolation, LayoutViolationCode, check_layout};
use super::tiles::{Tile, is_jolly, parse_tiles};
use crate::games::value_table::{ValueTable, missing_values};
use crate::games::{InputError, Words};
use crate::geometry::Direction;
use crate::tables::LetterValues;

use prefixes::Prefixes;
pub use prefixes::{Candidates, WordList};
use split::{Share, Shared, Split};

/// Most tiles a rack may hold (the booklet's largest hands have 20).
pub const MAX_RACK: usize = 32;

/// Steps a search may take unless told otherwise. Measured (bench
/// `typdom_moves`, default lexicon, 30-word layout): a 13-tile rack takes
/// 0.33 M steps, one with a jolly 2.2 M.
pub const DEFAULT_MAX_STEPS: u64 = 5_000_000;

/// Steps between two looks at [`MoveOptions::deadline`] (a step costs well
/// under a microsecond, so the deadline is overshot by less than one).
pub const DEADLINE_EVERY: u64 = 1024;

/// Moves returned unless told otherwise.
pub const DEFAULT_LIMIT: usize = 50;

/// Which game the moves are ranked for (the booklet's four variants).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    Kreuzwort,
    Presto,
    Point,
    WerBehaeltRecht,
}

/// How to search and rank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveOptions<'a> {
    pub variant: Variant,
    /// Point-Typ-Dom: letter values laid over the ruleset's table.
    pub letter_values: Option<&'a LetterValues>,
    /// At most this many moves are returned (the best).
    pub limit: usize,
    /// Find every legal move, not only those that can reach the best
    /// `limit` (no branch is pruned), so [`MoveList::found`] counts them
    /// all; still only the best `limit` are built and returned (the others
    /// are counted, not kept). Off by default.
    pub every: bool,
    /// The search stops after this many steps (see the module doc); the
    /// second words' searches count against the same budget.
    pub max_steps: u64,
    /// Kreuzwort-Spiel and Point-Typ-Dom: search the second word a move
    /// earns ([`Move::second`]) and rank by both words' points
    /// ([`Move::total`]). Default on.
    pub second_word: bool,
    /// Wall-clock time to stop at, as `max_steps` stops (checked every
    /// [`DEADLINE_EVERY`] steps): a service bounds a request's time with
    /// it; tests and benches leave it out, so a run is reproducible.
    pub deadline: Option<Instant>,
    /// Threads a search may use (at least 1; default 1). With more, the
    /// left parts are dealt out by their first two letters to threads that
    /// each walk their own share of them (module `split`): the same moves are found
    /// (with [`MoveOptions::every`] the same [`MoveList::found`] and the same
    /// best `limit`; when branches are pruned the best `limit` too, while
    /// `found`, the moves seen, depends on the threads' timing). The second
    /// words' searches (small, one after another) use one thread.
    pub threads: usize,
}

impl MoveOptions<'_> {
    /// The defaults for `variant`.
    pub fn new(variant: Variant) -> Self {
        MoveOptions {
            variant,
            letter_values: None,
            limit: DEFAULT_LIMIT,
            every: false,
            max_steps: DEFAULT_MAX_STEPS,
            second_word: true,
            deadline: None,
            threads: 1,
        }
    }

    /// Whether the moves are ranked with their second words (the option is
    /// on and the variant has them): then most of a search's time is the
    /// second words' searches, which use one thread.
    pub fn searches_second_words(&self) -> bool {
        self.second_word && allows_second_word(self.variant)
    }
}

/// What is a word, and where main words come from.
#[derive(Clone, Copy)]
pub struct Dictionary<'a> {
    /// Whether a key (upper-case A–Z) is a word. It must judge as the
    /// layout check does ([`lexicon_judge`]) for the moves to pass it.
    pub is_word: &'a (dyn Fn(&str) -> bool + Sync),
    /// The words a main word may be; `is_word` confirms each unless
    /// `exact`.
    pub candidates: Candidates<'a>,
    /// Every candidate is a word `is_word` accepts (the ruleset's own
    /// index, with no house list refusing any of its words): a main word is
    /// not looked up again. With one jolly a rack has hundreds of thousands
    /// of main words on a full table, and the look-up was a sixth of the
    /// time it takes to find them.
    pub exact: bool,
}

/// `is_word` as [`check_layout`] judges a run of letters A–Z: the policy's
/// verdict (length, lexicon, categories, form kinds), without building
/// reasons.
pub fn lexicon_judge(words: Words<'_>) -> impl Fn(&str) -> bool + '_ {
    let max = words.policy.normalizer.max_length();
    move |key: &str| key.len() <= max && words.policy.accepts_key(words.snapshot, key, key.len())
}

/// The moves found, best first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MoveList {
    /// At most `limit`, best first.
    pub moves: Vec<Move>,
    /// How many legal moves were found in all.
    pub found: usize,
    /// The search ran to its end; when false it stopped at `max_steps` and
    /// better moves may exist.
    pub complete: bool,
    /// Steps taken.
    pub steps: u64,
}

/// One legal move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Move {
    /// The main word, upper case (jollies show their letter).
    pub word: String,
    pub direction: Direction,
    /// The main word's first cell in the request's grid (may be negative:
    /// above or left of it).
    pub row: isize,
    pub col: isize,
    /// The tiles laid, in the main word's order.
    pub placed: Vec<PlacedTile>,
    /// Every word the move forms: the main word first, then the
    /// cross-words in the order of the tiles laid.
    pub words: Vec<FormedWord>,
    /// The rack tiles used, in the order laid: letters, `*` for a jolly.
    pub tiles: String,
    /// The rack after the move.
    pub rest: String,
    /// The variant's points (see the module doc).
    pub points: i64,
    /// The move lays the whole rack.
    pub finishes: bool,
    /// The move connects tiles of two or more words: the player may lay a
    /// second word.
    pub second_word: bool,
    /// The best second word (with [`MoveOptions::second_word`], where the
    /// variant has one): a move on `layout` with `rest`, in the coordinates
    /// of `layout`'s grid; its own `layout` is the table after both words.
    pub second: Option<Box<Move>>,
    /// `points` plus the second word's points: what the moves are ranked by.
    pub total: i64,
    /// The table after the move. Rows and columns are added where the move
    /// grows beyond the request's grid; an open jolly is written as the
    /// letter it was read as.
    pub layout: LayoutRequest,
    /// Rows added above and columns added left of the request's grid in
    /// `layout` (cell (r, c) of the request is (r + rows_added, c + cols_added)).
    pub rows_added: usize,
    pub cols_added: usize,
}

/// A tile laid by a move, in the request grid's coordinates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlacedTile {
    pub row: isize,
    pub col: isize,
    /// Upper case; for a jolly the letter it stands for.
    pub letter: char,
    pub jolly: bool,
}

/// A word a move forms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FormedWord {
    /// Upper case; jollies show their letter.
    pub word: String,
    pub direction: Direction,
    /// First cell, in the request grid's coordinates.
    pub row: isize,
    pub col: isize,
    /// Offsets of jolly tiles (new or on the table) within the word.
    pub jollies: Vec<usize>,
}

impl FormedWord {
    /// The word as `point::settle` takes it: `*` for a jolly.
    pub fn played(&self) -> String {
        self.word
            .chars()
            .enumerate()
            .map(|(i, c)| if self.jollies.contains(&i) { '*' } else { c })
            .collect()
    }
}

/// Why no moves could be searched.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The grid or the rack cannot be read (field `/grid…` or `/rack`), or
    /// a letter has no Point value (`/letter_values…`).
    #[error(transparent)]
    Input(#[from] InputError),
    /// The layout itself breaks the rules: no move can mend it.
    #[error("the layout breaks the rules ({} violations)", .0.len())]
    InvalidLayout(Vec<LayoutViolation>),
    #[error("a rack of {tiles} tiles; at most {MAX_RACK}")]
    RackTooLarge { tiles: usize },
}

/// Every legal move of `rack` (letters and `*` jollies) on `layout`, ranked
/// by the variant's points (ties: fewer jollies, then the main word and
/// place, for a stable order). See the module doc for what is generated
/// and how.
pub fn generate(
    layout: &LayoutRequest,
    rack: &str,
    rules: &Rules,
    words: Words<'_>,
    dictionary: &Dictionary<'_>,
    options: &MoveOptions<'_>,
) -> Result<MoveList, MoveError> {
    let answer = check_layout(layout, rules, words)?;
    let empty_table = answer
        .violations
        .iter()
        .any(|v| v.code == LayoutViolationCode::EmptyTable);
    if !empty_table && !answer.violations.is_empty() {
        return Err(MoveError::InvalidLayout(answer.violations));
    }
    let tiles = parse_tiles(rack, "/rack")?;
    if tiles.len() > MAX_RACK {
        return Err(MoveError::RackTooLarge { tiles: tiles.len() });
    }
    let table = Table::read(layout, &answer.jollies);
    let values = match options.variant {
        Variant::Point => {
            let values = ValueTable::resolve(&rules.point.letter_values, options.letter_values)?;
            let missing: std::collections::BTreeSet<char> = table
                .letters
                .iter()
                .filter(|l| **l != EMPTY)
                .map(|l| char::from(*l))
                .chain(tiles.iter().filter_map(|t| match t {
                    Tile::Letter(c) => Some(*c),
                    Tile::Jolly => None,
                }))
                .filter(|c| values.get_char(*c).is_none())
                .collect();
            if !missing.is_empty() {
                return Err(missing_values(&missing).into());
            }
            Some(values)
        }
        _ => None,
    };
    let scorer = Scorer {
        variant: options.variant,
        rules,
        values: values.as_ref(),
    };
    let context = Context {
        rules,
        scorer: &scorer,
        dictionary,
        deadline: options.deadline,
        cache: Default::default(),
    };
    Ok(if options.searches_second_words() {
        second::rank_with_second_words(&context, &table, &tiles, options)
    } else {
        let bounds = Bounds {
            prune: !options.every,
            ..Bounds::NONE
        };
        let outcome = context.search(
            &table,
            &tiles,
            options.limit,
            bounds,
            options.max_steps,
            options.threads,
        );
        let moves = outcome
            .found
            .iter()
            .take(options.limit)
            .map(|f| outcome.build(f, &table, &tiles))
            .collect();
        MoveList {
            moves,
            found: outcome.count,
            complete: outcome.complete,
            steps: outcome.steps,
        }
    })
}

/// Whether the variant has the booklet's second word: the Kreuzwort-Spiel
/// and Point-Typ-Dom (Presto is a race on one's own layout; Wer behält
/// recht? has its own extra tiles, for a square or a vowel crossing).
fn allows_second_word(variant: Variant) -> bool {
    matches!(variant, Variant::Kreuzwort | Variant::Point)
}

/// What every search of one request shares.
struct Context<'a> {
    rules: &'a Rules,
    scorer: &'a Scorer<'a>,
    dictionary: &'a Dictionary<'a>,
    deadline: Option<Instant>,
    /// The cross-checks looked up so far, for the request's later searches.
    cache: std::cell::RefCell<CrossCache>,
}

impl Context<'_> {
    /// The request's time is up.
    fn past_deadline(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// What a search may skip: branches whose upper bound (+ `slack`) is below
/// `floor` or below the worst of the best `limit` moves found so far.
#[derive(Debug, Clone, Copy)]
struct Bounds {
    floor: i64,
    /// Added to every upper bound (the most a second word could add).
    slack: i64,
    /// Whether to prune at all (false: every move is found).
    prune: bool,
}

impl Bounds {
    const NONE: Bounds = Bounds {
        floor: i64::MIN,
        slack: 0,
        prune: true,
    };
}

/// A search's result: the moves found, deduplicated and sorted best first.
struct Outcome {
    found: Vec<Found>,
    arena: Vec<u8>,
    /// Legal moves seen (see [`MoveList::found`]).
    count: usize,
    steps: u64,
    complete: bool,
    /// The padded table searched.
    work: Table,
}

impl Outcome {
    fn build(&self, found: &Found, table: &Table, rack: &[Tile]) -> Move {
        build_move(found, &self.arena, table, &self.work, rack)
    }
}

impl Context<'_> {
    /// All moves of `tiles` on `table` (or the best `limit`, pruning the
    /// branches that cannot reach them), at most `max_steps` steps.
    fn search(
        &self,
        table: &Table,
        tiles: &[Tile],
        limit: usize,
        bounds: Bounds,
        max_steps: u64,
        threads: usize,
    ) -> Outcome {
        let rules = self.rules;
        let mut rack = Rack::default();
        for tile in tiles {
            match tile {
                Tile::Letter(c) => rack.counts[letter_index(*c as u8)] += 1,
                Tile::Jolly => rack.jollies += 1,
            }
        }
        let (table_red, table_black) = table.jolly_colours(rules);
        rack.red_free = rules.jollies.red.saturating_sub(table_red);
        rack.black_free = rules.jollies.black.saturating_sub(table_black);
        let red_mask = (0..26u8)
            .filter(|i| rules.is_red(char::from(b'A' + i)))
            .fold(0u32, |m, i| m | 1 << i);
        let ub = self.scorer.upper_bounds(&rack);
        let rest_ub = (0..26)
            .map(|i| i64::from(rack.counts[i]) * ub.letter[i])
            .sum::<i64>()
            + i64::from(rack.jollies) * ub.jolly;
        let mut tile_bounds: Vec<i64> = (0..26)
            .flat_map(|i| std::iter::repeat_n(ub.letter[i], usize::from(rack.counts[i])))
            .chain(std::iter::repeat_n(ub.jolly, rack.jollies as usize))
            .collect();
        tile_bounds.sort_unstable_by(|a, b| b.cmp(a));
        let best_tiles: Vec<i64> = std::iter::once(0)
            .chain(tile_bounds.iter().scan(0, |sum, b| {
                *sum += b;
                Some(*sum)
            }))
            .collect();
        let pad = tiles.len();
        let work = table.padded(pad);
        let shared = Shared::new();
        let mut state = Search {
            is_word: self.dictionary.is_word,
            exact: self.dictionary.exact,
            scorer: self.scorer,
            rack,
            rack0: rack,
            rack_mask: rack.letter_mask(),
            red_mask,
            rack_len: tiles.len(),
            placed: Vec::with_capacity(pad),
            placed_at: Vec::with_capacity(pad),
            word: Vec::with_capacity(64),
            word_jolly: Vec::with_capacity(64),
            key: String::with_capacity(64),
            steps: 0,
            max_steps,
            deadline: self.deadline,
            next_look: DEADLINE_EVERY,
            stopped: false,
            found: Vec::new(),
            arena: Vec::new(),
            count: 0,
            lines: Vec::new(),
            cur: 0,
            start: 0,
            anchors: Vec::new(),
            by_letter: Default::default(),
            anchor_letters: Vec::new(),
            max_left: 0,
            max_width: rules.max_grid_size,
            ub,
            laid_ub: 0,
            rest_ub,
            best_tiles,
            word_table: 0,
            word_points: 0,
            laid_red: 0,
            walk_jolly: None,
            max_jolly_gain: if rack.jollies > 0 {
                (b'A'..=b'Z')
                    .map(|l| self.scorer.jolly_difference(l))
                    .max()
                    .unwrap_or(0)
                    .max(0)
            } else {
                0
            },
            joins: 0,
            segments: 0,
            ahead: Vec::new(),
            bounds,
            limit,
            best: BinaryHeap::new(),
            cut: bounds.floor,
            cache: self.cache.take(),
            letters: Vec::new(),
            word_letters_only: Vec::new(),
            choice: Vec::new(),
            share: Share::ALL,
            shared: None,
            published_steps: 0,
        };
        let split = Split {
            threads: threads.max(1),
            shared: &shared,
        };
        if !tiles.is_empty() {
            match self.dictionary.candidates {
                Candidates::List(list) => state.run(list, table, &work, pad, split),
                Candidates::Index(index) | Candidates::IndexAnd(index, _) => {
                    let walk = prefixes::WithHeights {
                        walk: index.forward(),
                        heights: index.forward_heights(),
                    };
                    match self.dictionary.candidates {
                        Candidates::IndexAnd(_, added) if !added.is_empty() => {
                            let union = prefixes::Union {
                                first: &walk,
                                second: added,
                            };
                            state.run(&union, table, &work, pad, split);
                        }
                        _ => state.run(&walk, table, &work, pad, split),
                    }
                }
            }
        }
        let mut cache = std::mem::take(&mut state.cache);
        for line in &state.lines {
            line.remember(&mut cache);
        }
        self.cache.replace(cache);
        let before = state.found.len();
        let mut found = dedup_single_tiles(state.found, &state.arena);
        let count = state.count - (before - found.len());
        let arena = state.arena;
        found.sort_by(|a, b| compare_found(a, b, &arena));
        Outcome {
            found,
            arena,
            count,
            steps: state.steps,
            complete: !state.stopped,
            work,
        }
    }
}

/// Best first: points, then fewer jollies, the main word, its place and
/// the tiles laid (a stable order).
fn compare_found(a: &Found, b: &Found, arena: &[u8]) -> std::cmp::Ordering {
    b.points
        .cmp(&a.points)
        .then_with(|| jollies_in(a, arena).cmp(&jollies_in(b, arena)))
        .then_with(|| arena[a.word.clone()].cmp(&arena[b.word.clone()]))
        .then_with(|| (a.dir as u8, a.row, a.start).cmp(&(b.dir as u8, b.row, b.start)))
        .then_with(|| arena[a.tiles.clone()].cmp(&arena[b.tiles.clone()]))
}

const EMPTY: u8 = 0;
/// Marks a laid tile as a jolly in the arena of laid tiles.
const JOLLY: u8 = 0x80;
const ALL_LETTERS: u32 = (1 << 26) - 1;

fn letter_index(letter: u8) -> usize {
    usize::from(letter.wrapping_sub(b'A')).min(25)
}

/// Tiles on a rectangle: a letter (or [`EMPTY`]) and whether it is a jolly.
#[derive(Debug, Clone)]
struct Table {
    rows: usize,
    cols: usize,
    letters: Vec<u8>,
    jolly: Vec<bool>,
}

impl Table {
    /// The request's grid; open jollies read as the check chose them.
    /// (The grid passed the check, so every character is a tile or `.`.)
    fn read(layout: &LayoutRequest, jollies: &[super::layout::JollyCell]) -> Table {
        let rows = layout.grid.len();
        let cols = layout
            .grid
            .iter()
            .map(|r| r.chars().count())
            .max()
            .unwrap_or(0);
        let mut table = Table::empty(rows, cols);
        for (r, line) in layout.grid.iter().enumerate() {
            for (c, ch) in line.chars().enumerate() {
                let i = r * cols + c;
                match ch {
                    'A'..='Z' => table.letters[i] = ch as u8,
                    'a'..='z' => {
                        table.letters[i] = ch.to_ascii_uppercase() as u8;
                        table.jolly[i] = true;
                    }
                    _ if is_jolly(ch) => {
                        let letter = jollies
                            .iter()
                            .find(|j| (j.row, j.col) == (r, c))
                            .and_then(|j| j.letter.bytes().next())
                            .filter(u8::is_ascii_uppercase)
                            .unwrap_or(b'E');
                        table.letters[i] = letter;
                        table.jolly[i] = true;
                    }
                    _ => {}
                }
            }
        }
        table
    }

    fn empty(rows: usize, cols: usize) -> Table {
        Table {
            rows,
            cols,
            letters: vec![EMPTY; rows * cols],
            jolly: vec![false; rows * cols],
        }
    }

    fn at(&self, row: usize, col: usize) -> u8 {
        if row < self.rows && col < self.cols {
            self.letters[row * self.cols + col]
        } else {
            EMPTY
        }
    }

    fn is_jolly(&self, row: usize, col: usize) -> bool {
        row < self.rows && col < self.cols && self.jolly[row * self.cols + col]
    }

    /// Jollies on the table by the colour of the letter they show.
    fn jolly_colours(&self, rules: &Rules) -> (u32, u32) {
        self.letters
            .iter()
            .zip(&self.jolly)
            .filter(|(_, j)| **j)
            .fold((0, 0), |(red, black), (l, _)| {
                if rules.is_red(char::from(*l)) {
                    (red + 1, black)
                } else {
                    (red, black + 1)
                }
            })
    }

    fn padded(&self, pad: usize) -> Table {
        let mut out = Table::empty(self.rows + 2 * pad, self.cols + 2 * pad);
        for r in 0..self.rows {
            for c in 0..self.cols {
                let (i, o) = (r * self.cols + c, (r + pad) * out.cols + c + pad);
                out.letters[o] = self.letters[i];
                out.jolly[o] = self.jolly[i];
            }
        }
        out
    }

    fn transposed(&self) -> Table {
        let mut out = Table::empty(self.cols, self.rows);
        for r in 0..self.rows {
            for c in 0..self.cols {
                out.letters[c * self.rows + r] = self.letters[r * self.cols + c];
                out.jolly[c * self.rows + r] = self.jolly[r * self.cols + c];
            }
        }
        out
    }
}

/// The rack during a search.
#[derive(Debug, Clone, Copy, Default)]
struct Rack {
    counts: [u8; 26],
    jollies: u32,
    /// Jollies of each colour the set still has for the table.
    red_free: u32,
    black_free: u32,
}

impl Rack {
    fn letter_mask(&self) -> u32 {
        self.counts
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .fold(0, |mask, (i, _)| mask | 1 << i)
    }
}

/// A move found: kept small until it is among the best.
#[derive(Debug, Clone)]
struct Found {
    /// The search's orientation: `Down` rows are the table's columns.
    dir: Direction,
    /// Row and first cell of the main word in the padded table, oriented.
    row: usize,
    start: usize,
    end: usize,
    /// The tiles laid, as letters (| [`JOLLY`]), in the arena.
    tiles: Range<usize>,
    /// The main word's letters, in the arena.
    word: Range<usize>,
    /// Where the first tile went in the line.
    first_tile: usize,
    points: i64,
    /// The opening word on an empty table (its line is no row of the table).
    opening: bool,
    /// The move connects words and leaves a tile: it may have a second
    /// word ([`Move::second_word`] with a rest).
    second: bool,
}

fn jollies_in(found: &Found, arena: &[u8]) -> usize {
    arena[found.tiles.clone()]
        .iter()
        .filter(|t| **t & JOLLY != 0)
        .count()
}

/// Where a laid tile's walk goes on.
#[derive(Debug, Clone, Copy)]
enum Next {
    /// The left part grows.
    Left,
    /// The main word goes on after the tile laid at `pos`.
    Right { pos: usize, has_table: bool },
}

/// A line of the padded table (a row, or a column read as a row), with
/// its cross-checks: searched once.
#[derive(Debug, Clone)]
struct Line {
    dir: Direction,
    row: usize,
    letters: Vec<u8>,
    jolly: Vec<bool>,
    /// Letters an empty cell may take (its cross-check), of those `known`:
    /// a cell's letters are looked up when the walk first tries them.
    cross: Vec<u32>,
    known: Vec<u32>,
    /// Per empty cell with tiles above or below it, where its
    /// perpendicular run is in `probes` (the cell itself a [`HOLE`]).
    probe: Vec<Probe>,
    probes: Vec<u8>,
    /// The main word must hold a table tile (false on an empty table).
    needs_table_tile: bool,
    /// The request grid's columns in this line (oriented), padded: a word
    /// may extend beyond them as long as the grid stays within the limit.
    frame: (usize, usize),
    /// The bound's value of the table letters before each cell (Point;
    /// one entry more than cells).
    table_sum: Vec<i64>,
    /// Empty cells before each cell (one entry more than cells), and the
    /// empty cells.
    empty_rank: Vec<u32>,
    empties: Vec<u32>,
    /// From each cell (one entry more than cells), the first where a move
    /// connects words: an empty cell with tiles above or below (its tile
    /// forms a cross-word) or a segment's first tile (the main word joins
    /// a second segment); the line's length if none.
    next_join: Vec<u32>,
}

impl Line {
    /// A line whose cells all take any letter (the cross-checks are set
    /// by [`Search::add_line`]).
    fn new(
        dir: Direction,
        row: usize,
        letters: Vec<u8>,
        jolly: Vec<bool>,
        frame: (usize, usize),
        table_value: impl Fn(u8, bool) -> i64,
    ) -> Line {
        let n = letters.len();
        let mut table_sum = Vec::with_capacity(n + 1);
        let mut empty_rank = Vec::with_capacity(n + 1);
        let mut empties = Vec::new();
        let (mut sum, mut rank) = (0, 0);
        for (i, (&l, &j)) in letters.iter().zip(&jolly).enumerate() {
            table_sum.push(sum);
            empty_rank.push(rank);
            if l == EMPTY {
                empties.push(i as u32);
                rank += 1;
            } else {
                sum += table_value(l, j).max(0);
            }
        }
        table_sum.push(sum);
        empty_rank.push(rank);
        Line {
            dir,
            row,
            letters,
            jolly,
            cross: vec![ALL_LETTERS; n],
            known: vec![ALL_LETTERS; n],
            probe: vec![NO_PROBE; n],
            probes: Vec::new(),
            needs_table_tile: true,
            frame,
            table_sum,
            empty_rank,
            empties,
            next_join: vec![n as u32; n + 1],
        }
    }

    /// Adds the cross-checks looked up to `cache`.
    fn remember(&self, cache: &mut CrossCache) {
        for (pos, probe) in self.probe.iter().enumerate() {
            let known = self.known[pos];
            if probe.len == 0 || known == 0 {
                continue;
            }
            let start = probe.start as usize;
            let key = &self.probes[start..start + usize::from(probe.len)];
            let entry = (known, self.cross[pos]);
            match cache.get_mut(key) {
                Some(e) => *e = (e.0 | entry.0, e.1 | entry.1),
                None => {
                    cache.insert(key.into(), entry);
                }
            }
        }
    }

    /// The most the table letters from `pos` on can add to a main word
    /// that lays at most `r` more tiles: the word ends before the
    /// `r + 1`-th empty cell from `pos`.
    fn table_ahead(&self, pos: usize, r: usize) -> i64 {
        let pos = pos.min(self.letters.len());
        self.table_sum[self.reach(pos, r)] - self.table_sum[pos]
    }

    /// Where a main word at `pos` (at most the line's length) that lays at
    /// most `r` more tiles ends at the latest: before the `r + 1`-th empty
    /// cell from `pos`.
    #[inline]
    fn reach(&self, pos: usize, r: usize) -> usize {
        let k = self.empty_rank[pos] as usize + r;
        self.empties
            .get(k)
            .map_or(self.letters.len(), |e| *e as usize)
    }

    /// Sets [`Line::next_join`] from the letters and the probes.
    fn find_joins(&mut self) {
        let n = self.letters.len();
        self.next_join = vec![n as u32; n + 1];
        for pos in (0..n).rev() {
            let empty = self.letters[pos] == EMPTY;
            let joins = if empty {
                self.probe[pos].len > 0
            } else {
                pos > 0 && self.letters[pos - 1] == EMPTY
            };
            self.next_join[pos] = if joins {
                pos as u32
            } else {
                self.next_join[pos + 1]
            };
        }
    }

    fn table_value(&self, pos: usize) -> i64 {
        self.table_sum[pos + 1] - self.table_sum[pos]
    }
}

/// Where a cell's perpendicular run is in [`Line::probes`]: `len` bytes
/// from `start`, the cell at `start + hole`.
#[derive(Debug, Clone, Copy)]
struct Probe {
    start: u32,
    len: u16,
    hole: u16,
}

/// A cell with no tile above or below it: any letter fits.
const NO_PROBE: Probe = Probe {
    start: 0,
    len: 0,
    hole: 0,
};

/// Marks the cell of a cross-check in its perpendicular run (the runs are
/// the cross-check cache's keys).
const HOLE: u8 = b'.';

/// The cross-checks one request has looked up, by the perpendicular run
/// (with a [`HOLE`]): the letters looked up and those that make a word.
/// The second words' searches run on tables that differ from the first
/// one by one move, so most of their cross-checks are known.
type CrossCache = HashMap<Box<[u8]>, (u32, u32), BuildFx>;

/// A multiplicative hash for the cache's short keys (the standard
/// hasher's SipHash costs more than the look-up it saves).
#[derive(Debug, Clone, Copy, Default)]
struct BuildFx;

struct Fx(u64);

impl std::hash::BuildHasher for BuildFx {
    type Hasher = Fx;
    fn build_hasher(&self) -> Fx {
        Fx(0)
    }
}

impl std::hash::Hasher for Fx {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl Fx {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A table tile that starts a segment: main words are searched from it.
#[derive(Debug, Clone, Copy)]
struct Anchor {
    line: usize,
    pos: usize,
    /// Most tiles the left part may have.
    max_left: usize,
    /// Cells right before the anchor that take any letter (nothing above
    /// or below them): a left part's tiles there need no cross-check and
    /// form no cross-word.
    open_left: usize,
}

/// Upper bounds of what a tile adds to a move's points, in any choice of
/// which tiles are jollies (see [`Scorer::upper_bounds`]).
#[derive(Debug, Clone, Copy)]
struct TileBounds {
    /// A cell of the main word holding letter `i`, laid from the rack.
    letter: [i64; 26],
    /// A cell laid with a jolly (any letter), or a jolly held.
    jolly: i64,
    /// Table letters count (Point).
    table: bool,
    /// The finishing bonus, if any.
    bonus: i64,
}

struct Scorer<'a> {
    variant: Variant,
    rules: &'a Rules,
    values: Option<&'a ValueTable>,
}

impl Scorer<'_> {
    /// The variant's points for a main word (`word`, with its jolly cells)
    /// laid with `tiles` (letters | [`JOLLY`]) from a rack of `rack_len`.
    fn points(&self, word: &[u8], word_jolly: &[bool], tiles: &[u8], rack_len: usize) -> i64 {
        let finishes = tiles.len() == rack_len;
        match self.variant {
            Variant::Point => {
                let sum: i64 = word
                    .iter()
                    .zip(word_jolly)
                    .map(|(l, j)| self.point_value(*l, *j))
                    .sum();
                sum + if finishes {
                    self.rules.point.finish_bonus
                } else {
                    0
                }
            }
            Variant::Kreuzwort | Variant::WerBehaeltRecht => {
                tiles.iter().map(|t| self.tile_value(*t)).sum()
            }
            Variant::Presto => tiles.len() as i64,
        }
    }

    fn point_value(&self, letter: u8, jolly: bool) -> i64 {
        if jolly {
            self.rules.point.jolly_value
        } else {
            self.values.and_then(|v| v.get(letter)).unwrap_or(0)
        }
    }

    /// Kreuzwort: a laid tile's value (letter | [`JOLLY`]).
    fn tile_value(&self, tile: u8) -> i64 {
        let v = &self.rules.tile_values;
        if tile & JOLLY != 0 {
            v.jolly
        } else if self.rules.is_red(tile_char(tile)) {
            v.red
        } else {
            v.black
        }
    }

    /// Per cell of a main word, the most it adds to the points of a move
    /// laid from `rack`, whichever tiles are jollies: a letter the rack
    /// holds scores as itself or as a jolly, one it lacks only as a jolly.
    /// The search lays a jolly only for a letter the rack has run out of,
    /// so of a letter's `n` cells in a move at least the `n - c` beyond the
    /// rack's `c` are jollies in every choice: those `n - c` score as a
    /// jolly, the other `c` at most the letter's bound (when a choice makes
    /// one of them a jolly instead, that is within the letter's bound).
    /// So a jolly the search lays, or holds, is bounded by a jolly's value.
    /// Every bound is at least 0 (a tile may stay in hand).
    fn upper_bounds(&self, rack: &Rack) -> TileBounds {
        let has_jolly = rack.jollies > 0;
        let as_jolly = match self.variant {
            Variant::Point => self.point_value(b'A', true),
            Variant::Kreuzwort | Variant::WerBehaeltRecht => self.tile_value(b'A' | JOLLY),
            Variant::Presto => 1,
        };
        let mut letter = [0i64; 26];
        for (i, ub) in letter.iter_mut().enumerate() {
            let l = b'A' + i as u8;
            let (as_letter, as_jolly) = match self.variant {
                Variant::Point => (self.point_value(l, false), self.point_value(l, true)),
                Variant::Kreuzwort | Variant::WerBehaeltRecht => {
                    (self.tile_value(l), self.tile_value(l | JOLLY))
                }
                Variant::Presto => (1, 1),
            };
            let mut best = 0;
            if rack.counts[i] > 0 {
                best = best.max(as_letter);
            }
            if has_jolly {
                best = best.max(as_jolly);
            }
            *ub = best;
        }
        TileBounds {
            letter,
            jolly: if has_jolly { as_jolly.max(0) } else { 0 },
            table: self.variant == Variant::Point,
            bonus: if self.variant == Variant::Point {
                self.rules.point.finish_bonus.max(0)
            } else {
                0
            },
        }
    }
}

#[derive(Clone)]
struct Search<'a> {
    is_word: &'a (dyn Fn(&str) -> bool + Sync),
    /// [`Dictionary::exact`].
    exact: bool,
    scorer: &'a Scorer<'a>,
    /// The rack left (a letter is taken from the rack while it has one,
    /// else from a jolly: see [`Search::record`]).
    rack: Rack,
    /// The rack at the start.
    rack0: Rack,
    /// Letters the rack still holds.
    rack_mask: u32,
    red_mask: u32,
    rack_len: usize,
    /// Tiles laid so far (letters | [`JOLLY`]) and their offsets in the
    /// main word.
    placed: Vec<u8>,
    placed_at: Vec<u8>,
    /// The main word so far, and which of its cells are jollies.
    word: Vec<u8>,
    word_jolly: Vec<bool>,
    key: String,
    steps: u64,
    max_steps: u64,
    deadline: Option<Instant>,
    /// The step at which the deadline is looked at next.
    next_look: u64,
    stopped: bool,
    found: Vec<Found>,
    arena: Vec<u8>,
    /// Legal moves seen.
    count: usize,
    lines: Vec<Line>,
    /// The line being extended, and where its main word starts.
    cur: usize,
    start: usize,
    anchors: Vec<Anchor>,
    /// Anchors by letter, most room on the left first.
    by_letter: [Vec<usize>; 26],
    /// Letters of anchors whose left part may have `k` tiles, by `k`.
    anchor_letters: Vec<u32>,
    max_left: usize,
    max_width: usize,
    // The bound (module doc, *Pruning*).
    ub: TileBounds,
    /// Bound of the cells laid so far and of the tiles left.
    laid_ub: i64,
    rest_ub: i64,
    /// The bound of the `k` best tiles of the rack at the start, by `k`:
    /// at least what any `k` of the tiles left add.
    best_tiles: Vec<i64>,
    /// Bound of the table letters in the main word so far.
    word_table: i64,
    /// The main word's points so far with every laid tile counted as its
    /// letter, the finishing bonus left out: what [`Scorer::points`] adds
    /// up, kept as tiles are laid and read so that a word none of whose
    /// choices of jollies can rank is counted without reading it again
    /// (in "every move" with a jolly, that is most of the words placed).
    word_points: i64,
    /// Tiles laid so far of a red letter (their colour decides where a
    /// jolly may stand in for them).
    laid_red: u32,
    /// The letter the walk laid a jolly for (one the rack ran out of),
    /// while it lies.
    walk_jolly: Option<u8>,
    /// The most laying a letter as a jolly adds to a move (at least 0;
    /// 0 without a jolly in the rack).
    max_jolly_gain: i64,
    /// Tiles laid so far that form a cross-word, and segments of table
    /// tiles the main word holds: a move connects words when it has one
    /// of the first or two of the second ([`Search::connects`]).
    joins: u32,
    segments: u32,
    /// The most table letters ahead of any anchor add, by tiles left.
    ahead: Vec<i64>,
    bounds: Bounds,
    limit: usize,
    /// The points of the best `limit` moves found so far (not single tiles,
    /// which both searches may find).
    best: BinaryHeap<Reverse<i64>>,
    /// [`Search::threshold`]: the worst of `best` once it holds `limit`,
    /// and at least the floor.
    cut: i64,
    /// The request's cross-checks known before this search ([`Context`]).
    cache: CrossCache,
    /// [`Search::record_jolly_choices`]: the letters laid, the main
    /// word's jolly cells with those laid as letters, and the choice of
    /// jollies being made.
    letters: Vec<u8>,
    word_letters_only: Vec<bool>,
    choice: Vec<u8>,
    /// The share of the walk this thread takes (`split::Share`): all of
    /// it, unless the search is split over threads.
    share: Share,
    /// What the threads of a split search share; `None` with one thread.
    shared: Option<&'a Shared>,
    /// The steps already added to the threads' count.
    published_steps: u64,
}

impl<'a> Search<'a> {
    /// Points a move must reach to be worth finding.
    #[inline]
    fn threshold(&self) -> i64 {
        self.cut
    }

    fn hopeless(&self, bound: i64) -> bool {
        self.hopeless_by(bound, true)
    }

    /// Whether `bound`, plus the slack when `second` (a second word may
    /// follow), is below the threshold, when branches are pruned.
    fn hopeless_by(&self, bound: i64, second: bool) -> bool {
        self.bounds.prune && self.cannot_rank(bound, second)
    }

    /// Whether a move of `points` (plus the slack when `second`) is below
    /// the threshold, so it cannot be among the best `limit`: such a move
    /// is counted but not kept, even when every move is wanted (keeping
    /// them all only to sort them cost most of that search's time).
    fn cannot_rank(&self, points: i64, second: bool) -> bool {
        let slack = if second { self.bounds.slack } else { 0 };
        points.saturating_add(slack) < self.threshold()
    }

    /// Whether the move so far connects two or more words (as
    /// [`Move::second_word`] says): the table tiles of its words are not
    /// all in one run when a tile forms a cross-word (its tiles are across
    /// the main word's) or the main word holds two segments.
    fn connects(&self) -> bool {
        self.joins > 0 || self.segments >= 2
    }

    fn tick(&mut self) -> bool {
        self.steps += 1;
        self.out_of_budget()
    }

    /// Whether the steps or the time are spent (and then for good).
    fn out_of_budget(&mut self) -> bool {
        if self.steps > self.max_steps {
            self.stopped = true;
        } else if self.steps >= self.next_look {
            self.next_look = self.steps + DEADLINE_EVERY;
            if self.deadline.is_some_and(|d| Instant::now() >= d) {
                self.stopped = true;
            }
            if let Some(shared) = self.shared {
                self.exchange(shared);
            }
        }
        self.stopped
    }

    fn run<P: Prefixes + Sync>(
        &mut self,
        prefixes: &P,
        table: &Table,
        work: &Table,
        pad: usize,
        split: Split<'a>,
    ) {
        let max = self.max_width;
        if table.letters.iter().all(|l| *l == EMPTY) {
            // The opening word: one row of empty cells, read from its start.
            let width = self.rack_len.min(max);
            let mut line = Line::new(
                Direction::Across,
                0,
                vec![EMPTY; width],
                vec![false; width],
                (0, width),
                |_, _| 0,
            );
            line.needs_table_tile = false;
            self.lines.push(line);
            self.ahead = vec![0; self.rack_len + 1];
            self.cur = 0;
            self.start = 0;
            self.extend(prefixes, 0, prefixes.root(), false);
            return;
        }
        let transposed = work.transposed();
        for (dir, board, frame_cols, rows) in [
            (Direction::Across, work, table.cols, table.rows),
            (Direction::Down, &transposed, table.rows, table.cols),
        ] {
            for row in pad..pad + rows {
                if self.stopped {
                    return;
                }
                self.add_line(board, dir, row, (pad, pad + frame_cols));
            }
        }
        for i in 0..self.anchors.len() {
            let a = self.anchors[i];
            let letter = self.lines[a.line].letters[a.pos];
            self.by_letter[letter_index(letter)].push(i);
            self.max_left = self.max_left.max(a.max_left);
        }
        for list in &mut self.by_letter {
            let anchors = &self.anchors;
            list.sort_by_key(|i| std::cmp::Reverse(anchors[*i].max_left));
        }
        self.anchor_letters = (0..=self.max_left)
            .map(|k| {
                self.anchors
                    .iter()
                    .filter(|a| a.max_left >= k)
                    .fold(0, |m, a| {
                        m | 1 << letter_index(self.lines[a.line].letters[a.pos])
                    })
            })
            .collect();
        self.ahead = (0..=self.rack_len)
            .map(|r| {
                self.anchors
                    .iter()
                    .map(|a| self.lines[a.line].table_ahead(a.pos, r))
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        // One walk of left parts from the root, shared by every anchor of
        // every line (or split by its first letter over threads).
        if self.stopped {
        } else if split.threads > 1 {
            self.run_split(prefixes, split);
        } else {
            self.left(prefixes, prefixes.root());
        }
    }

    /// Letters the rack can supply: its own, and with a jolly every letter
    /// of a colour the set still has a jolly for.
    fn supply(&self) -> u32 {
        let mut mask = self.rack_mask;
        if self.rack.jollies > 0 {
            if self.rack.red_free > 0 {
                mask |= self.red_mask;
            }
            if self.rack.black_free > 0 {
                mask |= ALL_LETTERS & !self.red_mask;
            }
        }
        mask
    }

    /// The line `row` of `board` (oriented as `dir`): its cross-checks and
    /// anchors.
    fn add_line(&mut self, board: &Table, dir: Direction, row: usize, frame: (usize, usize)) {
        let cols = board.cols;
        let letters = &board.letters[row * cols..(row + 1) * cols];
        if letters.iter().all(|l| *l == EMPTY) {
            return;
        }
        let scorer = self.scorer;
        let table = self.ub.table;
        let mut line = Line::new(
            dir,
            row,
            letters.to_vec(),
            board.jolly[row * cols..(row + 1) * cols].to_vec(),
            frame,
            |l, j| {
                if table { scorer.point_value(l, j) } else { 0 }
            },
        );
        // Cross-checks: each cell with tiles above or below keeps its
        // perpendicular run; its letters are looked up as the walk tries
        // them (most are never tried), or known from an earlier search of
        // the request.
        for (col, &letter) in letters.iter().enumerate() {
            if letter != EMPTY {
                continue;
            }
            let above = (0..row)
                .rev()
                .take_while(|r| board.at(*r, col) != EMPTY)
                .count();
            let below = (row + 1..board.rows)
                .take_while(|r| board.at(*r, col) != EMPTY)
                .count();
            if above + below == 0 {
                continue;
            }
            let start = line.probes.len();
            line.probes
                .extend((row - above..row).map(|r| board.at(r, col)));
            line.probes.push(HOLE);
            line.probes
                .extend((row + 1..=row + below).map(|r| board.at(r, col)));
            let key = &line.probes[start..];
            (line.known[col], line.cross[col]) = self.cache.get(key).copied().unwrap_or((0, 0));
            line.probe[col] = Probe {
                start: start as u32,
                len: key.len() as u16,
                hole: above as u16,
            };
        }
        line.find_joins();
        let index = self.lines.len();
        // Each move is found once, from the first table tile of its main
        // word: the start of a segment of tiles. Its left part (the tiles
        // laid before that segment) may not touch the previous segment.
        let mut previous_tile: Option<usize> = None;
        for anchor in 0..cols {
            if letters[anchor] == EMPTY {
                continue;
            }
            if anchor == 0 || letters[anchor - 1] == EMPTY {
                let room = match previous_tile {
                    Some(p) => (anchor - p).saturating_sub(2),
                    None => anchor,
                };
                let max_left = room.min(self.rack_len);
                let open_left = (1..=max_left)
                    .take_while(|d| line.probe[anchor - d].len == 0)
                    .count();
                self.anchors.push(Anchor {
                    line: index,
                    pos: anchor,
                    max_left,
                    open_left,
                });
            }
            previous_tile = Some(anchor);
        }
        self.lines.push(line);
    }

    /// The left part so far (`self.word`, all laid tiles, `k` of them):
    /// extend it right across every anchor it fits before (its letters
    /// pass the cross-checks of the `k` cells before the anchor, and the
    /// candidates go on with the anchor's letter), then grow it by a tile.
    fn left<P: Prefixes>(&mut self, prefixes: &P, node: P::Node) {
        let k = self.placed.len();
        // A split search's thread takes only its share.
        let (anchors, grow) = match k {
            0 => (self.share.anchors, self.share.first),
            1 => (self.share.second, self.share.second),
            _ => (ALL_LETTERS, ALL_LETTERS),
        };
        prefixes.each_child(node, self.anchor_letters[k] & anchors, |letter, child| {
            let li = letter_index(letter);
            for j in 0..self.by_letter[li].len() {
                let a = self.anchors[self.by_letter[li][j]];
                if a.max_left < k {
                    break;
                }
                let from = a.pos - k;
                // Only the tiles beyond the open cells are checked.
                let checked = k.saturating_sub(a.open_left);
                if !(0..checked).all(|i| self.fits(a.line, from + i, self.word[i])) {
                    continue;
                }
                if self.tick() {
                    return ControlFlow::Break(());
                }
                self.cur = a.line;
                self.start = from;
                let probes = &self.lines[a.line].probe[from..from + checked];
                self.joins = probes.iter().filter(|p| p.len > 0).count() as u32;
                self.read_table(prefixes, a.pos, child);
                self.joins = 0;
                if self.stopped {
                    return ControlFlow::Break(());
                }
            }
            ControlFlow::Continue(())
        });
        if k >= self.max_left || self.stopped {
            return;
        }
        let r = self.rack_len - k;
        if r == 0 || self.hopeless(self.laid_ub + self.rest_ub + self.ahead[r] + self.ub.bonus) {
            return;
        }
        if self.tick() {
            return;
        }
        let supply = self.supply() & grow;
        self.branch(prefixes, node, supply, Next::Left);
    }

    /// Lays each tile of `allowed` the prefix structure continues with, and
    /// goes on with `next`. A letter the rack holds is taken from the rack;
    /// only one it lacks is laid as a jolly: the choices of which tiles are
    /// jollies are made when a move is recorded ([`Search::record`]).
    fn branch<P: Prefixes>(&mut self, prefixes: &P, node: P::Node, allowed: u32, next: Next) {
        prefixes.each_child(node, allowed, |letter, child| {
            if self.stopped {
                return ControlFlow::Break(());
            }
            if let Next::Right { pos, .. } = next
                && !self.fits(self.cur, pos, letter)
            {
                return ControlFlow::Continue(());
            }
            let i = letter_index(letter);
            if self.rack.counts[i] > 0 {
                self.rack.counts[i] -= 1;
                if self.rack.counts[i] == 0 {
                    self.rack_mask &= !(1 << i);
                }
                let ub = self.ub.letter[i];
                self.rest_ub -= ub;
                self.lay(prefixes, child, letter, false, ub, next);
                self.rest_ub += ub;
                self.rack.counts[i] += 1;
                self.rack_mask |= 1 << i;
                return ControlFlow::Continue(());
            }
            let red = self.red_mask & (1 << i) != 0;
            let free = if red {
                self.rack.red_free
            } else {
                self.rack.black_free
            };
            if self.rack.jollies > 0 && free > 0 {
                self.rack.jollies -= 1;
                self.set_free(red, free - 1);
                let ub = self.ub.jolly;
                self.rest_ub -= ub;
                self.lay(prefixes, child, letter, true, ub, next);
                self.rest_ub += ub;
                self.set_free(red, free);
                self.rack.jollies += 1;
            }
            ControlFlow::Continue(())
        });
    }

    /// The table tile at `pos` continues the main word (`child`: the node
    /// after its letter).
    fn read_table<P: Prefixes>(&mut self, prefixes: &P, pos: usize, child: P::Node) {
        let line = &self.lines[self.cur];
        let (letter, jolly, value) = (line.letters[pos], line.jolly[pos], line.table_value(pos));
        let segment = u32::from(pos == 0 || line.letters[pos - 1] == EMPTY);
        let points = self.scorer.table_points(letter, jolly);
        self.word.push(letter);
        self.word_jolly.push(jolly);
        self.word_table += value;
        self.word_points += points;
        self.segments += segment;
        self.after(prefixes, pos + 1, child, true);
        self.segments -= segment;
        self.word_points -= points;
        self.word_table -= value;
        self.word.pop();
        self.word_jolly.pop();
    }

    /// Continues the main word at `pos` from prefix `node`.
    fn extend<P: Prefixes>(&mut self, prefixes: &P, pos: usize, node: P::Node, has_table: bool) {
        if self.tick() {
            return;
        }
        let line = &self.lines[self.cur];
        let Some(&letter) = line.letters.get(pos) else {
            return;
        };
        if letter != EMPTY {
            if let Some(next) = prefixes.child(node, letter) {
                self.read_table(prefixes, pos, next);
            }
            return;
        }
        let laid = self.placed.len();
        if laid == self.rack_len {
            return;
        }
        // The letters the cell may take, or not yet known not to.
        let allowed = (line.cross[pos] | !line.known[pos]) & self.supply();
        if allowed == 0 {
            return;
        }
        if self.bounds.prune {
            // The main word takes at most `height` more letters (the
            // candidates say), so at most that many of the `r` tiles left,
            // and reads no table letter beyond them; it lays the rack out
            // (the bonus) only if it can take every tile left.
            let r = self.rack_len - laid;
            let height = prefixes.height(node);
            let tiles = r.min(height);
            let end = line.reach(pos, tiles).min(pos.saturating_add(height));
            let rest = self.rest_ub.min(self.best_tiles[tiles]);
            let bonus = if tiles == r { self.ub.bonus } else { 0 };
            let bound = self.word_table
                + self.laid_ub
                + rest
                + (line.table_sum[end] - line.table_sum[pos])
                + bonus;
            // Only a move that connects two words earns a second word: one
            // that has not, and cannot within its reach, gets no slack.
            let second = self.connects() || (line.next_join[pos] as usize) < end;
            if self.hopeless_by(bound, second) {
                return;
            }
        }
        self.branch(prefixes, node, allowed, Next::Right { pos, has_table });
    }

    /// Whether `letter` passes the cross-check of cell `pos` of line
    /// `line`: looked up (a step) the first time it is asked.
    #[inline]
    fn fits(&mut self, line: usize, pos: usize, letter: u8) -> bool {
        let bit = 1 << letter_index(letter);
        let cell = &self.lines[line];
        if cell.known[pos] & bit != 0 {
            cell.cross[pos] & bit != 0
        } else {
            self.look_up(line, pos, letter)
        }
    }

    /// [`Search::fits`] the first time: one `is_word` call.
    #[inline(never)]
    fn look_up(&mut self, line: usize, pos: usize, letter: u8) -> bool {
        let bit = 1 << letter_index(letter);
        let line = &mut self.lines[line];
        let probe = line.probe[pos];
        let start = probe.start as usize;
        let key = &mut line.probes[start..start + usize::from(probe.len)];
        key[usize::from(probe.hole)] = letter;
        self.steps += 1;
        let word = std::str::from_utf8(key).is_ok_and(|w| (self.is_word)(w));
        key[usize::from(probe.hole)] = HOLE;
        line.known[pos] |= bit;
        if word {
            line.cross[pos] |= bit;
        }
        word
    }

    fn set_free(&mut self, red: bool, free: u32) {
        if red {
            self.rack.red_free = free;
        } else {
            self.rack.black_free = free;
        }
    }

    /// Lays `letter` (from a jolly when `jolly`), which adds at most `ub`
    /// to the move's points, and goes on with `next`.
    fn lay<P: Prefixes>(
        &mut self,
        prefixes: &P,
        child: P::Node,
        letter: u8,
        jolly: bool,
        ub: i64,
        next: Next,
    ) {
        self.placed.push(letter | if jolly { JOLLY } else { 0 });
        self.placed_at.push(self.word.len() as u8);
        self.word.push(letter);
        self.word_jolly.push(jolly);
        self.laid_ub += ub;
        let points = self.scorer.laid_points(letter);
        let red = u32::from(self.red_mask & (1 << letter_index(letter)) != 0);
        self.word_points += points;
        self.laid_red += red;
        let walk_jolly = self.walk_jolly;
        if jolly {
            self.walk_jolly = Some(letter);
        }
        match next {
            Next::Left => self.left(prefixes, child),
            Next::Right { pos, has_table } => {
                let join = u32::from(self.lines[self.cur].probe[pos].len > 0);
                self.joins += join;
                self.after(prefixes, pos + 1, child, has_table);
                self.joins -= join;
            }
        }
        self.walk_jolly = walk_jolly;
        self.laid_red -= red;
        self.word_points -= points;
        self.laid_ub -= ub;
        self.placed.pop();
        self.placed_at.pop();
        self.word.pop();
        self.word_jolly.pop();
    }

    /// The main word reaches `pos`: record it if it may end here, then go on.
    fn after<P: Prefixes>(&mut self, prefixes: &P, pos: usize, node: P::Node, has_table: bool) {
        let line = &self.lines[self.cur];
        let open_end = line.letters.get(pos).is_none_or(|l| *l == EMPTY);
        if open_end
            && !self.placed.is_empty()
            && (has_table || !line.needs_table_tile)
            && prefixes.ends_word(node)
        {
            self.record(pos);
        }
        self.extend(prefixes, pos, node, has_table);
    }

    /// A main word from `self.start` to `end`: if it is a word and the
    /// grid stays within its limit, every choice of which laid tiles are
    /// jollies is a move (the search laid a jolly only for a letter the
    /// rack lacked; a letter it holds may be laid as a jolly too, keeping
    /// the rack's own tile, where the set's colours allow).
    fn record(&mut self, end: usize) {
        let start = self.start;
        let line = &self.lines[self.cur];
        let (lo, hi) = line.frame;
        let width = (hi - lo) + lo.saturating_sub(start) + end.saturating_sub(hi);
        if width > self.max_width {
            return;
        }
        let m = self.placed.len();
        // No choice of jollies can reach the best found so far (`store`
        // would drop every one): the word need not be looked up. A single
        // tile is kept whatever its points (see `store`).
        let single = m == 1 && line.needs_table_tile;
        // A second word needs a connection and a tile left.
        let second = self.connects() && m < self.rack_len;
        if !single && self.bounds.prune {
            let bonus = if m == self.rack_len { self.ub.bonus } else { 0 };
            if self.hopeless_by(self.word_table + self.laid_ub + bonus, second) {
                return;
            }
        }
        if !self.exact {
            self.key.clear();
            self.key.extend(self.word.iter().map(|b| char::from(*b)));
            if !(self.is_word)(&self.key) {
                return;
            }
        }
        self.record_jolly_choices(end, second);
    }

    /// Keeps a move (`second`: it may earn a second word) unless it cannot
    /// be among the best.
    fn store(&mut self, end: usize, tiles: &[u8], points: i64, second: bool) {
        self.count += 1;
        let line = &self.lines[self.cur];
        let opening = !line.needs_table_tile;
        // A single tile may be found by both searches (one move): kept
        // whatever its points, and never among the best counted.
        let single = tiles.len() == 1 && !opening;
        if !single && self.cannot_rank(points, second) {
            return;
        }
        let start = self.start;
        let from = self.arena.len();
        self.arena.extend_from_slice(tiles);
        let word_from = self.arena.len();
        self.arena.extend_from_slice(&self.word);
        self.found.push(Found {
            dir: line.dir,
            row: line.row,
            start,
            end,
            tiles: from..word_from,
            word: word_from..self.arena.len(),
            first_tile: (start..end)
                .find(|p| line.letters.get(*p).is_none_or(|l| *l == EMPTY))
                .unwrap_or(start),
            points,
            opening,
            second,
        });
        if !single && self.limit > 0 {
            if self.best.len() < self.limit {
                self.best.push(Reverse(points));
            } else if self.best.peek().is_some_and(|w| w.0 < points) {
                self.best.pop();
                self.best.push(Reverse(points));
            }
            if self.best.len() >= self.limit {
                let worst = self.best.peek().map_or(i64::MIN, |r| r.0);
                // At least what another thread of a split search reached.
                self.cut = self.cut.max(worst.max(self.bounds.floor));
            }
        }
    }
}

/// The cell of the padded, unrotated table at `pos` of a found move's line.
fn cell_of(found: &Found, pos: usize) -> (usize, usize) {
    match found.dir {
        Direction::Across => (found.row, pos),
        Direction::Down => (pos, found.row),
    }
}

/// A single tile that forms a word both ways is found by both searches:
/// one move, its main word the one worth more (across on a tie: the across
/// search runs first).
fn dedup_single_tiles(found: Vec<Found>, arena: &[u8]) -> Vec<Found> {
    let mut seen: HashMap<((usize, usize), u8), usize> = HashMap::new();
    let mut out: Vec<Found> = Vec::with_capacity(found.len());
    for f in found {
        if f.tiles.len() != 1 || f.opening {
            out.push(f);
            continue;
        }
        let key = (cell_of(&f, f.first_tile), arena[f.tiles.start]);
        match seen.get(&key) {
            Some(&i) => {
                // Across on a tie, whichever search found it first.
                let (old, new) = (&out[i], &f);
                if new.points > old.points
                    || (new.points == old.points
                        && new.dir == Direction::Across
                        && old.dir == Direction::Down)
                {
                    out[i] = f;
                }
            }
            None => {
                seen.insert(key, out.len());
                out.push(f);
            }
        }
    }
    out
}

fn tile_char(tile: u8) -> char {
    char::from(tile & !JOLLY)
}

/// A found move built out: its tiles, words, rack and the table after it.
fn build_move(found: &Found, arena: &[u8], table: &Table, work: &Table, rack: &[Tile]) -> Move {
    let laid = &arena[found.tiles.clone()];
    let tiles: String = laid
        .iter()
        .map(|t| if t & JOLLY != 0 { '*' } else { tile_char(*t) })
        .collect();
    let rest = rest_of(rack, laid);
    let word: String = arena[found.word.clone()]
        .iter()
        .map(|b| char::from(*b))
        .collect();
    if found.opening {
        let jollies: Vec<usize> = (0..laid.len()).filter(|i| laid[*i] & JOLLY != 0).collect();
        let row: String = laid
            .iter()
            .map(|t| {
                let c = tile_char(*t);
                if t & JOLLY != 0 {
                    c.to_ascii_lowercase()
                } else {
                    c
                }
            })
            .collect();
        return Move {
            placed: laid
                .iter()
                .enumerate()
                .map(|(i, t)| PlacedTile {
                    row: 0,
                    col: i as isize,
                    letter: tile_char(*t),
                    jolly: t & JOLLY != 0,
                })
                .collect(),
            words: vec![FormedWord {
                word: word.clone(),
                direction: Direction::Across,
                row: 0,
                col: 0,
                jollies,
            }],
            word,
            direction: Direction::Across,
            row: 0,
            col: 0,
            tiles,
            finishes: rest.is_empty(),
            rest,
            points: found.points,
            second_word: false,
            second: None,
            total: found.points,
            layout: LayoutRequest { grid: vec![row] },
            rows_added: 0,
            cols_added: 0,
        };
    }
    let pad = (work.rows - table.rows) / 2;
    // The table after the move, padded.
    let mut after = work.clone();
    let mut placed_cells = Vec::with_capacity(laid.len());
    let mut next = laid.iter();
    for pos in found.start..found.end {
        let (r, c) = cell_of(found, pos);
        if work.at(r, c) == EMPTY
            && let Some(t) = next.next()
        {
            after.letters[r * work.cols + c] = t & !JOLLY;
            after.jolly[r * work.cols + c] = t & JOLLY != 0;
            placed_cells.push((r, c, *t));
        }
    }
    let original = |r: usize, c: usize| (r as isize - pad as isize, c as isize - pad as isize);
    let (row, col) = original(cell_of(found, found.start).0, cell_of(found, found.start).1);
    let across = found.dir == Direction::Across;
    let mut words = vec![formed(&after, cell_of(found, found.start), found.dir, pad)];
    let mut table_cells: Vec<(usize, usize)> = (found.start..found.end)
        .map(|pos| cell_of(found, pos))
        .filter(|(r, c)| work.at(*r, *c) != EMPTY)
        .collect();
    let cross_dir = if across {
        Direction::Down
    } else {
        Direction::Across
    };
    for &(r, c, _) in &placed_cells {
        let first = run_start(&after, (r, c), cross_dir);
        let cross = formed(&after, first, cross_dir, pad);
        if cross.word.len() >= 2 {
            let cells = (0..cross.word.len()).map(|i| step(first, cross_dir, i));
            table_cells.extend(cells.filter(|(r, c)| work.at(*r, *c) != EMPTY));
            words.push(cross);
        }
    }
    let second_word = connects_words(work, &table_cells);

    // The layout: the request's frame, grown to the tiles laid beyond it.
    let (mut top, mut left) = (pad, pad);
    let (mut bottom, mut right) = (pad + table.rows, pad + table.cols);
    for &(r, c, _) in &placed_cells {
        top = top.min(r);
        left = left.min(c);
        bottom = bottom.max(r + 1);
        right = right.max(c + 1);
    }
    let grid = (top..bottom)
        .map(|r| {
            (left..right)
                .map(|c| {
                    let l = after.at(r, c);
                    if l == EMPTY {
                        '.'
                    } else if after.jolly[r * work.cols + c] {
                        char::from(l).to_ascii_lowercase()
                    } else {
                        char::from(l)
                    }
                })
                .collect()
        })
        .collect();
    Move {
        word,
        direction: found.dir,
        row,
        col,
        placed: placed_cells
            .iter()
            .map(|&(r, c, t)| {
                let (row, col) = original(r, c);
                PlacedTile {
                    row,
                    col,
                    letter: tile_char(t),
                    jolly: t & JOLLY != 0,
                }
            })
            .collect(),
        words,
        tiles,
        finishes: rest.is_empty(),
        rest,
        points: found.points,
        second_word,
        second: None,
        total: found.points,
        layout: LayoutRequest { grid },
        rows_added: pad - top,
        cols_added: pad - left,
    }
}

fn step((r, c): (usize, usize), dir: Direction, i: usize) -> (usize, usize) {
    match dir {
        Direction::Across => (r, c + i),
        Direction::Down => (r + i, c),
    }
}

/// The first cell of the run in `dir` through `cell`.
fn run_start(table: &Table, (mut r, mut c): (usize, usize), dir: Direction) -> (usize, usize) {
    loop {
        let prev = match dir {
            Direction::Across if c > 0 => (r, c - 1),
            Direction::Down if r > 0 => (r - 1, c),
            _ => return (r, c),
        };
        if table.at(prev.0, prev.1) == EMPTY {
            return (r, c);
        }
        (r, c) = prev;
    }
}

/// The run in `dir` from its first cell `first`, in request coordinates.
fn formed(table: &Table, first: (usize, usize), dir: Direction, pad: usize) -> FormedWord {
    let mut word = String::new();
    let mut jollies = Vec::new();
    for i in 0.. {
        let (r, c) = step(first, dir, i);
        let l = table.at(r, c);
        if l == EMPTY {
            break;
        }
        if table.is_jolly(r, c) {
            jollies.push(i);
        }
        word.push(char::from(l));
    }
    FormedWord {
        word,
        direction: dir,
        row: first.0 as isize - pad as isize,
        col: first.1 as isize - pad as isize,
        jollies,
    }
}

/// Whether the table's tiles a move's words hold belong to two or more
/// words: they do not all lie in one run of the table before the move (two
/// tiles of a row are in one run when every cell between them is a tile).
fn connects_words(before: &Table, cells: &[(usize, usize)]) -> bool {
    let Some(&(r0, c0)) = cells.first() else {
        return false;
    };
    let in_one_run = |same_line: &dyn Fn(&(usize, usize)) -> bool,
                      along: &dyn Fn(&(usize, usize)) -> usize,
                      at: &dyn Fn(usize) -> (usize, usize)| {
        cells.iter().all(same_line) && {
            let lo = cells.iter().map(along).min().unwrap_or(0);
            let hi = cells.iter().map(along).max().unwrap_or(0);
            (lo..=hi).all(|i| {
                let (r, c) = at(i);
                before.at(r, c) != EMPTY
            })
        }
    };
    let across = in_one_run(&|(r, _)| *r == r0, &|(_, c)| *c, &|c| (r0, c));
    let down = in_one_run(&|(_, c)| *c == c0, &|(r, _)| *r, &|r| (r, c0));
    !(across || down)
}

/// The rack without the tiles laid (each taken once, in rack order).
fn rest_of(rack: &[Tile], laid: &[u8]) -> String {
    let mut used: Vec<Tile> = laid
        .iter()
        .map(|t| {
            if t & JOLLY != 0 {
                Tile::Jolly
            } else {
                Tile::Letter(tile_char(*t))
            }
        })
        .collect();
    let mut rest = String::new();
    for tile in rack {
        if let Some(i) = used.iter().position(|u| u == tile) {
            used.swap_remove(i);
        } else {
            rest.push(match tile {
                Tile::Letter(c) => *c,
                Tile::Jolly => '*',
            });
        }
    }
    rest
}
