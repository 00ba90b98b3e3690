# Letters, das Spiel der Tests (nur mit dem Feature fixture-game gebaut):
# was die API Menschen zu diesem Spiel sagt, auf Deutsch.

word-without-letters = { $word } hat keinen Buchstaben, der zählt
