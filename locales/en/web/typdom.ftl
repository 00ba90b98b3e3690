# TYP-DOM SUPER: the texts of the game's page, English (the other texts of
# the pages are in ../web.ftl; translate as described there).

## The page: window title and the header's link

window-title-typdom = Wortwert – TYP-DOM SUPER
header-typdom = TYP-DOM

## TYP-DOM SUPER

typdom-typ-dom-super-layout-and = TYP-DOM SUPER: layout and settlement
typdom-check-the-layout-on-the = Check the layout on the table
typdom-every-place-where-tiles-touch = Every place where tiles touch must read as a word. Type the tiles cell by cell; * is a jolly whose letter the check chooses; with “Jolly letters” switched on, typed letters become jollies showing that letter.
typdom-size-of-the-layout = Size of the layout
typdom-rows = Rows
typdom-columns = Columns
typdom-apply-size = Apply size
typdom-check-layout = Check layout
typdom-clear-layout = Clear layout
typdom-result-of-the-layout-check = Result of the layout check
typdom-settlement = Settlement
typdom-variant = Variant
typdom-1-kreuzwort-spiel-crossword = 1. Kreuzwort-Spiel (crossword)
typdom-2-presto-race = 2. Presto (race)
typdom-3-point-typ-dom-letter = 3. Point-Typ-Dom (letter values)
typdom-4-wer-beh-lt-recht = 4. Wer behält recht? (who is right?)
typdom-stake-multiplies-every-payment = Stake (multiplies every payment)
typdom-strict-words-outside-the-dictionary = Strict: words outside the dictionary score 0
typdom-letter-values-the-rulesets-table = Letter values (the ruleset's table; fill in only what your table says differently)
typdom-s-2-is-reconstructed-the = S = 2 is reconstructed: the booklet prints 26 values for 27 symbols, and this reading is the one its examples agree with (marked *).
typdom-players = Players
typdom-add-player = Add player
typdom-settle = Settle
typdom-layout = Layout
typdom-jolly-letters-on = Jolly letters: on ★
typdom-jolly-letters-off = Jolly letters: off
typdom-please-a-whole-number-from = Please enter a whole number from 1 to { $maxGrid } (the ruleset's largest side).
typdom-across = across
typdom-down = down
typdom-not-checked = Not checked:{" "}
typdom-jolly-for-letter = Jolly for { $letter }
typdom-jolly-at-letter = jolly at letter { $offset } ({ $letter })
typdom-what-is-wrong = What is wrong
typdom-words-on-the-table-wherever = Words on the table (wherever tiles touch)
typdom-word = Word
typdom-position = Position
typdom-verdict = Verdict
typdom-jollies-and-reasons = Jollies and reasons
typdom-words-on-the-table = Words on the table
typdom-jollies = Jollies
typdom-stands-for = stands for
typdom-chosen-by-the-check = (chosen by the check)
typdom-as-given = (as given)
typdom-player-number = Player { $number }
typdom-remove-player-number = Remove player { $number }
typdom-not-finished = not finished
typdom-finished-1st = finished 1st
typdom-finished-2nd = finished 2nd
typdom-name = Name
typdom-leftover-tiles = Leftover tiles
typdom-place = Place
typdom-finished-with-one-tile-left = finished with one tile left
typdom-words-per-turn-one-turn = Words per turn (one turn per line)
typdom-finished-placed-all-tiles = finished (placed all tiles)
typdom-leftover-tiles-letters-for-a = Leftover tiles: letters, * for a jolly; empty for the one who finished.
typdom-the-stake-is-a-whole = The stake is a whole number from 1.
typdom-equal-leftovers-no-one-wins = Equal leftovers: no one wins; the next game is for double stakes.
typdom-no-one-finished = No one finished: { $winner } has the lowest leftover and wins.
typdom-placed-all-tiles = { $winner } placed all tiles and wins.
typdom-receives-in-all = { $winner } receives { $points ->
    [one] { $points } point
   *[other] { $points } points
} in all
typdom-no-winner = No winner
typdom-stake = Stake: ×{ $stake } (every payment multiplied).
typdom-next-game-double-stakes = Next game: double stakes.
typdom-leftover-tiles-black-red-jolly = Leftover tiles: black, red, jolly and their value
typdom-player = Player
typdom-left-over = left over
typdom-black = black
typdom-red = red
typdom-value = Value
typdom-pays = pays
typdom-receives = receives
typdom-all-payments = All payments
typdom-yes = yes
typdom-finished-first = { $player } finished first and wins.
typdom-handed-out = Handed out: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
typdom-presto-points-for-the-first = Presto: points for the first two
typdom-one-tile-left = one tile left
typdom-points = Points
typdom-total = Total
typdom-round-number = Round { $number }
typdom-settlement-abrechnung = SETTLEMENT
typdom-words = Words
typdom-finished-bonus = finished (+ bonus)
typdom-leftover = Leftover
typdom-total-2 = Total
typdom-strict-words-outside-the-lexicon = Scored strictly: words outside the dictionary score 0.
typdom-words-the-dictionary-does-not = Words the dictionary does not confirm (scored as played at the table)
typdom-layout-summary =
    { $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    } on the table, { $words ->
        [one] { $words } word
       *[other] { $words } words
    }.
typdom-finished-place =
    finished { $place ->
        [1] 1st
       *[other] 2nd
    }
typdom-variant-hint-kreuzwort = Whoever placed all tiles (empty leftover) wins and receives from each opponent the value of their leftover tiles: black 1, red 3, jolly 10. Leftover as letters, * for a jolly.
typdom-variant-hint-presto = The first to finish gets 4 points, the second 2; finishing with one tile left gives only 2 or 1.
typdom-variant-hint-point = Per player the words of each turn, one turn per line, several words joined by + (e.g. POLA + PHON), a dash (-) for a turn without a word, * for a jolly. Every player needs the same number of turns. Leftover tiles are subtracted, a jolly with 10.
typdom-variant-hint-wer-behaelt-recht = Settled as the Kreuzwort-Spiel; if no one finishes, the lowest leftover wins; a tie has no winner and the next game is for double stakes.

## Hint: the best moves for a rack

typdom-hint-heading = Hint: the best moves for a rack
typdom-hint-lead = Type the tiles a player holds: Wortwert searches the moves they can lay on the table above, ranked by the points of the variant chosen below.
typdom-hint-rack = Tiles in hand
typdom-hint-rack-hint = Letters, * or ◊ for a jolly, e.g. HAUS*TE.
typdom-hint-search = Find the best moves
typdom-hint-searching = Searching the best moves …
typdom-hint-failed = No moves searched.
typdom-hint-none = These tiles lay no word on this table.
typdom-hint-caption = The best moves (select a row: its tiles on the table)
typdom-hint-tiles = Tiles
typdom-hint-points = Points
typdom-hint-lay = Lay
typdom-hint-lay-button = Lay
typdom-hint-table-grows = the table grows
typdom-hint-second-word = and { $word } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
typdom-hint-incomplete = The search ended at its time limit; better moves may exist.
typdom-hint-rack-unreadable = The tiles cannot be read: letters only, and * or ◊ for a jolly.
typdom-hint-rack-empty = Please type the tiles in hand.
typdom-variant-played = Game played: { $variant }
