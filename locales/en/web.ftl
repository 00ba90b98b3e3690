# The pages' texts, English.
#
# To translate: change only the text right of the equals sign; keep the ids
# on the left and every placeable such as { $name }, and keep each text about
# as long as it is (the sheets must print on one page).

## Every page: the window title (the browser tab, the printout)

window-title-index = Wortwert – Word judge
window-title-turnier = Wortwert – Tournament word judge

## Every page: the header

header-skip-to-content = Skip to content
header-pages =
    .aria-label = Pages
header-word-judge = Word judge
# This language's name in its own words, on the links to it from the pages
# in every other language.
header-language-name = English
header-tournament = Tournament…

## Every sheet: ruleset and dictionary

decision-rules = Rules
decision-ruleset = Ruleset
decision-dictionary-version = Dictionary version

## Every sheet: the rulesets by their titles (the service's title where none is here)

ruleset-title-boggle = Boggle 4×4
ruleset-title-boggle-5x5 = Big Boggle 5×5
ruleset-title-crossword = 6×6 Crossword (play by mail)
ruleset-title-happycross = happycross
ruleset-title-typdom = TYP-DOM SUPER
ruleset-title-wort-yahtzee = Wort-Yahtzee

## Every sheet: the tournament

tournament-tournament = Tournament
tournament-round = Round
tournament-table = Table
tournament-players = Players
tournament-names-separated-by-commas =
    .placeholder = names, separated by commas
tournament-referee = Referee

## Every sheet: signatures and the record

record-signature-of-the-referee = Signature of the referee
record-signatures-of-the-players = Signatures of the players
record-print = Print
record-copy-link = Copy link
record-download-json = Download JSON

## Every sheet: choices, places on the sheet, the record line

sheet-column = column
sheet-value-of-letter = value of { $letter }
sheet-no = no.
sheet-please-choose = – please choose –
sheet-try-again = Try again
sheet-current-version = current: { $version }
sheet-checking = checking …
sheet-link-copied = Link copied.
sheet-link-to-copy = Link to copy:
sheet-ruleset = Ruleset
sheet-revision = revision
sheet-dictionary = Dictionary
sheet-version = version
sheet-checked-on = checked on
sheet-field-words-grid = row
sheet-field-words-layout = layout, row
sheet-field-words-board = row
sheet-field-words-claims = claim
sheet-field-words-rounds = round
sheet-field-words-players = player
sheet-field-words-turns = turn
sheet-field-words-hands = hand
sheet-field-words-words = word
sheet-field-words-dice = dice
sheet-field-words-leftover = leftover
sheet-field-words-letter-values = letter value
sheet-field-words-lexicon-version = dictionary version
sheet-field-words-ruleset = ruleset
sheet-field-words-claimed-total = claimed total
sheet-field-words-finish-order = order of finishing
sheet-field-words-seed = seed

## Boards typed cell by cell

grid-row = row
grid-column = column
grid-typing-direction-across = Typing direction: across →
grid-typing-direction-down = Typing direction: down ↓
grid-arrows-move-typing-fills-backspace = Arrows move, typing fills, Backspace clears; pasted text fills the board row by row.
grid-written-as-no-room = “{ $typed }” is written { $value }, and there is no room for it from row { $row }, column { $col }.
grid-written-as = “{ $typed }” is written { $value } in this game.
grid-row-2 = Row
grid-column-2 = Column

## The dictionary's words for its entries, and the verdict

labels-valid = VALID
labels-invalid = INVALID
labels-categories-common = common word
labels-categories-toponym = place name
labels-categories-first-name = first name
labels-categories-family-name = family name
labels-categories-proper-name = proper name
labels-categories-brand = brand
labels-categories-abbreviation = abbreviation
labels-categories-foreign = foreign word
labels-categories-dialect = dialect
labels-categories-multiword = multi-word term
labels-forms-base = base form
labels-forms-inflected-noun = inflected noun
labels-forms-plural = plural
labels-forms-inflected-verb = inflected verb
labels-forms-inflected-adjective = inflected adjective
labels-forms-other = other form
labels-parts-of-speech-noun = noun
labels-parts-of-speech-verb = verb
labels-parts-of-speech-adjective = adjective
labels-parts-of-speech-adverb = adverb
labels-parts-of-speech-numeral = numeral
labels-parts-of-speech-pronoun = pronoun
labels-parts-of-speech-preposition = preposition
labels-parts-of-speech-conjunction = conjunction
labels-parts-of-speech-interjection = interjection
labels-parts-of-speech-article = article
labels-parts-of-speech-particle = particle
labels-parts-of-speech-other = other

## When the service cannot be read

api-unreachable-title = Service unreachable
api-unreachable-detail = The Wortwert service does not answer. Your entries are kept; please check again later.
connection-unreachable = The service cannot be reached right now. Everything entered stays on the page; trying again in { $seconds } s.
connection-unreachable-stopped = The service cannot be reached. Everything entered stays on the page; please check again once the network is back.
connection-reached = The service can be reached again.
api-unreadable-title = Unreadable answer
api-unreadable-detail = The service answered with status { $status } and nothing readable.

## The access key, where the service requires one (access.js)

access-title = Access key
access-text = This service requires an access key (API key). Please enter the key you were given by the people who run the service.
access-refused = This key was not accepted: it is wrong, incomplete or no longer valid. Please check it, or ask the people who run the service for a new one.
access-key = Key
access-hint = It stays saved in this browser until you choose “Forget key” at the top.
access-key-empty = Please enter the key.
access-key-unreadable = This key holds characters no key has (such as accented letters). Please enter the key exactly as you were given it.
access-save = Save
access-enter = Enter access key
access-cancel = Cancel
access-forget = Forget key
access-forgotten = The access key is deleted from this browser. The page will ask for it again at the next check.
access-missing-title = No access key
access-missing-detail = This service checks only with an access key. The page will ask for it again at the next check.

## Word judge

judge-word-judge = Word judge
judge-word = Word
judge-check = Check
judge-verdict = Verdict
judge-check-a-list-a-whole = Check a list (a whole move)
judge-words-one-per-line = Words, one per line
judge-check-list = Check list
judge-please-choose-the-ruleset-first = Please choose the ruleset first.
judge-meaning = Meaning
judge-source = Source:{" "}
judge-licence = , licence{" "}
judge-synonyms = Synonyms:{" "}
judge-written-in-the-game-as = written in the game as
judge-in-the-game = In the game
judge-allowed = allowed
judge-not-allowed = not allowed
judge-base-form = Base form
judge-part-of-speech = Part of speech
judge-category = Category
judge-form = Form
judge-entries-in-the-dictionary = Entries in the dictionary
judge-no-entry-in-the-dictionary = No entry in the dictionary.
judge-did-you-mean = Did you mean:{" "}
judge-please-enter-a-word = Please enter a word.
judge-checking = checking …
judge-please-enter-at-least-one = Please enter at least one word, one per line.
judge-list-valid-count = { $valid } of { $words ->
    [one] { $words } word
   *[other] { $words } words
} valid.
judge-reasons = Reasons

## Tournament word judge (kiosk)

turnier-tournament-word-check = Tournament word check
turnier-fixed-while-the-check-runs = Fixed while the check runs
turnier-ruleset = Ruleset
turnier-dictionary-version = Dictionary version
turnier-clear-after-seconds = Clear after (seconds)
turnier-start-the-check = Start the check
turnier-check-a-move = Check a move
turnier-the-words-of-the-move = The words of the move (separated by spaces, commas or new lines)
turnier-enter-checks-shift-enter-starts = Enter checks, Shift+Enter starts a new line, Esc clears.
turnier-end-the-check = End the check
turnier-challenge-log = Challenge log
turnier-kept-only-in-this-browser = Kept only in this browser, until cleared.
turnier-time = Time
turnier-words = Words
turnier-verdict = Verdict
turnier-print-the-log = Print the log
turnier-download-the-log-csv = Download the log (CSV)
turnier-clear-the-log = Clear the log
turnier-please-choose = – please choose –
turnier-current-version = current: { $version }
turnier-pinned = Ruleset: { $ruleset } · Dictionary: version { $version } · Clears after { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}
turnier-please-choose-the-ruleset-first = Please choose the ruleset first.
turnier-the-dictionary-version-is-unknown = The dictionary version is unknown: please enter it.
turnier-please-enter-the-words-of = Please enter the words of the move.
turnier-checking = checking …
turnier-the-entry-cannot-be-checked = The entry cannot be checked as it is.
turnier-table = Table
turnier-not-checkable = not checkable
turnier-lock = Lock (full screen)
turnier-lock-hint = Locked, the page shows only the entry field and the verdict; it unlocks only with Ctrl+Alt+E and a confirmation.
turnier-unlock-question = Unlock?
turnier-unlock-explained = The header, the log and the settings are shown again afterwards.
turnier-unlock-keep = Keep locked
turnier-unlock-confirm = Unlock

## The sand timer on the sheets

timer-sand-timer = Sand timer
timer-start = Start
timer-pause = Pause
timer-resume = Resume
timer-reset = Reset
timer-seconds = Duration (seconds)
timer-sound = Sound at the end
timer-keys = With the focus on the digits: Space starts and pauses, R resets.
timer-from-the-ruleset = The duration comes from the ruleset (the booklets give none); it can be changed here for this page.
timer-left = { $time } left
timer-time-is-up = Time is up.
