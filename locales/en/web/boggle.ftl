# Boggle: the texts of the game's page, English (the other texts of
# the pages are in ../web.ftl; translate as described there).

## The page: window title and the header's link

window-title-boggle = Wortwert – Boggle
header-boggle = Boggle

## Boggle

boggle-boggle-score-sheet = Boggle score sheet
boggle-board = Board
boggle-type-the-dice-as-they = Type the dice as they lie, row by row. The Qu die is typed as a single Q (one die, two letters).
boggle-roll-a-board = Roll a board
boggle-seed = Seed
boggle-same-seed-same-board-empty = Same seed, same board; empty: a new one.
boggle-roll = Roll
boggle-players-and-their-words = Players and their words
boggle-one-word-per-line-as = One word per line, as the player wrote it.
boggle-add-player = Add player
boggle-check = Check
boggle-find-all-words = Find all words
boggle-scores-of-the-round = Scores of the round
boggle-press-check-to-score-the = Press “Check” to score the players’ lists.
boggle-all-words-on-the-board = All words on the board
boggle-find-all-words-lists-every = “Find all words” lists every valid word on the board.
boggle-print-the-full-list-too = Print the full list too (from page 2)
boggle-board-size = Board, { $size } × { $size } dice
boggle-die-of-word = die { $number } of { $word }
boggle-show-the-path-on-the = Show the path on the board
boggle-name = Name
boggle-words-one-per-line = Words, one per line
boggle-player-number = Player { $number }
boggle-remove = Remove
boggle-remove-player = Remove { $player }
boggle-row-row = Row { $row }
boggle-row-row-column-col = Row { $row }, column { $col }
boggle-word = Word
boggle-counts = counts
boggle-struck = struck
boggle-invalid = invalid
boggle-and = and
boggle-also-written-by = also written by { $writers }: struck for everyone
boggle-not-on-board = { $word } cannot be traced over touching dice
boggle-die-reused = { $word } needs a die twice
boggle-already-in-line = already in line { $line }: counts once
boggle-points-count =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
# After “with”: the same as boggle-points-count in English.
boggle-with-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
boggle-winner = Winner: { $winner } with { $points }
boggle-tie = Tie: { $winners } with { $points } each
boggle-points-per-player = Points per player
boggle-player = Player
boggle-count = count
boggle-points = Points
boggle-struck-words = Struck words
boggle-written-by-several-players-they = Written by several players: they count for nobody.
boggle-no-word-struck = No word struck.
boggle-no-words = No words.
boggle-words-of-player = Words of { $player }
boggle-no = No.
boggle-letters = Letters
boggle-verdict-and-reasons = Verdict and reasons
boggle-total = Total
boggle-points-per-word-by-letters = Points per word by letters: 3 and 4 → 1, 5 → 2, 6 → 3, 7 → 5, 8 or more → 11. Select a word to see its path on the board.
boggle-solver-total = { $words ->
    [one] { $words } word
   *[other] { $words } words
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
} in all
boggle-the-highest-score-one-player = The highest score one player alone can reach on this board. Select a word to see its path.
boggle-letters-2 = Letters
boggle-the-seed-is-a-whole = The seed is a whole number from 0 (at most 9007199254740991).
boggle-rolled-with-seed = Rolled with seed { $seed } ({ $ruleset }).
boggle-board-not-from-the-dice = The ruleset's dice cannot roll this board – please check the dice:
