#!/usr/bin/env python3
"""Writes near-miss non-words for data/README.md: for each word of Faker's
German lorem word list (PyPI `Faker` 40.54.0, `faker.providers.lorem.de_DE`)
of five or more letters, the first swap of two neighbouring inner letters
that gives a string of a different spelling, plus inventions that follow
German word formation (listed below). Swaps that happen to be words (listed
in REAL_WORDS, checked against Duden) are left out.

    python3 near_misses.py > near_misses.txt
"""
from faker.providers.lorem.de_DE import Provider

INVENTIONS = """schlossei gegeht gehte gepostest geliket gestreamet
Mäuser Bäumer Kindere Tischs Stühlee gelaufet gesingt singte
bringte denkte wisste gekommt kommte nehmte gegebt abgehackert
Schulbuss Autobahnt""".split()

# Swaps that are words after all: im Freien, das Falsche, den Graten, sie
# hießen, Hüte (written without umlaut), Liese (a first name), sie rieten,
# die Weise, die Ziegen, abreiten, des Tischs, riech (the imperative of
# riechen: „riech mal!“), zeihen (Duden: jemanden einer Sache zeihen).
REAL_WORDS = set("""Freien Falsche Graten hießen huete liese rieten Weise ziegen
abreiten Tischs riech zeihen""".split())


def main():
    seen = set()
    for word in Provider.word_list:
        if len(word) < 5 or not word.isalpha():
            continue
        for i in range(1, len(word) - 2):
            a, b = word[i], word[i + 1]
            if a != b:
                swap = word[:i] + b + a + word[i + 2:]
                if swap not in seen and swap not in REAL_WORDS:
                    seen.add(swap)
                    print(swap)
                break
    for word in INVENTIONS:
        if word not in REAL_WORDS:
            print(word)


main()
