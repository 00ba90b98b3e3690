#!/usr/bin/env python3
"""Precision of a lexicon edition on a seeded sample of its keys.

Usage: precision.py NAME SAMPLE.tsv JUDGED.tsv

SAMPLE.tsv is this edition's sample (lexicon_sample's output: key, tab,
entries); JUDGED.tsv the committed judgements (key, verdict, reason), one
line per key, judged by hand from German usage. Prints the share of each
verdict among the sampled keys and lists the keys the judgements do not
cover yet (a new edition's sample differs where its keys do), which must be
judged before the figures are quoted.
"""
import sys
from collections import Counter

name, sample_path, judged_path = sys.argv[1:4]
judged = {}
with open(judged_path, encoding="utf-8") as f:
    for line in f:
        parts = line.rstrip("\n").split("\t")
        if len(parts) >= 2:
            judged[parts[0]] = parts
keys = []
with open(sample_path, encoding="utf-8") as f:
    for line in f:
        if line.strip():
            keys.append(line.split("\t", 1)[0])
counts = Counter(judged[k][1] for k in keys if k in judged)
unjudged = [k for k in keys if k not in judged]
total = len(keys)
print(f"{name}: {total} keys sampled")
for verdict in ("word", "doubtful", "not_a_word"):
    n = counts.get(verdict, 0)
    print(f"  {verdict}: {n} ({100.0 * n / total:.1f} %)")
bad = [k for k in keys if k in judged and judged[k][1] == "not_a_word"]
if bad:
    print("  not words: " + ", ".join(bad))
if unjudged:
    print(f"  not judged yet ({len(unjudged)}): " + ", ".join(unjudged))
