//! Random boards from a ruleset's dice, reproducible from a seed: shake the
//! box (shuffle which die lands in which cell), then read each die's top face.
//!
//! Same seed and same dice → same board, on every platform and forever:
//! the board depends only on the ChaCha8 stream (a fixed, specified cipher
//! stream) keyed by `SHA-256("wortwert/boggle/random_board/v1" ‖ seed as
//! 8 little-endian bytes)`, read as little-endian `u32` words, and on the
//! two steps below, which are written out here rather than taken from a
//! library whose sampling could change between versions:
//!
//! 1. Fisher–Yates: for `i` from `dice − 1` down to 1, swap positions `i`
//!    and `below(i + 1)`.
//! 2. For each cell in row-major order, its die shows face `below(faces)`.
//!
//! `below(n)` draws `u32` words until one is under the largest multiple of
//! `n` that fits in 2³², and returns it modulo `n` (unbiased).

use rand::rngs::ChaCha8Rng;
use rand::{Rng, SeedableRng};
use sha2::{Digest, Sha256};

use super::Rules;
use super::board::Board;

const DOMAIN: &[u8] = b"wortwert/boggle/random_board/v1";

/// A board rolled from `rules.dice` with `seed`. The rules must be
/// validated ([`Rules::validate`]: one die per cell, every die with faces);
/// should they not be, a missing or faceless die shows `E` and the side is
/// clamped to 2..=8, so the answer is still a board.
pub fn random_board(rules: &Rules, seed: u64) -> Board {
    let mut rng = Dice::new(seed);
    let cells = rules.size * rules.size;
    let mut order: Vec<usize> = (0..rules.dice.len()).collect();
    for i in (1..order.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        order.swap(i, j);
    }
    let faces = (0..cells)
        .map(|cell| {
            let die = order.get(cell).and_then(|&d| rules.dice.get(d));
            match die {
                Some(faces) if !faces.is_empty() => {
                    let face = rng.below(faces.len() as u32) as usize;
                    faces
                        .get(face)
                        .map_or_else(|| "E".to_owned(), |f| f.to_uppercase())
                }
                _ => "E".to_owned(),
            }
        })
        .collect();
    Board::from_trusted_faces(rules.size, faces)
}

/// The seeded stream of the module documentation.
struct Dice(ChaCha8Rng);

impl Dice {
    fn new(seed: u64) -> Dice {
        let mut hasher = Sha256::new();
        hasher.update(DOMAIN);
        hasher.update(seed.to_le_bytes());
        Dice(ChaCha8Rng::from_seed(hasher.finalize().into()))
    }

    /// Uniform in `0..n` (`n` ≥ 1).
    fn below(&mut self, n: u32) -> u32 {
        let n = u64::from(n.max(1));
        let range = 1u64 << 32;
        let limit = range - range % n;
        loop {
            let x = u64::from(self.0.next_u32());
            if x < limit {
                return (x % n) as u32;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::LengthTable;

    fn rules(dice: Vec<Vec<&str>>, size: usize) -> Rules {
        Rules {
            size,
            points: LengthTable::try_from(
                [("3+".to_owned(), 1)]
                    .into_iter()
                    .collect::<std::collections::BTreeMap<_, _>>(),
            )
            .unwrap(),
            dice: dice
                .into_iter()
                .map(|d| d.into_iter().map(str::to_owned).collect())
                .collect(),
            dice_source: "test".into(),
        }
    }

    #[test]
    fn every_die_lands_once_showing_one_of_its_faces() {
        let dice = vec![
            vec!["A", "B"],
            vec!["C", "D"],
            vec!["E", "F"],
            vec!["QU", "G"],
        ];
        let r = rules(dice.clone(), 2);
        for seed in 0..50 {
            let board = random_board(&r, seed);
            let mut seen = [false; 4];
            for face in board.faces() {
                let die = dice.iter().position(|d| d.contains(&face)).unwrap();
                assert!(!seen[die], "seed {seed}: die {die} twice");
                seen[die] = true;
            }
        }
    }

    #[test]
    fn same_seed_same_board_and_seeds_differ() {
        let dice: Vec<Vec<&str>> = (0..16)
            .map(|i| {
                vec!["A", "B", "C", "D", "E", "F"]
                    .into_iter()
                    .skip(i % 3)
                    .collect()
            })
            .collect();
        let r = rules(dice, 4);
        assert_eq!(random_board(&r, 7), random_board(&r, 7));
        let distinct: std::collections::HashSet<Vec<String>> = (0..20)
            .map(|seed| random_board(&r, seed).faces().map(str::to_owned).collect())
            .collect();
        assert!(distinct.len() > 15);
    }

    #[test]
    fn unvalidated_rules_still_give_a_board() {
        for (size, dice) in [(0, 0), (1, 1), (3, 2), (10, 100)] {
            let r = rules(vec![vec!["A"]; dice], size);
            let board = random_board(&r, 1);
            assert!((2..=8).contains(&board.size()));
            assert_eq!(board.cells(), board.size() * board.size());
            assert_eq!(board.view().faces.len(), board.size());
        }
    }

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut dice = Dice::new(1);
        let mut counts = [0u32; 6];
        for _ in 0..6000 {
            counts[dice.below(6) as usize] += 1;
        }
        assert!(
            counts.iter().all(|&c| (800..1200).contains(&c)),
            "{counts:?}"
        );
        assert_eq!(dice.below(1), 0);
    }
}
