# Die Texte der Seiten, Deutsch.
#
# Übersetzen: nur den Text rechts vom Gleichheitszeichen ändern, Kennungen
# links und Platzhalter wie { $name } stehen lassen, und etwa gleich lang
# bleiben (die Bögen müssen auf eine Seite passen).

## Every page: the window title (the browser tab, the printout)

window-title-index = Wortwert – Wortprüfung
window-title-turnier = Wortwert – Turnier-Wortprüfung

## Every page: the header

header-skip-to-content = Zum Inhalt
header-pages =
    .aria-label = Seiten
header-word-judge = Wortprüfung
# This language's name in its own words, on the links to it from the pages
# in every other language.
header-language-name = Deutsch
header-tournament = Turnier…

## Every sheet: ruleset and dictionary

decision-rules = Regeln
decision-ruleset = Regelwerk
decision-dictionary-version = Wörterbuch-Version

## Every sheet: the rulesets by their titles (the service's title where none is here)

ruleset-title-boggle = Boggle 4×4
ruleset-title-boggle-5x5 = Großes Boggle 5×5
ruleset-title-crossword = 6×6-Kreuzwort (Postspiel)
ruleset-title-happycross = happycross
ruleset-title-typdom = TYP-DOM SUPER
ruleset-title-wort-yahtzee = Wort-Yahtzee

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
sheet-try-again = Erneut versuchen
sheet-current-version = aktuell: { $version }
sheet-checking = wird geprüft …
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
sheet-field-words-leftover = Rest
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
connection-unreachable = Der Dienst ist gerade nicht erreichbar. Alles Eingetragene bleibt auf der Seite; neuer Versuch in { $seconds } s.
connection-unreachable-stopped = Der Dienst ist nicht erreichbar. Alles Eingetragene bleibt auf der Seite; bitte erneut prüfen, sobald das Netz wieder da ist.
connection-reached = Der Dienst ist wieder erreichbar.
api-unreadable-title = Unlesbare Antwort
api-unreadable-detail = Der Dienst antwortete mit Status { $status } ohne lesbaren Inhalt.

## The access key, where the service requires one (access.js)

access-title = Zugangsschlüssel
access-text = Dieser Dienst verlangt einen Zugangsschlüssel (API-Schlüssel). Bitte den Schlüssel eintragen, den Sie von den Betreuern des Dienstes bekommen haben.
access-refused = Dieser Schlüssel wurde nicht angenommen: Er ist falsch, unvollständig oder nicht mehr gültig. Bitte prüfen Sie ihn, oder fragen Sie die Betreuer des Dienstes nach einem neuen.
access-key = Schlüssel
access-hint = Er bleibt in diesem Browser gespeichert, bis Sie oben „Schlüssel vergessen“ wählen.
access-key-empty = Bitte den Schlüssel eintragen.
access-key-unreadable = Dieser Schlüssel enthält Zeichen, die kein Schlüssel hat (etwa Umlaute). Bitte den Schlüssel genau so eintragen, wie Sie ihn bekommen haben.
access-save = Speichern
access-enter = Zugangsschlüssel eingeben
access-cancel = Abbrechen
access-forget = Schlüssel vergessen
access-forgotten = Der Zugangsschlüssel ist in diesem Browser gelöscht. Bei der nächsten Prüfung fragt die Seite wieder danach.
access-missing-title = Ohne Zugangsschlüssel
access-missing-detail = Dieser Dienst prüft nur mit einem Zugangsschlüssel. Bei der nächsten Prüfung fragt die Seite wieder danach.

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
judge-synonyms = Gleichbedeutend:{" "}
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
judge-list-valid-count = { $valid } von { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörtern
} gültig.
judge-reasons = Gründe

## Tournament word judge (kiosk)

turnier-tournament-word-check = Turnier-Wortprüfung
turnier-fixed-while-the-check-runs = Fest, solange die Prüfung läuft
turnier-ruleset = Regelwerk
turnier-dictionary-version = Wörterbuch-Version
turnier-clear-after-seconds = Zurücksetzen nach (Sekunden)
turnier-start-the-check = Prüfung starten
turnier-check-a-move = Zug prüfen
turnier-the-words-of-the-move = Die Wörter des Zuges (getrennt durch Leerzeichen, Komma oder neue Zeile)
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
turnier-pinned = Regelwerk: { $ruleset } · Wörterbuch: Version { $version } · Zurücksetzen nach { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
}
turnier-please-choose-the-ruleset-first = Bitte zuerst das Regelwerk wählen.
turnier-the-dictionary-version-is-unknown = Die Wörterbuch-Version ist unbekannt: bitte eintragen.
turnier-please-enter-the-words-of = Bitte die Wörter des Zuges eingeben.
turnier-checking = wird geprüft …
turnier-the-entry-cannot-be-checked = Die Eingabe kann so nicht geprüft werden.
turnier-table = Tisch
turnier-not-checkable = nicht prüfbar
turnier-lock = Sperren (Vollbild)
turnier-lock-hint = Gesperrt zeigt die Seite nur noch das Eingabefeld und das Urteil; entsperren nur mit Strg+Alt+E und einer Bestätigung.
turnier-unlock-question = Sperre aufheben?
turnier-unlock-explained = Danach sind Kopfzeile, Protokoll und die Einstellungen wieder zu sehen.
turnier-unlock-keep = Gesperrt lassen
turnier-unlock-confirm = Sperre aufheben

## The sand timer on the sheets

timer-sand-timer = Sanduhr
timer-start = Start
timer-pause = Pause
timer-resume = Weiter
timer-reset = Zurücksetzen
timer-seconds = Dauer (Sekunden)
timer-sound = Ton am Ende
timer-keys = Mit dem Fokus auf der Anzeige: Leertaste startet und hält an, R setzt zurück.
timer-from-the-ruleset = Die Dauer kommt aus dem Regelwerk (die Anleitungen nennen keine); hier für diese Seite änderbar.
timer-left = Noch { $time }
timer-time-is-up = Die Zeit ist um.
