//! Whether a board can have fallen from the ruleset's dice: each die shows
//! one face, so the board's faces must be matched to distinct dice that
//! carry them. A board typed with a face no die has, or with more of a face
//! than the set has dice for (two QU, sixteen E), is a typo the referee
//! must see before the words are judged against it.
//!
//! The matching is Kuhn's augmenting paths over at most 64 dice of six
//! faces: a few thousand steps, so no budget is needed.

/// The cells (row-major) whose face no die is left to show, in reading
/// order: empty for a board the dice can roll. Cells are matched in reading
/// order, so when a face appears more often than dice carry it, its later
/// cells are the ones named.
pub fn faces_off_the_dice<'a>(
    faces: impl ExactSizeIterator<Item = &'a str>,
    dice: &[Vec<String>],
) -> Vec<usize> {
    let faces: Vec<&str> = faces.collect();
    // `carries[cell]`: the dice that have the cell's face.
    let carries: Vec<Vec<usize>> = faces
        .iter()
        .map(|face| {
            dice.iter()
                .enumerate()
                .filter(|(_, die)| die.iter().any(|f| f == face))
                .map(|(i, _)| i)
                .collect()
        })
        .collect();
    let mut die_shows: Vec<Option<usize>> = vec![None; dice.len()];
    let mut off = Vec::new();
    for cell in 0..faces.len() {
        let mut seen = vec![false; dice.len()];
        if !augment(cell, &carries, &mut die_shows, &mut seen) {
            off.push(cell);
        }
    }
    off
}

/// Finds a die for `cell`, moving other cells to other dice if need be.
fn augment(
    cell: usize,
    carries: &[Vec<usize>],
    die_shows: &mut [Option<usize>],
    seen: &mut [bool],
) -> bool {
    for &die in &carries[cell] {
        if seen[die] {
            continue;
        }
        seen[die] = true;
        let free = match die_shows[die] {
            None => true,
            Some(other) => augment(other, carries, die_shows, seen),
        };
        if free {
            die_shows[die] = Some(cell);
            return true;
        }
    }
    false
}

/// How many dice of the set carry `face`.
pub fn dice_with(face: &str, dice: &[Vec<String>]) -> usize {
    dice.iter()
        .filter(|die| die.iter().any(|f| f == face))
        .count()
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn set(dice: &[&[&str]]) -> Vec<Vec<String>> {
        dice.iter()
            .map(|die| die.iter().map(|f| (*f).to_owned()).collect())
            .collect()
    }

    /// Whether some assignment of distinct dice shows every face, tried
    /// every way (for a handful of dice only): what the matching replaces.
    fn by_trying_every_order(faces: &[&str], dice: &[Vec<String>]) -> usize {
        fn best(faces: &[&str], dice: &[Vec<String>], used: &mut Vec<bool>) -> usize {
            let Some((face, rest)) = faces.split_first() else {
                return 0;
            };
            // Either this cell stays without a die, or it takes a free die
            // that carries its face.
            let mut most = best(rest, dice, used);
            for i in 0..dice.len() {
                if !used[i] && dice[i].iter().any(|f| f == face) {
                    used[i] = true;
                    most = most.max(1 + best(rest, dice, used));
                    used[i] = false;
                }
            }
            most
        }
        faces.len() - best(faces, dice, &mut vec![false; dice.len()])
    }

    #[test]
    fn a_board_the_dice_can_roll_names_nothing_and_a_typo_names_its_cells() {
        let dice = set(&[&["A", "B"], &["A", "QU"], &["C", "D"], &["E", "A"]]);
        let cases: [(&[&str], &[usize]); 6] = [
            (&["A", "QU", "C", "E"], &[]),
            // A must go to the first or fourth die once QU has the second.
            (&["QU", "A", "A", "D"], &[]),
            // Two QU, one QU die: the later one is named.
            (&["QU", "A", "QU", "C"], &[2]),
            // A face no die has.
            (&["A", "X", "C", "E"], &[1]),
            // Four A, three dice with A.
            (&["A", "A", "A", "A"], &[3]),
            (&["D", "C", "B", "A"], &[1]),
        ];
        for (faces, off) in cases {
            assert_eq!(
                faces_off_the_dice(faces.iter().copied(), &dice),
                off,
                "{faces:?}"
            );
        }
        assert_eq!(dice_with("A", &dice), 3);
        assert_eq!(dice_with("QU", &dice), 1);
        assert_eq!(dice_with("Z", &dice), 0);
    }

    proptest! {
        /// As many cells are named as no assignment of dice can show, on
        /// small sets where every assignment can be tried.
        #[test]
        fn the_matching_names_as_many_cells_as_trying_every_order(
            dice in prop::collection::vec(prop::collection::vec(0u8..5, 1..4), 1..6),
            faces in prop::collection::vec(0u8..6, 1..6),
        ) {
            let letter = |i: u8| ((b'A' + i) as char).to_string();
            let dice: Vec<Vec<String>> = dice.iter().map(|d| d.iter().map(|&f| letter(f)).collect()).collect();
            let faces: Vec<String> = faces.iter().map(|&f| letter(f)).collect();
            let faces: Vec<&str> = faces.iter().map(String::as_str).collect();
            let off = faces_off_the_dice(faces.iter().copied(), &dice);
            prop_assert_eq!(off.len(), by_trying_every_order(&faces, &dice));
            // Named cells are in reading order.
            prop_assert!(off.windows(2).all(|w| w[0] < w[1]));
        }
    }
}
