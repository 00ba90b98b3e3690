#!/usr/bin/env python3
"""Summarises the probe's verdicts (domain/examples/lexicon_probe.rs) for
data/README.md. Usage: summarise.py verbs|names|both|nearmiss|frequent|refused|forbidden|homographs|probe PROBE_TSV [FORMS_TSV|LIST_TSV]
"""
import collections
import csv
import sys


def rows(path):
    with open(path, encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def verbs(probe, forms_path):
    with open(forms_path, encoding="utf-8") as f:
        kinds = [line.rstrip("\n").split("\t")[2] for line in f]
    assert len(kinds) == len(probe), "probe the forms file's own lines, in order"
    stats = collections.defaultdict(lambda: [0, 0, 0])
    missing = collections.defaultdict(list)
    for row, kind in zip(probe, kinds):
        for key in (kind, "all"):
            stats[key][0] += 1
            stats[key][1] += row["crossword"] == "ok"
            stats[key][2] += row["linked"] == "1"
        if row["linked"] != "1":
            missing[kind].append(f'{row["word"]} ({row["infinitive"]})')
    print("| form type | forms | accepted | linked to its infinitive |")
    print("|---|---|---|---|")
    for kind in sorted(stats, key=lambda k: (k == "all", k)):
        n, ok, linked = stats[kind]
        print(f"| {kind} | {n} | {ok} ({100*ok/n:.1f} %) | {linked} ({100*linked/n:.1f} %) |")
    for kind, words in sorted(missing.items()):
        print(f"\n{kind} not linked ({len(words)}): " + ", ".join(words[:40]))


def names(probe):
    n = len(probe)
    tagged = sum(r["name"] == "1" for r in probe)
    refused = sum(r["happycross"] != "ok" for r in probe)
    print(f"{n} names: {tagged} tagged as names ({100*tagged/n:.1f} %); "
          f"{refused} refused in happycross ({100*refused/n:.1f} %)")
    print("valid in happycross: " + ", ".join(r["word"] for r in probe if r["happycross"] == "ok"))
    print("not tagged: " + ", ".join(r["word"] for r in probe if r["name"] != "1"))


def both(probe):
    n = len(probe)
    valid = sum(r["happycross"] == "ok" for r in probe)
    print(f"{n} names that are also common words: {valid} valid in happycross ({100*valid/n:.1f} %)")
    print("refused: " + ", ".join(f'{r["word"]} ({r["happycross"]})' for r in probe if r["happycross"] != "ok"))


def nearmiss(probe):
    # Games of standard words (names are refused there, so a near miss that
    # is some first name, Siete, counts only where names count).
    games = ("boggle", "happycross", "wort-yahtzee")
    accepted = [r["word"] for r in probe if any(r[g] == "ok" for g in games)]
    print(f"{len(probe)} near misses: {len(accepted)} accepted in boggle, happycross or wort-yahtzee: " + ", ".join(accepted))


def frequent(probe):
    n = len(probe)
    present = [r["word"] for r in probe if r["present"] == "1"]
    missing = [r["word"] for r in probe if r["present"] != "1"]
    print(f"{n} frequent words: {len(present)} in the lexicon ({100*len(present)/n:.2f} %)")
    print(f"missing ({len(missing)}): " + ", ".join(missing[:300]))


def refused(probe):
    # Words that must not be valid: unattested compounds, misspellings.
    accepted = [r["word"] for r in probe if r["present"] == "1"]
    print(f"{len(probe)} words: {len(accepted)} in the lexicon: " + ", ".join(accepted))


def forbidden(probe):
    # forbidden.tsv: names, companies, brands, places, units, abbreviations
    # and chat shortenings: none may be valid in happycross; the companies,
    # brands and family names none in typdom either.
    valid = [r["word"] for r in probe if r["happycross"] == "ok"]
    print(f"{len(probe)} names, companies, brands, places, units, abbreviations and chat shortenings: "
          f"{len(valid)} valid in happycross: " + ", ".join(valid))


def homographs(probe):
    # homographs.tsv: words that are names too and must stay valid.
    refused = [f'{r["word"]} ({r["happycross"]})' for r in probe if r["happycross"] != "ok"]
    print(f"{len(probe)} homographs of names: {len(refused)} refused in happycross: " + ", ".join(refused))


def probe_list(probe, list_path):
    # names_probe.tsv: word, judgement (name|word), reason. Names should be
    # refused in happycross, words valid.
    with open(list_path, encoding="utf-8") as f:
        judged = [line.rstrip("\n").split("\t") for line in f if not line.startswith("#")]
    assert len(judged) == len(probe), "probe the list's own words, in order"
    names = [(r["word"], r["happycross"]) for r, j in zip(probe, judged) if j[1] == "name"]
    words = [(r["word"], r["happycross"]) for r, j in zip(probe, judged) if j[1] == "word"]
    valid = [w for w, v in names if v == "ok"]
    refused = [f"{w} ({v})" for w, v in words if v != "ok"]
    print(f"{len(names)} names: {len(valid)} valid in happycross: " + ", ".join(valid))
    print(f"{len(words)} everyday words: {len(refused)} refused in happycross: " + ", ".join(refused))


what, probe = sys.argv[1], rows(sys.argv[2])
if what == "verbs":
    verbs(probe, sys.argv[3])
elif what == "names":
    names(probe)
elif what == "frequent":
    frequent(probe)
elif what == "refused":
    refused(probe)
elif what == "both":
    both(probe)
elif what == "forbidden":
    forbidden(probe)
elif what == "homographs":
    homographs(probe)
elif what == "probe":
    probe_list(probe, sys.argv[3])
else:
    nearmiss(probe)
