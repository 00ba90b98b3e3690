# Was die API Menschen sagt, auf Deutsch: so, wie die Spielanleitungen
# sprechen („Wort“, „Zeile“, „Spalte“, „Würfel“, „Spielregel“). Die Wörter in
# { $Klammern } setzt der Dienst ein; gezählte Dinge (Zeilen, Spalten, Runden,
# Würfel, Spieler) beginnen schon bei 1.

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
# Ein Spieler in einer Meldung: mit seinem Namen; ein Name nur aus Ziffern
# ist die Nummer des Spielers.
player-named = „{ $name }“
player-numbered = Spieler { $number }

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

## Urteile über Wörter

not-in-lexicon = „{ $key }“ steht nicht im Wörterbuch
too-short = „{ $key }“ hat { $letters } Buchstaben, weniger als die geforderten { $min }
category-not-allowed = der Eintrag „{ $lemma }“ ({ $pos }) ist { $category }: das erlaubt diese Spielregel nicht
category-not-allowed-by-source = der Eintrag „{ $lemma }“ ({ $pos }) ist { $category } ({ $source }): das erlaubt diese Spielregel nicht
# Wer die Art des Worts entschieden hat; $kind ist die Art („Fremdwort“).
category-source-curated = von der Redaktion als { $kind } geführt
category-source-openthesaurus_english = so führt ihn OpenThesaurus, als englisches Wort
category-source-openthesaurus_dialect = so führt ihn OpenThesaurus, als Wort einer Mundart
compound-not-allowed = „{ $lemma }“ ist eine Zusammensetzung aus { $parts }, die nur durch Zerlegung in ihre Teile ins Wörterbuch kam: das erlaubt diese Spielregel nicht
form-not-allowed = „{ $key }“ ist eine Form von „{ $lemma }“ ({ $pos }), und zwar { $kind }: diese Form erlaubt die Spielregel nicht
empty-word = das Wort ist leer
word-too-long = das Wort hat { $length } Zeichen, mehr als die erlaubten { $max }
forbidden-character = { $character } darf in keinem Wort stehen
letter-not-in-alphabet = { $character } ist kein Buchstabe dieses Spiels
house-refused = die Hausliste „{ $name }“ (Fassung { $revision }) schließt es aus

## Hauslisten

house-list-too-long = die Liste hat { $count ->
    [one] { $count } Wort
   *[other] { $count } Wörter
}, mehr als die erlaubten { $limit }
house-word-both-ways = „{ $word }“ ist zugleich erlaubt und ausgeschlossen (als { $key })

## Buchstabenwerte

not-a-single-letter = „{ $key }“ ist kein einzelner Buchstabe von A bis Z
letter-value-out-of-range = „{ $letter }“ hat den Wert { $value }; erlaubt sind 0 bis { $max }
letter-without-value = { $count ->
    [one] der Buchstabe { $hasUse ->
        [yes] „{ $letters }“ hat keinen Wert ({ $used })
       *[no] { $letters } hat keinen Wert
    }; bitte seinen Wert bei den Buchstabenwerten angeben
   *[other] die Buchstaben { $letters } haben keinen Wert; bitte ihre Werte bei den Buchstabenwerten angeben
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
jollies-in-grid = das Spielbild zeigt { $shown ->
    [one] { $shown } Jolly
   *[other] { $shown } Jollys
}; das Spiel hat { $set ->
    [one] { $set } Jolly
   *[other] { $set } Jollys
}
jollies-in-leftovers = die Reststeine enthalten { $held ->
    [one] { $held } Jolly
   *[other] { $held } Jollys
}; das Spiel hat { $set ->
    [one] { $set } Jolly
   *[other] { $set } Jollys
}
player-without-name = jeder Spieler braucht einen Namen
name-taken = Spieler { $first } heißt schon „{ $name }“; die Namen müssen verschieden sein
no-player = eine Abrechnung braucht mindestens einen Spieler
too-few-players = eine Abrechnung braucht mindestens zwei Spieler
presto-too-few-players = Presto braucht mindestens zwei Spieler
turn-counts-differ = { $name } hat { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
}, { $first } aber { $rounds ->
    [one] { $rounds } Zug
   *[other] { $rounds } Züge
}: Point-Typ-Dom endet erst, wenn alle gleich oft am Zug waren (ein Zug ohne Wort zählt als leerer Zug)
finished-with-tiles = { $name } ist fertig, also darf kein Stein übrig sein
space-in-word = „{ $input }“ enthält Leerraum; bitte ein einzelnes Wort schreiben
word-refused = „{ $input }“: { $reason }
jollies-in-word = „{ $input }“ enthält { $held ->
    [one] { $held } Jolly
   *[other] { $held } Jollys
}; das Spiel hat { $set ->
    [one] { $set } Jolly
   *[other] { $set } Jollys
}
word-too-many-letters = „{ $input }“ hat { $letters } Buchstaben, mehr als die erlaubten { $max }
stake-out-of-range = der Einsatz ist { $stake }; erlaubt sind 1 bis { $max }
both-finished = { $first } und { $second } haben beide keine Steine übrig; die Runde endet, sobald der erste Spieler alle Steine gelegt hat, also kann das nur einer
nobody-finished = kein Spieler hat alle Steine gelegt: das Kreuzwort-Spiel endet, wenn ein Spieler alle Steine gelegt hat (wird keiner fertig, ist die Spielart „Wer behält recht?“ zu wählen)
finish-order-length = { $named ->
    [0] noch ist kein Spieler als fertig angegeben; bitte angeben, wer als Erster fertig wurde (und, sobald es so weit ist, wer als Zweiter)
    [one] ein Spieler ist als fertig angegeben; bitte angeben, wer als Erster fertig wurde (und, sobald es so weit ist, wer als Zweiter)
   *[other] { $named } Spieler sind als fertig angegeben, Presto wertet aber nur den Ersten und den Zweiten; bitte nur diese beiden angeben
}
not-a-player = keiner der Spieler heißt „{ $name }“
finishes-twice = { $name } kann nicht zweimal fertig werden
not-a-finisher = { $name } steht nicht unter den Spielern, die fertig wurden: nur wer fertig wird, kann mit einem letzten Stein fertig werden
named-twice = { $name } ist doppelt genannt

## Die Wortsuche

too-many-blanks = { $count ->
    [one] { $count } Blankostein ist
   *[other] { $count } Blankosteine sind
} mehr als die erlaubten { $max }
too-many-letters = { $count ->
    [one] { $count } Buchstabe ist
   *[other] { $count } Buchstaben sind
} mehr als die erlaubten { $max }
letters-not-of-game = die Buchstaben gehören nicht zu diesem Spiel: { $reason }
anagram-over-budget = diese Buchstaben und Blankosteine ergeben zu viele Wörter, um sie im Rahmen von { $visits ->
    [one] { $visits } Suchschritt
   *[other] { $visits } Suchschritten
} zu finden; bitte weniger Buchstaben oder Blankosteine oder eine größere Mindestlänge angeben
pattern-unusable = das Suchmuster ist nicht verwendbar: { $reason }
pattern-empty = das Suchmuster ist leer
pattern-too-long = das Suchmuster hat { $length } Zeichen, mehr als die erlaubten { $max }
pattern-set-unclosed = die bei Zeichen { $position } mit „[“ geöffnete Auswahl wird nicht mit „]“ geschlossen
pattern-set-empty = die Auswahl bei Zeichen { $position } ist leer
pattern-set-unopened = „]“ bei Zeichen { $position } schließt keine Auswahl
pattern-wildcard-in-set = „{ $character }“ bei Zeichen { $position } ist innerhalb einer Auswahl in eckigen Klammern nicht erlaubt
pattern-not-a-letter = „{ $character }“ bei Zeichen { $position } ist kein Buchstabe des Alphabets
pattern-too-complex = das Suchmuster hat zu viele Buchstaben und Auswahlen für die Suche; bitte kürzen
