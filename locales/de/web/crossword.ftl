# 6×6 Crossword: die Texte der Seite des Spiels, Deutsch (die übrigen Texte
# der Seiten stehen in ../web.ftl; übersetzen wie dort beschrieben).

## Die Seite: Fenstertitel und Link im Kopf

window-title-crossword = Wortwert – 6×6-Kreuzwort
header-crossword = 6×6-Kreuzwort

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
