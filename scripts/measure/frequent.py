#!/usr/bin/env python3
"""Writes the frequency sample of data/README.md: the N most frequent German
words of PyPI `wordfreq` (3.1.1, its `large` German list: Wikipedia,
subtitles, news, books, web text and more), one per line, letters only
(wordfreq lower-cases every word; the lexicon's keys ignore case).

    python3 frequent.py 10000 > frequent.txt
    python3 frequent.py 10000 --german > frequent-german.txt
    python3 frequent.py 60000 --german --skip 10000 > mid-german.txt

With `--skip K`, the words of ranks K+1 to N only (the mid-frequency sample:
ranks 10 001–60 000).

With `--german`, only those of the N that wordfreq finds at least as
frequent in German as in English: the sample without the English words
of German web text (*the*, *you*, *world*), decided by the same
independent source rather than by hand.
"""
import sys

import wordfreq

n = int(sys.argv[1])
german_only = "--german" in sys.argv[2:]
skip = int(sys.argv[sys.argv.index("--skip") + 1]) if "--skip" in sys.argv else 0
count = 0
for word in wordfreq.iter_wordlist("de", wordlist="large"):
    if word.isalpha():
        count += 1
        if count > skip and (not german_only or wordfreq.word_frequency(word, "de") >= wordfreq.word_frequency(
            word, "en"
        )):
            print(word)
        if count == n:
            break
