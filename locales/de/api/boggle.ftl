# Boggle: was die API Menschen zu diesem Spiel sagt, auf Deutsch (die
# übrigen Meldungen stehen in ../api.ftl, wie dort beschrieben).

## Boggle-Bretter

board-side-out-of-range = ein Spielbrett hat eine Seitenlänge von { $min } bis { $max }, nicht { $size }
board-row-count = das Gitter hat { $rows ->
    [one] { $rows } Zeile
   *[other] { $rows } Zeilen
}, das Spielbrett dieser Spielregel hat { $size }×{ $size } Felder
letters-do-not-fill = { $letters ->
    [one] { $letters } Buchstabe füllt
   *[other] { $letters } Buchstaben füllen
} kein { $size }×{ $size }-Brett
board-row-dice = die Zeile { $row } hat { $count } Würfel, ein { $size }×{ $size }-Brett braucht { $size }{ $qu ->
    [yes] {" "}(den Qu-Würfel als einzelnes Q schreiben oder die Zeile als Liste von Würfelseiten angeben)
   *[no] {""}
}
face-at-column = Spalte { $column }: { $reason }
empty-cell-on-board = ein Boggle-Brett hat kein leeres Feld: auf jedem Feld liegt ein Würfel
face-without-letter = eine Würfelseite braucht einen Buchstaben
face-too-long = die Würfelseite „{ $face }“ hat { $letters } Buchstaben, auf einen Würfel passen höchstens { $max }
face-not-on-dice = { $at }: kein Würfel des Satzes dieses Regelwerks ist mehr frei für „{ $face }“: { $taken ->
    [yes] die { $dice } Würfel mit dieser Seite braucht das Brett schon für andere Felder
   *[no] { $dice ->
        [0] kein Würfel hat diese Seite
        [one] nur { $dice } Würfel hat sie
       *[other] nur { $dice } Würfel haben sie
    }, das Brett zeigt sie { $shown ->
        [one] einmal
       *[other] { $shown }-mal
    }
}; ein Tippfehler?

## Boggle: Wortstatus

struck-by = auch { $others ->
    [one] von einem anderen Spieler
   *[other] von { $others } anderen Spielern
} geschrieben (gestrichen)
written-before = schon als { $place }. Wort dieser Liste notiert: jedes Wort zählt je Spieler nur einmal (0 Punkte)
die-reused-in-trace = „{ $key }“ lässt sich nur legen, wenn ein Würfel mehrmals benutzt wird
trace-undecided = „{ $key }“ lässt sich nur legen, wenn ein Würfel mehrmals benutzt wird – so weit eine Suche von { $steps ->
    [one] { $steps } Schritt
   *[other] { $steps } Schritten
} es feststellen konnte
not-traceable = „{ $key }“ lässt sich auf diesem Brett nicht über benachbarte Würfel legen

# Der Index, den der Dienst für das Spiel aufbaut, genannt, solange er ihn noch nicht hat.
index-boggle = Boggle-Index
