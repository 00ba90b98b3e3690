# happycross: was die API Menschen zu diesem Spiel sagt, auf Deutsch (die
# übrigen Meldungen stehen in ../api.ftl, wie dort beschrieben).

## happycross

too-many-dice = { $placed } Würfel auf dem Brett und { $leftover } übrige sind { $total } Würfel; das Spiel hat nur { $dice }
too-many-jokers = { $placed } gesetzte und { $leftover } übrige Joker sind { $total }; das Spiel hat nur { $jokers } Joker-Würfel
dice-missing = { $placed } Würfel auf dem Brett und { $leftover } übrige sind nur { $total }; das Spiel hat { $dice } Würfel, die übrigen sind also nicht alle angegeben
start-not-covered = auf dem START-Feld ({ $at }) liegt kein Würfel; das erste Wort muss darüber gehen
dice-not-connected = die Würfel bilden { $groups } getrennte Gruppen (die zweite beginnt in { $second }); sie müssen ein zusammenhängendes Kreuzwort bilden
isolated-die = der Würfel „{ $letter }“ in { $at } gehört zu keinem Wort
invalid-board-word = „{ $word }“ ({ $direction } ab { $at }) ist kein gültiges Wort: { $reasons }

## happycross-Bretter

drawing-row-count = { $layout ->
    [yes] der Spielplan
   *[no] das Gitter
} hat { $rows ->
    [one] { $rows } Zeile
   *[other] { $rows } Zeilen
}; erlaubt sind 1 bis { $max }
row-cell-count = die Zeile { $row } hat { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}; eine Zeile hat 1 bis { $max }
not-a-die = Spalte { $column }: „{ $found }“ ist kein Würfel: A–Z für einen Buchstabenwürfel, a–z für einen Joker, der für diesen Buchstaben steht, „.“ für ein leeres Feld (die Würfel haben keine Umlaute und kein ß)
not-a-field = Spalte { $column }: „{ $found }“ ist kein Feld: „.“ einfach, D doppelt, T dreifach, S Start
no-start-field = der Spielplan hat kein START-Feld „S“
layout-shape-differs = der Spielplan misst { $layout } (Zeilen×Spalten), das Gitter aber { $grid }: beide müssen gleich groß sein
grid-shape-differs = das Gitter misst { $grid } (Zeilen×Spalten), das Spielbrett der Spielregel aber { $board }: bitte ein Gitter dieser Größe oder einen Spielplan in der Größe des Gitters senden
not-a-leftover-die = „{ $entry }“ ist kein Würfel: einen Buchstaben A–Z schreiben oder „*“ für einen Joker-Würfel

## happycross-Würfe

throw-dice-count = ein Wurf { $expected ->
    [one] ist der eine Würfel des Spiels
   *[other] sind alle { $expected } Würfel des Spiels
}; dieser hat { $dice }
throw-jokers = der Wurf hat { $jokers } Joker-Würfel; das Spiel hat { $max }
board-too-large-to-solve = das beste Spielbrett wird nur auf Brettern bis { $max } × { $max } gesucht; das Brett dieser Spielregel misst { $rows } × { $cols }
