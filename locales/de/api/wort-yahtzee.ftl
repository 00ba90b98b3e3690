# Wort-Yahtzee: was die API Menschen zu diesem Spiel sagt, auf Deutsch (die
# übrigen Meldungen stehen in ../api.ftl, wie dort beschrieben).

## Wort-Yahtzee

round-out-of-order = die Runden werden der Reihe nach gespielt: Runde { $round } füllt ihr eigenes Feld { $hasOwn ->
    [yes] „{ $own }“
   *[no] (keines)
} oder ein Sonderfeld, nicht „{ $box }“ (nur die Variante mit freier Reihenfolge erlaubt das)
box-used-twice = das Feld „{ $box }“ wurde schon in Runde { $round } gefüllt{ $withZero ->
    [yes] {" "}(mit 0)
   *[no] {""}
}; jedes Feld wird nur einmal gefüllt
too-many-rolls = „{ $box }“ muss spätestens nach dem { $max }. Wurf gefüllt werden; diese Runde hatte { $rolls ->
    [one] { $rolls } Wurf
   *[other] { $rolls } Würfe
}
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
not-all-dice = ein Yahtzee-Wort braucht { $dice ->
    [one] den einen Würfel
   *[other] alle { $dice } Würfel
}; „{ $key }“ hat { $letters } Buchstaben
word-not-valid = „{ $key }“ gilt nicht: { $reasons }
umlaut-face-misused = „{ $key }“ passt auf { $dice } nur, wenn eine Umlautseite als einfacher Buchstabe oder eine einfache Seite als Umlaut gilt
letters-missing = „{ $key }“ braucht { $needs }, aber die Würfel { $dice } zeigen { $lacking } nicht (der Diamant steht für einen Buchstaben)
lacking-letter = { $needed } × { $letter } ({ $have } auf den Würfeln)
lacking-unshown = { $needed ->
    [one] { $needed } Buchstabe, den keine Seite zeigt
   *[other] { $needed } Buchstaben, die keine Seite zeigt
}
wrong-word-count = „{ $box }“ verlangt { $length ->
    [0] { $expected ->
        [one] ein Wort
       *[other] { $expected } Wörter
    }
   *[other] ein Wort mit { $length } Buchstaben
}; in der Runde { $given ->
    [0] ist kein Wort
    [one] ist { $given } Wort
   *[other] sind { $given } Wörter
} angegeben
dice-shared = die Wörter { $words } brauchen zusammen { $lacking }, mehr als die Würfel { $dice } zeigen: die Wörter einer Runde teilen sich keinen Würfel
too-many-words = { $count ->
    [one] { $count } Wort ist
   *[other] { $count } Wörter sind
} mehr als die erlaubten { $limit } je Anfrage

## Wort-Yahtzee-Blöcke

not-a-face-letter = „{ $key }“ ist kein Buchstabe der Würfel (A–Z, Ä, Ö, Ü); der Diamant ist immer 0 wert
face-value-out-of-range = der Wert von „{ $key }“ ({ $value }) liegt nicht zwischen 0 und { $max }
# Wo ein Buchstabe ohne Wert verwendet wurde (letter-without-value, in ../api.ftl).
used-in-round = Runde { $round }
used-shown = die Würfel zeigen „{ $face }“
used-in-word = verwendet in „{ $word }“ in Runde { $round }
not-a-face = „{ $found }“ ist keine Würfelseite: A–Z, Ä, Ö, Ü oder „*“ für den Diamanten verwenden
roll-face-count = ein Wurf zeigt genau { $dice ->
    [one] eine Seite
   *[other] { $dice } Seiten, eine je Würfel
}; dieser zeigt { $count ->
    [more] mehr
   *[other] { $count }
}
diamonds-over-set = nur { $faces ->
    [one] ein Würfel
   *[other] { $faces } Würfel
} hat eine Diamantseite; der Wurf zeigt { $shown ->
    [one] einen Diamanten
   *[other] { $shown } Diamanten
}
umlaut-over-set = nur { $faces ->
    [one] eine Seite
   *[other] { $faces } Seiten
} ist mit { $umlaut } beschriftet; der Wurf zeigt { $shown }
rounds-over-card = ein Block hat { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}; die Anfrage hat { $given }
rolls-out-of-range = eine Runde hat { $max ->
    [one] einen Wurf
   *[other] 1 bis { $max } Würfe
}, nicht { $rolls }
not-a-box = „{ $name }“ ist kein Feld des Blocks; die Felder sind { $boxes }

## Wort-Yahtzee: Wörter und Hinweise

die-taken-by-other-word = „{ $input }“ braucht einen Würfel, den schon ein anderes Wort der Runde benutzt
fits-only-by-umlaut-face = „{ $key }“ passt auf { $dice } nur, wenn eine Umlautseite als einfacher Buchstabe (oder eine einfache Seite als Umlaut) gilt
dice-lack-letters = die Würfel { $dice } haben nicht die Buchstaben von „{ $key }“
faces-not-words = „{ $box }“ wertet die Würfelseiten, nicht Wörter: die angegebenen Wörter wurden nicht geprüft

# Der Index, den der Dienst für das Spiel aufbaut, genannt, solange er ihn noch nicht hat.
index-anagram = Anagramm-Index
