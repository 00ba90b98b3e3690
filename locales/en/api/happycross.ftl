# happycross: what the API says to people of this game, in English (the
# other messages are in ../api.ftl, as described there).

## happycross

too-many-dice = { $placed ->
    [one] { $placed } die
   *[other] { $placed } dice
} placed and { $leftover } left over make { $total }; the game has only { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
}
too-many-jokers = { $placed ->
    [one] { $placed } joker
   *[other] { $placed } jokers
} placed and { $leftover } left over make { $total }; the game has only { $jokers ->
    [one] { $jokers } joker die
   *[other] { $jokers } joker dice
}
dice-missing = { $placed ->
    [one] { $placed } die
   *[other] { $placed } dice
} placed and { $leftover } left over make only { $total }; the game has { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
}, so the leftover dice are not all given
start-not-covered = no die lies on the START field ({ $at }); the first word must cross it
dice-not-connected = the dice form { $groups } separate groups (the second starts at { $second }); they must form one connected crossword
isolated-die = the die “{ $letter }” at { $at } belongs to no word
invalid-board-word = “{ $word }” ({ $direction } from { $at }) is not a valid word: { $reasons }

## happycross boards

drawing-row-count = the { $layout ->
    [yes] layout
   *[no] grid
} has { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
}; it may have 1 to { $max }
row-cell-count = row { $row } has { $count ->
    [one] { $count } cell
   *[other] { $count } cells
}; a row has 1 to { $max }
not-a-die = column { $column }: “{ $found }” is not a die: write A–Z for a letter die, a–z for a joker standing for that letter, “.” for an empty cell (the dice have no umlauts or ß)
not-a-field = column { $column }: “{ $found }” is not a field: use “.” plain, D double, T triple, S start
no-start-field = the layout has no START field “S”
layout-shape-differs = the layout is { $layout } (rows×columns) but the grid is { $grid }: both need the same shape
grid-shape-differs = the grid is { $grid } (rows×columns) but the ruleset's board is { $board }: send a grid of that shape, or a layout of the grid's shape
not-a-leftover-die = “{ $entry }” is not a die: write one letter A–Z, or “*” for a joker die

## happycross throws

throw-dice-count = a throw is { $expected ->
    [one] the game's one die
   *[other] all { $expected } dice of the game
}; this one has { $dice }
throw-jokers = the throw has { $jokers ->
    [one] { $jokers } joker die
   *[other] { $jokers } joker dice
}; the game has { $max }
board-too-large-to-solve = the best board is searched only on boards up to { $max } × { $max }; this ruleset's board is { $rows } × { $cols }
