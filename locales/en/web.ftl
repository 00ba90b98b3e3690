# The pages' texts, English.
#
# To translate: change only the text right of the equals sign; keep the ids
# on the left and every placeable such as { $name }, and keep each text about
# as long as it is (the sheets must print on one page).


## Every page: the window title (the browser tab, the printout)

window-title-index = Wortwert – Word judge
window-title-crossword = Wortwert – 6×6 Crossword
window-title-boggle = Wortwert – Boggle
window-title-happycross = Wortwert – happycross
window-title-turnier = Wortwert – Tournament word judge
window-title-typdom = Wortwert – TYP-DOM SUPER
window-title-wort-yahtzee = Wortwert – Wort-Yahtzee

## Every page: the header

header-skip-to-content = Skip to content
header-pages =
    .aria-label = Pages
header-word-judge = Word judge
header-6-6-crossword = 6×6 Crossword
# The link to the page in the other language: its name in that language.
header-language-switch = Deutsch
    .lang = de
    .hreflang = de
header-tournament = Tournament…

## Every sheet: ruleset and dictionary

decision-rules = Rules
decision-ruleset = Ruleset
decision-dictionary-version = Dictionary version

## Every sheet: the tournament

tournament-tournament = Tournament
tournament-round = Round
tournament-table = Table
tournament-players = Players
tournament-names-separated-by-commas =
    .placeholder = names, separated by commas
tournament-referee = Referee

## Every sheet: signatures and the record

record-signature-of-the-referee = Signature of the referee
record-signatures-of-the-players = Signatures of the players
record-print = Print
record-copy-link = Copy link
record-download-json = Download JSON

## Every sheet: choices, places on the sheet, the record line

sheet-column = column
sheet-value-of-letter = value of { $letter }
sheet-no = no.
sheet-please-choose = – please choose –
sheet-current-version = current: { $version }
sheet-link-copied = Link copied.
sheet-link-to-copy = Link to copy:
sheet-ruleset = Ruleset
sheet-revision = revision
sheet-dictionary = Dictionary
sheet-version = version
sheet-checked-on = checked on
sheet-field-words-grid = row
sheet-field-words-layout = layout, row
sheet-field-words-board = row
sheet-field-words-claims = claim
sheet-field-words-rounds = round
sheet-field-words-players = player
sheet-field-words-turns = turn
sheet-field-words-hands = hand
sheet-field-words-words = word
sheet-field-words-dice = dice
sheet-field-words-leftover = leftover die
sheet-field-words-letter-values = letter value
sheet-field-words-lexicon-version = dictionary version
sheet-field-words-ruleset = ruleset
sheet-field-words-claimed-total = claimed total
sheet-field-words-finish-order = order of finishing
sheet-field-words-seed = seed

## Boards typed cell by cell

grid-row = row
grid-column = column
grid-typing-direction-across = Typing direction: across →
grid-typing-direction-down = Typing direction: down ↓
grid-arrows-move-typing-fills-backspace = Arrows move, typing fills, Backspace clears; pasted text fills the board row by row.
grid-written-as-no-room = “{ $typed }” is written { $value }, and there is no room for it from row { $row }, column { $col }.
grid-written-as = “{ $typed }” is written { $value } in this game.
grid-row-2 = Row
grid-column-2 = Column

## The dictionary's words for its entries, and the verdict

labels-valid = VALID
labels-invalid = INVALID
labels-categories-common = common word
labels-categories-toponym = place name
labels-categories-first-name = first name
labels-categories-family-name = family name
labels-categories-proper-name = proper name
labels-categories-brand = brand
labels-categories-abbreviation = abbreviation
labels-categories-foreign = foreign word
labels-categories-dialect = dialect
labels-categories-multiword = multi-word term
labels-forms-base = base form
labels-forms-inflected-noun = inflected noun
labels-forms-plural = plural
labels-forms-inflected-verb = inflected verb
labels-forms-inflected-adjective = inflected adjective
labels-forms-other = other form
labels-parts-of-speech-noun = noun
labels-parts-of-speech-verb = verb
labels-parts-of-speech-adjective = adjective
labels-parts-of-speech-adverb = adverb
labels-parts-of-speech-numeral = numeral
labels-parts-of-speech-pronoun = pronoun
labels-parts-of-speech-preposition = preposition
labels-parts-of-speech-conjunction = conjunction
labels-parts-of-speech-interjection = interjection
labels-parts-of-speech-article = article
labels-parts-of-speech-particle = particle
labels-parts-of-speech-other = other

## When the service cannot be read

api-unreachable-title = Service unreachable
api-unreachable-detail = The Wortwert service does not answer. Your entries are kept; please check again later.
api-unreadable-title = Unreadable answer
api-unreadable-detail = The service answered status { $status } with nothing readable.

## Word judge

judge-word-judge = Word judge
judge-word = Word
judge-check = Check
judge-verdict = Verdict
judge-check-a-list-a-whole = Check a list (a whole move)
judge-words-one-per-line = Words, one per line
judge-check-list = Check list
judge-please-choose-the-ruleset-first = Please choose the ruleset first.
judge-meaning = Meaning
judge-source = Source:{" "}
judge-licence = , licence{" "}
judge-written-in-the-game-as = written in the game as
judge-in-the-game = In the game
judge-allowed = allowed
judge-not-allowed = not allowed
judge-base-form = Base form
judge-part-of-speech = Part of speech
judge-category = Category
judge-form = Form
judge-entries-in-the-dictionary = Entries in the dictionary
judge-no-entry-in-the-dictionary = No entry in the dictionary.
judge-did-you-mean = Did you mean:{" "}
judge-please-enter-a-word = Please enter a word.
judge-checking = checking …
judge-please-enter-at-least-one = Please enter at least one word, one per line.
judge-list-valid-count = { $valid } of { $words } words valid.
judge-reasons = Reasons

## happycross

happycross-happycross-score-sheet = happycross score sheet
happycross-board = Board
happycross-legend =
    .aria-label = Legend
happycross-s-start-the-first-word = S start (the first word crosses it)
happycross-2-double-the-word-counts = 2× double: the word counts twice
happycross-3-triple-the-word-counts = 3× triple: the word counts three times
happycross-joker-worth-0 = joker (worth 0)
happycross-a-joker-type-or-and = A joker: type * (or ?) and then the letter it stands for; * on a filled cell turns its die into a joker and back. Jokers show in italics with ◊.
happycross-leftover-dice = Leftover dice
happycross-the-letters-of-the-dice = The letters of the dice not placed when the hourglass ran out, e.g. Q X; * for a joker die. Empty: all dice placed.
happycross-values-printed-on-the-dice = Values printed on the dice
happycross-only-letters-the-ruleset-does = Only letters the ruleset does not know, as printed on the die, e.g. A=1, N=1, Q=10.
happycross-clear-values = Clear values
happycross-check = Check
happycross-clear-board = Clear board
happycross-score = Score
happycross-double = Double
happycross-triple = Triple
happycross-start = Start
happycross-happycross-board = happycross board
happycross-char-is-not-a-die = “{ $char }” is not a die: letters A–Z or * for a joker.
happycross-cannot-read-part-one-a = Cannot read “{ $part }”: one “A=1” per letter, separated by commas or spaces.
happycross-across = across
happycross-down = down
happycross-from = from
happycross-at = at
happycross-for = for
happycross-total = Total
happycross-points = points
happycross-no-result-the-board-breaks = No result: the board breaks the rules.
happycross-joker-0-points-at-letter = joker (0 points) at letter{" "}
happycross-words-select-a-row-the = Words (select a row: the word’s fields on the board)
happycross-word = Word
happycross-position = Position
happycross-value = Value
happycross-multiplier = Multiplier
happycross-points-2 = Points
happycross-fields-reasons = Fields, reasons
happycross-sum-of-the-words = Sum of the words
happycross-score-of-the-words = Score of the words
happycross-rule-violations = Rule violations
happycross-entry-not-readable = Entry not readable
happycross-the-board-is-empty-please = The board is empty: please type the placed dice.
happycross-empty-board = Empty board
happycross-ruleset-knows = The ruleset knows: { $known }.
happycross-leftover-dice-count =
    Leftover dice ({ $dice }{ $jokers ->
        [0] {""}
       *[other] , { $jokers } of them jokers
    })
happycross-bonus-every-die-placed =
    Bonus when every die is placed ({ $dice } placed{ $jokers ->
        [0] {""}
       *[other] , { $jokers } of them jokers
    })

## 6×6 Crossword

crossword-6-6-crossword-play-by = 6×6 Crossword (play by mail): final check
crossword-paste-the-mailed-sheet-as = Paste the mailed sheet as text
crossword-mailed-sheet = Mailed sheet
crossword-as-mailed-optionally-crossword-name = As mailed: optionally “Crossword NAME” and “Neu: D”, then the 6 grid rows (new letters UPPER case, old ones lower case, empty cells “.”). Beside the rows or below them the claims, one entry per line in the order rows 1–6, columns 1–6, diagonals ↘ and ↙: words joined by “+”, then the line’s points (“Ar+au 2”); “(1)” after a word gives its points; “...” a line without words; “Ersatz: WORD” or “[WORD]” a substitute; a label such as “S6” (column 6), “Z2” (row 2), “D1” or “col6” jumps to that line; “Summe 90” the claimed total. A blank line ends the sheet.
crossword-fill-the-sheet-from-the = Fill the sheet from the text
crossword-game = Game
crossword-wished-letter-neu = Wished letter (Neu)
crossword-grid = Grid
crossword-type-as-mailed-new-letters = Type as mailed: new letters UPPER case, old ones lower case (case does not change the score); “.” or space leaves a cell empty. Umlauts and ß are written AE, OE, UE, SS.
crossword-claims = Claims
crossword-per-line-the-words-as = Per line the words as claimed, joined by “+” (“Ar + au”; “Ar(1) + au(1)” gives points per word), at most one substitute, and the points claimed for the line (empty: the table points of the words). Lines left empty are not claimed.
crossword-line = Line
crossword-words = Words
crossword-substitute = Substitute
crossword-points = Points
crossword-claimed-total-summe = Claimed total (Summe)
crossword-check = Check
crossword-clear-sheet = Clear sheet
crossword-check-2 = Check
crossword-row = Row
crossword-column = Column
crossword-diagonal = Diagonal ↘
crossword-diagonal-2 = Diagonal ↙
crossword-backwards = backwards
crossword-forwards = forwards
crossword-crossword-grid = Crossword grid
crossword-token-is-not-a-word = “{ $token }” is not a word (join words with “+”, points per word as “(3)”).
crossword-one-substitute-per-line-at = One substitute per line at most.
crossword-correct = CORRECT
crossword-mismatch = MISMATCH
crossword-verified = Verified
crossword-best-possible = Best possible
crossword-points-2 = points
crossword-claimed = Claimed
crossword-difference = Difference
crossword-per-line-claimed-and-verified = Per line: claimed and verified
crossword-claimed-2 = claimed
crossword-verified-2 = verified
crossword-difference-2 = difference
crossword-not-stated-table-points-of = not stated: table points of the words
crossword-sum-of-the-lines = Sum of the lines
crossword-claimed-total = Claimed total
crossword-no-points-stated-the-table = {"*"} no points stated: the table points of the claimed words count.
crossword-discrepancies = Discrepancies
crossword-claimed-words-select-a-row = Claimed words (select a row: the word in the grid)
crossword-word = Word
crossword-role = Role
crossword-position = Position
crossword-reasons = Reasons
crossword-substitute-2 = substitute
crossword-for = for
crossword-from = from
crossword-not-in-the-line = not in the line
crossword-best-possible-score-of-this = Best possible score of this grid
crossword-left-on-the-board = left on the board
crossword-words-of-the-best-possible = Words of the best possible score
crossword-the-grid-is-empty-please = The grid is empty: please type the letters or paste the mailed sheet.
crossword-empty-grid = Empty grid
crossword-claims-not-readable = Claims not readable
crossword-line-of-text = Line { $line } of the text: { $message }

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
typdom-please-a-whole-number-from = Please a whole number from 1 to { $maxGrid } (the ruleset's largest side).
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
typdom-receives-in-all = { $winner } receives { $points } points in all
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
typdom-handed-out = Handed out: { $points } points
typdom-presto-points-for-the-first = Presto: points for the first two
typdom-one-tile-left = one tile left
typdom-points = Points
typdom-total = Total
typdom-round-number = Round { $number }
typdom-settlement-abrechnung = SETTLEMENT (ABRECHNUNG)
typdom-words = Words
typdom-finished-bonus = finished (+ bonus)
typdom-leftover = Leftover
typdom-total-2 = Total
typdom-strict-words-outside-the-lexicon = Strict: words outside the lexicon score 0.
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

## Wort-Yahtzee

wort-yahtzee-wort-yahtzee-score-card = Wort-Yahtzee: score card
wort-yahtzee-letter-values-of-the-dice = Letter values of the dice
wort-yahtzee-the-value-printed-on-each = The value printed on each face. The diamond (*) counts 0. A letter without a value here or in the ruleset is refused, never counted 0.
wort-yahtzee-clear-values = Clear values
wort-yahtzee-the-card-round-by-round = The card, round by round
wort-yahtzee-per-round-the-7-final = Per round: the 7 final dice (letters, Ä Ö Ü for the umlaut faces, * for the diamond), how often they were rolled, the box filled and the words formed (separated by spaces or commas).
wort-yahtzee-alternative-game-the-8-round = Alternative game: the 8 round boxes in any order
wort-yahtzee-add-round = Add round
wort-yahtzee-score-the-card = Score the card
wort-yahtzee-best-words-for-seven-dice = Best words for seven dice
wort-yahtzee-dice-7-faces = Dice (7 faces)
wort-yahtzee-find-the-best-words = Find the best words
wort-yahtzee-in-round-number = (round { $number })
wort-yahtzee-upper-half = Upper half
wort-yahtzee-lower-half = Lower half
wort-yahtzee-remove-round-number = Remove round { $number }
wort-yahtzee-round-number = Round { $number }
wort-yahtzee-dice = Dice
wort-yahtzee-rolls = Rolls
wort-yahtzee-box = Box
wort-yahtzee-words = Words
wort-yahtzee-further-yahtzee-word = Further Yahtzee word: +{ $bonus } bonus
wort-yahtzee-points-in-box = { $points } points in “{ $box }”
wort-yahtzee-refused-box = refused: “{ $box }” does not count
wort-yahtzee-box-gets-zero = {" "}· “{ $box }” gets 0
wort-yahtzee-in-round = round { $round }
wort-yahtzee-open = open
wort-yahtzee-legal = LEGAL
wort-yahtzee-against-the-rules = AGAINST THE RULES
wort-yahtzee-rule-violations = Rule violations
wort-yahtzee-round = Round
wort-yahtzee-total = Total
wort-yahtzee-score-card = Score card
wort-yahtzee-alternative-any-order = {" "}(alternative: any order)
wort-yahtzee-filled-in = filled in
wort-yahtzee-points = Points
wort-yahtzee-upper-half-2 = Upper half
wort-yahtzee-bonus = Bonus
wort-yahtzee-bonus-threshold = more than { $threshold } → { $bonus }
wort-yahtzee-lower-half-2 = Lower half
wort-yahtzee-yahtzee-bonus = Yahtzee bonus
wort-yahtzee-100-per-further-yahtzee-word = 100 per further Yahtzee word
wort-yahtzee-upper-bonus-lower-yahtzee-bonus = upper + bonus + lower + Yahtzee bonus
wort-yahtzee-rounds = Rounds
wort-yahtzee-all-7-dice = all 7 dice
wort-yahtzee-not-possible = not possible
wort-yahtzee-formable-words = Dice { $dice }: { $words } words can be formed.
wort-yahtzee-best-words-per-box = Best words per box
wort-yahtzee-word-or-words = Word or words
wort-yahtzee-after-roll-at-the-latest = after roll at the latest
wort-yahtzee-words-of-equal-value = words of equal value
wort-yahtzee-box-names-two-letters = 2-letter word
wort-yahtzee-box-names-three-letters = 3-letter word
wort-yahtzee-box-names-four-letters = 4-letter word
wort-yahtzee-box-names-five-letters = 5-letter word
wort-yahtzee-box-names-six-letters = 6-letter word
wort-yahtzee-box-names-one-word = One word
wort-yahtzee-box-names-two-words = Two words
wort-yahtzee-box-names-three-words = Three words
wort-yahtzee-box-names-consonants-only = Only consonants
wort-yahtzee-box-names-vowels-only = Only vowels
wort-yahtzee-box-names-yahtzee = Yahtzee word
wort-yahtzee-box-names-chance = Chance

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
# After „mit“ (with): the dative plural.
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
boggle-solver-total = { $words } words, { $points } points in all
boggle-the-highest-score-one-player = The highest score one player alone can reach on this board. Select a word to see its path.
boggle-letters-2 = Letters
boggle-the-seed-is-a-whole = The seed is a whole number from 0 (at most 9007199254740991).
boggle-rolled-with-seed = Rolled with seed { $seed } ({ $ruleset }).

## Tournament word judge (kiosk)

turnier-tournament-word-check = Tournament word check
turnier-fixed-while-the-check-runs = Fixed while the check runs
turnier-ruleset = Ruleset
turnier-dictionary-version = Dictionary version
turnier-clear-after-seconds = Clear after (seconds)
turnier-start-the-check = Start the check
turnier-check-a-move = Check a move
turnier-the-words-of-the-move = The words of the move (one per line, or separated by spaces)
turnier-enter-checks-shift-enter-starts = Enter checks, Shift+Enter starts a new line, Esc clears.
turnier-end-the-check = End the check
turnier-challenge-log = Challenge log
turnier-kept-only-in-this-browser = Kept only in this browser, until cleared.
turnier-time = Time
turnier-words = Words
turnier-verdict = Verdict
turnier-print-the-log = Print the log
turnier-download-the-log-csv = Download the log (CSV)
turnier-clear-the-log = Clear the log
turnier-please-choose = – please choose –
turnier-current-version = current: { $version }
turnier-pinned = Ruleset: { $ruleset } · Dictionary: version { $version } · Clears after { $seconds } seconds
turnier-please-choose-the-ruleset-first = Please choose the ruleset first.
turnier-the-dictionary-version-is-unknown = The dictionary version is unknown: please enter it.
turnier-please-enter-the-words-of = Please enter the words of the move.
turnier-checking = checking …
turnier-the-entry-cannot-be-checked = The entry cannot be checked as it is.
