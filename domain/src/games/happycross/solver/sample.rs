//! Seeded sample throws for measuring the solver: letters drawn with the
//! frequencies of German text, the values of the shipped ruleset (completed
//! where it is silent), the candidates a lexicon offers for a throw, and a
//! run over a whole set with its summary. The bench
//! `benches/happycross_best.rs` and the example
//! `examples/happycross_best_set.rs` use it, so both measure the same set.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use super::{Budget, Die, Solution, SolveError, Throw, best_boards};
use crate::games::Words;
use crate::games::happycross::Rules;
use crate::games::value_table::ValueTable;
use crate::tables::LetterValues;

/// Letter frequencies of German text in per mille, the usual table
/// (Wikipedia „Buchstabenhäufigkeit“, after Beutelspacher,
/// *Kryptologie*): E 17.4 %, N 9.8 %, … Q 0.02 %. ß (0.3 %) is folded into
/// S (7.3 % → 7.6 %), the umlauts are not in the table (the dice carry
/// none). The weights need not sum to 1000.
pub const GERMAN_LETTER_FREQUENCIES: [(char, f64); 26] = [
    ('E', 174.0),
    ('N', 98.0),
    ('I', 76.0),
    ('S', 76.0), // 73 + ß 3
    ('R', 70.0),
    ('A', 65.0),
    ('T', 62.0),
    ('D', 51.0),
    ('H', 48.0),
    ('U', 44.0),
    ('L', 34.0),
    ('C', 31.0),
    ('G', 30.0),
    ('M', 25.0),
    ('O', 25.0),
    ('B', 19.0),
    ('W', 19.0),
    ('F', 17.0),
    ('K', 12.0),
    ('Z', 11.0),
    ('P', 8.0),
    ('V', 7.0),
    ('J', 3.0),
    ('Y', 0.4),
    ('X', 0.3),
    ('Q', 0.2),
];

/// Values for the letters the shipped happycross ruleset leaves out (it
/// prints only E O I L R T M, which the booklet gives): the shipped
/// TYP-DOM table (`rulesets/typdom.toml`), which agrees with happycross on
/// E, O, I, L, R and M.
pub const FILL_VALUES: [(char, i64); 26] = [
    ('A', 1),
    ('B', 4),
    ('C', 4),
    ('D', 3),
    ('E', 1),
    ('F', 3),
    ('G', 4),
    ('H', 3),
    ('I', 1),
    ('J', 6),
    ('K', 4),
    ('L', 2),
    ('M', 3),
    ('N', 2),
    ('O', 1),
    ('P', 4),
    ('Q', 9),
    ('R', 2),
    ('S', 2),
    ('T', 3),
    ('U', 1),
    ('V', 6),
    ('W', 6),
    ('X', 9),
    ('Y', 9),
    ('Z', 6),
];

/// [`FILL_VALUES`] of the letters the ruleset has no value for: what a
/// request's `letter_values` gives to score the sample's boards.
pub fn fill_values(rules: &Rules) -> LetterValues {
    let fill: BTreeMap<String, i64> = FILL_VALUES
        .iter()
        .filter(|(c, _)| rules.letter_values.get(*c).is_none())
        .map(|(c, v)| (c.to_string(), *v))
        .collect();
    LetterValues::new(fill)
}

/// The ruleset's letter values, completed by [`fill_values`].
pub fn sample_values(rules: &Rules) -> ValueTable {
    ValueTable::resolve(&rules.letter_values, Some(&fill_values(rules)))
        .expect("the fill values are letters with values in range")
}

/// `count` throws of `len` letter dice (no jokers), each letter drawn
/// independently with [`GERMAN_LETTER_FREQUENCIES`] from a splitmix64
/// stream seeded with `seed`: the same seed, the same throws.
pub fn german_throws(seed: u64, count: usize, len: usize) -> Vec<Throw> {
    let total: f64 = GERMAN_LETTER_FREQUENCIES.iter().map(|(_, w)| w).sum();
    let mut state = seed;
    (0..count)
        .map(|_| {
            let dice = (0..len)
                .map(|_| {
                    // 53 random bits as a fraction in [0, 1).
                    let u = (splitmix(&mut state) >> 11) as f64 / (1u64 << 53) as f64;
                    let mut at = u * total;
                    for &(c, w) in &GERMAN_LETTER_FREQUENCIES {
                        if at < w {
                            return Die::Letter(c);
                        }
                        at -= w;
                    }
                    Die::Letter('E')
                })
                .collect();
            Throw::new(dice)
        })
        .collect()
}

fn splitmix(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Every key of the lexicon the policy accepts, of two to `longest`
/// letters A–Z (umlauts expanded or not, as the policy keys them).
pub fn accepted_keys(words: Words<'_>, longest: usize) -> Vec<String> {
    let mut found = Vec::new();
    words
        .snapshot
        .for_each_key(words.policy.umlauts(), |key, mut postings| {
            let text = key.as_str();
            if text.len() < 2
                || text.len() > longest
                || !text.bytes().all(|b| b.is_ascii_uppercase())
            {
                return;
            }
            if postings.any(|p| words.policy.check_posting(words.snapshot, p).passes()) {
                found.push(text.to_owned());
            }
        });
    found
}

/// The keys the throw can spell (jokers as wildcards): what
/// [`best_boards`] needs as candidates.
pub fn spellable(keys: &[String], throw: &Throw) -> Vec<String> {
    let mut have = [0u8; 26];
    let mut jokers = 0u32;
    for die in &throw.dice {
        match *die {
            Die::Letter(c) if c.is_ascii_uppercase() => have[usize::from(c as u8 - b'A')] += 1,
            Die::Letter(_) => {}
            Die::Joker => jokers += 1,
        }
    }
    keys.iter()
        .filter(|key| {
            if key.len() > throw.dice.len() {
                return false;
            }
            let mut need = [0u8; 26];
            for b in key.bytes() {
                need[usize::from(b - b'A')] += 1;
            }
            need.iter()
                .zip(have)
                .map(|(&n, h)| u32::from(n.saturating_sub(h)))
                .sum::<u32>()
                <= jokers
        })
        .cloned()
        .collect()
}

/// One throw of a set, searched.
#[derive(Debug, Clone)]
pub struct Measured {
    pub throw: String,
    pub candidates: usize,
    pub solution: Solution,
    /// Wall-clock time of the search.
    pub seconds: f64,
}

/// Searches every throw with its own `limit` and `top` boards.
pub fn measure(
    throws: &[Throw],
    rules: &Rules,
    values: &ValueTable,
    keys: &[String],
    limit: Duration,
    top: usize,
) -> Result<Vec<Measured>, SolveError> {
    throws
        .iter()
        .map(|throw| {
            let candidates = spellable(keys, throw);
            let started = Instant::now();
            let solution = best_boards(
                throw,
                rules,
                values,
                &candidates,
                Budget::until(started + limit, top),
            )?;
            Ok(Measured {
                throw: throw
                    .dice
                    .iter()
                    .map(|d| match d {
                        Die::Letter(c) => *c,
                        Die::Joker => '*',
                    })
                    .collect(),
                candidates: candidates.len(),
                solution,
                seconds: started.elapsed().as_secs_f64(),
            })
        })
        .collect()
}

/// Proven share, median and maximum time (of all throws, and of the proven
/// ones), steps per second over the set: one line for docs.
pub fn summary(label: &str, set: &[Measured]) -> String {
    let proven: Vec<&Measured> = set.iter().filter(|m| m.solution.proven_optimal).collect();
    let median_max = |mut t: Vec<f64>| -> (f64, f64) {
        if t.is_empty() {
            return (f64::NAN, f64::NAN);
        }
        t.sort_by(f64::total_cmp);
        (t[t.len() / 2], t[t.len() - 1])
    };
    let (all_median, all_max) = median_max(set.iter().map(|m| m.seconds).collect());
    let (proof_median, proof_max) = median_max(proven.iter().map(|m| m.seconds).collect());
    let steps: u64 = set.iter().map(|m| m.solution.explored).sum();
    let seconds: f64 = set.iter().map(|m| m.seconds).sum();
    format!(
        "{label}: {}/{} proven optimal ({:.0} %); time to proof median {:.3} s, max {:.3} s; \
         all throws median {:.3} s, max {:.3} s; {:.0} steps/s",
        proven.len(),
        set.len(),
        100.0 * proven.len() as f64 / set.len().max(1) as f64,
        proof_median,
        proof_max,
        all_median,
        all_max,
        steps as f64 / seconds.max(1e-9),
    )
}
