# Letters, the tests' own game (built only with the feature fixture-game):
# what the API says to people of this game, in English.

word-without-letters = { $word } has no letter to count
