//! "Did you mean": the valid keys nearest to a key that is not valid.
//!
//! Nearness is an edit distance weighted by the errors German writers
//! make: a doubled or missing doubled letter (`Adresse`/`Addresse`,
//! `dass`/`das`, `Straße` as `Strase`), swapped neighbours (`ie`/`ei`),
//! a missing or extra `e` after `i` (`Maschiene`), a lengthening `h`,
//! `d`/`t` (`Stadt`/`Statt`, `todt`), `ck`/`k`, `tz`/`z`, umlauts
//! written plain or expanded (`Ä`/`A`/`E`, `AE`/`A`/`E`) and the usual
//! consonant pairs (`b`/`p`, `g`/`k`, `f`/`v`) each cost [`COMMON`]; any
//! other insertion, deletion or substitution costs [`PLAIN`].
//!
//! The distances are computed while walking the index's automaton, one row of
//! the dynamic programme per letter (optimal string alignment, which also
//! prices swapped neighbours); a subtree is left as soon as its whole row
//! costs more than the limit, so only keys near the word are visited.
//! The limit grows in steps (one common error, then one plain error, then
//! two) until enough suggestions are found.

use std::ops::ControlFlow;

use super::dawg::{Admitted, DawgNode};
use super::walk::each_letter;
use super::{Budget, FinderIndex};

/// The cost of an error German writers commonly make.
pub const COMMON: u8 = 1;
// The walk computes only the band of cells within the limit of the
// diagonal, which needs every edit to cost at least 1.
const _: () = assert!(COMMON >= 1);
/// The cost of any other edit.
pub const PLAIN: u8 = 2;
/// Most suggestions one word may ask for.
pub const MAX_SUGGESTIONS: usize = 20;

/// One suggestion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    pub key: String,
    /// The weighted cost (common errors are cheaper).
    pub cost: u8,
    /// The plain edit distance (optimal string alignment, every edit 1).
    pub distance: usize,
}

/// Up to `count` valid keys nearest to `key`, nearest first (by weighted
/// cost, then plain distance, then a shared first letter, then key order).
/// Visits at most `budget` nodes: on a budget spent, what was found so far.
pub fn suggest(index: &FinderIndex, key: &str, count: usize, budget: Budget) -> Vec<Suggestion> {
    nearest(index, key, count, budget, &|_| true, &[])
}

/// [`suggest`] over the index's keys that `keep` keeps and the keys of
/// `extra` (keys the index lacks, priced as the walk prices its own): what
/// a house word list changes ([`super::house`]).
pub(super) fn nearest(
    index: &FinderIndex,
    key: &str,
    count: usize,
    budget: Budget,
    keep: &dyn Fn(&str) -> bool,
    extra: &[&str],
) -> Vec<Suggestion> {
    let count = count.min(MAX_SUGGESTIONS);
    let query: Vec<char> = key.chars().collect();
    if count == 0 || query.is_empty() || query.len() > crate::normalize::DEFAULT_MAX_LENGTH {
        return Vec::new();
    }
    let limits: &[u8] = if query.len() <= 3 {
        &[COMMON, PLAIN]
    } else if query.len() <= 6 {
        &[COMMON, PLAIN, PLAIN + COMMON]
    } else {
        &[COMMON, PLAIN, PLAIN + COMMON, 2 * PLAIN]
    };
    let mut budget = budget;
    let mut found: Vec<(String, u8)> = Vec::new();
    for &limit in limits {
        found.clear();
        let mut walk = Walk::new(index.forward(), &query, limit, &mut budget, &mut found);
        let root = walk.dawg.root();
        let flow = walk.node(root, 0);
        for candidate in extra {
            if let Some(cost) = walk.cost_of(candidate) {
                walk.found.push(((*candidate).to_owned(), cost));
            }
        }
        found.retain(|(candidate, _)| keep(candidate));
        if found.len() >= count || flow.is_break() {
            break;
        }
    }
    let first = query[0];
    let mut ranked: Vec<Suggestion> = found
        .into_iter()
        .filter(|(candidate, _)| candidate != key)
        .map(|(candidate, cost)| {
            let letters: Vec<char> = candidate.chars().collect();
            Suggestion {
                distance: plain_distance(&query, &letters),
                key: candidate,
                cost,
            }
        })
        .collect();
    ranked.sort_by(|a, b| {
        let first_differs = |s: &Suggestion| !s.key.starts_with(first);
        (a.cost, a.distance, first_differs(a), &a.key).cmp(&(
            b.cost,
            b.distance,
            first_differs(b),
            &b.key,
        ))
    });
    ranked.truncate(count);
    ranked
}

struct Walk<'a, 'f> {
    dawg: Admitted<'f>,
    query: &'a [char],
    limit: u8,
    /// Row `d` (at `d * width`) holds the costs of turning each prefix of
    /// the query into the first `d` letters of the path.
    rows: Vec<u8>,
    width: usize,
    /// `delete[i]`: [`delete_cost`] of query letter `i`, the same on every
    /// row (the inner loop's hottest term, computed once).
    delete: Vec<u8>,
    /// How far off the diagonal cells are computed: the limit (every edit
    /// costs at least 1, so a cell farther off costs more than it).
    band: usize,
    path: Vec<char>,
    budget: &'a mut Budget,
    found: &'a mut Vec<(String, u8)>,
}

impl<'a, 'f> Walk<'a, 'f> {
    fn new(
        dawg: Admitted<'f>,
        query: &'a [char],
        limit: u8,
        budget: &'a mut Budget,
        found: &'a mut Vec<(String, u8)>,
    ) -> Self {
        let width = query.len() + 1;
        let delete: Vec<u8> = (0..query.len()).map(|i| delete_cost(query, i)).collect();
        let mut rows = vec![0u8; width];
        // The empty path: delete the query's first i letters.
        for i in 1..width {
            rows[i] = rows[i - 1].saturating_add(delete[i - 1]);
        }
        Walk {
            dawg,
            query,
            limit,
            rows,
            width,
            delete,
            band: usize::from(limit),
            path: Vec::new(),
            budget,
            found,
        }
    }

    /// Breaks only when the budget is spent.
    fn node(&mut self, node: DawgNode, depth: usize) -> ControlFlow<()> {
        let width = self.width;
        let last = self.rows[depth * width + width - 1];
        if self.dawg.is_final(node) && last <= self.limit {
            self.found.push((self.path.iter().collect(), last));
        }
        let dawg = self.dawg;
        each_letter(dawg, node, &mut |letter, child| {
            if !self.budget.spend() {
                return ControlFlow::Break(());
            }
            self.path.push(letter);
            let alive = self.next_row(depth + 1);
            let flow = if alive {
                self.node(child, depth + 1)
            } else {
                ControlFlow::Continue(())
            };
            self.path.pop();
            flow
        })
    }

    /// The cost of `candidate` (a key outside the automaton) when it is
    /// within the limit: its letters as a path, row by row, as the walk
    /// prices its own keys.
    fn cost_of(&mut self, candidate: &str) -> Option<u8> {
        self.path.clear();
        let mut alive = true;
        for letter in candidate.chars() {
            self.path.push(letter);
            alive = self.next_row(self.path.len());
            if !alive {
                break;
            }
        }
        let letters = self.path.len();
        self.path.clear();
        let last = self.rows[letters * self.width + self.width - 1];
        (alive && last <= self.limit).then_some(last)
    }

    /// Computes row `j` (the path has `j` letters); whether any cost in it
    /// is within the limit.
    fn next_row(&mut self, j: usize) -> bool {
        let width = self.width;
        if self.rows.len() < (j + 1) * width {
            self.rows.resize((j + 1) * width, 0);
        }
        let (before, row) = self.rows.split_at_mut(j * width);
        let previous = &before[(j - 1) * width..];
        let earlier = (j >= 2).then(|| &before[(j - 2) * width..(j - 1) * width]);
        let query = self.query;
        let path = &self.path;
        let letter = path[j - 1];
        let before_letter = j.checked_sub(2).map(|k| path[k]);
        let inserted = Inserted::new(letter, before_letter);
        // Every insertion and deletion costs at least 1, so a cell `|i - j|`
        // off the diagonal costs at least that: only the band within the
        // limit is computed; the cells beside it are "more than the limit",
        // which is all any cell that reads them needs to know.
        let too_much = self.limit.saturating_add(1);
        let low = j.saturating_sub(self.band);
        let high = j.saturating_add(self.band).min(width - 1);
        let mut best = too_much;
        if low == 0 {
            row[0] = previous[0].saturating_add(inserted.cost(query, 0));
            best = row[0];
        } else {
            row[..low.min(width)].fill(too_much);
        }
        for i in low.max(1)..=high {
            let q = query[i - 1];
            let substitute = previous[i - 1].saturating_add(substitute_cost(q, letter));
            let insert = previous[i].saturating_add(inserted.cost(query, i));
            let delete = row[i - 1].saturating_add(self.delete[i - 1]);
            let mut cost = substitute.min(insert).min(delete);
            if let (Some(earlier), Some(b)) = (earlier, before_letter)
                && i >= 2
                && q == b
                && query[i - 2] == letter
                && q != letter
            {
                cost = cost.min(earlier[i - 2].saturating_add(COMMON));
            }
            row[i] = cost;
            best = best.min(cost);
        }
        if high + 1 < width {
            row[high + 1..].fill(too_much);
        }
        best <= self.limit
    }
}

/// Reading `letter` (the word's) where the query has `q`.
fn substitute_cost(q: char, letter: char) -> u8 {
    if q == letter {
        return 0;
    }
    let pair = if q < letter { (q, letter) } else { (letter, q) };
    match pair {
        ('D', 'T') | ('B', 'P') | ('G', 'K') | ('F', 'V') | ('I', 'Y') | ('S', 'Z') => COMMON,
        ('A', 'Ä') | ('E', 'Ä') | ('O', 'Ö') | ('U', 'Ü') => COMMON,
        _ => PLAIN,
    }
}

/// The cost of one letter of the word inserted anywhere in the query (the
/// word has it where the query lacks it; `before` is the word's letter
/// before it):
/// what depends on the word alone is decided once per row.
struct Inserted {
    letter: char,
    /// Common wherever it is inserted: a doubled letter, an `e` after a
    /// vowel, a lengthening `h`.
    always_common: bool,
}

impl Inserted {
    fn new(letter: char, before: Option<char>) -> Inserted {
        Inserted {
            letter,
            always_common: before == Some(letter)
                || (letter == 'E' && matches!(before, Some('I' | 'A' | 'O' | 'U')))
                || (letter == 'H' && before.is_some_and(is_vowel)),
        }
    }

    /// The cost of inserting the letter between query letters `i - 1` and
    /// `i` (the tests check it against the whole rule, decided per cell).
    fn cost(&self, query: &[char], i: usize) -> u8 {
        if self.always_common {
            return COMMON;
        }
        let letter = self.letter;
        let previous = i.checked_sub(1).map(|k| query[k]);
        let next = query.get(i).copied();
        let common = previous == Some(letter)
            || next == Some(letter)
            || (letter == 'C' && next == Some('K'))
            || (letter == 'T' && next == Some('Z'))
            || (letter == 'A' && next == Some('E'));
        if common { COMMON } else { PLAIN }
    }
}

/// The query has letter `i` where the word has none.
fn delete_cost(query: &[char], i: usize) -> u8 {
    let q = query[i];
    let previous = i.checked_sub(1).map(|k| query[k]);
    let next = query.get(i + 1).copied();
    let common = previous == Some(q)
        || next == Some(q)
        || (q == 'E' && matches!(previous, Some('I' | 'A' | 'O' | 'U')))
        || (q == 'H' && previous.is_some_and(is_vowel))
        || (q == 'C' && next == Some('K'))
        || (q == 'T' && next == Some('Z'))
        || (q == 'D' && next == Some('T'))
        || (q == 'A' && next == Some('E'));
    if common { COMMON } else { PLAIN }
}

fn is_vowel(c: char) -> bool {
    matches!(c, 'A' | 'E' | 'I' | 'O' | 'U' | 'Ä' | 'Ö' | 'Ü')
}

/// Optimal string alignment distance, every edit 1.
pub fn plain_distance(a: &[char], b: &[char]) -> usize {
    let width = b.len() + 1;
    let mut rows = vec![0usize; (a.len() + 1) * width];
    for (j, cell) in rows.iter_mut().take(width).enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        rows[i * width] = i;
        for j in 1..width {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[(i - 1) * width + j - 1] + cost)
                .min(rows[(i - 1) * width + j] + 1)
                .min(rows[i * width + j - 1] + 1);
            if i >= 2 && j >= 2 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[(i - 2) * width + j - 2] + 1);
            }
            rows[i * width + j] = best;
        }
    }
    rows[a.len() * width + b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::finder::testing::Permissive;
    use crate::lexicon::testing::common_nouns;
    use crate::normalize::UmlautPolicy;

    fn index(words: &[&str], umlauts: UmlautPolicy) -> FinderIndex {
        FinderIndex::build(&common_nouns(words), &Permissive::new(umlauts, 2))
    }

    /// The word has `letter` where the query lacks it (the reference [`Inserted`]
    /// is checked against), between query letters
    /// `i - 1` and `i`; `before` is the word's letter before it.
    fn insert_cost(query: &[char], i: usize, letter: char, before: Option<char>) -> u8 {
        let previous = i.checked_sub(1).map(|k| query[k]);
        let next = query.get(i).copied();
        let common = before == Some(letter)
            || previous == Some(letter)
            || next == Some(letter)
            || (letter == 'E' && matches!(before, Some('I' | 'A' | 'O' | 'U')))
            || (letter == 'H' && before.is_some_and(is_vowel))
            || (letter == 'C' && next == Some('K'))
            || (letter == 'T' && next == Some('Z'))
            || (letter == 'A' && next == Some('E'));
        if common { COMMON } else { PLAIN }
    }

    proptest::proptest! {
        #[test]
        fn an_inserted_letter_costs_what_the_whole_rule_says(
            query in proptest::collection::vec(proptest::sample::select(vec!['A', 'E', 'I', 'O', 'U', 'Ä', 'H', 'C', 'K', 'T', 'Z', 'S']), 0..8),
            letter in proptest::sample::select(vec!['A', 'E', 'H', 'C', 'T', 'K', 'Z', 'S', 'Ä']),
            before in proptest::option::of(proptest::sample::select(vec!['A', 'E', 'I', 'O', 'U', 'Ü', 'H', 'C', 'T', 'S'])),
        ) {
            let inserted = Inserted::new(letter, before);
            for i in 0..=query.len() {
                proptest::prop_assert_eq!(inserted.cost(&query, i), insert_cost(&query, i, letter, before));
            }
        }
    }

    const WORDS: &[&str] = &[
        "Adresse",
        "Maschine",
        "Straße",
        "Stadt",
        "Statt",
        "Zucker",
        "Katze",
        "Kasse",
        "Bär",
        "Beere",
        "Hund",
        "Hut",
        "Sahne",
        "vielleicht",
        "Sand",
        "dass",
        "das",
    ];

    /// What a walk at `limit` finds, computing the band of cells or
    /// (`band: None`) every cell of every row.
    fn walk_finds(
        index: &FinderIndex,
        query: &[char],
        limit: u8,
        band: Option<usize>,
    ) -> Vec<(String, u8)> {
        let mut budget = Budget::new(1 << 24);
        let mut found = Vec::new();
        let mut walk = Walk::new(index.forward(), query, limit, &mut budget, &mut found);
        walk.band = band.unwrap_or(usize::MAX);
        let root = walk.dawg.root();
        let _ = walk.node(root, 0);
        found.sort();
        found
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]
        // Computing only the band within the limit finds what computing
        // every cell finds, at the same costs.
        #[test]
        fn the_banded_walk_finds_what_the_full_rows_find(
            word in proptest::sample::select(vec!["ADRESSE", "STRASSE", "STADT", "KATZE", "HAUS", "DASS", "SEITE", "IDEE", "ZAHN", "ÄSTE"]),
            edits in proptest::collection::vec((0u8..3, proptest::arbitrary::any::<proptest::sample::Index>(), proptest::sample::select(vec!['A', 'D', 'E', 'H', 'I', 'S', 'T', 'Z', 'Ä'])), 0..4),
            limit in 1u8..=4,
        ) {
            let words = ["Adresse", "Straße", "Stadt", "Statt", "Katze", "Kasse", "Kiste", "Hase", "Haus", "Tasse", "dass", "das", "Seite", "Saite", "Idee", "Ast", "Kahn", "Zahn", "Äste", "Ei"];
            let index = index(&words, UmlautPolicy::Distinct);
            // A word of the list with a few letters deleted, doubled or
            // replaced: queries near the words, where the band matters.
            let mut query: Vec<char> = word.chars().collect();
            for (kind, at, letter) in edits {
                if query.is_empty() {
                    break;
                }
                let at = at.index(query.len());
                match kind {
                    0 => { query.remove(at); }
                    1 => query.insert(at, query[at]),
                    _ => query[at] = letter,
                }
            }
            proptest::prop_assume!(!query.is_empty());
            let banded = walk_finds(&index, &query, limit, Some(usize::from(limit)));
            let full = walk_finds(&index, &query, limit, None);
            proptest::prop_assert_eq!(banded, full);
        }
    }

    #[test]
    fn the_intended_word_comes_first() {
        use UmlautPolicy::{Distinct, Expand};
        let table: &[(&str, UmlautPolicy, &str)] = &[
            ("ADDRESSE", Expand, "ADRESSE"),
            ("MASCHIENE", Expand, "MASCHINE"),
            ("STRASE", Expand, "STRASSE"),
            ("STADD", Expand, "STADT"),
            ("ZUKER", Expand, "ZUCKER"),
            ("KAZE", Expand, "KATZE"),
            ("BER", Distinct, "BÄR"),
            ("BAR", Distinct, "BÄR"),
            ("BER", Expand, "BAER"),
            ("HUNT", Expand, "HUND"),
            ("SANE", Expand, "SAHNE"),
            ("VILEICHT", Expand, "VIELLEICHT"),
            ("VIELLEIHCT", Expand, "VIELLEICHT"),
        ];
        for (typed, umlauts, intended) in table {
            let index = index(WORDS, *umlauts);
            let found = suggest(&index, typed, 3, Budget::new(1 << 20));
            assert_eq!(
                found.first().map(|s| s.key.as_str()),
                Some(*intended),
                "{typed} ({umlauts}): {found:?}"
            );
        }
    }

    #[test]
    fn distances_are_plain_edits() {
        let chars = |s: &str| s.chars().collect::<Vec<_>>();
        assert_eq!(plain_distance(&chars("HUNT"), &chars("HUND")), 1);
        assert_eq!(
            plain_distance(&chars("VIELLEIHCT"), &chars("VIELLEICHT")),
            1
        );
        assert_eq!(plain_distance(&chars(""), &chars("ABC")), 3);
        assert_eq!(plain_distance(&chars("ABC"), &chars("ABC")), 0);
        let index = index(WORDS, UmlautPolicy::Expand);
        let found = suggest(&index, "VILEICHT", 1, Budget::new(1 << 20));
        assert_eq!(found[0].distance, 2);
    }

    #[test]
    fn a_spent_budget_ends_the_search_without_failing() {
        let index = index(WORDS, UmlautPolicy::Expand);
        assert!(suggest(&index, "ADDRESSE", 5, Budget::new(3)).len() <= 5);
        assert!(suggest(&index, "", 5, Budget::new(100)).is_empty());
        assert!(suggest(&index, "ADDRESSE", 0, Budget::new(100)).is_empty());
    }
}
