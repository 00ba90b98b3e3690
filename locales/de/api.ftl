# Was die API Menschen sagt, auf Deutsch: so, wie die Spielanleitungen
# sprechen („Wort“, „Zeile“, „Spalte“, „Würfel“, „Spielregel“). Die Wörter in
# { $Klammern } setzt der Dienst ein; gezählte Dinge (Zeilen, Spalten, Runden,
# Würfel, Spieler) beginnen schon bei 1.

## Titel der Problemberichte

title-bad-request = Fehlerhafte Anfrage
title-malformed-json = Fehlerhaftes JSON
title-invalid-request = Eingabe nicht prüfbar
title-unknown-ruleset = Unbekannte Spielregel
title-not-found = Nicht gefunden
title-method-not-allowed = Methode nicht erlaubt
title-payload-too-large = Anfrage zu groß
title-unsupported-media-type = Inhaltstyp nicht unterstützt
title-not-ready = Nicht bereit
title-busy = Zu viele Anfragen zugleich
title-timeout = Zeit überschritten
title-internal = Interner Fehler
title-ruleset-mismatch = Spielregel passt nicht
title-too-many-requests = Zu viele Anfragen
title-unknown-lexicon-version = Unbekannte Lexikonversion
title-cors-refused = Ursprungsübergreifende Anfrage abgelehnt

## Wörter in anderen Meldungen

quoted = „{ $text }“
place = Zeile { $row }, Spalte { $column }
line-row = Zeile { $number }
line-column = Spalte { $number }
line-diagonal = Diagonale 1 (von links oben nach rechts unten)
line-anti-diagonal = Diagonale 2 (von rechts oben nach links unten)
direction = { $direction ->
    [down] senkrecht
   *[across] waagerecht
}
character-space = ein Leerzeichen
character-invisible = ein unsichtbares Zeichen (Leerraum oder Steuerzeichen)
list-or-separator = {", "}
list-or-last = {" oder "}
list-and-separator = {", "}
list-and-last = {" und "}
list-words-separator = {", "}
list-words-last = {" und "}

reason-not_in_lexicon = nicht im Wörterbuch
reason-category_not_allowed = in diesem Spiel nicht erlaubt (Art des Wortes)
reason-form_not_allowed = diese Wortform ist nicht erlaubt
reason-too_short = zu kurz
reason-too_long = zu lang
reason-empty = leer
reason-forbidden_character = enthält ein verbotenes Zeichen
reason-letter_not_in_alphabet = enthält einen Buchstaben, den das Spiel nicht hat
reason-not_on_board = nicht auf dem Brett
reason-die_reused = benutzt einen Würfel zweimal
reason-letters_not_available = die Buchstaben fehlen
reason-struck = gestrichen
reason-other = aus einem anderen Grund ungültig

field-grid = Gitter
field-layout = Spielplan
field-leftover = übrige Würfel
field-claims = Ansagen
field-rounds = Runden
field-dice = Würfel
field-hands = Steine auf der Hand
field-players = Spieler
field-ruleset = Regelwerk
field-lexicon_version = Lexikonversion
field-words = Wörter
field-word = Wort
field-board = Brett
field-faces = Würfelseiten
field-rack = Buchstaben
field-pattern = Suchmuster
field-letter_values = Buchstabenwerte
field-finish_order = Reihenfolge der Fertigen
field-limit = Anzahl der Ergebnisse
field-cursor = Fortsetzungsmarke
field-suggest = Anzahl der Vorschläge

# Eine Art von Wort; .indefinite ist das Wort mit unbestimmtem Artikel.
lexicon-noun = Substantiv
    .indefinite = ein Substantiv
lexicon-verb = Verb
    .indefinite = ein Verb
lexicon-adjective = Adjektiv
    .indefinite = ein Adjektiv
lexicon-adverb = Adverb
    .indefinite = ein Adverb
lexicon-numeral = Zahlwort
    .indefinite = ein Zahlwort
lexicon-pronoun = Pronomen
    .indefinite = ein Pronomen
lexicon-preposition = Präposition
    .indefinite = eine Präposition
lexicon-conjunction = Konjunktion
    .indefinite = eine Konjunktion
lexicon-interjection = Interjektion
    .indefinite = eine Interjektion
lexicon-article = Artikel
    .indefinite = ein Artikel
lexicon-particle = Partikel
    .indefinite = eine Partikel
lexicon-common = Allgemeinwortschatz
    .indefinite = ein Allgemeinwortschatz
lexicon-toponym = geografischer Name
    .indefinite = ein geografischer Name
lexicon-first_name = Vorname
    .indefinite = ein Vorname
lexicon-family_name = Familienname
    .indefinite = ein Familienname
lexicon-proper_name = Eigenname
    .indefinite = ein Eigenname
lexicon-brand = Marke
    .indefinite = eine Marke
lexicon-abbreviation = Abkürzung
    .indefinite = eine Abkürzung
lexicon-foreign = Fremdwort
    .indefinite = ein Fremdwort
lexicon-dialect = Mundart
    .indefinite = eine Mundart
lexicon-multiword = Mehrwortausdruck
    .indefinite = ein Mehrwortausdruck
lexicon-base = Grundform
    .indefinite = eine Grundform
lexicon-inflected_noun = gebeugtes Substantiv
    .indefinite = ein gebeugtes Substantiv
lexicon-plural = Plural
    .indefinite = ein Plural
lexicon-inflected_verb = konjugiertes Verb
    .indefinite = ein konjugiertes Verb
lexicon-inflected_adjective = gebeugtes Adjektiv
    .indefinite = ein gebeugtes Adjektiv
lexicon-other = andere Form
    .indefinite = eine andere Form

box-two_letters = Wort mit 2 Buchstaben
box-three_letters = Wort mit 3 Buchstaben
box-four_letters = Wort mit 4 Buchstaben
box-five_letters = Wort mit 5 Buchstaben
box-six_letters = Wort mit 6 Buchstaben
box-one_word = Ein Wort
box-two_words = Zwei Wörter
box-three_words = Drei Wörter
box-consonants_only = Nur Konsonanten
box-vowels_only = Nur Vokale
box-yahtzee = Yahtzee-Wort
box-chance = Chance

index-boggle = Boggle-Index
index-anagram = Anagramm-Index
index-word-finder = Index der Wortsuche
index-export = Offline-Export des Lexikons

limit-players = Spieler
limit-words = Wörter insgesamt
limit-rounds = Runden

## Urteile über Wörter

not-in-lexicon = „{ $key }“ steht nicht im Wörterbuch
too-short = „{ $key }“ hat { $letters } Buchstaben, weniger als die geforderten { $min }
category-not-allowed = der Eintrag „{ $lemma }“ ({ $pos }) ist { $category }: das erlaubt diese Spielregel nicht
compound-not-allowed = „{ $lemma }“ ist eine Zusammensetzung aus { $parts }, die nur durch Zerlegung in ihre Teile ins Wörterbuch kam: das erlaubt diese Spielregel nicht
form-not-allowed = „{ $key }“ ist eine Form von „{ $lemma }“ ({ $pos }), und zwar { $kind }: diese Form erlaubt die Spielregel nicht
empty-word = das Wort ist leer
word-too-long = das Wort hat { $length } Zeichen, mehr als die erlaubten { $max }
forbidden-character = { $character } darf in keinem Wort stehen
letter-not-in-alphabet = { $character } ist kein Buchstabe dieses Spiels

## Der Dienst

unknown-ruleset = eine Spielregel „{ $id }“ gibt es nicht; bekannt sind: { $known }
no-endpoint = { $method } { $path } gibt es nicht; siehe /docs oder /openapi.json
method-not-allowed = { $method } { $path } wird nicht unterstützt; möglich ist { $allowed }
body-too-large = die Anfrage ist größer als die erlaubten { $limit } Bytes
# The store's reason is English (its log has it): German leaves it out.
no-lexicon-served = { $reason ->
   *[other] noch wird kein Wörterbuch bereitgestellt; bitte gleich noch einmal prüfen
}
index-not-built = der { $index } konnte nicht aufgebaut werden
export-being-built = die Datei wird gerade erstellt (beim ersten Abruf einer Wörterbuch-Version und eines Regelwerks einige Sekunden); bitte in { $seconds } s erneut anfragen
rate-exceeded = dieser Client hat mehr Anfragen gestellt, als seine Rate erlaubt; bitte in { $seconds } s erneut versuchen
preflight-refused = { $refused ->
    [disabled] dieser Dienst lässt keine ursprungsübergreifenden Anfragen zu; sein Betreiber kann Webseiten anderer Ursprünge in den CORS-Einstellungen erlauben
    [origin] die CORS-Einstellungen des Dienstes lassen Anfragen von diesem Ursprung nicht zu
    [method] die CORS-Einstellungen des Dienstes lassen diese Methode nicht zu
    [headers] die CORS-Einstellungen des Dienstes lassen einen dieser Anfrage-Header nicht zu
   *[other] die CORS-Einstellungen des Dienstes lassen diese ursprungsübergreifende Anfrage nicht zu
}
no-content-type = die Anfrage nennt keinen Inhaltstyp; bitte { $accepted } senden
content-type-not-accepted = der Inhaltstyp „{ $media }“ wird hier nicht angenommen; bitte { $accepted } senden
timed-out = die Anfrage hat länger als { $ms } ms gedauert
bodies-in-flight = der Server nimmt höchstens { $capacity } Bytes an Anfragen zugleich an und ist voll; bitte in { $seconds } s noch einmal versuchen
shutting-down = der Dienst wird gerade beendet
internal-error = die Anfrage konnte nicht beantwortet werden
input-too-long = das Wort ist länger als { $limit } Zeichen; so lange Wörter kommen in keinem Spiel vor

## Buchstabenwerte

not-a-single-letter = „{ $key }“ ist kein einzelner Buchstabe von A bis Z
letter-value-out-of-range = „{ $letter }“ hat den Wert { $value }; erlaubt sind 0 bis { $max }
no-letter-values = { $count ->
    [one] der Buchstabe { $letters } hat keinen Wert: bitte bei den Buchstabenwerten angeben
   *[other] die Buchstaben { $letters } haben keinen Wert: bitte bei den Buchstabenwerten angeben
}

## Gitter und TYP-DOM-Anfragen

row-width-differs = die Zeile { $row } hat { $width ->
    [one] { $width } Feld
   *[other] { $width } Felder
}, die Zeile 1 aber { $first }: alle Zeilen müssen gleich lang sein
not-a-tile = Zeichen { $index }: „{ $found }“ ist kein Stein: Buchstaben A–Z schreiben und „*“ für einen Jolly (TYP-DOM hat keine Umlautsteine)
grid-rows-at-most = das Spielbild hat { $rows ->
    [one] { $rows } Zeile
   *[other] { $rows } Zeilen
}; erlaubt sind höchstens { $max }
row-cells-at-most = die Zeile { $row } hat { $width ->
    [one] { $width } Feld
   *[other] { $width } Felder
}; erlaubt sind höchstens { $max }
not-a-layout-cell = Spalte { $column }: „{ $found }“ ist kein Stein: A–Z für einen Stein, a–z für einen Jolly mit diesem Buchstaben, „*“ für einen Jolly, „.“ für ein leeres Feld (TYP-DOM hat keine Umlautsteine)
jollies-in-grid = das Spielbild zeigt { $shown } Jollys; das Spiel hat { $set ->
    [one] { $set } Jolly
   *[other] { $set } Jollys
}
jollies-in-leftovers = die Reststeine enthalten { $held } Jollys; das Spiel hat { $set ->
    [one] { $set } Jolly
   *[other] { $set } Jollys
}
player-without-name = jeder Spieler braucht einen Namen
name-taken = „{ $name }“ heißt schon Spieler { $first }; die Namen müssen verschieden sein
no-player = eine Abrechnung braucht mindestens einen Spieler
too-few-players = eine Abrechnung braucht mindestens zwei Spieler
presto-too-few-players = Presto braucht mindestens zwei Spieler
turn-counts-differ = „{ $name }“ hat { $turns } Züge, „{ $first }“ aber { $rounds }: Point-Typ-Dom endet erst, wenn alle gleich oft am Zug waren (ein Zug ohne Wort zählt als leerer Zug)
finished-with-tiles = „{ $name }“ ist fertig, also darf kein Stein übrig sein
space-in-word = „{ $input }“ enthält Leerraum; bitte ein einzelnes Wort schreiben
word-refused = „{ $input }“: { $reason }
jollies-in-word = „{ $input }“ enthält { $held } Jollys; das Spiel hat { $set ->
    [one] { $set } Jolly
   *[other] { $set } Jollys
}
word-too-many-letters = „{ $input }“ hat { $letters } Buchstaben, mehr als die erlaubten { $max }
stake-out-of-range = der Einsatz ist { $stake }; erlaubt sind 1 bis { $max }
both-finished = „{ $first }“ und „{ $second }“ haben beide keine Steine übrig; die Runde endet, sobald der erste Spieler alle Steine gelegt hat, also kann das nur einer
nobody-finished = kein Spieler hat alle Steine gelegt: das Kreuzwort-Spiel endet, wenn ein Spieler alle Steine gelegt hat (für „Wer behält recht?“ die Variante wer-behaelt-recht wählen)
finish-order-length = nennt { $named } Spieler; bitte nennen, wer als Erster und (sobald es so weit ist) wer als Zweiter fertig wird
not-a-player = „{ $name }“ ist keiner der Spieler
finishes-twice = „{ $name }“ kann nicht zweimal fertig werden
not-a-finisher = „{ $name }“ steht nicht unter den Spielern, die fertig wurden: nur wer fertig wird, kann mit einem letzten Stein fertig werden
named-twice = „{ $name }“ ist doppelt genannt

## Wörterbuchfassungen

version-not-served = die Wörterbuchfassung { $version } ist nicht verfügbar; dieser Server bietet nur Fassung { $served }
version-not-published = das Wörterbuch „{ $lexicon }“ hat keine veröffentlichte Fassung { $version } (veröffentlicht: { $count ->
    [0] keine
   *[other] { $published }
})
version-not-available = die Fassung { $version } ist nicht verfügbar
version-cannot-load = die Wörterbuchfassung { $version } kann gerade nicht geladen werden; bitte später noch einmal versuchen

## Spielanfragen, die der Dienst vor den Regeln ablehnt

body-not-object = die Anfrage muss ein JSON-Objekt sein
not-a-ruleset-id = muss der Name einer Spielregel sein (eine Zeichenkette)
not-a-version-number = muss eine Versionsnummer sein
ruleset-of-other-game = die Spielregel „{ $id }“ gehört zum Spiel { $game }, nicht zu { $wanted }
words-per-round = höchstens { $max } Wörter in einer Runde, eines je Würfel ({ $given } angegeben)
request-limit = höchstens { $limit } { $what } je Anfrage ({ $given } angegeben)

## Die Wortsuche

too-many-blanks = { $count } Blankosteine sind mehr als die erlaubten { $max }
too-many-letters = { $count } Buchstaben sind mehr als die erlaubten { $max }
letters-not-of-game = die Buchstaben gehören nicht zu diesem Spiel: { $reason }
anagram-over-budget = diese Buchstaben und Blankosteine ergeben zu viele Wörter, um sie im Rahmen von { $visits } Suchschritten zu finden; bitte weniger Buchstaben oder Blankosteine oder eine größere Mindestlänge angeben
pattern-unusable = das Suchmuster ist nicht verwendbar: { $reason }
pattern-empty = das Suchmuster ist leer
pattern-too-long = das Suchmuster hat { $length } Zeichen, mehr als die erlaubten { $max }
pattern-set-unclosed = die bei Zeichen { $position } mit „[“ geöffnete Auswahl wird nicht mit „]“ geschlossen
pattern-set-empty = die Auswahl bei Zeichen { $position } ist leer
pattern-set-unopened = „]“ bei Zeichen { $position } schließt keine Auswahl
pattern-wildcard-in-set = „{ $character }“ bei Zeichen { $position } ist innerhalb einer Auswahl in eckigen Klammern nicht erlaubt
pattern-not-a-letter = „{ $character }“ bei Zeichen { $position } ist kein Buchstabe des Alphabets
pattern-too-complex = das Suchmuster hat zu viele Buchstaben und Auswahlen für die Suche; bitte kürzen
cursor-too-long = die Fortsetzungsmarke ist länger als { $max } Zeichen; bitte die Marke der vorigen Antwort unverändert übergeben
cursor-unreadable = die Fortsetzungsmarke bezeichnet keine Stelle der Liste; bitte die Marke der vorigen Antwort unverändert übergeben
count-out-of-range = die { $field } muss zwischen 1 und { $max } liegen, nicht { $value }
too-many-words-to-suggest = { $count } Wörter sind mehr als die erlaubten { $limit } je Anfrage mit Vorschlägen

## Anfragen, die sich nicht lesen lassen

word-undecodable = das Wort im Pfad kann nicht dekodiert werden: { $reason }
escape-without-hex = auf „%“ an Stelle { $position } folgen keine zwei Hexadezimalziffern
not-an-escape = „%{ $escape }“ an Stelle { $position } ist keine gültige Prozentkodierung
decoded-not-utf8 = das dekodierte Wort ist kein gültiges UTF-8
path-parameter-unreadable = ein Pfadparameter ist nicht lesbar: { $error }
query-not-valid = die Abfrageparameter sind ungültig: { $account }
parameter-required = dieser Parameter ist erforderlich
parameter-repeated = dieser Parameter darf nur einmal vorkommen
empty-body = die Anfrage ist leer; bitte ein JSON-Objekt senden
body-not-utf8 = die Anfrage ist kein UTF-8-Text: mit dem { $position }. Byte beginnt keine gültige UTF-8-Folge
body-unreadable = die Anfrage konnte nicht gelesen werden: { $error }
json-not-valid = die Anfrage ist kein gültiges JSON: { $account }
duplicate-key = dieser Schlüssel kommt in seinem Objekt mehr als einmal vor; JSON-Schlüssel müssen eindeutig sein
field-required = dieses Feld ist erforderlich
no-such-field = ein solches Feld gibt es hier nicht{ $count ->
    [0] {""}
   *[other] ; erwartet: { $expected }
}
must-be = muss { $expected } sein{ $hasFound ->
    [yes] , nicht { $found }
   *[no] {""}
}
value-refused = { $account }

## Was ein Leser der Anfrage an einem Wert oder am Text fand

list-one-of-separator = {", "}
list-one-of-last = {" oder "}
names-one-of = { $names }
serde-missing-field = die Angabe „{ $field }“ fehlt
serde-duplicate-field = die Angabe „{ $field }“ steht mehrfach in der Anfrage
serde-unknown-field = ein Feld „{ $name }“ gibt es nicht{ $count ->
    [0] {""}
   *[other] ; erwartet: { $expected }
}
serde-unknown-variant = muss { $expected } sein, nicht { $found }
serde-invalid-type = muss { $expected } sein, nicht { $found }
serde-invalid-value = muss { $expected } sein, nicht { $found }
serde-invalid-length = die Länge { $length } passt nicht, erwartet: { $expected }
serde-untagged = der Wert hat keine der erlaubten Formen
serde-invalid-digit = keine gültige Zahl
serde-empty-number = leer, wo eine Zahl stehen muss
serde-number-too-large = die Zahl ist zu groß
serde-number-too-small = die Zahl ist zu klein
serde-other = der Wert passt nicht: { $text }
expected-range = eine ganze Zahl von 0 bis { $max }
expected-between = eine ganze Zahl von { $min } bis { $max }
expected-integer = eine ganze Zahl
expected-number = eine Zahl
expected-string = eine Zeichenkette
expected-boolean = true oder false
expected-sequence = eine Liste
expected-map = ein Objekt
expected-character = ein einzelnes Zeichen
expected-null = null
expected-tuple = eine Liste mit { $size } Einträgen
expected-one-of = einer der Werte { $names }
found-number = { $float ->
    [yes] die Zahl
   *[no] die Zahl
} { $value }
found-boolean = der Wahrheitswert { $value }
found-string = die Zeichenkette „{ $value }“
found-character = das Zeichen „{ $value }“
found-null = null
found-sequence = eine Liste
found-map = ein Objekt
json-position = { $column ->
    [0] {" "}am Anfang von Zeile { $line }
   *[other] {" "}in Zeile { $line }, Spalte { $column }
}
json-eof = sie endet vorzeitig{ $at }{ $inside ->
    [list] , mitten in einer Liste
    [object] , mitten in einem Objekt
    [string] , mitten in einer Zeichenkette
    [value] , wo ein Wert erwartet wird
   *[other] {" "}({ $said })
}
json-syntax = Syntaxfehler{ $at }: { $problem }
json-data = unpassende Daten{ $at }: { $account }
json-io = Lesefehler{ $at }: { $said }
json-expected-value = hier wird ein Wert erwartet
json-expected-ident = unbekanntes Wort (erlaubt sind true, false und null)
json-key-must-be-a-string = ein Schlüssel muss eine Zeichenkette in doppelten Anführungszeichen sein
json-trailing-characters = nach dem Ende des JSON-Werts folgen weitere Zeichen
json-trailing-comma = ein Komma zu viel vor der schließenden Klammer
json-invalid-escape = eine ungültige Escape-Sequenz in einer Zeichenkette
json-invalid-number = eine ungültige Zahl
json-number-out-of-range = eine Zahl außerhalb des darstellbaren Bereichs
json-invalid-code-point = ein ungültiger Unicode-Codepunkt
json-control-character = ein Steuerzeichen (etwa ein Zeilenumbruch oder Tabulator) unmaskiert in einer Zeichenkette
json-lone-surrogate = eine unvollständige Zeichenangabe (ein einzelnes Ersatzzeichen) in einer Escape-Sequenz
json-unexpected-end-of-escape = eine Escape-Sequenz für ein Zeichen endet vorzeitig
json-recursion-limit = zu tief verschachtelt
json-expected-names = hier wird { $names } erwartet
