# Wort-Yahtzee: die Texte der Seite des Spiels, Deutsch (die übrigen Texte
# der Seiten stehen in ../web.ftl; übersetzen wie dort beschrieben).

## Die Seite: Fenstertitel und Link im Kopf

window-title-wort-yahtzee = Wortwert – Wort-Yahtzee
header-wort-yahtzee = Wort-Yahtzee

## Wort-Yahtzee

wort-yahtzee-wort-yahtzee-score-card = Wort-Yahtzee: Zählkarte
wort-yahtzee-letter-values-of-the-dice = Buchstabenwerte der Würfel
wort-yahtzee-the-value-printed-on-each = Der Wert, der auf jeder Würfelseite steht. Der Diamant (*) zählt 0. Ein Buchstabe ohne Wert hier oder im Regelwerk wird abgelehnt, nie mit 0 gezählt.
wort-yahtzee-clear-values = Werte löschen
wort-yahtzee-the-card-round-by-round = Die Karte, Runde für Runde
wort-yahtzee-per-round-the-7-final = Je Runde: die 7 Würfel nach dem letzten Wurf (Buchstaben, Ä Ö Ü für die Umlautseiten, * für den Diamanten), wie oft gewürfelt wurde, das gefüllte Kästchen und die gebildeten Wörter (mit Leerzeichen oder Komma getrennt).
wort-yahtzee-alternative-game-the-8-round = Spiel-Alternative: die 8 Runden-Kästchen in beliebiger Reihenfolge
wort-yahtzee-add-round = Runde hinzufügen
wort-yahtzee-score-the-card = Karte werten
wort-yahtzee-best-words-for-seven-dice = Beste Wörter für sieben Würfel
wort-yahtzee-dice-7-faces = Würfel (7 Seiten)
wort-yahtzee-find-the-best-words = Beste Wörter suchen
wort-yahtzee-in-round-number = (Runde { $number })
wort-yahtzee-upper-half = Obere Hälfte
wort-yahtzee-lower-half = Untere Hälfte
wort-yahtzee-remove-round-number = Runde { $number } entfernen
wort-yahtzee-round-number = Runde { $number }
wort-yahtzee-dice = Würfel
wort-yahtzee-rolls = Würfe
wort-yahtzee-box = Kästchen
wort-yahtzee-words = Wörter
wort-yahtzee-further-yahtzee-word = Weiteres Yahtzee-Wort: +{ $bonus } Bonus
wort-yahtzee-points-in-box = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} in „{ $box }“
wort-yahtzee-refused-box = abgelehnt: „{ $box }“ zählt nicht
wort-yahtzee-box-gets-zero = {" "}· „{ $box }“ erhält 0
wort-yahtzee-in-round = Runde { $round }
wort-yahtzee-open = offen
wort-yahtzee-legal = REGELGERECHT
wort-yahtzee-against-the-rules = REGELWIDRIG
wort-yahtzee-rule-violations = Regelverstöße
wort-yahtzee-round = Runde
wort-yahtzee-total = Endsumme
wort-yahtzee-score-card = Zählkarte
wort-yahtzee-alternative-any-order = {" "}(Spiel-Alternative: beliebige Reihenfolge)
wort-yahtzee-filled-in = gefüllt in
wort-yahtzee-points = Punkte
wort-yahtzee-upper-half-2 = Summe obere Hälfte
wort-yahtzee-bonus = Bonus
wort-yahtzee-bonus-threshold = mehr als { $threshold } → { $bonus }
wort-yahtzee-lower-half-2 = Summe untere Hälfte
wort-yahtzee-yahtzee-bonus = Yahtzee-Bonus
wort-yahtzee-100-per-further-yahtzee-word = je weiteres Yahtzee-Wort 100
wort-yahtzee-upper-bonus-lower-yahtzee-bonus = oben + Bonus + unten + Yahtzee-Bonus
wort-yahtzee-rounds = Runden
wort-yahtzee-all-7-dice = alle 7 Würfel
wort-yahtzee-not-possible = nicht möglich
wort-yahtzee-formable-words = Würfel { $dice }: { $words ->
    [0] kein Wort lässt sich bilden
    [one] { $words } Wort lässt sich bilden
   *[other] { $words } Wörter lassen sich bilden
}.
wort-yahtzee-best-words-per-box = Beste Wörter je Kästchen
wort-yahtzee-word-or-words = Wort oder Wörter
wort-yahtzee-after-roll-at-the-latest = spätestens nach Wurf
wort-yahtzee-words-of-equal-value = gleichwertige Wörter
wort-yahtzee-box-names-two-letters = Wort mit 2 Buchstaben
wort-yahtzee-box-names-three-letters = Wort mit 3 Buchstaben
wort-yahtzee-box-names-four-letters = Wort mit 4 Buchstaben
wort-yahtzee-box-names-five-letters = Wort mit 5 Buchstaben
wort-yahtzee-box-names-six-letters = Wort mit 6 Buchstaben
wort-yahtzee-box-names-one-word = Ein Wort
wort-yahtzee-box-names-two-words = Zwei Wörter
wort-yahtzee-box-names-three-words = Drei Wörter
wort-yahtzee-box-names-consonants-only = Nur Konsonanten
wort-yahtzee-box-names-vowels-only = Nur Vokale
wort-yahtzee-box-names-yahtzee = Yahtzee-Wort
wort-yahtzee-box-names-chance = Chance
