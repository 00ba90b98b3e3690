//! The moves of one main word laid with the same letters: every choice of
//! which laid tiles are jollies is a move of its own (the search laid a
//! jolly only for a letter the rack lacked; a letter it holds may be laid
//! as a jolly too, keeping the rack's own tile, where the set's colours
//! allow). With one jolly on a 13-tile rack a word has up to 14 of them, so
//! they are counted as they are enumerated and only those that can rank
//! are kept ([`Search::store`]): nothing is built per choice, and its
//! points follow from the word's by each jolly's difference, as every
//! variant's points add up per tile ([`Scorer::jolly_difference`]).

use super::{JOLLY, Rack, Scorer, Search, Variant, letter_index};

impl Search<'_> {
    /// Counts (and keeps what can rank of) every choice of jollies for the
    /// main word from `self.start` to `end` laid with `self.placed`.
    pub(super) fn record_jolly_choices(&mut self, end: usize, second: bool) {
        let points = self.word_points + self.scorer.finish_points(self.placed.len(), self.rack_len);
        if let Some(choices) = self.choices_that_cannot_rank(points, second) {
            #[cfg(debug_assertions)]
            self.check_counted(points, choices);
            self.count += choices;
            return;
        }
        self.letters.clear();
        self.letters.extend(self.placed.iter().map(|t| t & !JOLLY));
        // The points with every laid tile its letter.
        self.word_letters_only.clear();
        self.word_letters_only.extend_from_slice(&self.word_jolly);
        for &at in &self.placed_at {
            self.word_letters_only[usize::from(at)] = false;
        }
        debug_assert_eq!(
            points,
            self.scorer.points(
                &self.word,
                &self.word_letters_only,
                &self.letters,
                self.rack_len,
            ),
            "the points kept while laying are the word's"
        );
        let mut rack = self.rack0;
        self.choice.clear();
        self.each_choice(end, second, &mut rack, points);
    }

    /// How many choices of jollies the word has, when none of them can be
    /// among the best (so none is kept and they need not be enumerated):
    /// counted for a rack of at most one jolly, which is every rack of the
    /// booklet's sets but the largest hands. `None` when some choice may
    /// rank, when the move is a single tile (kept whatever its points, see
    /// [`Search::store`]), or for two jollies or more (enumerated). Read
    /// from what the walk keeps as it lays (no pass over the word).
    fn choices_that_cannot_rank(&self, points: i64, second: bool) -> Option<usize> {
        let rack = &self.rack0;
        let laid = self.placed.len();
        if rack.jollies > 1 || (laid == 1 && self.lines[self.cur].needs_table_tile) {
            return None;
        }
        // Each choice adds its jollies' differences to `points`, at most
        // the most any letter's adds.
        if !self.cannot_rank(points + self.max_jolly_gain, second) {
            return None;
        }
        if rack.jollies == 0 {
            return Some(1);
        }
        // One jolly. The walk takes a letter from the rack while it has
        // one, so it laid the jolly only for a letter the rack ran out of:
        // then the jolly is one of that letter's cells (the rack's own
        // tiles of it and the one beyond). Otherwise every laid tile whose
        // colour the set has a jolly for may be the jolly, or none is.
        Some(match self.walk_jolly {
            Some(letter) => usize::from(rack.counts[letter_index(letter)]) + 1,
            None => {
                let red = self.laid_red as usize;
                let black = laid - red;
                1 + if rack.red_free > 0 { red } else { 0 }
                    + if rack.black_free > 0 { black } else { 0 }
            }
        })
    }

    /// What [`Search::choices_that_cannot_rank`] read from the walk's
    /// bookkeeping, read again from the word itself (test builds): its
    /// points, and its choices of jollies counted one by one.
    #[cfg(debug_assertions)]
    fn check_counted(&self, points: i64, choices: usize) {
        let letters: Vec<u8> = self.placed.iter().map(|t| t & !JOLLY).collect();
        let mut letters_only = self.word_jolly.clone();
        for &at in &self.placed_at {
            letters_only[usize::from(at)] = false;
        }
        let read = self
            .scorer
            .points(&self.word, &letters_only, &letters, self.rack_len);
        assert_eq!(points, read, "the points kept while laying are the word's");
        // Every assignment of the rack's tiles to the letters laid: each
        // letter from the rack or, where the set's colours allow, as the
        // one jolly.
        let rack = &self.rack0;
        let mut need = [0u8; 26];
        for &l in &letters {
            need[letter_index(l)] += 1;
        }
        let fits = |jolly: Option<usize>| {
            (0..26).all(|i| need[i] - u8::from(jolly == Some(i)) <= rack.counts[i])
        };
        let free = |i: usize| {
            let red = self.red_mask & (1 << i) != 0;
            (if red { rack.red_free } else { rack.black_free }) > 0
        };
        let mut counted = usize::from(fits(None));
        if rack.jollies == 1 {
            counted += (0..26)
                .filter(|&i| need[i] > 0 && free(i) && fits(Some(i)))
                .map(|i| usize::from(need[i]))
                .sum::<usize>();
        }
        assert_eq!(choices, counted, "choices of jollies for {letters:?}");
    }

    /// Lays the next letter of `self.letters` from the rack and as a jolly
    /// (where each may be), in that order, after the choices in
    /// `self.choice` worth `points`.
    fn each_choice(&mut self, end: usize, second: bool, rack: &mut Rack, points: i64) {
        let Some(&letter) = self.letters.get(self.choice.len()) else {
            self.store_choice(end, second, points);
            return;
        };
        let i = letter_index(letter);
        if rack.counts[i] > 0 {
            rack.counts[i] -= 1;
            self.choice.push(letter);
            self.each_choice(end, second, rack, points);
            self.choice.pop();
            rack.counts[i] += 1;
        }
        let red = self.red_mask & (1 << i) != 0;
        let free = if red { rack.red_free } else { rack.black_free };
        if rack.jollies > 0 && free > 0 {
            rack.jollies -= 1;
            *rack.free_mut(red) -= 1;
            self.choice.push(letter | JOLLY);
            let points = points + self.scorer.jolly_difference(letter);
            self.each_choice(end, second, rack, points);
            self.choice.pop();
            *rack.free_mut(red) += 1;
            rack.jollies += 1;
        }
    }

    /// [`Search::store`] for the choice made.
    fn store_choice(&mut self, end: usize, second: bool, points: i64) {
        let choice = std::mem::take(&mut self.choice);
        self.store(end, &choice, points, second);
        self.choice = choice;
    }
}

impl Rack {
    /// The set's jollies left for letters of the colour (`red`: vowels).
    fn free_mut(&mut self, red: bool) -> &mut u32 {
        if red {
            &mut self.red_free
        } else {
            &mut self.black_free
        }
    }
}

impl Scorer<'_> {
    /// What a tile laid as `letter` adds to a move's points, and a table
    /// tile read (the variants' points are sums over them, see
    /// [`Scorer::points`]), the finishing bonus apart.
    pub(super) fn laid_points(&self, letter: u8) -> i64 {
        match self.variant {
            Variant::Point => self.point_value(letter, false),
            Variant::Kreuzwort | Variant::WerBehaeltRecht => self.tile_value(letter),
            Variant::Presto => 1,
        }
    }

    pub(super) fn table_points(&self, letter: u8, jolly: bool) -> i64 {
        match self.variant {
            Variant::Point => self.point_value(letter, jolly),
            _ => 0,
        }
    }

    /// The finishing bonus of a move laying `laid` tiles of `rack_len`.
    pub(super) fn finish_points(&self, laid: usize, rack_len: usize) -> i64 {
        if self.variant == Variant::Point && laid == rack_len {
            self.rules.point.finish_bonus
        } else {
            0
        }
    }

    /// What laying `letter` as a jolly instead of the letter changes in a
    /// move's points: the variants' points are sums over the tiles (Point:
    /// the main word's cells, the finishing bonus by the number laid;
    /// Kreuzwort: the tiles' values; Presto: the number laid).
    pub(super) fn jolly_difference(&self, letter: u8) -> i64 {
        match self.variant {
            Variant::Point => self.point_value(letter, true) - self.point_value(letter, false),
            Variant::Kreuzwort | Variant::WerBehaeltRecht => {
                self.tile_value(letter | JOLLY) - self.tile_value(letter)
            }
            Variant::Presto => 0,
        }
    }
}
