# 6×6 Crossword: what the API says to people of this game, in English (the
# other messages are in ../api.ftl, as described there).

## Crossword grids and claims

grid-row-count = the grid has { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
}, a { $size }×{ $size } grid needs { $size }
grid-row-cells = row { $row } has { $count ->
    [more] more than { $size } cells
    [one] { $count } cell
   *[other] { $count } cells
}, but it needs exactly { $size } (“.” for an empty cell)
cell-refused = column { $column } (“{ $found }”): { $reason }
umlaut-cell = umlauts are not cells of this grid: write AE, OE, UE over two cells
sharp-s-cell = ß is not a cell of this grid: write SS over two cells
empty-cell-written = an empty cell is written “.”
not-a-cell = a cell is a letter A–Z or “.” for an empty cell
not-a-line = “{ $name }” is not a line of a { $size }×{ $size } grid: name row 1 to { $size }, column 1 to { $size }, diagonal 1 or 2
line-claimed-twice = { $line } is claimed twice (first in claim { $first }); list all its words in one claim
word-points-count = the word points have { $entries ->
    [one] { $entries } entry
   *[other] { $entries } entries
} for { $words ->
    [one] { $words } word
   *[other] { $words } words
}; give one entry per word (null for a word without points of its own)

## Crossword submissions as mailed text

no-grid-found = no grid found: expected rows of letters and “.” (one row per line), after an optional “Crossword NAME” title and “Neu:” line
grid-ends-early = the grid ends after { $rows } of { $width ->
    [one] { $width } row
   *[other] { $width } rows
}; a blank line ends the submission
text-ends-early = the text ends after { $rows } of { $width ->
    [one] { $width } grid row
   *[other] { $width } grid rows
}
mailed-cell = grid row “{ $row }”, column { $column } (“{ $found }”): { $reason }
mailed-row-width = “{ $row }” has { $count ->
    [more] more than { $max } cells
    [one] { $count } cell
   *[other] { $count } cells
}, but a grid row needs 2 to { $max }
mailed-row-differs = grid row “{ $row }” has { $count ->
    [more] more than { $max } cells
    [one] { $count } cell
   *[other] { $count } cells
}, but the first row has { $first }
second-total = a second total (the first is on line { $first })
claim-after-total = a claim after the total (line { $total }); the total comes last
too-many-entries = more entries than the grid has lines ({ $lines }: rows, columns, diagonals)
line-claimed-twice-in-text = { $line } is claimed twice (first on line { $first })
number-too-large = “{ $word }” is too large a number
not-a-line-name = “{ $name }” is not a line of a { $width }×{ $width } grid
empty-entry = an empty entry; write “...” for a line without words
total-line-shape = a total line is “Summe” and one number, e.g. “Summe 90”
total-without-number = the total line has no number, e.g. “Summe 90”
second-substitute = one substitute per line at most
after-substitute = “{ $word }” follows the substitute; put the substitute last
points-expected = expected the line's points after “=”, found “{ $found }”
line-points-twice = the line's points are given twice
number-after-substitute = an extra number { $number } after the substitute
substitute-expected = expected the substitute word after “Ersatz”
number-before-word = the number { $number } comes before any word
ellipsis-alone = “...” means no words; it stands alone
unopened-bracket = a closing bracket without an opening one
unclosed-bracket = an opening bracket without a closing one
substitute-without-word = “Ersatz” without a word
equals-without-points = “=” without the line's points
bracket-not-after-word = “({ $number })” does not follow a word
unreadable-bracket = cannot read the bracket: use “(3)” for a word's points or “(Ersatz: WORD)” for a substitute
numbers-after-word = more than one number after “{ $word }”
too-many-numbers = too many numbers after “{ $word }”: at most the word's points and the line's
word-points-twice = “{ $word }” has its points twice

## Crossword: why a claimed word does not count

not-on-line = “{ $key }” is not in { $line }, read either way, without crossing an empty cell
scores-nothing = a word of { $letters ->
    [one] { $letters } letter
   *[other] { $letters } letters
} scores nothing in this game
line-word-cap = { $line } may hold at most { $max ->
    [one] { $max } word
   *[other] { $max } words
}; this is claimed word { $index }
placements-overlap = every placement of “{ $word }” in { $line } shares a cell with { $count ->
    [0] another word of the line
   *[other] { $others }
}
substitutes-not-allowed = this ruleset allows no substitute words
substitute-not-needed = every claimed word of { $line } counts; a substitute counts only in place of an invalid one

## Crossword discrepancies

line-points-differ = { $line }: claimed { $claimed } ({ $stated ->
    [yes] stated
   *[no] the table points of the claimed words
}), verified { $verified }. { $count ->
    [0] Every claimed word counts; the claimed points are not what the words score
   *[other] { $notes }
}
note-not-counting = “{ $word }” does not count ({ $reasons })
note-substitute-counts = substitute “{ $word }” counts { $points } in place of “{ $replaces }”
note-substitute-not-counting = substitute “{ $word }” does not count ({ $reasons })
word-points-differ = “{ $word }” in { $line }: claimed { $claimed }, verified { $verified }; { $counts ->
    [yes] a word of { $letters ->
        [one] { $letters } letter
       *[other] { $letters } letters
    } scores { $verified }
   *[no] it does not count: { $reasons }
}
claimed-sum-differs = the claimed total is { $claimed }, but the points claimed per line add up to { $sum }
total-differs = claimed total { $claimed }, verified total { $verified }{ $count ->
    [0] {""}
   *[other] ; lines that differ: { $differing }
}
line-change = { $line } ({ $claimed } → { $verified })
above-optimum = no words were claimed, and the claimed total { $claimed } is more than the grid allows at best ({ $optimum })
