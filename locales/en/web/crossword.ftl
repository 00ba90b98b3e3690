# 6×6 Crossword: the texts of the game's page, English (the other texts of
# the pages are in ../web.ftl; translate as described there).

## The page: window title and the header's link

window-title-crossword = Wortwert – 6×6 Crossword
header-crossword = 6×6 Crossword

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
