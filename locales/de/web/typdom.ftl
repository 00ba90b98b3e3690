# TYP-DOM SUPER: die Texte der Seite des Spiels, Deutsch (die übrigen Texte
# der Seiten stehen in ../web.ftl; übersetzen wie dort beschrieben).

## Die Seite: Fenstertitel und Link im Kopf

window-title-typdom = Wortwert – TYP-DOM SUPER
header-typdom = TYP-DOM

## TYP-DOM SUPER

typdom-typ-dom-super-layout-and = TYP-DOM SUPER: Spielbild und Abrechnung
typdom-check-the-layout-on-the = Spielbild auf dem Tisch prüfen
typdom-every-place-where-tiles-touch = Überall, wo Steine einander berühren, muss ein Wort entstehen. Die Steine Feld für Feld eintippen; * ist ein Jolly, dessen Buchstaben die Prüfung wählt; mit eingeschalteten „Jolly-Buchstaben“ werden getippte Buchstaben zu Jollys, die diesen Buchstaben zeigen.
typdom-size-of-the-layout = Größe des Spielbilds
typdom-rows = Zeilen
typdom-columns = Spalten
typdom-apply-size = Größe übernehmen
typdom-check-layout = Spielbild prüfen
typdom-clear-layout = Spielbild leeren
typdom-result-of-the-layout-check = Ergebnis der Spielbildprüfung
typdom-settlement = Abrechnung
typdom-variant = Spielart
typdom-1-kreuzwort-spiel-crossword = 1. Kreuzwort-Spiel
typdom-2-presto-race = 2. Presto
typdom-3-point-typ-dom-letter = 3. Point-Typ-Dom
typdom-4-wer-beh-lt-recht = 4. Wer behält recht?
typdom-stake-multiplies-every-payment = Einsatz (vervielfacht jede Zahlung)
typdom-strict-words-outside-the-dictionary = Streng: Wörter außerhalb des Wörterbuchs zählen 0
typdom-letter-values-the-rulesets-table = Buchstabenwerte (Tabelle des Regelwerks; nur Abweichungen eintragen)
typdom-s-2-is-reconstructed-the = S = 2 ist rekonstruiert: die Anleitung druckt 26 Werte für 27 Zeichen, und diese Lesart passt zu ihren Beispielen (mit * markiert).
typdom-players = Spieler
typdom-add-player = Spieler hinzufügen
typdom-settle = Abrechnen
typdom-layout = Spielbild
typdom-jolly-letters-on = Jolly-Buchstaben: an ★
typdom-jolly-letters-off = Jolly-Buchstaben: aus
typdom-please-a-whole-number-from = Bitte eine ganze Zahl von 1 bis { $maxGrid } eingeben (die größte Seite im Regelwerk).
typdom-across = waagerecht
typdom-down = senkrecht
typdom-not-checked = Nicht geprüft:{" "}
typdom-jolly-for-letter = Jolly für { $letter }
typdom-jolly-at-letter = Jolly an Stelle { $offset } ({ $letter })
typdom-what-is-wrong = Fehler im Spielbild
typdom-words-on-the-table-wherever = Wörter im Spielbild (überall, wo Steine einander berühren)
typdom-word = Wort
typdom-position = Lage
typdom-verdict = Urteil
typdom-jollies-and-reasons = Jollys und Gründe
typdom-words-on-the-table = Wörter im Spielbild
typdom-jollies = Jollys
typdom-stands-for = steht für
typdom-chosen-by-the-check = (von der Prüfung gewählt)
typdom-as-given = (angegeben)
typdom-player-number = Spieler { $number }
typdom-remove-player-number = Spieler { $number } entfernen
typdom-not-finished = nicht fertig
typdom-finished-1st = 1. fertig
typdom-finished-2nd = 2. fertig
typdom-name = Name
typdom-leftover-tiles = Übrige Steine
typdom-place = Platz
typdom-finished-with-one-tile-left = mit einem Stein Rest Schluss gemacht
typdom-words-per-turn-one-turn = Wörter je Zug (ein Zug je Zeile)
typdom-finished-placed-all-tiles = fertig (alle Steine angesetzt)
typdom-leftover-tiles-letters-for-a = Übrige Steine: Buchstaben, * für einen Jolly; leer für den, der fertig ist.
typdom-the-stake-is-a-whole = Der Einsatz ist eine ganze Zahl ab 1.
typdom-equal-leftovers-no-one-wins = Gleicher Rest: keiner gewinnt; die nächste Partie geht um den doppelten Einsatz.
typdom-no-one-finished = Niemand wurde fertig: { $winner } hat den geringsten Rest und gewinnt.
typdom-placed-all-tiles = { $winner } hat alle Steine angesetzt und gewinnt.
typdom-receives-in-all = { $winner } erhält insgesamt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
typdom-no-winner = Kein Gewinner
typdom-stake = Einsatz: ×{ $stake } (jede Zahlung vervielfacht).
typdom-next-game-double-stakes = Nächste Partie: doppelter Einsatz.
typdom-leftover-tiles-black-red-jolly = Reststeine: schwarz, rot, Jolly und ihr Wert
typdom-player = Spieler
typdom-left-over = übrig geblieben
typdom-black = schwarz
typdom-red = rot
typdom-value = Wert
typdom-pays = zahlt
typdom-receives = erhält
typdom-all-payments = Summe aller Zahlungen
typdom-yes = ja
typdom-finished-first = { $player } war zuerst fertig und gewinnt.
typdom-handed-out = Vergeben: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
typdom-presto-points-for-the-first = Presto: Punkte für die ersten zwei
typdom-one-tile-left = ein Stein Rest
typdom-points = Punkte
typdom-total = Summe
typdom-round-number = { $number }. Runde
typdom-settlement-abrechnung = ABRECHNUNG
typdom-words = Summe der Wörter
typdom-finished-bonus = fertig (+ Bonus)
typdom-leftover = Rest
typdom-total-2 = Gesamt
typdom-strict-words-outside-the-lexicon = Streng gewertet: Wörter außerhalb des Wörterbuchs zählen 0.
typdom-words-the-dictionary-does-not = Wörter, die das Wörterbuch nicht bestätigt (gezählt wie am Tisch gespielt)
typdom-layout-summary =
    { $tiles ->
        [one] { $tiles } Stein
       *[other] { $tiles } Steine
    } auf dem Tisch, { $words ->
        [one] { $words } Wort
       *[other] { $words } Wörter
    }.
typdom-finished-place = { $place }. fertig
typdom-variant-hint-kreuzwort = Wer alle Steine angesetzt hat (Rest leer), gewinnt und erhält von jedem Mitspieler den Wert seiner Reststeine: schwarz 1, rot 3, Jolly 10. Rest als Buchstaben, * für einen Jolly.
typdom-variant-hint-presto = Der Erste erhält 4 Punkte, der Zweite 2; wer mit einem Stein Rest Schluss macht, nur 2 bzw. 1.
typdom-variant-hint-point = Je Spieler die Wörter jedes Zuges, ein Zug je Zeile, mehrere Wörter mit + (z. B. POLA + PHON), ein Strich (-) für einen Zug ohne Wort, * für einen Jolly. Jeder Spieler braucht gleich viele Züge. Reststeine werden abgezogen, ein Jolly mit 10.
typdom-variant-hint-wer-behaelt-recht = Abrechnung wie beim Kreuzwort-Spiel; wird niemand fertig, gewinnt der geringste Rest; bei Gleichstand gewinnt keiner und die nächste Partie geht um den doppelten Einsatz.

## Tipp: der beste Zug für ein Bänkchen

typdom-hint-heading = Tipp: die besten Züge für ein Bänkchen
typdom-hint-lead = Die Steine eintippen, die ein Spieler in der Hand hat: Wortwert sucht die Züge, die er auf den Tisch oben legen kann, nach den Punkten der unten gewählten Variante geordnet.
typdom-hint-rack = Steine in der Hand
typdom-hint-rack-hint = Buchstaben, * oder ◊ für einen Jolly, z. B. HAUS*TE.
typdom-hint-search = Beste Züge suchen
typdom-hint-searching = Suche die besten Züge …
typdom-hint-failed = Keine Züge gesucht.
typdom-hint-none = Mit diesen Steinen lässt sich auf diesem Tisch kein Wort legen.
typdom-hint-caption = Die besten Züge (Zeile wählen: die Steine auf dem Tisch)
typdom-hint-tiles = Steine
typdom-hint-points = Punkte
typdom-hint-lay = Legen
typdom-hint-lay-button = Legen
typdom-hint-table-grows = der Tisch wächst
typdom-hint-second-word = und { $word } ({ $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
})
typdom-hint-incomplete = Die Suche endete nach ihrer Zeit; es kann bessere Züge geben.
typdom-hint-rack-unreadable = Die Steine sind nicht lesbar: nur Buchstaben und * oder ◊ für einen Jolly.
typdom-hint-rack-empty = Bitte die Steine in der Hand eintippen.
typdom-variant-played = Gespielt: { $variant }
