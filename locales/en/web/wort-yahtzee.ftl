# Wort-Yahtzee: the texts of the game's page, English (the other texts of
# the pages are in ../web.ftl; translate as described there).

## The page: window title and the header's link

window-title-wort-yahtzee = Wortwert – Wort-Yahtzee
header-wort-yahtzee = Wort-Yahtzee

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
wort-yahtzee-points-in-box = { $points ->
    [one] { $points } point
   *[other] { $points } points
} in “{ $box }”
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
wort-yahtzee-upper-half-2 = Upper half total
wort-yahtzee-bonus = Bonus
wort-yahtzee-bonus-threshold = more than { $threshold } → { $bonus }
wort-yahtzee-lower-half-2 = Lower half total
wort-yahtzee-yahtzee-bonus = Yahtzee bonus
wort-yahtzee-100-per-further-yahtzee-word = 100 per further Yahtzee word
wort-yahtzee-upper-bonus-lower-yahtzee-bonus = upper + bonus + lower + Yahtzee bonus
wort-yahtzee-rounds = Rounds
wort-yahtzee-all-7-dice = all 7 dice
wort-yahtzee-not-possible = not possible
wort-yahtzee-formable-words = Dice { $dice }: { $words ->
    [0] no word can be formed
    [one] { $words } word can be formed
   *[other] { $words } words can be formed
}.
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
