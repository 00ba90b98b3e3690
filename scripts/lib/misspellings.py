"""Builds misspellings of real German words from the errors German writers
make, and compares Wortwert's suggestions with hunspell's on them.

Used by scripts/compare-suggestions; see there."""

import random
import subprocess
import sys
import time

DICTIONARY = "/usr/share/hunspell/de_DE.dic"
SEED = 16
VOWELS = set("aeiouäöü")


def stems(limit):
    """Letters-only stems of 5-12 letters from hunspell's dictionary, a
    seeded sample of `limit`."""
    words = []
    with open(DICTIONARY, encoding="utf-8") as dic:
        for line in dic:
            word = line.split("/")[0].strip()
            if 5 <= len(word) <= 12 and all(c.isalpha() for c in word):
                words.append(word)
    words = sorted(set(words))
    random.Random(SEED).shuffle(words)
    return words[:limit]


def errors(word):
    """Every (error type, misspelling) one common error makes of `word`."""
    low = word.lower()
    cap = word[0].isupper()

    def keep_case(text):
        return text[0].upper() + text[1:] if cap else text

    found = []
    for i in range(1, len(low) - 1):
        if low[i] == low[i + 1] and low[i] not in VOWELS:
            found.append(("missing_double", low[:i] + low[i + 1:]))
        elif low[i] not in VOWELS and low[i] != low[i - 1] and low[i] != low[i + 1]:
            found.append(("doubled_letter", low[:i] + low[i] + low[i:]))
        found.append(("missing_letter", low[:i] + low[i + 1:]))
        if low[i] != low[i + 1]:
            found.append(("swapped_neighbours", low[:i] + low[i + 1] + low[i] + low[i + 2:]))
    pairs = [
        ("ie", "ei", "ie_ei"), ("ei", "ie", "ie_ei"), ("ie", "i", "ie_ei"),
        ("ss", "s", "s_ss_sz"), ("ß", "s", "s_ss_sz"),
        ("dt", "tt", "dt_tt"), ("tt", "dt", "dt_tt"), ("d", "t", "dt_tt"),
        ("ä", "e", "umlaut"), ("ä", "a", "umlaut"), ("ö", "o", "umlaut"),
        ("ü", "u", "umlaut"), ("eu", "äu", "umlaut"),
    ]
    for old, new, kind in pairs:
        at = low.find(old, 1)
        if at >= 0:
            found.append((kind, low[:at] + new + low[at + len(old):]))
    return [(kind, keep_case(text)) for kind, text in found if text != low]


KINDS = ["missing_letter", "doubled_letter", "missing_double", "swapped_neighbours",
         "ie_ei", "s_ss_sz", "dt_tt", "umlaut"]


def build(per_kind):
    """Up to `per_kind` misspellings of each error type, each of another word."""
    buckets = {kind: [] for kind in KINDS}
    for word in stems(60000):
        options = errors(word)
        # The rarest error type the word allows that still needs words.
        for kind in reversed(KINDS):
            choices = [text for k, text in options if k == kind]
            if choices and len(buckets[kind]) < per_kind:
                buckets[kind].append((kind, random.Random(word).choice(choices), word))
                break
    return buckets


def hunspell(words):
    """hunspell -a on `words`: for each, None when accepted, else its
    suggestions; and the seconds the run took."""
    started = time.perf_counter()
    run = subprocess.run(["hunspell", "-d", "de_DE", "-a"], input="\n".join("^" + w for w in words) + "\n",
                         capture_output=True, text=True, check=True)
    seconds = time.perf_counter() - started
    answers = []
    for line in run.stdout.splitlines()[1:]:
        if not line:
            continue
        if line[0] in "*+-":
            answers.append(None)
        elif line[0] == "&":
            answers.append(line.split(": ", 1)[1].split(", "))
        else:
            answers.append([])
    return answers, seconds


def key(word):
    """The crossword key of a word: upper case, ß as SS, umlauts expanded."""
    text = word.upper().replace("ß", "SS").replace("ẞ", "SS")
    return text.replace("Ä", "AE").replace("Ö", "OE").replace("Ü", "UE")


def main():
    command = sys.argv[1]
    if command == "build":
        limit, out = int(sys.argv[2]), sys.argv[3]
        per_kind = -(-limit // len(KINDS))
        written = 0
        with open(out, "w", encoding="utf-8") as f:
            for kind, rows in build(per_kind * 3).items():
                # hunspell must know the intended word and call the misspelling wrong.
                intended, _ = hunspell([r[2] for r in rows])
                typed, _ = hunspell([r[1] for r in rows])
                kept = [r for r, i, t in zip(rows, intended, typed) if i is None and t is not None]
                for kind, misspelt, word in kept[:per_kind]:
                    f.write(f"{kind}\t{misspelt}\t{word}\n")
                    written += 1
        print(f"{written} misspellings written to {out}")
    elif command == "compare":
        ours_file, plain_file = sys.argv[2], sys.argv[3]
        ours = [line.rstrip("\n").split("\t") for line in open(ours_file, encoding="utf-8")]
        plain = {}
        for line in open(plain_file, encoding="utf-8"):
            kind, misspelt, word = line.rstrip("\n").split("\t")
            plain.setdefault(key(misspelt), misspelt)
        typed = [plain[row[1]] for row in ours if row[1] in plain]
        _, empty_seconds = hunspell([])
        answers, seconds = hunspell(typed)
        per_kind = {}
        top_ours = top_theirs = 0
        for row, theirs in zip(ours, answers):
            kind, _, intended = row[0], row[1], row[2]
            mine = row[3].split(",") if len(row) > 3 and row[3] else []
            hit_ours = bool(mine) and mine[0] == intended
            hit_theirs = bool(theirs) and key(theirs[0]) == intended
            top_ours += hit_ours
            top_theirs += hit_theirs
            counts = per_kind.setdefault(kind, [0, 0, 0])
            counts[0] += 1
            counts[1] += hit_ours
            counts[2] += hit_theirs
        n = len(typed)
        speed = n / max(seconds - empty_seconds, 1e-9)
        print(f"misspellings: {n}")
        print(f"hunspell -a: {seconds:.2f} s for all ({empty_seconds:.2f} s of it start-up): {speed:.0f} words/s")
        print(f"top-1 share: wortwert {top_ours / n:.1%}, hunspell {top_theirs / n:.1%}")
        print("error type            words  wortwert  hunspell")
        for kind, (count, mine, theirs) in sorted(per_kind.items()):
            print(f"{kind:20} {count:6}  {mine / count:7.1%}  {theirs / count:7.1%}")
    else:
        sys.exit(f"unknown command {command}")


if __name__ == "__main__":
    main()
