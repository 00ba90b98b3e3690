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

## happycross

too-many-dice = { $placed } Würfel auf dem Brett und { $leftover } übrige sind { $total } Würfel; das Spiel hat nur { $dice }
too-many-jokers = { $placed } gesetzte und { $leftover } übrige Joker sind { $total }; das Spiel hat nur { $jokers } Joker-Würfel
dice-missing = { $placed } Würfel auf dem Brett und { $leftover } übrige sind nur { $total }; das Spiel hat { $dice } Würfel, die übrigen sind also nicht vollständig angegeben
start-not-covered = auf dem START-Feld ({ $at }) liegt kein Würfel; das erste Wort muss darüber gehen
dice-not-connected = die Würfel bilden { $groups } getrennte Gruppen (die zweite beginnt in { $second }); sie müssen ein zusammenhängendes Kreuzwort bilden
isolated-die = der Würfel „{ $letter }“ in { $at } gehört zu keinem Wort
invalid-board-word = „{ $word }“ ({ $direction } ab { $at }) ist kein gültiges Wort: { $reasons }

## TYP-DOM

jolly-colour = die Jollys zeigen { $red } rote und { $black } schwarze Buchstaben; das Spiel hat { $setRed ->
    [one] { $setRed } roten Jolly
   *[other] { $setRed } rote Jollys
} und { $setBlack ->
    [one] { $setBlack } schwarzen Jolly
   *[other] { $setBlack } schwarze Jollys
}
invalid-tiles = die Steine „{ $word }“ ({ $direction } ab { $at }) ergeben kein Wort: { $reasons }
tiles-not-connected = die Steine bilden { $groups } getrennte Gruppen (die zweite beginnt in { $second }); ein Spielbild ist ein zusammenhängendes Kreuzwort
empty-table = auf dem Tisch liegt kein Stein; ein leeres Spielbild ist kein Spielstand

## Wort-Yahtzee

round-out-of-order = die Runden werden der Reihe nach gespielt: Runde { $round } füllt ihr eigenes Feld { $hasOwn ->
    [yes] „{ $own }“
   *[no] (keines)
} oder ein Sonderfeld, nicht „{ $box }“ (nur die Variante mit freier Reihenfolge erlaubt das)
box-used-twice = das Feld „{ $box }“ wurde schon in Runde { $round } gefüllt{ $withZero ->
    [yes] {" "}(mit 0)
   *[no] {""}
}; jedes Feld wird nur einmal gefüllt
too-many-rolls = „{ $box }“ muss spätestens nach dem { $max }. Wurf gefüllt werden; diese Runde hatte { $rolls } Würfe
faces-not-all = „{ $box }“ verlangt nur { $vowels ->
    [yes] Vokale
   *[no] Konsonanten
} (der Diamant zählt als einer); { $fails } { $count ->
    [one] ist
   *[other] sind
} es nicht
face-on-die = „{ $face }“ (Würfel { $die })
not-a-word = „{ $input }“ ist kein Wort: { $reasons }
wrong-length = „{ $box }“ verlangt ein Wort mit { $length } Buchstaben; „{ $key }“ hat { $letters }
not-all-dice = ein Yahtzee-Wort braucht alle { $dice } Würfel; „{ $key }“ hat { $letters } Buchstaben
word-not-valid = „{ $key }“ gilt nicht: { $reasons }
umlaut-face-misused = „{ $key }“ passt auf { $dice } nur, wenn eine Umlautseite als einfacher Buchstabe oder eine einfache Seite als Umlaut gilt
letters-missing = „{ $key }“ braucht { $needs }, aber die Würfel { $dice } zeigen { $lacking } nicht (der Diamant steht für einen Buchstaben)
lacking-letter = { $needed } × { $letter } ({ $have } auf den Würfeln)
lacking-unshown = { $needed } Buchstaben, die keine Seite zeigt
wrong-word-count = „{ $box }“ verlangt { $length ->
    [0] { $expected ->
        [one] ein Wort
       *[other] { $expected } Wörter
    }
   *[other] ein Wort mit { $length } Buchstaben
}; die Runde nennt { $given }
dice-shared = die Wörter { $words } brauchen zusammen { $lacking }, mehr als die Würfel { $dice } zeigen: die Wörter einer Runde teilen sich keinen Würfel
too-many-words = { $count } Wörter sind mehr als die erlaubten { $limit } je Anfrage

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

## Boggle-Bretter

board-side-out-of-range = ein Spielbrett hat eine Seitenlänge von { $min } bis { $max }, nicht { $size }
board-row-count = das Gitter hat { $rows ->
    [one] { $rows } Zeile
   *[other] { $rows } Zeilen
}, das Spielbrett dieser Spielregel hat { $size }×{ $size } Felder
board-row-faces = die Zeile { $row } hat { $faces } Würfel, ein { $size }×{ $size }-Brett braucht { $size }
letters-do-not-fill = { $letters } Buchstaben füllen kein { $size }×{ $size }-Brett
board-row-dice = die Zeile hat { $count } Würfel, ein { $size }×{ $size }-Brett braucht { $size }{ $qu ->
    [yes] {" "}(den Qu-Würfel als einzelnes Q schreiben oder die Zeile als Liste von Würfelseiten angeben)
   *[no] {""}
}
face-at-column = Spalte { $column }: { $reason }
empty-cell-on-board = „.“ ist ein leeres Feld, aber auf jedem Feld eines Boggle-Bretts liegt ein Würfel
face-without-letter = eine Würfelseite braucht einen Buchstaben
face-too-long = die Würfelseite „{ $face }“ hat { $letters } Buchstaben, auf einen Würfel passen höchstens { $max }

## Crossword: Gitter und Ansagen

grid-row-count = das Gitter hat { $rows ->
    [one] { $rows } Zeile
   *[other] { $rows } Zeilen
}, ein { $size }×{ $size }-Gitter braucht { $size }
grid-row-cells = die Zeile { $row } hat { $count ->
    [more] mehr als { $size } Felder
    [one] { $count } Feld
   *[other] { $count } Felder
}, sie braucht genau { $size } („.“ für ein leeres Feld)
cell-refused = Spalte { $column } („{ $found }“): { $reason }
umlaut-cell = Umlaute sind keine Felder dieses Gitters: AE, OE, UE über zwei Felder schreiben
sharp-s-cell = ß ist kein Feld dieses Gitters: SS über zwei Felder schreiben
empty-cell-written = ein leeres Feld wird „.“ geschrieben
not-a-cell = ein Feld ist ein Buchstabe A–Z oder „.“ für ein leeres Feld
not-a-line = „{ $name }“ ist keine Linie eines { $size }×{ $size }-Gitters: bitte Zeile 1 bis { $size }, Spalte 1 bis { $size }, Diagonale 1 oder 2 angeben
line-claimed-twice = { $line } wird zweimal angesagt (zuerst in Ansage { $first }); bitte alle ihre Wörter in einer Ansage nennen
word-points-count = hat { $entries } Einträge für { $words } Wörter; bitte einen je Wort angeben (null, wo keiner gilt)

## Crossword: eingesandte Texte

no-grid-found = kein Gitter gefunden: erwartet werden Zeilen aus Buchstaben und „.“ (eine Zeile des Gitters je Textzeile), nach einem freiwilligen Titel „Crossword NAME“ und einer Zeile „Neu:“
grid-ends-early = das Gitter endet nach { $rows } von { $width } Zeilen; eine Leerzeile beendet die Einsendung
text-ends-early = der Text endet nach { $rows } von { $width } Zeilen des Gitters
mailed-cell = Gitterzeile „{ $row }“, Spalte { $column } („{ $found }“): { $reason }
mailed-row-width = eine Gitterzeile braucht 2 bis { $max } Felder, „{ $row }“ hat { $count ->
    [more] mehr als { $max }
   *[other] { $count }
}
mailed-row-differs = die Gitterzeile „{ $row }“ hat { $count ->
    [more] mehr als { $max } Felder
    [one] { $count } Feld
   *[other] { $count } Felder
}, die erste Zeile { $first }
second-total = eine zweite Summe (die erste steht in Zeile { $first })
claim-after-total = eine Ansage nach der Summe (Zeile { $total }); die Summe kommt zuletzt
too-many-entries = mehr Einträge, als das Gitter Linien hat ({ $lines }: Zeilen, Spalten, Diagonalen)
line-claimed-twice-in-text = { $line } wird zweimal angesagt (zuerst in Zeile { $first })
number-too-large = „{ $word }“ ist eine zu große Zahl
not-a-line-name = „{ $name }“ ist keine Linie eines { $width }×{ $width }-Gitters
empty-entry = ein leerer Eintrag; für eine Linie ohne Wörter „...“ schreiben
total-line-shape = eine Summenzeile ist „Summe“ und eine Zahl, z. B. „Summe 90“
total-without-number = die Summenzeile hat keine Zahl, z. B. „Summe 90“
second-substitute = höchstens ein Ersatzwort je Linie
after-substitute = „{ $word }“ steht nach dem Ersatzwort; das Ersatzwort kommt zuletzt
points-expected = nach „=“ werden die Punkte der Linie erwartet, nicht „{ $found }“
line-points-twice = die Punkte der Linie stehen doppelt da
number-after-substitute = eine überzählige Zahl { $number } nach dem Ersatzwort
substitute-expected = nach „Ersatz“ wird das Ersatzwort erwartet
number-before-word = die Zahl { $number } steht vor jedem Wort
ellipsis-alone = „...“ heißt: keine Wörter; es steht allein
unopened-bracket = eine schließende Klammer ohne öffnende
unclosed-bracket = eine öffnende Klammer ohne schließende
substitute-without-word = „Ersatz“ ohne Wort
equals-without-points = „=“ ohne die Punkte der Linie
bracket-not-after-word = „({ $number })“ steht nicht nach einem Wort
unreadable-bracket = die Klammer ist nicht lesbar: „(3)“ für die Punkte eines Wortes oder „(Ersatz: WORT)“ für ein Ersatzwort schreiben
numbers-after-word = mehr als eine Zahl nach „{ $word }“
too-many-numbers = zu viele Zahlen nach „{ $word }“: höchstens die Punkte des Wortes und die der Linie
word-points-twice = „{ $word }“ hat seine Punkte doppelt

## happycross-Bretter

drawing-row-count = { $layout ->
    [yes] der Spielplan
   *[no] das Gitter
} hat { $rows ->
    [one] { $rows } Zeile
   *[other] { $rows } Zeilen
}; erlaubt sind 1 bis { $max }
row-cell-count = die Zeile { $row } hat { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}; eine Zeile hat 1 bis { $max }
not-a-die = Spalte { $column }: „{ $found }“ ist kein Würfel: A–Z für einen Buchstabenwürfel, a–z für einen Joker, der für diesen Buchstaben steht, „.“ für ein leeres Feld (die Würfel haben keine Umlaute und kein ß)
not-a-field = Spalte { $column }: „{ $found }“ ist kein Feld: „.“ einfach, D doppelt, T dreifach, S Start
no-start-field = der Spielplan hat kein START-Feld „S“
layout-shape-differs = der Spielplan hat { $layout } Felder (Zeilen×Spalten), das Gitter aber { $grid }: beide müssen gleich groß sein
grid-shape-differs = das Gitter hat { $grid } Felder (Zeilen×Spalten), das Spielbrett der Spielregel aber { $board }: bitte ein Gitter dieser Größe oder einen Spielplan in der Größe des Gitters senden
not-a-leftover-die = „{ $entry }“ ist kein Würfel: einen Buchstaben A–Z schreiben oder „*“ für einen Joker-Würfel

## Wort-Yahtzee-Blöcke

not-a-face-letter = „{ $key }“ ist kein Buchstabe der Würfel (A–Z, Ä, Ö, Ü); der Diamant ist immer 0 wert
face-value-out-of-range = der Wert von „{ $key }“ ({ $value }) liegt nicht zwischen 0 und { $max }
letter-without-value = der Buchstabe „{ $letter }“ hat keinen Wert ({ $used }); bitte seinen Wert bei den Buchstabenwerten angeben
used-in-round = Runde { $round }
used-shown = die Würfel zeigen „{ $face }“
used-in-word = verwendet in „{ $word }“ in Runde { $round }
not-a-face = „{ $found }“ ist keine Würfelseite: A–Z, Ä, Ö, Ü oder „*“ für den Diamanten verwenden
roll-face-count = ein Wurf zeigt genau { $dice } Seiten, eine je Würfel; dieser zeigt { $count ->
    [more] mehr
   *[other] { $count }
}
diamonds-over-set = nur { $faces ->
    [one] ein Würfel
   *[other] { $faces } Würfel
} hat eine Diamantseite; der Wurf zeigt { $shown } Diamanten
umlaut-over-set = nur { $faces ->
    [one] eine Seite
   *[other] { $faces } Seiten
} ist mit { $umlaut } beschriftet; der Wurf zeigt { $shown }
rounds-over-card = ein Block hat { $rounds } Runden; die Anfrage nennt { $given }
rolls-out-of-range = eine Runde hat 1 bis { $max } Würfe, nicht { $rolls }
not-a-box = „{ $name }“ ist kein Feld des Blocks; die Felder sind { $boxes }

## Crossword: warum ein angesagtes Wort nicht zählt

not-on-line = „{ $key }“ steht nicht in { $line }, weder vorwärts noch rückwärts gelesen, ohne ein leeres Feld zu überspringen
scores-nothing = ein Wort mit { $letters } Buchstaben bringt in diesem Spiel keine Punkte
line-word-cap = { $line } darf höchstens { $max } Wörter enthalten; dies ist das { $index }. angesagte Wort
placements-overlap = jede Lage von „{ $word }“ in { $line } teilt ein Feld mit { $count ->
    [0] einem anderen Wort der Linie
   *[other] { $others }
}
substitutes-not-allowed = diese Spielregel erlaubt keine Ersatzwörter
substitute-not-needed = jedes angesagte Wort in { $line } zählt; ein Ersatzwort zählt nur anstelle eines ungültigen

## Crossword: Abweichungen zwischen Ansage und Prüfung

line-points-differ = { $line }: angesagt { $claimed } ({ $stated ->
    [yes] so angegeben
   *[no] die Tabellenpunkte der angesagten Wörter
}), geprüft { $verified }. { $count ->
    [0] Jedes angesagte Wort zählt; die angesagten Punkte sind aber nicht, was die Wörter bringen
   *[other] { $notes }
}
note-not-counting = „{ $word }“ zählt nicht ({ $reasons })
note-substitute-counts = das Ersatzwort „{ $word }“ zählt { $points } anstelle von „{ $replaces }“
note-substitute-not-counting = das Ersatzwort „{ $word }“ zählt nicht ({ $reasons })
word-points-differ = { $word } in { $line }: angesagt { $claimed }, geprüft { $verified }; { $counts ->
    [yes] ein Wort mit { $letters } Buchstaben bringt { $verified }
   *[no] es zählt nicht: { $reasons }
}
claimed-sum-differs = die angesagte Summe ist { $claimed }, die je Linie angesagten Punkte ergeben aber { $sum }
total-differs = angesagte Summe { $claimed }, geprüfte Summe { $verified }{ $count ->
    [0] {""}
   *[other] ; abweichende Linien: { $differing }
}
line-change = { $line } ({ $claimed } → { $verified })
above-optimum = es wurden keine Wörter angesagt, und die angesagte Summe { $claimed } ist mehr, als das Gitter bestenfalls hergibt ({ $optimum })

## Boggle: Wortstatus

struck-by = auch { $others ->
    [one] von einem anderen Spieler
   *[other] von { $others } anderen Spielern
} geschrieben (gestrichen)
written-before = schon als { $place }. Wort dieser Liste notiert: jedes Wort zählt je Spieler nur einmal (0 Punkte)
die-reused-in-trace = „{ $key }“ lässt sich nur legen, wenn ein Würfel mehrmals benutzt wird
trace-undecided = „{ $key }“ lässt sich nur legen, wenn ein Würfel mehrmals benutzt wird – so weit eine Suche von { $steps } Schritten es feststellen konnte
not-traceable = „{ $key }“ lässt sich auf diesem Brett nicht über benachbarte Würfel legen

## TYP-DOM: Wörter mit Jollys

read-as = gelesen als „{ $candidate }“: { $reason }
no-jolly-letter = kein Buchstabe anstelle des Jollys macht „{ $written }“ zu einem Wort des Wörterbuchs

## Wort-Yahtzee: Wörter und Hinweise

die-taken-by-other-word = „{ $input }“ braucht einen Würfel, den schon ein anderes Wort der Runde benutzt
fits-only-by-umlaut-face = „{ $key }“ passt auf { $dice } nur, wenn eine Umlautseite als einfacher Buchstabe (oder eine einfache Seite als Umlaut) gilt
dice-lack-letters = die Würfel { $dice } haben nicht die Buchstaben von „{ $key }“
faces-not-words = „{ $box }“ wertet die Würfelseiten, nicht Wörter: die angegebenen Wörter wurden nicht geprüft

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
