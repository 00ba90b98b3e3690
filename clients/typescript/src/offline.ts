// Checking words offline against a lexicon export
// (`GET /v1/lexicon/export?ruleset=R&format=words`, unzipped): the same
// verdict, valid or not, as the service gives under that ruleset and version.
import { normalize, type Normalisation, type Refusal } from "./normalize.js";

/** The export's first line. */
export interface ExportManifest {
  kind: "wortwert-export";
  format: "words" | "fst";
  lexicon: { id: string; version: number; checksum: string };
  ruleset: { id: string; revision: number; checksum: string };
  words: number;
  normalisation: Normalisation & { min_length: number };
  sources: { name: string; licence: string; origin: string }[];
  licence_note: string;
}

/** A verdict given offline. */
export type OfflineVerdict =
  | { valid: true; key: string; display: string }
  | { valid: false; key: string; reason: "not_in_lexicon" | "too_short" }
  | { valid: false; key: null; reason: Refusal["code"]; refusal: Refusal };

/** The words of one ruleset and lexicon version, from its export. */
export class OfflineLexicon {
  readonly manifest: ExportManifest;
  private readonly words: Map<string, string>;

  private constructor(manifest: ExportManifest, words: Map<string, string>) {
    this.manifest = manifest;
    this.words = words;
  }

  /** Reads an export in the `words` format (the text, already unzipped). */
  static fromExport(text: string): OfflineLexicon {
    const lines = text.split("\n");
    const first = lines[0] ?? "";
    if (!first.startsWith("#")) {
      throw new Error("not a Wortwert export: the manifest line is missing");
    }
    const manifest = JSON.parse(first.slice(1)) as ExportManifest;
    if (manifest.kind !== "wortwert-export" || manifest.format !== "words") {
      throw new Error("not a Wortwert export in the words format");
    }
    const words = new Map<string, string>();
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      if (line.length === 0) continue;
      const tab = line.indexOf("\t");
      words.set(line.slice(0, tab), line.slice(tab + 1));
    }
    return new OfflineLexicon(manifest, words);
  }

  /** How many words the export holds. */
  get size(): number {
    return this.words.size;
  }

  /** Whether `word` counts under the export's ruleset, and why not. */
  check(word: string): OfflineVerdict {
    const normalised = normalize(word, this.manifest.normalisation);
    if ("refused" in normalised) {
      return { valid: false, key: null, reason: normalised.refused.code, refusal: normalised.refused };
    }
    const key = normalised.key;
    const display = this.words.get(key);
    if (display !== undefined) return { valid: true, key, display };
    const letters = Array.from(key).length;
    return {
      valid: false,
      key,
      reason: letters < this.manifest.normalisation.min_length ? "too_short" : "not_in_lexicon",
    };
  }
}
