# Boggle: what the API says to people of this game, in English (the
# other messages are in ../api.ftl, as described there).

## Boggle boards

board-side-out-of-range = a board side must be between { $min } and { $max }, not { $size }
board-row-count = the grid has { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
}, this ruleset's board is { $size }×{ $size }
letters-do-not-fill = { $letters ->
    [one] { $letters } letter does
   *[other] { $letters } letters do
} not fill a { $size }×{ $size } board
board-row-dice = row { $row } has { $count ->
    [one] { $count } die
   *[other] { $count } dice
}, a { $size }×{ $size } board needs { $size }{ $qu ->
    [yes] {" "}(write the Qu die as a single Q, or give the row as an array of faces)
   *[no] {""}
}
face-at-column = column { $column }: { $reason }
empty-cell-on-board = a Boggle board has no empty cell: every cell holds a die
face-without-letter = a face needs a letter
face-too-long = the face “{ $face }” has { $letters ->
    [one] { $letters } letter
   *[other] { $letters } letters
}, but at most { $max } fit on a die
face-not-on-dice = { $at }: no die of this ruleset's set is left to show “{ $face }”: { $taken ->
    [yes] the board already needs the { $dice } dice with it for other faces
   *[no] { $dice ->
        [0] no die has it
        [one] only { $dice } die has it
       *[other] only { $dice } dice have it
    }, and the board shows it { $shown ->
        [one] once
       *[other] { $shown } times
    }
}; is it a typo?

## Boggle word statuses

struck-by = also written by { $others ->
    [one] { $others } other player
   *[other] { $others } other players
} (struck)
written-before = already written as word { $place } of this list: a word counts once per player (0 points)
die-reused-in-trace = “{ $key }” can only be traced by using a die more than once
trace-undecided = “{ $key }” can be traced only by using a die more than once, as far as a search of { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} could tell
not-traceable = “{ $key }” cannot be traced over touching dice on this board

# The index the service builds for the game, named when it cannot be built yet.
index-boggle = boggle index
