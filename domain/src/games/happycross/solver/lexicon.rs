//! The candidate words of one throw, indexed the two ways the search asks:
//! by letter (which words can cross a die showing it, at which offset) and
//! by fragment (can this run still become a word, given which of its ends
//! may grow).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::state::{Dice, Geometry};
use crate::geometry::MIN_WORD_CELLS;

/// The run is a candidate word.
pub(super) const WORD: u8 = 1;
/// The run is the start of a longer candidate.
pub(super) const PREFIX: u8 = 2;
/// The run is the end of a longer candidate.
pub(super) const SUFFIX: u8 = 4;
/// The run lies strictly inside a longer candidate.
pub(super) const INFIX: u8 = 8;

/// A run of letter codes packed 5 bits each (code + 1, so never 0) into a
/// `u128`: unique for runs of up to 25 letters, the board has at most 15.
pub(super) type Fragment = u128;

pub(super) fn push(fragment: Fragment, code: u8) -> Fragment {
    fragment << 5 | Fragment::from(code + 1)
}

pub(super) struct Candidates {
    /// Letter codes of each word.
    pub words: Vec<Vec<u8>>,
    /// For each letter code: (word, offset) of every occurrence, by offset
    /// and then word length.
    pub by_letter: Vec<Vec<(u32, u8)>>,
    /// Every fragment of two or more letters of a word, with its flags.
    pub fragments: HashMap<Fragment, u8, BuildHasherDefault<FragmentHasher>>,
    /// Letters some candidate contains: a die showing another letter can
    /// never be placed (every placed die lies in a word).
    pub placeable: [bool; 26],
    /// Letter counts of each word (same order as `words`).
    pub counts: Vec<[u8; 26]>,
    /// Bit n set when some word has n letters.
    pub lengths: u32,
    /// Bit c set when word w has letter code c (same order as `words`).
    pub masks: Vec<u32>,
}

impl Candidates {
    /// The words the dice can spell (jokers as wildcards) and that fit on
    /// the board, each once.
    pub fn new(keys: &[String], dice: &Dice, geometry: &Geometry) -> Candidates {
        let longest = geometry.rows.max(geometry.cols);
        let mut words: Vec<Vec<u8>> = keys
            .iter()
            .filter_map(|key| {
                let codes: Vec<u8> = key
                    .bytes()
                    .map(|b| b.is_ascii_uppercase().then(|| b - b'A'))
                    .collect::<Option<_>>()?;
                (codes.len() >= MIN_WORD_CELLS && codes.len() <= longest && spells(&codes, dice))
                    .then_some(codes)
            })
            .collect();
        words.sort_unstable();
        words.dedup();
        let mut by_letter = vec![Vec::new(); 26];
        let mut fragments: HashMap<Fragment, u8, _> = HashMap::default();
        let mut placeable = [false; 26];
        for (w, word) in words.iter().enumerate() {
            let n = word.len();
            for (k, &code) in word.iter().enumerate() {
                by_letter[usize::from(code)].push((w as u32, k as u8));
                placeable[usize::from(code)] = true;
            }
            for i in 0..n {
                let mut fragment = 0;
                for (j, &code) in word.iter().enumerate().skip(i) {
                    fragment = push(fragment, code);
                    if j - i + 1 < MIN_WORD_CELLS {
                        continue;
                    }
                    let flag = match (i == 0, j + 1 == n) {
                        (true, true) => WORD,
                        (true, false) => PREFIX,
                        (false, true) => SUFFIX,
                        (false, false) => INFIX,
                    };
                    *fragments.entry(fragment).or_insert(0) |= flag;
                }
            }
        }
        // By offset, then length: a search through a die with `k` free
        // cells before it stops at the first larger offset.
        for list in &mut by_letter {
            list.sort_by_key(|&(w, k)| (k, words[w as usize].len()));
        }
        let counts = words
            .iter()
            .map(|word| {
                let mut count = [0u8; 26];
                for &c in word {
                    count[usize::from(c)] += 1;
                }
                count
            })
            .collect();
        let lengths = words.iter().fold(0, |m, w| m | 1 << w.len());
        let masks = words
            .iter()
            .map(|w| w.iter().fold(0, |m, &c| m | 1 << c))
            .collect();
        Candidates {
            lengths,
            masks,
            words,
            by_letter,
            fragments,
            placeable,
            counts,
        }
    }
}

/// Whether the dice can spell `codes`: the letters the dice lack are at
/// most the jokers.
fn spells(codes: &[u8], dice: &Dice) -> bool {
    let mut need = [0u8; 26];
    for &c in codes {
        need[usize::from(c)] += 1;
    }
    let missing: u32 = need
        .iter()
        .zip(dice.letters)
        .map(|(&n, have)| u32::from(n.saturating_sub(have)))
        .sum();
    missing <= u32::from(dice.jokers)
}

/// Fragments are already well mixed in their low bits only for short runs;
/// one multiply-fold spreads them.
#[derive(Default)]
pub(super) struct FragmentHasher(u64);

impl Hasher for FragmentHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }

    fn write_u128(&mut self, n: u128) {
        let folded = (n as u64) ^ ((n >> 64) as u64).wrapping_mul(0xff51_afd7_ed55_8ccd);
        let z = folded.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = z ^ (z >> 29);
    }
}
