#!/usr/bin/env python3
"""Writes the verb-paradigm sample of data/README.md: every one-word form the
conjugator PyPI `ablaut` (0.11.0) gives for each infinitive read from stdin,
as `form<TAB>infinitive<TAB>form type` lines (forms of separable verbs that
it writes as two words, `hacke ab`, are also given joined, `abhacke`, as the
type `joined`: the word of a subordinate clause).

    python3 verb_forms.py < verbs.txt > forms.tsv
"""
import sys

import ablaut

SINGLE = ["infinitive", "past_participle", "present_participle", "zu_infinitive"]
LISTS = ["present", "preterite", "konjunktiv1", "konjunktiv2", "imperative"]


def main():
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

        def emit(form, kind):
            if (form, kind) not in seen:
                seen.add((form, kind))
                print(f"{form}\t{verb}\t{kind}")

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
                    emit(parts[1] + parts[0], "joined")


main()
