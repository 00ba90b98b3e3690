# happycross: die Texte der Seite des Spiels, Deutsch (die übrigen Texte
# der Seiten stehen in ../web.ftl; übersetzen wie dort beschrieben).

## Die Seite: Fenstertitel und Link im Kopf

window-title-happycross = Wortwert – happycross
header-happycross = happycross

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

## Das beste Brett eines Wurfs

happycross-best-searching = Suche das beste Brett für diesen Wurf …
happycross-best-not-found = Das beste Brett ließ sich nicht suchen.
happycross-best-retry = Noch einmal suchen
happycross-best-none = Aus diesem Wurf lässt sich kein gültiges Brett legen.
happycross-best-show = Bestes Brett zeigen
happycross-best-hide = Bestes Brett ausblenden
happycross-best-possible = Bestmögliche Wertung für diesen Wurf
happycross-best-proven = Bewiesen: kein Brett aus diesem Wurf zählt mehr.
happycross-best-bound = Das Beste, was die Suche in ihrer Zeit fand; kein Brett aus diesem Wurf zählt mehr als { $bound ->
    [one] { $bound } Punkt
   *[other] { $bound } Punkte
}.
happycross-best-reached = Ihr Brett erreicht das Bestmögliche.
happycross-best-short = Ihrem Brett { $missing ->
    [one] fehlt { $missing } Punkt
   *[other] fehlen { $missing } Punkte
} zum Bestmöglichen ({ $share } % davon erreicht).
happycross-best-board-heading = Bestes Brett für diesen Wurf
happycross-best-words = Wörter des besten Bretts

## Einzelspiel

window-title-happycross-solo = Wortwert – happycross allein
happycross-solo-link = Einzelspiel: einen Wurf allein legen und mit dem besten Brett vergleichen
happycross-solo-heading = happycross – Einzelspiel
happycross-solo-lead = Wie viele Punkte bringt ein einziger Wurf? Würfeln (oder den eigenen Wurf eintippen), die Würfel auf das Brett legen, prüfen – und mit dem besten Brett desselben Wurfs vergleichen.
happycross-solo-sheet-link = Zum Wertungsblatt für Turniere
happycross-solo-throw = Wurf
happycross-solo-throw-dice = Die 13 Würfel
happycross-solo-throw-hint = Buchstaben A–Z, ◊ oder * für einen Joker, z. B. L T E E R I O R T E R O M. Würfeln zieht die Buchstaben nach ihrer Häufigkeit in deutschen Texten (die Anleitung nennt die Würfelseiten nicht); die zwei Jokerwürfel zeigen je auf einer von sechs Seiten ◊.
happycross-solo-roll = Würfeln
happycross-solo-dice-list =
    .aria-label = Würfel des Wurfs
happycross-solo-on-the-board = liegt auf dem Brett
happycross-solo-leftover-hint = Ergibt sich aus dem Wurf und dem Brett.
happycross-solo-values-hint = Für Buchstaben, die das Regelwerk nicht kennt; fehlen welche, stehen nach dem Würfeln die Werte aus der Buchstabentabelle von TYP-DOM hier.
happycross-solo-check = Prüfen und vergleichen
happycross-solo-throw-count = Ein Wurf hat { $dice } Würfel; eingetippt { $count ->
        [one] ist einer
       *[other] sind { $count }
    }.
happycross-solo-throw-jokers = Höchstens { $jokers } Würfel sind Joker.
happycross-solo-not-thrown = Auf dem Brett liegt, was der Wurf nicht hat: { $dice }.
happycross-solo-board-and-throw = Brett und Wurf passen nicht zusammen
