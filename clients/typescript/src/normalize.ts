// The service's key normalisation (docs/normalisation.md), for checking
// words offline: the same key, or the same refusal, as the service gives.

/** How a ruleset turns words into keys: an export's manifest carries it. */
export interface Normalisation {
  /** `distinct` (Ä, Ö, Ü are letters) or `expand` (written AE, OE, UE). */
  umlauts: "distinct" | "expand" | string;
  /** The letters of the game, upper case. */
  alphabet: string;
  /** The most characters a word may have (after trimming). */
  max_length: number;
}

/** Why a word has no key: the service's reason codes. */
export type Refusal =
  | { code: "empty" }
  | { code: "too_long"; length: number; max: number }
  | { code: "forbidden_character"; character: string }
  | { code: "letter_not_in_alphabet"; character: string };

export type Normalised = { key: string } | { refused: Refusal };

// Rust's `char::is_whitespace` (Unicode White_Space): JavaScript's `trim`
// differs (it trims U+FEFF and keeps U+0085).
const WHITE_SPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002,
  0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029,
  0x202f, 0x205f, 0x3000,
]);
// Rust's `u8::is_ascii_whitespace` (no vertical tab), for ASCII input.
const ASCII_WHITE_SPACE = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const ALPHABETIC = /^\p{Alphabetic}$/u;

function trim(chars: string[], space: Set<number>): string[] {
  let start = 0;
  let end = chars.length;
  while (start < end && space.has(chars[start]!.codePointAt(0)!)) start++;
  while (end > start && space.has(chars[end - 1]!.codePointAt(0)!)) end--;
  return chars.slice(start, end);
}

function refuse(character: string): Normalised {
  return {
    refused: ALPHABETIC.test(character)
      ? { code: "letter_not_in_alphabet", character }
      : { code: "forbidden_character", character },
  };
}

const EXPANDED: Record<string, string> = { "Ä": "AE", "Ö": "OE", "Ü": "UE" };

/** The game key of `input` under `rules`, or why there is none. */
export function normalize(input: string, rules: Normalisation): Normalised {
  const alphabet = new Set(Array.from(rules.alphabet));
  const ascii = /^[\x00-\x7f]*$/.test(input);
  const composed = ascii ? input : input.normalize("NFC");
  const chars = trim(Array.from(composed), ascii ? ASCII_WHITE_SPACE : WHITE_SPACE);
  if (chars.length === 0) return { refused: { code: "empty" } };
  if (chars.length > rules.max_length) {
    return { refused: { code: "too_long", length: chars.length, max: rules.max_length } };
  }
  let key = "";
  for (const original of chars) {
    let upper: string;
    if (original.codePointAt(0)! < 0x80) {
      upper = original.toUpperCase();
    } else if (original === "ß" || original === "ẞ") {
      upper = "SS";
    } else {
      upper = original.toUpperCase();
      if (rules.umlauts === "expand") {
        upper = Array.from(upper)
          .map((c) => EXPANDED[c] ?? c)
          .join("");
      }
    }
    for (const letter of upper) {
      if (!alphabet.has(letter)) return refuse(original);
      key += letter;
    }
  }
  return { key };
}
