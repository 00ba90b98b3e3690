# What the service says to people about their requests as requests: the
# titles of its problem reports, requests it cannot read (the path, the query,
# the body and its JSON), limits, and what it cannot serve right now. The
# words in { $braces } are filled in by the service.

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
title-busy = Too busy right now
title-timeout = Request timed out
title-internal = Internal error
title-ruleset-mismatch = Ruleset mismatch
title-too-many-requests = Too many requests
title-unknown-lexicon-version = Unknown dictionary version
title-cors-refused = Cross-origin request refused
title-uri-too-long = URI too long
title-header-fields-too-large = Request header fields too large
title-unauthorized = API key missing or not valid
title-forbidden = Not allowed for this API key
title-unknown-house-list = Unknown house word list

## Words used inside other messages

field-grid = grid
field-layout = layout
field-leftover = leftover
field-claims = claims
field-rounds = rounds
field-dice = dice
field-hands = tiles in hand
field-players = players
field-ruleset = ruleset
field-lexicon_version = dictionary version
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
index-word-finder = word finder index
index-export = offline export of the dictionary
index-changes = comparison of the dictionary versions
limit-players = players
limit-words = words in all
limit-rounds = rounds

## The service

unknown-ruleset = there is no ruleset “{ $id }”; known rulesets: { $known }
no-endpoint = no endpoint { $method } { $path }; see /docs or /openapi.json
method-not-allowed = { $method } { $path } is not supported; use { $allowed }
body-too-large = the request body exceeds the limit of { $limit } bytes
no-lexicon-served = no dictionary is served yet: { $reason }
index-not-built = the { $index } could not be built
index-being-built = the { $index } is being built (its first request starts it, which can take a few seconds while others are built before it); ask again in { $seconds } s
copy-withdrawn = a copy of the dictionary this replica reads from disk was found changed; it is being loaded again from its source
uri-too-long = the request's address (path and query) is { $length } bytes long; this service reads at most { $limit }
head-too-large = the request's header fields are too large: this service reads at most { $limit } bytes of them, in at most { $fields ->
    [one] { $fields } field
   *[other] { $fields } fields
}
key-required = this service answers only requests with an API key: send it in the Authorization header after the word Bearer, or in the X-Api-Key header
key-unreadable = { $why ->
    [other-scheme] the Authorization header names another scheme; send the API key after the word Bearer
    [two-keys] the request sends its API key header twice, with two different keys; send one
   *[not-a-key] what the request sends as its API key is not one; check that the key was copied whole
}
key-unknown = this API key is not known here; check that it was copied whole, or ask the service's maintainers for one
key-revoked = this API key was revoked on { $date } and is refused for good; ask the service's maintainers for a new one
key-suspended = this API key is suspended; its owner can ask the service's maintainers to resume it
key-out-of-scope = { $scope ->
    [games] this API key may not be used to score games
   *[words] this API key may not be used to look up words
}
event-streams-full = this replica already keeps { $limit } event streams open; ask again in half a minute, or ask another replica
keys-not-loaded = the API keys cannot be checked yet (the database is not reachable); ask again in a second
house-list-needs-key = house word lists belong to API keys: send the key whose list it is
house-list-spec-unreadable = name a house word list by its name (lower-case letters, digits, - and _), perhaps followed by @ and a revision number, as in vereinsliste@3
house-list-unknown = { $revision ->
    [0] this API key has no house word list “{ $name }”
   *[other] this API key's house word list “{ $name }” has no revision { $revision }
}
house-list-busy = the house word list is being changed by another request at this moment; ask again in a second
house-lists-unavailable = house word lists cannot be read or kept now (the database is not reachable); ask again in a second
house-lists-not-writable = this service may not keep house word lists (its database role lacks the right); its maintainers must grant it again
daily-allowance-spent = this API key's daily allowance of { $allowance ->
    [one] { $allowance } request
   *[other] { $allowance } requests
} is spent; it renews at midnight UTC, in { $seconds } s
malformed-head = the request is not readable as HTTP/1.1: its first line or a header field is malformed
replica-saturated = this replica is saturated: requests have waited { $milliseconds } ms for the threads that score and validate; ask another replica or again in a second
solvers-busy = every place for a best-board or best-move search was taken for as long as this request's budget lasted; ask again in { $seconds } s, or with a longer budget
builds-exceeded = this client has had more files and lists built than it may in a minute; retry in { $seconds } s
export-being-built = the file waits until other files are built; ask again in { $seconds } s
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
bodies-in-flight = the service holds { $capacity } bytes of request bodies at most and is full; retry in { $seconds } s
shutting-down = the service is shutting down
internal-error = the request could not be completed
input-too-long = the word is longer than { $limit ->
    [one] { $limit } character
   *[other] { $limit } characters
}; no game has words that long

## Dictionary versions

version-not-served = dictionary version { $version } is not available; this service offers only dictionary version { $served }
version-not-published = the dictionary “{ $lexicon }” has no published dictionary version { $version } (published: { $count ->
    [0] none
   *[other] { $published }
})
version-not-available = dictionary version { $version } is not available
version-withdrawn = dictionary version { $version } was withdrawn on { $date } and is no longer offered; drop the version to get the current one
version-cannot-load = dictionary version { $version } cannot be loaded right now; try again later

## Game requests refused before the rules see them

body-not-object = the body must be a JSON object
not-a-ruleset-id = must be a ruleset id (a string)
not-a-version-number = must be the number of a dictionary version
ruleset-of-other-game = ruleset “{ $id }” is a { $game } ruleset, not a { $wanted } one
words-per-round = at most { $max ->
    [one] { $max } word
   *[other] { $max } words
} in a round, one per die ({ $given } given)
request-limit = at most { $limit } { $what } per request ({ $given } given)

## The word finder

cursor-too-long = the continuation mark is longer than { $max ->
    [one] { $max } character
   *[other] { $max } characters
}; pass the previous answer's mark unchanged
cursor-unreadable = the continuation mark is not a place in the list; pass the previous answer's mark unchanged
count-out-of-range = the { $field } must be between 1 and { $max }, not { $value }
too-many-words-to-suggest = { $count ->
    [one] { $count } word is
   *[other] { $count } words are
} more than the limit of { $limit } per request with suggestions

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
expected-seed = a seed: a string of decimal digits from 0 to { $string_max }, or an integer from 0 to { $integer_max }
expected-integer = an integer
expected-number = a number
expected-string = a string
expected-boolean = a boolean
expected-sequence = an array
expected-map = an object
expected-character = a character
expected-null = null
expected-tuple = an array of { $size ->
    [one] { $size } entry
   *[other] { $size } entries
}
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
