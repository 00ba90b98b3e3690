# happycross: the texts of the game's page, English (the other texts of
# the pages are in ../web.ftl; translate as described there).

## The page: window title and the header's link

window-title-happycross = Wortwert – happycross
header-happycross = happycross

## happycross

happycross-happycross-score-sheet = happycross score sheet
happycross-board = Board
happycross-legend =
    .aria-label = Legend
happycross-s-start-the-first-word = S start (the first word crosses it)
happycross-2-double-the-word-counts = 2× double: the word counts twice
happycross-3-triple-the-word-counts = 3× triple: the word counts three times
happycross-joker-worth-0 = joker (worth 0)
happycross-a-joker-type-or-and = A joker: type * (or ?) and then the letter it stands for; * on a filled cell turns its die into a joker and back. Jokers show in italics with ◊.
happycross-leftover-dice = Leftover dice
happycross-the-letters-of-the-dice = The letters of the dice not placed when the hourglass ran out, e.g. Q X; * for a joker die. Empty: all dice placed.
happycross-values-printed-on-the-dice = Values printed on the dice
happycross-only-letters-the-ruleset-does = Only letters the ruleset does not know, as printed on the die, e.g. A=1, N=1, Q=10.
happycross-clear-values = Clear values
happycross-check = Check
happycross-clear-board = Clear board
happycross-score = Score
happycross-double = Double
happycross-triple = Triple
happycross-start = Start
happycross-happycross-board = happycross board
happycross-char-is-not-a-die = “{ $char }” is not a die: letters A–Z or * for a joker.
happycross-cannot-read-part-one-a = Cannot read “{ $part }”: one “A=1” per letter, separated by commas or spaces.
happycross-across = across
happycross-down = down
happycross-from = from
happycross-at = at
happycross-for = for
happycross-total = Total
happycross-points = points
happycross-no-result-the-board-breaks = No result: the board breaks the rules.
happycross-joker-0-points-at-letter = joker (0 points) at letter{" "}
happycross-words-select-a-row-the = Words (select a row: the word’s fields on the board)
happycross-word = Word
happycross-position = Position
happycross-value = Value
happycross-multiplier = Multiplier
happycross-points-2 = Points
happycross-fields-reasons = Fields, reasons
happycross-sum-of-the-words = Sum of the words
happycross-score-of-the-words = Score of the words
happycross-rule-violations = Rule violations
happycross-entry-not-readable = Entry not readable
happycross-the-board-is-empty-please = The board is empty: please type the placed dice.
happycross-empty-board = Empty board
happycross-ruleset-knows = The ruleset knows: { $known }.
happycross-leftover-dice-count =
    Leftover dice ({ $dice }{ $jokers ->
        [0] {""}
       *[other] , { $jokers } of them jokers
    })
happycross-bonus-every-die-placed =
    Bonus when every die is placed ({ $dice } placed{ $jokers ->
        [0] {""}
       *[other] , { $jokers } of them jokers
    })

## A throw's best board

happycross-best-searching = Searching the best board for this throw …
happycross-best-not-found = The best board could not be searched.
happycross-best-retry = Search again
happycross-best-none = This throw lays no valid board.
happycross-best-show = Show the best board
happycross-best-hide = Hide the best board
happycross-best-possible = Best possible score for this throw
happycross-best-proven = Proven: no board of this throw scores more.
happycross-best-bound = The best the search found in its time; no board of this throw scores more than { $bound ->
    [one] { $bound } point
   *[other] { $bound } points
}.
happycross-best-reached = Your board reaches the best possible score.
happycross-best-short = Your board is { $missing ->
    [one] { $missing } point
   *[other] { $missing } points
} short of the best possible ({ $share } % of it).
happycross-best-board-heading = Best board for this throw
happycross-best-words = Words of the best board

## Solo play

window-title-happycross-solo = Wortwert – happycross solo
happycross-solo-link = Solo play: lay one throw alone and compare it with the best board
happycross-solo-heading = happycross – solo play
happycross-solo-lead = How many points does a single throw bring? Roll (or type your own throw), lay the dice on the board, check – and compare with the best board of the same throw.
happycross-solo-sheet-link = To the tournament score sheet
happycross-solo-throw = Throw
happycross-solo-throw-dice = The 13 dice
happycross-solo-throw-hint = Letters A–Z, ◊ or * for a joker, e.g. L T E E R I O R T E R O M. Rolling draws the letters by their frequency in German text (the booklet does not list the dice's faces); each of the two joker dice shows ◊ on one face of six.
happycross-solo-roll = Roll
happycross-solo-dice-list =
    .aria-label = Dice of the throw
happycross-solo-on-the-board = on the board
happycross-solo-leftover-hint = Follows from the throw and the board.
happycross-solo-values-hint = For letters the ruleset does not know; when some are missing after a roll, the values of TYP-DOM's letter table stand here.
happycross-solo-check = Check and compare
happycross-solo-throw-count = A throw has { $dice } dice; { $count ->
        [one] one was
       *[other] { $count } were
    } typed.
happycross-solo-throw-jokers = At most { $jokers } dice are jokers.
happycross-solo-not-thrown = The board holds what the throw does not: { $dice }.
happycross-solo-board-and-throw = The board and the throw do not match
