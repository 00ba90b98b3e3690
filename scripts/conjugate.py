#!/usr/bin/env python3
"""Conjugates German verbs with PyPI `ablaut` (the version data/recipe.toml
names): every one-word form of each infinitive read from stdin, as
`form<TAB>infinitive<TAB>form type` lines. Forms of separable verbs that it
writes as two words (`hacke ab`) are also given joined (`abhacke`, the word
of a subordinate clause) as the type `joined`, with the two words in a
fourth column. Imperatives of separable verbs (`hack ab`) stay two words.

Forms listed in the mistakes file (`form<TAB>infinitive<TAB>reason`, the
conjugator's known mistakes) are left out and counted on stderr.

Used by scripts/build-lexicon (the lexicon's own verbs, read by
importers/src/paradigms.rs) and by scripts/measure/run (the verb sample).

    python3 scripts/conjugate.py --mistakes data/conjugator-mistakes.tsv < verbs > forms.tsv
"""
import argparse
import sys

import ablaut

SINGLE = ["infinitive", "past_participle", "present_participle", "zu_infinitive"]
LISTS = ["present", "preterite", "konjunktiv1", "konjunktiv2", "imperative"]


def read_mistakes(path):
    mistakes = set()
    if not path:
        return mistakes
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                form, infinitive = line.split("\t")[:2]
                mistakes.add((form, infinitive))
    return mistakes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mistakes", help="the conjugator's known mistakes (TSV)")
    args = parser.parse_args()
    mistakes = read_mistakes(args.mistakes)
    left_out = 0
    out = sys.stdout
    for line in sys.stdin:
        verb = line.strip()
        if not verb or verb.startswith("#"):
            continue
        try:
            c = ablaut.conjugate(verb)
        except ValueError as e:
            print(f"# {verb}: {e}", file=sys.stderr)
            continue
        seen = set()

        def emit(form, kind, two=None):
            nonlocal left_out
            if (form, verb) in mistakes:
                left_out += 1
                return
            if (form, kind) not in seen:
                seen.add((form, kind))
                out.write(f"{form}\t{verb}\t{kind}" + (f"\t{two}" if two else "") + "\n")

        for kind in SINGLE:
            form = getattr(c, kind)
            if form and " " not in form:
                emit(form, kind)
        for kind in LISTS:
            for form in getattr(c, kind) or []:
                if not form:
                    continue
                parts = form.split(" ")
                if len(parts) == 1:
                    emit(form, kind)
                elif len(parts) == 2 and kind != "imperative":
                    emit(parts[1] + parts[0], "joined", form)
    print(f"# {left_out} known mistakes left out", file=sys.stderr)


main()
