# TYP-DOM SUPER: was die API Menschen zu diesem Spiel sagt, auf Deutsch (die
# übrigen Meldungen stehen in ../api.ftl, wie dort beschrieben).

## TYP-DOM

jolly-colour = die Jollys zeigen { $red } rote und { $black } schwarze Buchstaben; das Spiel hat { $setRed ->
    [one] { $setRed } roten Jolly
   *[other] { $setRed } rote Jollys
} und { $setBlack ->
    [one] { $setBlack } schwarzen Jolly
   *[other] { $setBlack } schwarze Jollys
}
invalid-tiles = die Steine „{ $word }“ ({ $direction } ab { $at }) ergeben kein Wort: { $reasons }
tiles-not-connected = die Steine bilden { $groups } getrennte Gruppen (die zweite beginnt in { $second }); ein Spielbild ist ein zusammenhängendes Kreuzwort
empty-table = auf dem Tisch liegt kein Stein; ein leeres Spielbild ist kein Spielstand

## TYP-DOM: Wörter mit Jollys

read-as = gelesen als „{ $candidate }“: { $reason }
no-jolly-letter = kein Buchstabe anstelle des Jollys macht „{ $written }“ zu einem Wort des Wörterbuchs

## TYP-DOM-Züge

table-breaks-rules = die Steine auf dem Tisch verstoßen an { $count ->
    [one] einer Stelle
   *[other] { $count } Stellen
} gegen die Regeln (die Prüfung der Auslage nennt sie); kein Zug kann das beheben
rack-too-large = die Hand hält { $tiles ->
    [one] { $tiles } Stein
   *[other] { $tiles } Steine
}; gesucht wird mit höchstens { $max }
