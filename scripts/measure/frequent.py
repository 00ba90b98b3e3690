#!/usr/bin/env python3
"""Writes the frequency sample of data/README.md: the N most frequent German
words of PyPI `wordfreq` (3.1.1, its `large` German list: Wikipedia,
subtitles, news, books, web text and more), one per line, letters only
(wordfreq lower-cases every word; the lexicon's keys ignore case).

    python3 frequent.py 10000 > frequent.txt
"""
import sys

import wordfreq

n = int(sys.argv[1])
count = 0
for word in wordfreq.iter_wordlist("de", wordlist="large"):
    if word.isalpha():
        print(word)
        count += 1
        if count == n:
            break
