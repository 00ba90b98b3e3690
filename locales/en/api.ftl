# What the API says to people, in English. One message per thing said; the
# words in { $braces } are filled in by the service. Numbers that people count
# (rows, columns, rounds, dice, players) already start at 1.

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
# A player in a message: by name; a name of digits only is the player's number.
player-named = “{ $name }”
player-numbered = player { $number }

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

## Word verdicts

not-in-lexicon = “{ $key }” is not in the lexicon
too-short = “{ $key }” has { $letters ->
    [one] { $letters } letter
   *[other] { $letters } letters
}, fewer than the minimum of { $min }
category-not-allowed = entry “{ $lemma }” ({ $pos }) is { $category }, which this ruleset does not allow
category-not-allowed-by-source = entry “{ $lemma }” ({ $pos }) is { $category } ({ $source }), which this ruleset does not allow
# Who decided the kind of word; $kind is the kind (“foreign word”).
category-source-curated = listed as a { $kind } by the lexicon's editors
category-source-openthesaurus_english = OpenThesaurus gives it as an English word
category-source-openthesaurus_dialect = OpenThesaurus gives it as a dialect word
compound-not-allowed = “{ $lemma }” is a compound of { $parts } that the lexicon has only by splitting it into its parts, which this ruleset does not allow
form-not-allowed = “{ $key }” is a form of “{ $lemma }” ({ $pos }), { $kind }, which this ruleset does not allow
empty-word = the word is empty
word-too-long = the word has { $length ->
    [one] { $length } character
   *[other] { $length } characters
}, more than the maximum of { $max }
forbidden-character = { $character } is not allowed in a word
letter-not-in-alphabet = { $character } is not a letter of this game's alphabet
house-refused = the house list “{ $name }” (revision { $revision }) refuses it

## House word lists

house-list-too-long = the list has { $count ->
    [one] { $count } word
   *[other] { $count } words
}, more than the limit of { $limit }
house-word-both-ways = “{ $word }” is allowed and refused at once (as { $key })

## Letter values

not-a-single-letter = “{ $key }” is not a single letter A–Z
letter-value-out-of-range = the value of “{ $letter }” is { $value }; it must be between 0 and { $max }
letter-without-value = { $count ->
    [one] the letter { $hasUse ->
        [yes] “{ $letters }” has no value ({ $used })
       *[no] { $letters } has no value
    }; give its value among the letter values
   *[other] the letters { $letters } have no value; give their values among the letter values
}

## Grids and TYP-DOM requests

row-width-differs = row { $row } has { $width ->
    [one] { $width } cell
   *[other] { $width } cells
} but row 1 has { $first }: every row needs the same width
not-a-tile = character { $index }: “{ $found }” is not a tile: write letters A–Z and “*” for a jolly (TYP-DOM has no umlaut tiles)
grid-rows-at-most = the layout has { $rows ->
    [one] { $rows } row
   *[other] { $rows } rows
}; at most { $max } are allowed
row-cells-at-most = row { $row } has { $width ->
    [one] { $width } cell
   *[other] { $width } cells
}; at most { $max } are allowed
not-a-layout-cell = column { $column }: “{ $found }” is not a tile: write A–Z for a tile, a–z for a jolly showing that letter, “*” for a jolly, “.” for an empty cell (TYP-DOM has no umlaut tiles)
jollies-in-grid = the layout shows { $shown ->
    [one] { $shown } jolly
   *[other] { $shown } jollies
}; the set has { $set ->
    [one] { $set } jolly
   *[other] { $set } jollies
}
jollies-in-leftovers = the leftover tiles hold { $held ->
    [one] { $held } jolly
   *[other] { $held } jollies
}; the set has { $set ->
    [one] { $set } jolly
   *[other] { $set } jollies
}
player-without-name = a player needs a name
name-taken = player { $first } is already called “{ $name }”; names must be distinct
no-player = a settlement needs at least one player
too-few-players = a settlement needs at least two players
presto-too-few-players = Presto needs at least two players
turn-counts-differ = { $name } has { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} but { $first } has { $rounds ->
    [one] { $rounds } turn
   *[other] { $rounds } turns
}: Point-Typ-Dom ends only when everyone has had the same number of turns (a turn without a word counts as an empty turn)
finished-with-tiles = { $name } has finished, so the leftover must be empty
space-in-word = “{ $input }” has white space inside; write one word
word-refused = “{ $input }”: { $reason }
jollies-in-word = “{ $input }” holds { $held ->
    [one] { $held } jolly
   *[other] { $held } jollies
}; the set has { $set ->
    [one] { $set } jolly
   *[other] { $set } jollies
}
word-too-many-letters = “{ $input }” has { $letters ->
    [one] { $letters } letter
   *[other] { $letters } letters
}, more than the maximum of { $max }
stake-out-of-range = the stake is { $stake }; it must be between 1 and { $max }
both-finished = { $first } and { $second } both have an empty leftover; the round ends as soon as the first player has placed all tiles, so only one of them can
nobody-finished = no player has an empty leftover: the Kreuzwort-Spiel ends when one player has placed all tiles (if no one finishes, choose the variant “Wer behält recht?”)
finish-order-length = { $named ->
    [0] no player is given as finished yet; give who finished first (and, once someone has, who finished second)
    [one] one player is given as finished; give who finished first (and, once someone has, who finished second)
   *[other] { $named } players are given as finished, but Presto scores only the first and the second; give only those two
}
not-a-player = no player is called “{ $name }”
finishes-twice = { $name } cannot finish twice
not-a-finisher = { $name } is not among the players who finished: only a finisher can finish with one tile left
named-twice = { $name } is named twice

## The word finder

too-many-blanks = { $count ->
    [one] { $count } blank is
   *[other] { $count } blanks are
} more than the maximum of { $max }
too-many-letters = { $count ->
    [one] { $count } letter is
   *[other] { $count } letters are
} more than the maximum of { $max }
letters-not-of-game = the letters are not letters of this game: { $reason }
anagram-over-budget = these letters and blanks allow too many words to search within the budget of { $visits ->
    [one] { $visits } step
   *[other] { $visits } steps
}; use fewer letters or blanks, or a larger minimum length
pattern-unusable = the pattern cannot be used: { $reason }
pattern-empty = the pattern is empty
pattern-too-long = the pattern has { $length ->
    [one] { $length } character
   *[other] { $length } characters
}, more than the maximum of { $max }
pattern-set-unclosed = the set opened at character { $position } is not closed with “]”
pattern-set-empty = the set at character { $position } is empty
pattern-set-unopened = “]” at character { $position } closes no set
pattern-wildcard-in-set = “{ $character }” at character { $position } is not allowed inside a set
pattern-not-a-letter = “{ $character }” at character { $position } is not a letter of the alphabet
pattern-too-complex = the pattern has too many letters and sets to search; shorten it
