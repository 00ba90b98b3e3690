# What the API says to people, in English. One message per thing said; the
# words in { $braces } are filled in by the service. Numbers that people count
# (rows, columns, rounds, dice, players) already start at 1.

## Problem titles

title-bad-request = Bad request
title-malformed-json = Malformed JSON
title-invalid-request = Invalid request
title-unknown-ruleset = Unknown ruleset
title-not-found = Not found
title-method-not-allowed = Method not allowed
title-payload-too-large = Payload too large
title-unsupported-media-type = Unsupported media type
title-not-ready = Not ready
title-busy = Too many request bodies in flight
title-timeout = Request timed out
title-internal = Internal error
title-ruleset-mismatch = Ruleset mismatch
title-too-many-requests = Too many requests
title-unknown-lexicon-version = Unknown lexicon version
title-cors-refused = Cross-origin request refused

## Words used inside other messages

quoted = “{ $text }”
place = row { $row }, column { $column }
line-row = row { $number }
line-column = column { $number }
line-diagonal = diagonal 1 (top left to bottom right)
line-anti-diagonal = diagonal 2 (top right to bottom left)
direction = { $direction ->
    [down] down
   *[across] across
}
character-space = a space
character-invisible = an invisible character (white space or a control character)
list-or-separator = {" or "}
list-or-last = {" or "}
list-and-separator = {" and "}
list-and-last = {" and "}
list-words-separator = {", "}
list-words-last = {", "}

reason-not_in_lexicon = not in the dictionary
reason-category_not_allowed = not allowed in this game (kind of word)
reason-form_not_allowed = this form of the word is not allowed
reason-too_short = too short
reason-too_long = too long
reason-empty = empty
reason-forbidden_character = has a forbidden character
reason-letter_not_in_alphabet = has a letter the game does not have
reason-not_on_board = not on the board
reason-die_reused = uses a die twice
reason-letters_not_available = the letters are not there
reason-struck = struck
reason-other = invalid for another reason

field-grid = grid
field-layout = layout
field-leftover = leftover dice
field-claims = claims
field-rounds = rounds
field-dice = dice
field-hands = tiles in hand
field-players = players
field-ruleset = ruleset
field-lexicon_version = lexicon version
field-words = words
field-word = word
field-board = board
field-faces = faces
field-rack = letters
field-pattern = pattern
field-letter_values = letter values
field-finish_order = order of finishing
field-limit = number of results
field-cursor = continuation mark
field-suggest = number of suggestions

# A kind of word; .indefinite is the word with its article.
lexicon-noun = noun
    .indefinite = a noun
lexicon-verb = verb
    .indefinite = a verb
lexicon-adjective = adjective
    .indefinite = an adjective
lexicon-adverb = adverb
    .indefinite = an adverb
lexicon-numeral = numeral
    .indefinite = a numeral
lexicon-pronoun = pronoun
    .indefinite = a pronoun
lexicon-preposition = preposition
    .indefinite = a preposition
lexicon-conjunction = conjunction
    .indefinite = a conjunction
lexicon-interjection = interjection
    .indefinite = an interjection
lexicon-article = article
    .indefinite = an article
lexicon-particle = particle
    .indefinite = a particle
lexicon-common = common word
    .indefinite = a common word
lexicon-toponym = place name
    .indefinite = a place name
lexicon-first_name = first name
    .indefinite = a first name
lexicon-family_name = family name
    .indefinite = a family name
lexicon-proper_name = proper name
    .indefinite = a proper name
lexicon-brand = brand
    .indefinite = a brand
lexicon-abbreviation = abbreviation
    .indefinite = an abbreviation
lexicon-foreign = foreign word
    .indefinite = a foreign word
lexicon-dialect = dialect
    .indefinite = a dialect word
lexicon-multiword = multi-word term
    .indefinite = a multi-word term
lexicon-base = base form
    .indefinite = a base form
lexicon-inflected_noun = inflected noun
    .indefinite = an inflected noun
lexicon-plural = plural
    .indefinite = a plural
lexicon-inflected_verb = inflected verb
    .indefinite = an inflected verb
lexicon-inflected_adjective = inflected adjective
    .indefinite = an inflected adjective
lexicon-other = other form
    .indefinite = another form

box-two_letters = 2-letter word
box-three_letters = 3-letter word
box-four_letters = 4-letter word
box-five_letters = 5-letter word
box-six_letters = 6-letter word
box-one_word = One word
box-two_words = Two words
box-three_words = Three words
box-consonants_only = Only consonants
box-vowels_only = Only vowels
box-yahtzee = Yahtzee word
box-chance = Chance

index-boggle = boggle index
index-anagram = anagram index
index-word-finder = word finder index
index-export = offline export of the lexicon

limit-players = players
limit-words = words in all
limit-rounds = rounds

## Word verdicts

not-in-lexicon = “{ $key }” is not in the lexicon
too-short = “{ $key }” has { $letters ->
    [one] { $letters } letter
   *[other] { $letters } letters
}, fewer than the minimum of { $min }
category-not-allowed = entry “{ $lemma }” ({ $pos }) is { $category }, which this ruleset does not allow
compound-not-allowed = “{ $lemma }” is a compound of { $parts } that the lexicon has only by splitting it into its parts, which this ruleset does not allow
form-not-allowed = “{ $key }” is a form of “{ $lemma }” ({ $pos }), { $kind }, which this ruleset does not allow
empty-word = the word is empty
word-too-long = the word has { $length } characters, more than the maximum of { $max }
forbidden-character = { $character } is not allowed in a word
letter-not-in-alphabet = { $character } is not a letter of this game's alphabet

## The service

unknown-ruleset = there is no ruleset “{ $id }”; known rulesets: { $known }
no-endpoint = no endpoint { $method } { $path }; see /docs or /openapi.json
method-not-allowed = { $method } { $path } is not supported; use { $allowed }
body-too-large = the request body exceeds the limit of { $limit } bytes
no-lexicon-served = no lexicon is served yet: { $reason }
index-not-built = the { $index } could not be built
export-being-built = the file is being built (a few seconds on the first request for a lexicon version and ruleset); ask again in { $seconds } s
rate-exceeded = this client made more requests than its rate allows; retry in { $seconds } s
preflight-refused = { $refused ->
    [disabled] this service allows no cross-origin requests; its operator can allow web pages of other origins in its CORS settings
    [origin] the service's CORS settings do not allow requests from this origin
    [method] the service's CORS settings do not allow this method
    [headers] the service's CORS settings do not allow one of these request headers
   *[other] the service's CORS settings do not allow this cross-origin request
}
no-content-type = the request has no content type; send { $accepted }
content-type-not-accepted = content type “{ $media }” is not accepted here; send { $accepted }
timed-out = the request took longer than { $ms } ms
bodies-in-flight = the server holds { $capacity } bytes of request bodies at most and is full; retry in { $seconds } s
shutting-down = the service is shutting down
internal-error = the request could not be completed
input-too-long = the word is longer than { $limit } characters; no game has words that long

## happycross

too-many-dice = { $placed } dice placed and { $leftover } left over make { $total }; the game has { $dice } dice
too-many-jokers = { $placed } jokers placed and { $leftover } left over make { $total }; the game has { $jokers } joker dice
dice-missing = { $placed } dice placed and { $leftover } left over make only { $total }; the game has { $dice } dice, so the leftover is incomplete
start-not-covered = no die lies on the START field ({ $at }); the first word must cross it
dice-not-connected = the dice form { $groups } separate groups (the second starts at { $second }); they must form one connected crossword
isolated-die = the die “{ $letter }” at { $at } belongs to no word
invalid-board-word = “{ $word }” ({ $direction } from { $at }) is not a valid word: { $reasons }

## TYP-DOM

jolly-colour = the jollies show { $red } red and { $black } black letters; the set has { $setRed } red and { $setBlack } black jollies
invalid-tiles = the tiles “{ $word }” touch { $direction } from { $at } and are no word: { $reasons }
tiles-not-connected = the tiles form { $groups } separate groups (the second starts at { $second }); a layout is one crossword
empty-table = there is no tile on the table; an empty layout is no game

## Wort-Yahtzee

round-out-of-order = rounds are played in order: round { $round } fills its own box { $hasOwn ->
    [yes] “{ $own }”
   *[no] none
} or a special box, not “{ $box }” (only the variant with free order allows it)
box-used-twice = the box “{ $box }” was filled in round { $round }{ $withZero ->
    [yes] {" "}(with 0)
   *[no] {""}
}; each box is filled once
too-many-rolls = “{ $box }” must be filled after roll { $max } at the latest; this round took { $rolls } rolls
faces-not-all = “{ $box }” needs every face a { $vowels ->
    [yes] vowel
   *[no] consonant
} (the diamond counts as one); { $fails } { $count ->
    [one] is
   *[other] are
} not
face-on-die = “{ $face }” (die { $die })
not-a-word = “{ $input }” is not a word: { $reasons }
wrong-length = “{ $box }” takes a word of { $length } letters; “{ $key }” has { $letters }
not-all-dice = a Yahtzee word uses all { $dice } dice; “{ $key }” has { $letters } letters
word-not-valid = “{ $key }” is not valid: { $reasons }
umlaut-face-misused = “{ $key }” fits on { $dice } only by using a marked umlaut face as a plain letter or a plain face as an umlaut
letters-missing = “{ $key }” needs { $needs } but the dice { $dice } do not show { $lacking } (the diamond stands for one letter)
lacking-letter = { $needed } × { $letter } ({ $have } on the dice)
lacking-unshown = { $needed } letter(s) no face shows
wrong-word-count = “{ $box }” takes { $length ->
    [0] { $expected ->
        [one] { $expected } word
       *[other] { $expected } words
    }
   *[other] one word of { $length } letters
}; the round gives { $given }
dice-shared = the words { $words } together need { $lacking }, more than the dice { $dice } show: words of a round share no die
too-many-words = { $count } words is more than the limit of { $limit } per request

## Letter values

not-a-single-letter = “{ $key }” is not a single letter A–Z
letter-value-out-of-range = the value of “{ $letter }” is { $value }; it must be between 0 and { $max }
no-letter-values = { $count ->
    [one] no value for the letter { $letters }: give its value among the letter values
   *[other] no value for the letters { $letters }: give their values among the letter values
}

## Grids and TYP-DOM requests

row-width-differs = row { $row } has { $width } cells but row 1 has { $first }: every row needs the same width
not-a-tile = character { $index }: “{ $found }” is not a tile: write letters A–Z and “*” for a jolly (TYP-DOM has no umlaut tiles)
grid-rows-at-most = the grid has { $rows } rows; at most { $max }
row-cells-at-most = row { $row } has { $width } cells; at most { $max }
not-a-layout-cell = column { $column }: “{ $found }” is not a tile: write A–Z for a tile, a–z for a jolly showing that letter, “*” for a jolly, “.” for an empty cell (TYP-DOM has no umlaut tiles)
jollies-in-grid = the grid shows { $shown } jollies; the set has { $set }
jollies-in-leftovers = the leftovers hold { $held } jollies; the set has { $set }
player-without-name = a player needs a name
name-taken = “{ $name }” is also the name of player { $first }; names must be distinct
no-player = a settlement needs at least one player
too-few-players = a settlement needs at least two players
presto-too-few-players = Presto needs at least two players
turn-counts-differ = “{ $name }” has { $turns } turns but “{ $first }” has { $rounds }: Point-Typ-Dom ends only when everyone has had the same number of turns (a turn without a word counts as an empty turn)
finished-with-tiles = “{ $name }” finished, so the leftover must be empty
space-in-word = “{ $input }” has white space inside; write one word
word-refused = “{ $input }”: { $reason }
jollies-in-word = “{ $input }” holds { $held } jollies; the set has { $set }
word-too-many-letters = “{ $input }” has { $letters } letters, more than the maximum of { $max }
stake-out-of-range = the stake is { $stake }; it must be between 1 and { $max }
both-finished = “{ $first }” and “{ $second }” both have an empty leftover; the round ends when the first player has placed all tiles, so only one can
nobody-finished = no player has an empty leftover: the Kreuzwort-Spiel ends when one player has placed all tiles (for Wer behält recht? use the variant wer-behaelt-recht)
finish-order-length = names { $named } players; name the first and (once finished) the second to finish
not-a-player = “{ $name }” is not one of the players
finishes-twice = “{ $name }” cannot finish twice
not-a-finisher = “{ $name }” is not among the players who finished: only a finisher can finish with one tile left
named-twice = “{ $name }” is named twice

## Boggle boards

board-side-out-of-range = a board side must be between { $min } and { $max }, not { $size }
board-row-count = the grid has { $rows } rows, this ruleset's board is { $size }×{ $size }
board-row-faces = row { $row } has { $faces } faces, a { $size }×{ $size } board needs { $size }
letters-do-not-fill = { $letters } letters do not fill a { $size }×{ $size } board
board-row-dice = the row has { $count } dice, a { $size }×{ $size } board needs { $size }{ $qu ->
    [yes] {" "}(write the Qu die as a single Q, or give the row as an array of faces)
   *[no] {""}
}
face-at-column = column { $column }: { $reason }
empty-cell-on-board = “.” is an empty cell, but every cell of a Boggle board holds a die
face-without-letter = a face needs a letter
face-too-long = face “{ $face }” has { $letters } letters, at most { $max } fit on a die

## Crossword grids and claims

grid-row-count = the grid has { $rows } rows, a { $size }×{ $size } grid needs { $size }
grid-row-cells = row { $row } has { $count ->
    [more] more than { $size }
   *[other] { $count }
} cells, it needs exactly { $size } (“.” for an empty cell)
cell-refused = column { $column } (“{ $found }”): { $reason }
umlaut-cell = umlauts are not cells of this grid: write AE, OE, UE over two cells
sharp-s-cell = ß is not a cell of this grid: write SS over two cells
empty-cell-written = an empty cell is written “.”
not-a-cell = a cell is a letter A–Z or “.” for an empty cell
not-a-line = “{ $name }” is not a line of a { $size }×{ $size } grid: name row 1 to { $size }, column 1 to { $size }, diagonal 1 or 2
line-claimed-twice = { $line } is claimed twice (first in claim { $first }); list all its words in one claim
word-points-count = has { $entries } entries for { $words } words; give one per word (null where none)

## Crossword submissions as mailed text

no-grid-found = no grid found: expected rows of letters and “.” (one row per line), after an optional “Crossword NAME” title and “Neu:” line
grid-ends-early = the grid ends after { $rows } of { $width } rows; a blank line ends the submission
text-ends-early = the text ends after { $rows } of { $width } grid rows
mailed-cell = grid row “{ $row }”, column { $column } (“{ $found }”): { $reason }
mailed-row-width = a grid row needs 2 to { $max } cells, “{ $row }” has { $count ->
    [more] more than { $max }
   *[other] { $count }
}
mailed-row-differs = grid row “{ $row }” has { $count ->
    [more] more than { $max }
   *[other] { $count }
} cells, the first row has { $first }
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

## happycross boards

drawing-row-count = the { $layout ->
    [yes] layout
   *[no] grid
} has { $rows } rows; it needs 1 to { $max }
row-cell-count = row { $row } has { $count } cells; a row needs 1 to { $max }
not-a-die = column { $column }: “{ $found }” is not a die: write A–Z for a letter die, a–z for a joker standing for that letter, “.” for an empty cell (the dice have no umlauts or ß)
not-a-field = column { $column }: “{ $found }” is not a field: use “.” plain, D double, T triple, S start
no-start-field = the layout has no START field “S”
layout-shape-differs = the layout is { $layout } (rows×columns) but the grid is { $grid }: both need the same shape
grid-shape-differs = the grid is { $grid } (rows×columns) but the ruleset's board is { $board }: send a grid of that shape, or a layout of the grid's shape
not-a-leftover-die = “{ $entry }” is not a die: write one letter A–Z, or “*” for a joker die

## Wort-Yahtzee cards

not-a-face-letter = “{ $key }” is not a letter of the dice (A–Z, Ä, Ö, Ü); the diamond is always worth 0
face-value-out-of-range = the value of “{ $key }” ({ $value }) is not between 0 and { $max }
letter-without-value = the letter “{ $letter }” has no value ({ $used }); give its value among the letter values
used-in-round = round { $round }
used-shown = the dice show “{ $face }”
used-in-word = used in “{ $word }” in round { $round }
not-a-face = “{ $found }” is not a face of the dice: use A–Z, Ä, Ö, Ü, or “*” for the diamond
roll-face-count = a roll shows exactly { $dice } faces, one per die; this one has { $count ->
    [more] more
   *[other] { $count }
}
diamonds-over-set = only { $faces } die has a diamond face; the roll shows { $shown } diamonds
umlaut-over-set = only { $faces } face is marked { $umlaut }; the roll shows { $shown }
rounds-over-card = a card has { $rounds } rounds; the request has { $given }
rolls-out-of-range = a round has 1 to { $max } rolls, not { $rolls }
not-a-box = “{ $name }” is not a box of the card; the boxes are { $boxes }

## Crossword: why a claimed word does not count

not-on-line = “{ $key }” is not in { $line }, read either way, without crossing an empty cell
scores-nothing = a word of { $letters } letters scores nothing in this game
line-word-cap = { $line } may hold at most { $max } words; this is claimed word { $index }
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
word-points-differ = { $word } in { $line }: claimed { $claimed }, verified { $verified }; { $counts ->
    [yes] a word of { $letters } letters scores { $verified }
   *[no] it does not count: { $reasons }
}
claimed-sum-differs = the claimed total is { $claimed }, but the points claimed per line add up to { $sum }
total-differs = claimed total { $claimed }, verified total { $verified }{ $count ->
    [0] {""}
   *[other] ; lines that differ: { $differing }
}
line-change = { $line } ({ $claimed } → { $verified })
above-optimum = no words were claimed, and the claimed total { $claimed } is more than the grid allows at best ({ $optimum })

## Boggle word statuses

struck-by = also written by { $others ->
    [one] { $others } other player
   *[other] { $others } other players
} (struck)
written-before = already written as word { $place } of this list: a word counts once per player (0 points)
die-reused-in-trace = “{ $key }” can only be traced by using a die more than once
trace-undecided = “{ $key }” can be traced only by using a die more than once, as far as a search of { $steps } steps could tell
not-traceable = “{ $key }” cannot be traced over touching dice on this board

## TYP-DOM words with jollies

read-as = read as “{ $candidate }”: { $reason }
no-jolly-letter = no letter in place of the jolly makes “{ $written }” a word of the lexicon

## Wort-Yahtzee words and notes

die-taken-by-other-word = “{ $input }” needs a die another word of the round already uses
fits-only-by-umlaut-face = “{ $key }” fits on { $dice } only by using a marked umlaut face as a plain letter (or a plain face as an umlaut)
dice-lack-letters = the dice { $dice } do not have the letters of “{ $key }”
faces-not-words = “{ $box }” scores the faces, not words: the words given were not judged

## Lexicon versions

version-not-served = lexicon version { $version } is not available; this server serves version { $served } only
version-not-published = lexicon “{ $lexicon }” has no published version { $version } (published: { $count ->
    [0] none
   *[other] { $published }
})
version-not-available = version { $version } is not available
version-cannot-load = lexicon version { $version } cannot be loaded right now; try again later

## Game requests refused before the rules see them

body-not-object = the body must be a JSON object
not-a-ruleset-id = must be a ruleset id (a string)
not-a-version-number = must be a version number
ruleset-of-other-game = ruleset “{ $id }” is a { $game } ruleset, not a { $wanted } one
words-per-round = at most { $max } words in a round, one per die ({ $given } given)
request-limit = at most { $limit } { $what } per request ({ $given } given)

## The word finder

too-many-blanks = { $count } blanks are more than the maximum of { $max }
too-many-letters = { $count } letters are more than the maximum of { $max }
letters-not-of-game = the letters are not letters of this game: { $reason }
anagram-over-budget = these letters and blanks allow too many words to search within the budget of { $visits } steps; use fewer letters or blanks, or a larger minimum length
pattern-unusable = the pattern cannot be used: { $reason }
pattern-empty = the pattern is empty
pattern-too-long = the pattern has { $length } characters, more than the maximum of { $max }
pattern-set-unclosed = the set opened at character { $position } is not closed with “]”
pattern-set-empty = the set at character { $position } is empty
pattern-set-unopened = “]” at character { $position } closes no set
pattern-wildcard-in-set = “{ $character }” at character { $position } is not allowed inside a set
pattern-not-a-letter = “{ $character }” at character { $position } is not a letter of the alphabet
pattern-too-complex = the pattern has too many letters and sets to search; shorten it
cursor-too-long = the continuation mark is longer than { $max } characters; pass the previous answer's mark unchanged
cursor-unreadable = the continuation mark is not a place in the list; pass the previous answer's mark unchanged
count-out-of-range = the { $field } must be between 1 and { $max }, not { $value }
too-many-words-to-suggest = { $count } words is more than the limit of { $limit } per request with suggestions

## Requests that cannot be read

word-undecodable = the word in the path cannot be decoded: { $reason }
escape-without-hex = “%” at position { $position } is not followed by two hex digits
not-an-escape = “%{ $escape }” at position { $position } is not a percent-escape
decoded-not-utf8 = the decoded word is not UTF-8
path-parameter-unreadable = a path parameter cannot be read: { $error }
query-not-valid = the query string is not valid: { $account }
parameter-required = this parameter is required
parameter-repeated = this parameter may be given once
empty-body = the request body is empty; send a JSON object
body-not-utf8 = the body is not UTF-8 text: no valid UTF-8 sequence starts at byte { $position }
body-unreadable = the request body could not be read: { $error }
json-not-valid = the body is not valid JSON: { $account }
duplicate-key = this key appears more than once in its object; JSON keys must be unique
field-required = this field is required
no-such-field = there is no such field here{ $count ->
    [0] {""}
   *[other] ; expected { $expected }
}
must-be = must be { $expected }{ $hasFound ->
    [yes] , not { $found }
   *[no] {""}
}
value-refused = { $account }

## What a request reader found wrong with a value or a body

list-one-of-separator = {", "}
list-one-of-last = {", "}
names-one-of = one of { $names }
serde-missing-field = missing field “{ $field }”
serde-duplicate-field = duplicate field “{ $field }”
serde-unknown-field = unknown field “{ $name }”{ $count ->
    [0] {""}
   *[other] , expected { $expected }
}
serde-unknown-variant = unknown variant { $found }, expected { $expected }
serde-invalid-type = invalid type: { $found }, expected { $expected }
serde-invalid-value = invalid value: { $found }, expected { $expected }
serde-invalid-length = invalid length { $length }, expected { $expected }
serde-untagged = the value has none of the allowed forms
serde-invalid-digit = invalid digit found in string
serde-empty-number = cannot parse integer from empty string
serde-number-too-large = number too large to fit in target type
serde-number-too-small = number too small to fit in target type
serde-other = { $text }
expected-range = an integer from 0 to { $max }
expected-between = an integer from { $min } to { $max }
expected-integer = an integer
expected-number = a number
expected-string = a string
expected-boolean = a boolean
expected-sequence = an array
expected-map = an object
expected-character = a character
expected-null = null
expected-tuple = an array of { $size } entries
expected-one-of = one of { $names }
found-number = { $float ->
    [yes] floating point
   *[no] integer
} “{ $value }”
found-boolean = boolean “{ $value }”
found-string = string "{ $value }"
found-character = character “{ $value }”
found-null = null
found-sequence = an array
found-map = an object
json-position = {" "}at line { $line } column { $column }
json-eof = EOF while parsing { $inside ->
    [list] a list
    [object] an object
    [string] a string
    [value] a value
   *[other] { $said }
}{ $at }
json-syntax = { $problem }{ $at }
json-data = { $account }{ $at }
json-io = { $said }{ $at }
json-expected-value = expected value
json-expected-ident = expected ident
json-key-must-be-a-string = key must be a string
json-trailing-characters = trailing characters
json-trailing-comma = trailing comma
json-invalid-escape = invalid escape
json-invalid-number = invalid number
json-number-out-of-range = number out of range
json-invalid-code-point = invalid unicode code point
json-control-character = a control character (such as a line break or a tab) unescaped in a string
json-lone-surrogate = an incomplete character (a lone surrogate) in an escape
json-unexpected-end-of-escape = unexpected end of hex escape
json-recursion-limit = recursion limit exceeded
json-expected-names = expected { $names }
