// normalize() against the running service (WORTWERT_URL): every key and
// display word of the exports of a ruleset of each umlaut policy, and a
// corpus of hard inputs and random strings checked against the service's
// own verdicts (`validateWords`).
import assert from "node:assert/strict";
import { test } from "node:test";
import { gunzipSync } from "node:zlib";

import { wortwert } from "../src/client.js";
import { normalize, type Normalisation, type Normalised } from "../src/normalize.js";

const baseUrl = process.env.WORTWERT_URL;
if (!baseUrl) {
  throw new Error("set WORTWERT_URL to the service's base URL");
}
// A service that requires keys gets the one the test was given.
const api = wortwert(baseUrl, {}, process.env.WORTWERT_API_KEY);
const keyed: Record<string, string> = process.env.WORTWERT_API_KEY
  ? { Authorization: `Bearer ${process.env.WORTWERT_API_KEY}` }
  : {};

interface Export {
  rules: Normalisation;
  words: [string, string][];
}

async function exported(ruleset: string): Promise<Export> {
  const response = await fetch(`${baseUrl}/v1/lexicon/export?ruleset=${ruleset}&format=words`, { headers: keyed });
  assert.equal(response.status, 200);
  const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
  const lines = text.split("\n").filter((line) => line.length > 0);
  const manifest = JSON.parse(lines[0]!.slice(1)) as { normalisation: Normalisation };
  const words = lines.slice(1).map((line) => line.split("\t") as [string, string]);
  return { rules: manifest.normalisation, words };
}

function keyOf(result: Normalised): string | null {
  return "key" in result ? result.key : null;
}

for (const ruleset of ["crossword", "wort-yahtzee"]) {
  test(`normalize: every key and display word of the ${ruleset} export`, async () => {
    const { rules, words } = await exported(ruleset);
    assert.ok(words.length > 1000);
    const wrong: string[] = [];
    for (const [key, display] of words) {
      if (keyOf(normalize(key, rules)) !== key) wrong.push(`key ${key}`);
      if (keyOf(normalize(display, rules)) !== key) wrong.push(`${display} → ${key}`);
    }
    assert.deepEqual(wrong.slice(0, 20), []);
  });
}

// Inputs where normalisation is easy to get wrong.
const CORPUS = [
  "Straße", "STRASSE", "Maße", "ẞ", "groß", "Ärger", "A\u0308rger", "ärger", "Öl", "über",
  "Ü", "  Haus  ", "\tHaus\n", "\u000bHaus", "Haus\u000b", "\u00a0Haus\u00a0", "\u0085Haus",
  "\ufeffHaus", "Haus\u2028", "\u3000Haus", "Café", "Cafe\u0301", "E-Mail", "Haus1", "Haus Boot",
  "", "   ", "\u00a0", "ﬀ", "ﬁsch", "İstanbul", "ı", "ŉ", "ǅ", "ǆ", "Σίσυφος", "Москва", "ÆØÅ",
  "ÿ", "ß".repeat(40), "a".repeat(64), "a".repeat(65), " " + "a".repeat(64) + " ",
  "ä".repeat(64), "ä".repeat(65), "😀", "a😀", "\u0000", "a\u0000b", "'", "Bäcker-Straße",
  "ĳ", "Ǳ", "ᾳ", "ﬃ", "\u0130", "\u1e9e\u1e9e", "Ä\u0301", "e\u0301", "Å", "Å",
];

/** Random strings from letters, umlauts, marks, spaces and oddities. */
function randomInputs(count: number, seed: number): string[] {
  const pool = Array.from("aAzZäÄöÖüÜßẞéÉçñıİ\u0308\u0301 \t\u00a0\u0085\ufeff-1ﬀŉǅΣ😀\u0000'");
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  return Array.from({ length: count }, () => {
    const length = next() % 12;
    return Array.from({ length }, () => pool[next() % pool.length]!).join("");
  });
}

for (const ruleset of ["crossword", "wort-yahtzee", "boggle"] as const) {
  test(`normalize: the corpus and random strings under ${ruleset}, as the service`, async () => {
    const rulesetView = await api.GET("/v1/rulesets/{id}", { params: { path: { id: ruleset } } });
    assert.ok(rulesetView.data);
    const rules: Normalisation = {
      umlauts: rulesetView.data.words.umlauts,
      alphabet: rulesetView.data.words.alphabet,
      max_length: rulesetView.data.words.max_length,
    };
    const inputs = [...CORPUS, ...randomInputs(2000, 7)];
    const { data, error } = await api.POST("/v1/words/validate", {
      body: { ruleset, words: inputs },
    });
    assert.equal(error, undefined);
    assert.ok(data);
    const normalisation = new Set(["empty", "too_long", "forbidden_character", "letter_not_in_alphabet"]);
    const wrong: string[] = [];
    data.results.forEach((result, i) => {
      const input = inputs[i]!;
      const ours = normalize(input, rules);
      const theirs = result.key ?? null;
      if (keyOf(ours) !== theirs) {
        wrong.push(`${JSON.stringify(input)}: ${JSON.stringify(ours)} ≠ ${theirs}`);
        return;
      }
      if ("refused" in ours) {
        const code = result.reasons.find((r) => normalisation.has(r.code))?.code;
        if (code !== ours.refused.code) {
          wrong.push(`${JSON.stringify(input)}: ${ours.refused.code} ≠ ${code}`);
        }
      }
    });
    assert.deepEqual(wrong.slice(0, 20), []);
  });
}
