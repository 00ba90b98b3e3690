"""Calls the service through the Python client openapi-python-client
generated from its document: a word verdict in German, a refusal as a
problem document, a Boggle round with a word written twice, a throw's
best happycross boards, and anagrams paged by cursor. Prints one line per check; any failure raises.

    python python_smoke.py BASE_URL [API_KEY]   (the generated package on PYTHONPATH)

With API_KEY, every call sends it (the generated AuthenticatedClient, as
`Authorization: Bearer`), and a call without it is checked to be refused.
"""

import sys

from wortwert_client import AuthenticatedClient, Client
from wortwert_client.api.boggle import score_boggle
from wortwert_client.api.happycross import best_happycross_boards
from wortwert_client.api.words import find_anagrams, get_word
from wortwert_client.models import BoggleScoreRequest, HappycrossBestRequest, Problem, WordAnswer
from wortwert_client.models.find_anagrams_ruleset import FindAnagramsRuleset
from wortwert_client.models.get_word_ruleset import GetWordRuleset
from wortwert_client.types import UNSET

key = sys.argv[2] if len(sys.argv) > 2 else None
if key:
    client = AuthenticatedClient(
        base_url=sys.argv[1],
        token=key,
        headers={"Accept-Language": "de"},
        timeout=600.0,
        raise_on_unexpected_status=True,
    )
    keyless = Client(base_url=sys.argv[1], headers={"Accept-Language": "de"}, timeout=600.0)
    refused = get_word.sync(client=keyless, word="Haus", ruleset=GetWordRuleset("crossword"))
    assert isinstance(refused, Problem) and refused.status == 401, refused
    print("without a key", refused.status, refused.type_.value)
else:
    client = Client(
        base_url=sys.argv[1],
        headers={"Accept-Language": "de"},
        timeout=600.0,
        raise_on_unexpected_status=True,
    )

word = get_word.sync(client=client, word="Straße", ruleset=GetWordRuleset("crossword"))
assert isinstance(word, WordAnswer), word
assert (word.key, word.valid) == ("STRASSE", True), word
print("word", word.key, word.valid)

refused = get_word.sync(client=client, word="Quxzwort", ruleset=GetWordRuleset("crossword"))
assert isinstance(refused, WordAnswer) and not refused.valid, refused
reason = refused.reasons[0]
assert reason.code.value == "not_in_lexicon", reason
assert "Wörterbuch" in reason.detail, reason.detail
print("refused", reason.code.value)

unknown = get_word.sync(
    client=client, word="Haus", ruleset=GetWordRuleset("crossword"), lexicon_version=999999
)
assert isinstance(unknown, Problem), unknown
assert unknown.status == 404, unknown
print("problem", unknown.status, unknown.type_.value)

round_ = BoggleScoreRequest.from_dict(
    {
        "grid": ["PONT", "TSEA", "AUMO", "RARO"],
        "players": [{"name": "Anna", "words": ["Rasen", "Sau", "RASEN"]}],
    }
)
scored = score_boggle.sync(client=client, body=round_)
anna = scored.players[0]
repeat = anna.words[2]
assert repeat.points == 0 and repeat.repeat_of == 0, repeat
assert [r.code.value for r in repeat.reasons] == ["repeated"], repeat.reasons
print("boggle", anna.total, repeat.reasons[0].detail)

paged, cursor, total = [], UNSET, None
while True:
    page = find_anagrams.sync(
        client=client,
        ruleset=FindAnagramsRuleset("crossword"),
        letters="RETSAM",
        blanks=1,
        limit=5,
        cursor=cursor,
    )
    assert not isinstance(page, Problem), page.to_dict()
    total = page.total
    paged.extend(w.key for w in page.words)
    if not page.next_cursor:
        break
    cursor = page.next_cursor
assert len(paged) == total == len(set(paged)), (total, paged)
assert "HAMSTER" in paged, paged
print("anagrams", total)

throw = HappycrossBestRequest.from_dict(
    {
        "dice": ["E", "L", "T", "M", "R", "Q", "X", "Y", "J", "V", "W", "K", "P"],
        "letter_values": {"J": 6, "K": 4, "P": 4, "Q": 9, "V": 6, "W": 6, "X": 9, "Y": 9},
        "top": 2,
        "budget_ms": 3000,
    }
)
best = best_happycross_boards.sync(client=client, body=throw)
assert not isinstance(best, Problem), best.to_dict()
assert len(best.boards) == 2, best.to_dict()
assert best.boards[0].score.valid, best.boards[0].to_dict()
print("happycross best", best.boards[0].score.total, best.proven_optimal)
