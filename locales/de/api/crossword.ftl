# 6×6 Crossword: was die API Menschen zu diesem Spiel sagt, auf Deutsch (die
# übrigen Meldungen stehen in ../api.ftl, wie dort beschrieben).

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
word-points-count = die Punkte je Wort haben { $entries ->
    [one] { $entries } Eintrag
   *[other] { $entries } Einträge
} für { $words ->
    [one] { $words } Wort
   *[other] { $words } Wörter
}; bitte je Wort einen Eintrag angeben (null für ein Wort ohne eigene Punkte)

## Crossword: eingesandte Texte

no-grid-found = kein Gitter gefunden: erwartet werden Zeilen aus Buchstaben und „.“ (eine Zeile des Gitters je Textzeile), nach einem freiwilligen Titel „Crossword NAME“ und einer Zeile „Neu:“
grid-ends-early = das Gitter endet nach { $rows } von { $width ->
    [one] { $width } Zeile
   *[other] { $width } Zeilen
}; eine Leerzeile beendet die Einsendung
text-ends-early = der Text endet nach { $rows } von { $width ->
    [one] { $width } Zeile
   *[other] { $width } Zeilen
} des Gitters
mailed-cell = Gitterzeile „{ $row }“, Spalte { $column } („{ $found }“): { $reason }
mailed-row-width = „{ $row }“ hat { $count ->
    [more] mehr als { $max } Felder
    [one] { $count } Feld
   *[other] { $count } Felder
}, eine Gitterzeile braucht aber 2 bis { $max }
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

## Crossword: warum ein angesagtes Wort nicht zählt

not-on-line = „{ $key }“ steht nicht in { $line }, weder vorwärts noch rückwärts gelesen, ohne ein leeres Feld zu überspringen
scores-nothing = ein Wort mit { $letters } Buchstaben bringt in diesem Spiel keine Punkte
line-word-cap = { $line } darf höchstens { $max ->
    [one] { $max } Wort
   *[other] { $max } Wörter
} enthalten; dies ist das { $index }. angesagte Wort
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
word-points-differ = „{ $word }“ in { $line }: angesagt { $claimed }, geprüft { $verified }; { $counts ->
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
