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
