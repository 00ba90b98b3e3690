# Was der Dienst Menschen über ihre Anfragen als Anfragen sagt: die Titel
# seiner Problemberichte, Anfragen, die er nicht lesen kann (der Pfad, die
# Abfrageparameter, der Text und sein JSON), Grenzen und was er gerade nicht
# liefern kann. Die Wörter in { $Klammern } setzt der Dienst ein.

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
title-busy = Gerade zu beschäftigt
title-timeout = Zeit überschritten
title-internal = Interner Fehler
title-ruleset-mismatch = Spielregel passt nicht
title-too-many-requests = Zu viele Anfragen
title-unknown-lexicon-version = Unbekannte Wörterbuch-Version
title-cors-refused = Ursprungsübergreifende Anfrage abgelehnt
title-uri-too-long = Adresse zu lang
title-header-fields-too-large = Kopfzeilen zu groß
title-unauthorized = API-Schlüssel fehlt oder ist ungültig
title-forbidden = Für diesen API-Schlüssel nicht erlaubt
title-unknown-house-list = Unbekannte Hausliste

## Wörter in anderen Meldungen

field-grid = Gitter
field-layout = Spielplan
field-leftover = Rest
field-claims = Ansagen
field-rounds = Runden
field-dice = Würfel
field-hands = Steine auf der Hand
field-players = Spieler
field-ruleset = Regelwerk
field-lexicon_version = Wörterbuch-Version
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
index-word-finder = Index der Wortsuche
index-export = Offline-Export des Wörterbuchs
index-changes = Vergleich der Wörterbuch-Versionen
limit-players = Spieler
limit-words = Wörter insgesamt
limit-rounds = Runden

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
index-being-built = der { $index } wird gerade aufgebaut (die erste Anfrage stößt ihn an; das kann einige Sekunden dauern, wenn andere vor ihm an der Reihe sind); bitte in { $seconds } s erneut anfragen
copy-withdrawn = eine Kopie des Wörterbuchs, die diese Instanz vom Datenträger liest, hat sich verändert; sie wird gerade neu aus ihrer Quelle geladen
uri-too-long = die Adresse der Anfrage (Pfad und Abfrage) ist { $length } Bytes lang; dieser Dienst liest höchstens { $limit }
head-too-large = die Kopfzeilen der Anfrage sind zu groß: dieser Dienst liest höchstens { $limit } Bytes davon, in höchstens { $fields ->
    [one] { $fields } Zeile
   *[other] { $fields } Zeilen
}
key-required = dieser Dienst beantwortet nur Anfragen mit API-Schlüssel: bitte im Authorization-Header nach dem Wort Bearer oder im X-Api-Key-Header senden
key-unreadable = { $why ->
    [other-scheme] der Authorization-Header nennt ein anderes Verfahren; bitte den API-Schlüssel nach dem Wort Bearer senden
    [two-keys] die Anfrage sendet ihren Schlüssel-Header zweimal mit zwei verschiedenen Schlüsseln; bitte nur einen senden
   *[not-a-key] was die Anfrage als API-Schlüssel sendet, ist keiner; bitte prüfen, ob der Schlüssel vollständig kopiert wurde
}
key-unknown = dieser API-Schlüssel ist hier nicht bekannt; bitte prüfen, ob er vollständig kopiert wurde, oder bei den Betreuern des Dienstes einen anfordern
key-revoked = dieser API-Schlüssel wurde am { $date } widerrufen und gilt nie wieder; bitte bei den Betreuern des Dienstes einen neuen anfordern
key-suspended = dieser API-Schlüssel ist gesperrt; sein Inhaber kann die Betreuer des Dienstes bitten, ihn wieder freizugeben
key-out-of-scope = { $scope ->
    [games] mit diesem API-Schlüssel dürfen keine Spiele gewertet werden
   *[words] mit diesem API-Schlüssel dürfen keine Wörter nachgeschlagen werden
}
event-streams-full = diese Instanz hält schon { $limit } Ereignisströme offen; bitte in einer halben Minute erneut fragen, gern bei einer anderen Instanz
keys-not-loaded = die API-Schlüssel können noch nicht geprüft werden (die Datenbank ist nicht erreichbar); bitte in einer Sekunde erneut versuchen
house-list-needs-key = Hauslisten gehören zu API-Schlüsseln: bitte den Schlüssel mitsenden, dem die Liste gehört
house-list-spec-unreadable = eine Hausliste wird mit ihrem Namen genannt (Kleinbuchstaben, Ziffern, - und _), wahlweise mit @ und einer Fassungsnummer dahinter, etwa vereinsliste@3
house-list-unknown = { $revision ->
    [0] dieser API-Schlüssel hat keine Hausliste „{ $name }“
   *[other] die Hausliste „{ $name }“ dieses API-Schlüssels hat keine Fassung { $revision }
}
house-list-busy = die Hausliste wird in diesem Augenblick von einer anderen Anfrage geändert; bitte in einer Sekunde erneut versuchen
house-lists-unavailable = Hauslisten können gerade weder gelesen noch gespeichert werden (die Datenbank ist nicht erreichbar); bitte in einer Sekunde erneut versuchen
house-lists-not-writable = dieser Dienst darf keine Hauslisten speichern (seiner Datenbankrolle fehlt das Recht); die Betreuer müssen es ihm erneut geben
daily-allowance-spent = das Tageskontingent dieses API-Schlüssels von { $allowance ->
    [one] { $allowance } Anfrage
   *[other] { $allowance } Anfragen
} ist aufgebraucht; es erneuert sich um Mitternacht UTC, in { $seconds } s
malformed-head = die Anfrage ist nicht als HTTP/1.1 lesbar: ihre erste Zeile oder eine Kopfzeile ist fehlerhaft
replica-saturated = diese Instanz ist ausgelastet: Anfragen warten seit { $milliseconds } ms auf die Threads, die werten und prüfen; bitte eine andere Instanz fragen oder in einer Sekunde erneut
solvers-busy = alle Plätze für die Suche nach dem besten Spielbrett oder Zug waren belegt, solange die Zeit dieser Anfrage reichte; bitte in { $seconds } s erneut versuchen oder mit mehr Zeit
builds-exceeded = dieser Client hat mehr Dateien und Listen erstellen lassen, als er in einer Minute darf; bitte in { $seconds } s erneut versuchen
export-being-built = die Datei wartet, bis andere Dateien erstellt sind; bitte in { $seconds } s erneut anfragen
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
bodies-in-flight = der Dienst nimmt höchstens { $capacity } Bytes an Anfragen zugleich an und ist voll; bitte in { $seconds } s noch einmal versuchen
shutting-down = der Dienst wird gerade beendet
internal-error = die Anfrage konnte nicht beantwortet werden
input-too-long = das Wort ist länger als { $limit } Zeichen; so lange Wörter kommen in keinem Spiel vor

## Wörterbuch-Versionen

version-not-served = die Wörterbuch-Version { $version } ist nicht verfügbar; dieser Dienst bietet nur die Wörterbuch-Version { $served }
version-not-published = das Wörterbuch „{ $lexicon }“ hat keine veröffentlichte Wörterbuch-Version { $version } (veröffentlicht: { $count ->
    [0] keine
   *[other] { $published }
})
version-not-available = die Wörterbuch-Version { $version } ist nicht verfügbar
version-withdrawn = die Wörterbuch-Version { $version } wurde am { $date } zurückgezogen und wird nicht mehr angeboten; ohne Versionsangabe gilt die aktuelle
version-cannot-load = die Wörterbuch-Version { $version } kann gerade nicht geladen werden; bitte später noch einmal versuchen

## Spielanfragen, die der Dienst vor den Regeln ablehnt

body-not-object = die Anfrage muss ein JSON-Objekt sein
not-a-ruleset-id = muss der Name einer Spielregel sein (eine Zeichenkette)
not-a-version-number = muss die Nummer einer Wörterbuch-Version sein
ruleset-of-other-game = die Spielregel „{ $id }“ gehört zum Spiel { $game }, nicht zu { $wanted }
words-per-round = höchstens { $max ->
    [one] { $max } Wort
   *[other] { $max } Wörter
} in einer Runde, eines je Würfel ({ $given } angegeben)
request-limit = höchstens { $limit } { $what } je Anfrage ({ $given } angegeben)

## Die Wortsuche

cursor-too-long = die Fortsetzungsmarke ist länger als { $max } Zeichen; bitte die Marke der vorigen Antwort unverändert übergeben
cursor-unreadable = die Fortsetzungsmarke bezeichnet keine Stelle der Liste; bitte die Marke der vorigen Antwort unverändert übergeben
count-out-of-range = die { $field } muss zwischen 1 und { $max } liegen, nicht { $value }
too-many-words-to-suggest = { $count ->
    [one] { $count } Wort ist
   *[other] { $count } Wörter sind
} mehr als die erlaubten { $limit } je Anfrage mit Vorschlägen

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
expected-seed = ein Startwert: eine Zeichenkette aus Ziffern von 0 bis { $string_max } oder eine ganze Zahl von 0 bis { $integer_max }
expected-integer = eine ganze Zahl
expected-number = eine Zahl
expected-string = eine Zeichenkette
expected-boolean = true oder false
expected-sequence = eine Liste
expected-map = ein Objekt
expected-character = ein einzelnes Zeichen
expected-null = null
expected-tuple = eine Liste mit { $size ->
    [one] { $size } Eintrag
   *[other] { $size } Einträgen
}
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
