# TYP-DOM SUPER: what the API says to people of this game, in English (the
# other messages are in ../api.ftl, as described there).

## TYP-DOM

jolly-colour = the jollies show { $red } red and { $black } black letters; the set has { $setRed ->
    [one] { $setRed } red jolly
   *[other] { $setRed } red jollies
} and { $setBlack ->
    [one] { $setBlack } black jolly
   *[other] { $setBlack } black jollies
}
invalid-tiles = the tiles “{ $word }” ({ $direction } from { $at }) do not make a word: { $reasons }
tiles-not-connected = the tiles form { $groups } separate groups (the second starts at { $second }); a layout is one connected crossword
empty-table = there is no tile on the table; an empty layout is no game

## TYP-DOM words with jollies

read-as = read as “{ $candidate }”: { $reason }
no-jolly-letter = no letter in place of the jolly makes “{ $written }” a word of the lexicon

## TYP-DOM moves

table-breaks-rules = the tiles on the table break the rules in { $count ->
    [one] one place
   *[other] { $count } places
} (the layout check names them); no move can mend that
rack-too-large = the rack holds { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
}; a search takes at most { $max }
