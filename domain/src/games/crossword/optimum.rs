//! The optimum: per line, the best set of at most `max_words_per_line`
//! non-overlapping valid words.
//!
//! Lines are independent (words of different lines may share cells), so the
//! grid's optimum is the sum of the lines' optima. Within a line the choice
//! is a weighted interval scheduling with a cap on the number of intervals,
//! solved exactly by a DP over (position, words left): `O(n · k · c)` for
//! `n` cells, cap `k` and `c` candidates — a few hundred steps for 6×6.

use super::candidates::Candidate;

/// The best set of at most `max_words` non-overlapping candidates of a line
/// of `n` cells, with its points. Among equally good sets the DP keeps the
/// first it meets scanning from the line's end, forward readings before
/// backward ones, so the answer is deterministic.
pub(crate) fn best_set(
    candidates: &[Candidate],
    n: usize,
    max_words: usize,
) -> (u32, Vec<Candidate>) {
    let width = max_words + 1;
    // best[pos * width + k]: most points from cells pos.. with at most k words.
    let mut best = vec![0u32; (n + 1) * width];
    let mut choice: Vec<Option<usize>> = vec![None; (n + 1) * width];
    for pos in (0..n).rev() {
        for k in 1..width {
            let mut value = best[(pos + 1) * width + k];
            let mut chosen = None;
            for (i, candidate) in candidates.iter().enumerate() {
                let placement = candidate.placement;
                if placement.low != pos || placement.low + placement.len > n {
                    continue;
                }
                let with = candidate.points + best[(pos + placement.len) * width + k - 1];
                if with > value {
                    value = with;
                    chosen = Some(i);
                }
            }
            best[pos * width + k] = value;
            choice[pos * width + k] = chosen;
        }
    }
    let mut words = Vec::new();
    let (mut pos, mut k) = (0, max_words);
    while pos < n && k > 0 {
        match choice[pos * width + k] {
            Some(i) => {
                words.push(candidates[i]);
                pos += candidates[i].placement.len;
                k -= 1;
            }
            None => pos += 1,
        }
    }
    (best[max_words], words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::crossword::grid::{Direction, Placement};

    fn word(low: usize, len: usize, points: u32) -> Candidate {
        Candidate {
            placement: Placement {
                low,
                len,
                direction: Direction::Forward,
            },
            points,
        }
    }

    #[test]
    fn table_of_small_lines() {
        let cases: Vec<(Vec<Candidate>, usize, usize, u32)> = vec![
            (vec![], 6, 3, 0),
            (vec![word(0, 6, 10)], 6, 3, 10),
            // two 3-letter words (3 + 3) lose to the 6-letter word.
            (vec![word(0, 3, 3), word(3, 3, 3), word(0, 6, 10)], 6, 3, 10),
            // three 2-letter words, capped at two.
            (vec![word(0, 2, 1), word(2, 2, 1), word(4, 2, 1)], 6, 2, 2),
            (vec![word(0, 2, 1), word(2, 2, 1), word(4, 2, 1)], 6, 3, 3),
            // overlapping: 0..4 (5) vs 1..3 + 4..6 (3 + 1).
            (vec![word(0, 4, 5), word(1, 3, 3), word(4, 2, 1)], 6, 3, 6),
        ];
        for (candidates, n, k, expected) in cases {
            let (total, words) = best_set(&candidates, n, k);
            assert_eq!(total, expected, "{candidates:?}");
            assert_eq!(words.iter().map(|w| w.points).sum::<u32>(), total);
            assert!(words.len() <= k);
            for (i, a) in words.iter().enumerate() {
                for b in &words[i + 1..] {
                    assert!(!a.placement.overlaps(b.placement));
                }
            }
        }
    }
}
