// The generated client against a running service (WORTWERT_URL): a word,
// a happycross board from the booklet, and a problem document.
import assert from "node:assert/strict";
import { test } from "node:test";

import { wortwert } from "../src/client.js";

const baseUrl = process.env.WORTWERT_URL;
if (!baseUrl) {
  throw new Error("set WORTWERT_URL to the service's base URL");
}
// A service that requires keys gets the one the test was given.
const api = wortwert(baseUrl, {}, process.env.WORTWERT_API_KEY);

test("getWord: Straße is a Crossword word, keyed STRASSE", async () => {
  const { data, error, response } = await api.GET("/v1/words/{word}", {
    params: { path: { word: "Straße" }, query: { ruleset: "crossword" } },
  });
  assert.equal(error, undefined);
  assert.ok(data);
  assert.equal(data.key, "STRASSE");
  assert.equal(data.valid, true);
  assert.equal(data.ruleset.id, "crossword");
  assert.match(data.ruleset.checksum, /^[0-9a-f]{64}$/);
  assert.ok(response.headers.get("etag"));
});

test("scoreHappycross: the booklet's example B scores 114", async () => {
  const { data, error } = await api.POST("/v1/games/happycross/score", {
    body: {
      grid: [
        ".........",
        ".........",
        ".........",
        "....L....",
        "..TEER...",
        "....I....",
        "..ORT....",
        "....E....",
        "....ROM..",
      ],
      leftover: [],
    },
  });
  assert.equal(error, undefined);
  assert.ok(data);
  assert.equal(data.words_total, 64);
  assert.equal(data.bonus, 50);
  assert.equal(data.total, 114);
});

test("bestHappycrossBoards: a throw's best boards, each scoring as answered", async () => {
  const { data, error } = await api.POST("/v1/games/happycross/best", {
    body: {
      dice: ["E", "L", "T", "M", "R", "Q", "X", "Y", "J", "V", "W", "K", "P"],
      letter_values: { J: 6, K: 4, P: 4, Q: 9, V: 6, W: 6, X: 9, Y: 9 },
      top: 2,
      budget_ms: 3000,
    },
  });
  assert.equal(error, undefined);
  assert.ok(data);
  assert.equal(data.boards.length, 2);
  const best = data.boards[0];
  assert.ok(best);
  const again = await api.POST("/v1/games/happycross/score", { body: best.request });
  assert.equal(again.data?.total, best.score.total);
  assert.equal(again.data?.valid, true);
});

test("bestTypdomMoves: each move's table passes the layout check", async () => {
  const { data, error } = await api.POST("/v1/games/typdom/best-move", {
    body: { grid: ["HAUS", "A...", "U...", "T..."], rack: "GARTEN", variant: "kreuzwort", limit: 3 },
  });
  assert.equal(error, undefined);
  assert.ok(data);
  assert.equal(data.moves.length, 3);
  for (const move of data.moves) {
    const checked = await api.POST("/v1/games/typdom/layout", { body: move.layout });
    assert.equal(checked.data?.valid, true);
  }
});

test("a refusal is a problem document naming the field", async () => {
  const { data, error, response } = await api.GET("/v1/words/{word}", {
    params: { path: { word: "Haus" }, query: { ruleset: "crossword", lexicon_version: 999999 } },
  });
  assert.equal(data, undefined);
  assert.equal(response.status, 404);
  assert.ok(error);
  assert.equal(error.type, "urn:wortwert:problem:unknown-lexicon-version");
  assert.equal(error.errors?.[0]?.field, "/lexicon_version");
  assert.equal(error.errors?.[0]?.code, "version_not_available");
  assert.ok(error.detail.length > 0);
});

test("a service that requires keys refuses a request without one in plain words", {
  skip: process.env.WORTWERT_API_KEY ? false : "the service is open (no WORTWERT_API_KEY)",
}, async () => {
  const { data, error, response } = await wortwert(baseUrl).GET("/v1/words/{word}", {
    params: { path: { word: "Haus" }, query: { ruleset: "crossword" } },
  });
  assert.equal(data, undefined);
  assert.equal(response.status, 401);
  assert.equal(error?.type, "urn:wortwert:problem:unauthorized");
  assert.match(error?.detail ?? "", /API key/);
});
