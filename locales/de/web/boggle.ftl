# Boggle: die Texte der Seite des Spiels, Deutsch (die übrigen Texte
# der Seiten stehen in ../web.ftl; übersetzen wie dort beschrieben).

## Die Seite: Fenstertitel und Link im Kopf

window-title-boggle = Wortwert – Boggle
header-boggle = Boggle

## Boggle

boggle-boggle-score-sheet = Boggle-Wertungsbogen
boggle-board = Spielfeld
boggle-type-the-dice-as-they = Die Würfel so eintippen, wie sie liegen, Zeile für Zeile. Den Qu-Würfel als einzelnes Q tippen (ein Würfel, zwei Buchstaben).
boggle-roll-a-board = Brett würfeln
boggle-seed = Startwert
boggle-same-seed-same-board-empty = Gleicher Startwert, gleiches Brett; leer: ein neues.
boggle-roll = Würfeln
boggle-players-and-their-words = Spieler und ihre Wörter
boggle-one-word-per-line-as = Ein Wort je Zeile, so wie der Spieler es aufgeschrieben hat.
boggle-add-player = Spieler hinzufügen
boggle-check = Prüfen
boggle-find-all-words = Alle Wörter finden
boggle-scores-of-the-round = Wertung der Runde
boggle-press-check-to-score-the = „Prüfen“ wertet die Listen der Spieler.
boggle-all-words-on-the-board = Alle Wörter auf dem Brett
boggle-find-all-words-lists-every = „Alle Wörter finden“ listet jedes gültige Wort auf dem Brett.
boggle-print-the-full-list-too = Vollständige Liste mitdrucken (ab Seite 2)
boggle-board-size = Spielfeld, { $size } × { $size } Würfel
boggle-die-of-word = { $number }. Würfel von { $word }
boggle-show-the-path-on-the = Weg auf dem Brett zeigen
boggle-name = Name
boggle-words-one-per-line = Wörter, eines je Zeile
boggle-player-number = Spieler { $number }
boggle-remove = Entfernen
boggle-remove-player = { $player } entfernen
boggle-row-row = Zeile { $row }
boggle-row-row-column-col = Zeile { $row }, Spalte { $col }
boggle-word = Wort
boggle-counts = zählt
boggle-struck = gestrichen
boggle-invalid = ungültig
boggle-and = und
boggle-also-written-by = auch von { $writers } geschrieben: für alle gestrichen
boggle-not-on-board = { $word } lässt sich nicht über benachbarte Würfel legen
boggle-die-reused = { $word } geht nur, wenn ein Würfel zweimal benutzt wird
boggle-already-in-line = schon in Zeile { $line }: zählt nur einmal
boggle-points-count =
    { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }
# After „mit“ (with): the dative plural.
boggle-with-points =
    { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkten
    }
boggle-winner = Gewinner: { $winner } mit { $points }
boggle-tie = Gleichstand: { $winners } mit je { $points }
boggle-points-per-player = Punkte je Spieler
boggle-player = Spieler
boggle-count = zählen
boggle-points = Punkte
boggle-struck-words = Gestrichene Wörter
boggle-written-by-several-players-they = Von mehreren Spielern geschrieben: zählen für niemanden.
boggle-no-word-struck = Kein Wort gestrichen.
boggle-no-words = Keine Wörter.
boggle-words-of-player = Wörter von { $player }
boggle-no = Nr.
boggle-letters = Buchst.
boggle-verdict-and-reasons = Urteil und Gründe
boggle-total = Summe
boggle-points-per-word-by-letters = Punkte je Wort nach Buchstaben: 3 und 4 → 1, 5 → 2, 6 → 3, 7 → 5, 8 und mehr → 11. Ein Wort auswählen zeigt seinen Weg auf dem Brett.
boggle-solver-total = { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörter
}, zusammen { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
boggle-the-highest-score-one-player = Die höchste Punktzahl, die ein Spieler allein auf diesem Brett erreichen kann. Ein Wort auswählen zeigt seinen Weg.
boggle-letters-2 = Buchstaben
boggle-the-seed-is-a-whole = Der Startwert ist eine ganze Zahl ab 0 (höchstens 9007199254740991).
boggle-rolled-with-seed = Gewürfelt mit Startwert { $seed } ({ $ruleset }).
boggle-board-not-from-the-dice = Dieses Brett kann so nicht aus den Würfeln des Regelwerks fallen – bitte die Würfel prüfen:
