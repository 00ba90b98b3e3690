# Die Texte der Seiten, Deutsch.
#
# Übersetzen: nur den Text rechts vom Gleichheitszeichen ändern, Kennungen
# links und Platzhalter wie { $name } stehen lassen, und etwa gleich lang
# bleiben (die Bögen müssen auf eine Seite passen).


## Every page: the window title (the browser tab, the printout)

window-title-index = Wortwert – Wortprüfung
window-title-crossword = Wortwert – 6×6-Kreuzwort
window-title-boggle = Wortwert – Boggle
window-title-happycross = Wortwert – happycross
window-title-turnier = Wortwert – Turnier-Wortprüfung
window-title-typdom = Wortwert – TYP-DOM SUPER
window-title-wort-yahtzee = Wortwert – Wort-Yahtzee

## Every page: the header

header-skip-to-content = Zum Inhalt
header-pages =
    .aria-label = Seiten
header-word-judge = Wortprüfung
header-6-6-crossword = 6×6-Kreuzwort
# The link to the page in the other language: its name in that language.
header-language-switch = English
    .lang = en
    .hreflang = en
header-tournament = Turnier…

## Every sheet: ruleset and dictionary

decision-rules = Regeln
decision-ruleset = Regelwerk
decision-dictionary-version = Wörterbuch-Version

## Every sheet: the tournament

tournament-tournament = Turnier
tournament-round = Runde
tournament-table = Tisch
tournament-players = Spieler
tournament-names-separated-by-commas =
    .placeholder = Namen, durch Komma getrennt
tournament-referee = Schiedsrichter

## Every sheet: signatures and the record

record-signature-of-the-referee = Unterschrift Schiedsrichter
record-signatures-of-the-players = Unterschriften der Spieler
record-print = Drucken
record-copy-link = Link kopieren
record-download-json = JSON herunterladen

## Every sheet: choices, places on the sheet, the record line

sheet-column = Spalte
sheet-value-of-letter = Wert von { $letter }
sheet-no = Nr.
sheet-please-choose = – bitte wählen –
sheet-current-version = aktuell: { $version }
sheet-link-copied = Link kopiert.
sheet-link-to-copy = Link zum Kopieren:
sheet-ruleset = Regelwerk
sheet-revision = Fassung
sheet-dictionary = Wörterbuch
sheet-version = Version
sheet-checked-on = geprüft am
sheet-field-words-grid = Zeile
sheet-field-words-layout = Spielplan, Zeile
sheet-field-words-board = Zeile
sheet-field-words-claims = Ansage
sheet-field-words-rounds = Runde
sheet-field-words-players = Spieler
sheet-field-words-turns = Zug
sheet-field-words-hands = Hand
sheet-field-words-words = Wort
sheet-field-words-dice = Würfel
sheet-field-words-leftover = Übriger Würfel
sheet-field-words-letter-values = Buchstabenwert
sheet-field-words-lexicon-version = Wörterbuch-Version
sheet-field-words-ruleset = Regelwerk
sheet-field-words-claimed-total = Angesagte Summe
sheet-field-words-finish-order = Reihenfolge der Fertigen
sheet-field-words-seed = Startwert

## Boards typed cell by cell

grid-row = Zeile
grid-column = Spalte
grid-typing-direction-across = Schreibrichtung: waagerecht →
grid-typing-direction-down = Schreibrichtung: senkrecht ↓
grid-arrows-move-typing-fills-backspace = Pfeiltasten bewegen, Tippen füllt, Rücktaste löscht; eingefügter Text füllt das Brett zeilenweise.
grid-written-as-no-room = „{ $typed }“ wird als { $value } geschrieben, dafür ist ab Zeile { $row }, Spalte { $col } kein Platz mehr.
grid-written-as = „{ $typed }“ wird in diesem Spiel als { $value } geschrieben.
grid-row-2 = Zeile
grid-column-2 = Spalte

## The dictionary's words for its entries, and the verdict

labels-valid = GÜLTIG
labels-invalid = UNGÜLTIG
labels-categories-common = Allgemeinwortschatz
labels-categories-toponym = geografischer Name
labels-categories-first-name = Vorname
labels-categories-family-name = Familienname
labels-categories-proper-name = Eigenname
labels-categories-brand = Marke
labels-categories-abbreviation = Abkürzung
labels-categories-foreign = Fremdwort
labels-categories-dialect = Mundart
labels-categories-multiword = Mehrwortausdruck
labels-forms-base = Grundform
labels-forms-inflected-noun = gebeugtes Substantiv
labels-forms-plural = Plural
labels-forms-inflected-verb = konjugiertes Verb
labels-forms-inflected-adjective = gebeugtes Adjektiv
labels-forms-other = andere Form
labels-parts-of-speech-noun = Substantiv
labels-parts-of-speech-verb = Verb
labels-parts-of-speech-adjective = Adjektiv
labels-parts-of-speech-adverb = Adverb
labels-parts-of-speech-numeral = Zahlwort
labels-parts-of-speech-pronoun = Pronomen
labels-parts-of-speech-preposition = Präposition
labels-parts-of-speech-conjunction = Konjunktion
labels-parts-of-speech-interjection = Interjektion
labels-parts-of-speech-article = Artikel
labels-parts-of-speech-particle = Partikel
labels-parts-of-speech-other = Sonstiges

## When the service cannot be read

api-unreachable-title = Dienst nicht erreichbar
api-unreachable-detail = Der Wortwert-Dienst antwortet nicht. Die Eingaben bleiben erhalten; bitte später erneut prüfen.
api-unreadable-title = Unlesbare Antwort
api-unreadable-detail = Der Dienst antwortete mit Status { $status } ohne lesbaren Inhalt.

## Word judge

judge-word-judge = Wortprüfung
judge-word = Wort
judge-check = Prüfen
judge-verdict = Urteil
judge-check-a-list-a-whole = Liste prüfen (ein ganzer Zug)
judge-words-one-per-line = Wörter, eines je Zeile
judge-check-list = Liste prüfen
judge-please-choose-the-ruleset-first = Bitte zuerst das Regelwerk wählen.
judge-meaning = Bedeutung
judge-source = Quelle:{" "}
judge-licence = , Lizenz{" "}
judge-written-in-the-game-as = im Spiel geschrieben als
judge-in-the-game = Im Spiel
judge-allowed = erlaubt
judge-not-allowed = nicht erlaubt
judge-base-form = Grundform
judge-part-of-speech = Wortart
judge-category = Kategorie
judge-form = Form
judge-entries-in-the-dictionary = Einträge im Wörterbuch
judge-no-entry-in-the-dictionary = Kein Eintrag im Wörterbuch.
judge-did-you-mean = Meinten Sie:{" "}
judge-please-enter-a-word = Bitte ein Wort eingeben.
judge-checking = wird geprüft …
judge-please-enter-at-least-one = Bitte mindestens ein Wort eingeben, eines je Zeile.
judge-list-valid-count = { $valid } von { $words } Wörtern gültig.
judge-reasons = Gründe

## happycross

happycross-happycross-score-sheet = happycross – Wertungsblatt
happycross-board = Spielbrett
happycross-legend =
    .aria-label = Legende
happycross-s-start-the-first-word = S Start (das erste Wort liegt darauf)
happycross-2-double-the-word-counts = 2× Doppelt: das Wort zählt doppelt
happycross-3-triple-the-word-counts = 3× Dreifach: das Wort zählt dreifach
happycross-joker-worth-0 = Joker (zählt 0)
happycross-a-joker-type-or-and = Joker: erst * (oder ?) tippen, dann den Buchstaben, für den er steht; * auf einem gefüllten Feld macht den Würfel zum Joker und zurück. Joker erscheinen kursiv mit ◊.
happycross-leftover-dice = Übrige Würfel
happycross-the-letters-of-the-dice = Buchstaben der Würfel, die beim Ablauf der Sanduhr nicht lagen, z. B. Q X; * für einen Jokerwürfel. Leer: alle Würfel gelegt.
happycross-values-printed-on-the-dice = Werte auf den Würfeln
happycross-only-letters-the-ruleset-does = Nur Buchstaben, die das Regelwerk nicht kennt, wie auf dem Würfel aufgedruckt, z. B. A=1, N=1, Q=10.
happycross-clear-values = Werte löschen
happycross-check = Prüfen
happycross-clear-board = Brett leeren
happycross-score = Wertung
happycross-double = Doppelt
happycross-triple = Dreifach
happycross-start = Start
happycross-happycross-board = happycross-Brett
happycross-char-is-not-a-die = „{ $char }“ ist kein Würfel: Buchstaben A–Z oder * für einen Joker.
happycross-cannot-read-part-one-a = „{ $part }“ nicht lesbar: je Buchstabe „A=1“, getrennt durch Komma oder Leerzeichen.
happycross-across = waagerecht
happycross-down = senkrecht
happycross-from = ab
happycross-at = in
happycross-for = für
happycross-total = Gesamt
happycross-points = Punkte
happycross-no-result-the-board-breaks = Kein Ergebnis: das Brett verstößt gegen die Regeln.
happycross-joker-0-points-at-letter = Joker (0 Punkte) an Stelle{" "}
happycross-words-select-a-row-the = Wörter (Zeile wählen: Felder des Wortes auf dem Brett)
happycross-word = Wort
happycross-position = Lage
happycross-value = Wert
happycross-multiplier = Faktor
happycross-points-2 = Punkte
happycross-fields-reasons = Felder, Gründe
happycross-sum-of-the-words = Summe der Wörter
happycross-score-of-the-words = Wertung der Wörter
happycross-rule-violations = Regelverstöße
happycross-entry-not-readable = Eingabe nicht lesbar
happycross-the-board-is-empty-please = Das Brett ist leer: bitte die gelegten Würfel eintippen.
happycross-empty-board = Leeres Brett
happycross-ruleset-knows = Das Regelwerk kennt: { $known }.
happycross-leftover-dice-count =
    Übrige Würfel ({ $dice }{ $jokers ->
        [0] {""}
       *[other] , davon { $jokers } Joker
    })
happycross-bonus-every-die-placed =
    Bonus, wenn alle Würfel liegen ({ $dice } gesetzt{ $jokers ->
        [0] {""}
       *[other] , davon { $jokers } Joker
    })

## 6×6 Crossword

crossword-6-6-crossword-play-by = 6×6-Kreuzwort (Postspiel) – Schlussabrechnung
crossword-paste-the-mailed-sheet-as = Abgabe als Text einfügen
crossword-mailed-sheet = Abgabe (Text)
crossword-as-mailed-optionally-crossword-name = So wie verschickt: wahlweise „Crossword NAME“ und „Neu: D“, dann die 6 Rasterzeilen (neue Buchstaben GROSS, alte klein, leere Felder „.“). Neben den Zeilen oder darunter die Angaben, je Zeile ein Eintrag in der Reihenfolge Zeilen 1–6, Spalten 1–6, Diagonalen ↘ und ↙: Wörter mit „+“ verbunden, dann die Punkte der Linie („Ar+au 2“); „(1)“ nach einem Wort gibt dessen Punkte; „...“ eine Linie ohne Wörter; „Ersatz: WORT“ oder „[WORT]“ ein Ersatzwort; eine Marke wie „S6“ (Spalte 6), „Z2“ (Zeile 2), „D1“ oder „col6“ springt zu dieser Linie; „Summe 90“ die angegebene Summe. Eine Leerzeile beendet die Abgabe.
crossword-fill-the-sheet-from-the = Text ins Blatt übernehmen
crossword-game = Partie
crossword-wished-letter-neu = Wunschbuchstabe (Neu)
crossword-grid = Raster
crossword-type-as-mailed-new-letters = Wie verschickt eintippen: neue Buchstaben GROSS, alte klein (die Wertung hängt nicht davon ab); „.“ oder Leertaste lässt ein Feld leer. Umlaute und ß als AE, OE, UE, SS.
crossword-claims = Angaben des Spielers
crossword-per-line-the-words-as = Je Linie die angegebenen Wörter mit „+“ verbunden („Ar + au“; „Ar(1) + au(1)“ gibt Punkte je Wort), höchstens ein Ersatzwort und die angegebenen Punkte der Linie (leer: die Tabellenpunkte der Wörter). Leere Linien sind nicht angegeben.
crossword-line = Linie
crossword-words = Wörter
crossword-substitute = Ersatz
crossword-points = Punkte
crossword-claimed-total-summe = Angegebene Summe
crossword-check = Prüfen
crossword-clear-sheet = Blatt leeren
crossword-check-2 = Prüfung
crossword-row = Zeile
crossword-column = Spalte
crossword-diagonal = Diagonale ↘
crossword-diagonal-2 = Diagonale ↙
crossword-backwards = rückwärts
crossword-forwards = vorwärts
crossword-crossword-grid = Kreuzwort-Raster
crossword-token-is-not-a-word = „{ $token }“ ist kein Wort (Wörter mit „+“ verbinden, Punkte je Wort als „(3)“).
crossword-one-substitute-per-line-at = Höchstens ein Ersatzwort je Linie.
crossword-correct = STIMMT
crossword-mismatch = ABWEICHUNG
crossword-verified = Geprüft
crossword-best-possible = Bestmöglich
crossword-points-2 = Punkte
crossword-claimed = Angegeben
crossword-difference = Differenz
crossword-per-line-claimed-and-verified = Je Linie: angegeben und geprüft
crossword-claimed-2 = angegeben
crossword-verified-2 = geprüft
crossword-difference-2 = Differenz
crossword-not-stated-table-points-of = nicht angegeben: Tabellenpunkte der Wörter
crossword-sum-of-the-lines = Summe der Linien
crossword-claimed-total = Angegebene Summe
crossword-no-points-stated-the-table = {"*"} keine Punkte angegeben: es zählen die Tabellenpunkte der angegebenen Wörter.
crossword-discrepancies = Abweichungen
crossword-claimed-words-select-a-row = Angegebene Wörter (Zeile wählen: Wort im Raster)
crossword-word = Wort
crossword-role = Rolle
crossword-position = Lage
crossword-reasons = Gründe
crossword-substitute-2 = Ersatz
crossword-for = für
crossword-from = ab
crossword-not-in-the-line = nicht in der Linie
crossword-best-possible-score-of-this = Bestmögliche Wertung dieses Rasters
crossword-left-on-the-board = liegen gelassen
crossword-words-of-the-best-possible = Wörter der bestmöglichen Wertung
crossword-the-grid-is-empty-please = Das Raster ist leer: bitte die Buchstaben eintippen oder die Abgabe als Text einfügen.
crossword-empty-grid = Leeres Raster
crossword-claims-not-readable = Angaben nicht lesbar
crossword-line-of-text = Zeile { $line } des Textes: { $message }

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
typdom-please-a-whole-number-from = Bitte eine ganze Zahl von 1 bis { $maxGrid } (größte Seite im Regelwerk).
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
typdom-receives-in-all = { $winner } erhält insgesamt { $points } Punkte
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
typdom-handed-out = Vergeben: { $points } Punkte
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
typdom-strict-words-outside-the-lexicon = Streng gewertet: Wörter außerhalb des Lexikons zählen 0.
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
wort-yahtzee-points-in-box = { $points } Punkte in „{ $box }“
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
wort-yahtzee-formable-words = Würfel { $dice }: { $words } Wörter lassen sich bilden.
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
boggle-solver-total = { $words } Wörter, zusammen { $points } Punkte
boggle-the-highest-score-one-player = Die höchste Punktzahl, die ein Spieler allein auf diesem Brett erreichen kann. Ein Wort auswählen zeigt seinen Weg.
boggle-letters-2 = Buchstaben
boggle-the-seed-is-a-whole = Der Startwert ist eine ganze Zahl ab 0 (höchstens 9007199254740991).
boggle-rolled-with-seed = Gewürfelt mit Startwert { $seed } ({ $ruleset }).

## Tournament word judge (kiosk)

turnier-tournament-word-check = Turnier-Wortprüfung
turnier-fixed-while-the-check-runs = Fest, solange die Prüfung läuft
turnier-ruleset = Regelwerk
turnier-dictionary-version = Wörterbuch-Version
turnier-clear-after-seconds = Zurücksetzen nach (Sekunden)
turnier-start-the-check = Prüfung starten
turnier-check-a-move = Zug prüfen
turnier-the-words-of-the-move = Die Wörter des Zuges (eines je Zeile oder durch Leerzeichen getrennt)
turnier-enter-checks-shift-enter-starts = Eingabetaste prüft, Umschalt+Eingabe beginnt eine neue Zeile, Esc setzt zurück.
turnier-end-the-check = Prüfung beenden
turnier-challenge-log = Protokoll der Anfechtungen
turnier-kept-only-in-this-browser = Nur in diesem Browser gespeichert, bis es gelöscht wird.
turnier-time = Zeit
turnier-words = Wörter
turnier-verdict = Urteil
turnier-print-the-log = Protokoll drucken
turnier-download-the-log-csv = Protokoll herunterladen (CSV)
turnier-clear-the-log = Protokoll löschen
turnier-please-choose = – bitte wählen –
turnier-current-version = aktuell: { $version }
turnier-pinned = Regelwerk: { $ruleset } · Wörterbuch: Version { $version } · Zurücksetzen nach { $seconds } Sekunden
turnier-please-choose-the-ruleset-first = Bitte zuerst das Regelwerk wählen.
turnier-the-dictionary-version-is-unknown = Die Wörterbuch-Version ist unbekannt: bitte eintragen.
turnier-please-enter-the-words-of = Bitte die Wörter des Zuges eingeben.
turnier-checking = wird geprüft …
turnier-the-entry-cannot-be-checked = Die Eingabe kann so nicht geprüft werden.
