// The offline check over an export gives the service's verdicts
// (WORTWERT_URL): for a sample of the export's keys, for those keys
// changed by a letter, and for words people type.
import assert from "node:assert/strict";
import { test } from "node:test";
import { gunzipSync } from "node:zlib";

import { OfflineLexicon, wortwert } from "../src/index.js";

const baseUrl = process.env.WORTWERT_URL;
if (!baseUrl) {
  throw new Error("set WORTWERT_URL to the service's base URL");
}
// A service that requires keys gets the one the test was given.
const api = wortwert(baseUrl, {}, process.env.WORTWERT_API_KEY);
const keyed: Record<string, string> = process.env.WORTWERT_API_KEY
  ? { Authorization: `Bearer ${process.env.WORTWERT_API_KEY}` }
  : {};

test("OfflineLexicon: the same verdicts as the service under crossword", async () => {
  const response = await fetch(`${baseUrl}/v1/lexicon/export?ruleset=crossword&format=words`, { headers: keyed });
  assert.equal(response.status, 200);
  const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
  const lexicon = OfflineLexicon.fromExport(text);
  assert.equal(lexicon.size, lexicon.manifest.words);
  assert.equal(lexicon.manifest.lexicon.version, Number(response.headers.get("wortwert-lexicon-version")));

  const keys = text
    .split("\n")
    .slice(1)
    .filter((line) => line.length > 0)
    .map((line) => line.split("\t")[0]!);
  const sample = keys.filter((_, i) => i % 997 === 0);
  const letters = "ABEHINRSTUZ";
  const changed = sample.flatMap((key, i) => {
    const at = i % key.length;
    const letter = letters[i % letters.length]!;
    return [
      key.slice(0, at) + letter + key.slice(at + 1),
      key + letter,
      key.slice(0, -1),
      key.toLowerCase(),
    ];
  });
  const typed = ["Straße", "Café", "E-Mail", "Hausbräuche", "Ärger", "ab", "A", "", "  Haus ", "Peter", "Quxzwort"];
  const words = [...sample, ...changed, ...typed];
  const { data, error } = await api.POST("/v1/words/validate", {
    body: { ruleset: "crossword", words },
  });
  assert.equal(error, undefined);
  assert.ok(data);
  const wrong: string[] = [];
  data.results.forEach((result, i) => {
    const word = words[i]!;
    const offline = lexicon.check(word);
    if (offline.valid !== result.valid || offline.key !== (result.key ?? null)) {
      wrong.push(`${JSON.stringify(word)}: offline ${JSON.stringify(offline)}, service ${result.valid} ${result.key}`);
    }
  });
  assert.deepEqual(wrong.slice(0, 20), []);
  assert.ok(data.results.filter((r) => r.valid).length >= sample.length);
  assert.ok(data.results.some((r) => !r.valid));
});
