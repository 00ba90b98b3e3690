# Wort-Yahtzee: what the API says to people of this game, in English (the
# other messages are in ../api.ftl, as described there).

## Wort-Yahtzee

round-out-of-order = rounds are played in order: round { $round } fills its own box { $hasOwn ->
    [yes] “{ $own }”
   *[no] (none)
} or a special box, not “{ $box }” (only the variant with free order allows it)
box-used-twice = the box “{ $box }” was filled in round { $round }{ $withZero ->
    [yes] {" "}(with 0)
   *[no] {""}
}; each box is filled once
too-many-rolls = “{ $box }” must be filled after roll { $max } at the latest; this round took { $rolls ->
    [one] { $rolls } roll
   *[other] { $rolls } rolls
}
faces-not-all = “{ $box }” needs every face to be a { $vowels ->
    [yes] vowel
   *[no] consonant
} (the diamond counts as one); { $fails } { $count ->
    [one] is
   *[other] are
} not
face-on-die = “{ $face }” (die { $die })
not-a-word = “{ $input }” is not a word: { $reasons }
wrong-length = “{ $box }” takes a word of { $length ->
    [one] { $length } letter
   *[other] { $length } letters
}; “{ $key }” has { $letters }
not-all-dice = a Yahtzee word uses { $dice ->
    [one] the one die
   *[other] all { $dice } dice
}; “{ $key }” has { $letters ->
    [one] { $letters } letter
   *[other] { $letters } letters
}
word-not-valid = “{ $key }” is not valid: { $reasons }
umlaut-face-misused = “{ $key }” fits on { $dice } only by using a marked umlaut face as a plain letter or a plain face as an umlaut
letters-missing = “{ $key }” needs { $needs } but the dice { $dice } do not show { $lacking } (the diamond stands for one letter)
lacking-letter = { $needed } × { $letter } ({ $have } on the dice)
lacking-unshown = { $needed ->
    [one] { $needed } letter
   *[other] { $needed } letters
} that no face shows
wrong-word-count = “{ $box }” takes { $length ->
    [0] { $expected ->
        [one] { $expected } word
       *[other] { $expected } words
    }
   *[other] one word of { $length ->
        [one] { $length } letter
       *[other] { $length } letters
    }
}; the round has { $given ->
    [0] no word
    [one] { $given } word
   *[other] { $given } words
}
dice-shared = the words { $words } together need { $lacking }, more than the dice { $dice } show: words of a round share no die
too-many-words = { $count ->
    [one] { $count } word is
   *[other] { $count } words are
} more than the limit of { $limit } per request

## Wort-Yahtzee cards

not-a-face-letter = “{ $key }” is not a letter of the dice (A–Z, Ä, Ö, Ü); the diamond is always worth 0
face-value-out-of-range = the value of “{ $key }” ({ $value }) is not between 0 and { $max }
# Where a letter without a value was used (letter-without-value, in ../api.ftl).
used-in-round = round { $round }
used-shown = the dice show “{ $face }”
used-in-word = used in “{ $word }” in round { $round }
not-a-face = “{ $found }” is not a face of the dice: use A–Z, Ä, Ö, Ü, or “*” for the diamond
roll-face-count = a roll shows exactly { $dice ->
    [one] one face
   *[other] { $dice } faces, one per die
}; this one has { $count ->
    [more] more
   *[other] { $count }
}
diamonds-over-set = only { $faces ->
    [one] { $faces } die has
   *[other] { $faces } dice have
} a diamond face; the roll shows { $shown ->
    [one] { $shown } diamond
   *[other] { $shown } diamonds
}
umlaut-over-set = only { $faces ->
    [one] { $faces } face is
   *[other] { $faces } faces are
} marked { $umlaut }; the roll shows { $shown }
rounds-over-card = a card has { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}; the request has { $given }
rolls-out-of-range = a round has { $max ->
    [one] one roll
   *[other] 1 to { $max } rolls
}, not { $rolls }
not-a-box = “{ $name }” is not a box of the card; the boxes are { $boxes }

## Wort-Yahtzee words and notes

die-taken-by-other-word = “{ $input }” needs a die another word of the round already uses
fits-only-by-umlaut-face = “{ $key }” fits on { $dice } only by using a marked umlaut face as a plain letter (or a plain face as an umlaut)
dice-lack-letters = the dice { $dice } do not have the letters of “{ $key }”
faces-not-words = “{ $box }” scores the faces, not words: the words given were not judged

# The index the service builds for the game, named when it cannot be built yet.
index-anagram = anagram index
