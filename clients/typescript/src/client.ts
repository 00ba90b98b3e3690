// A typed client for the Wortwert API: openapi-fetch over the types that
// openapi-typescript generates from the service's OpenAPI document
// (`npm run generate` writes src/schema.d.ts).
import createClient from "openapi-fetch";

import type { components, paths } from "./schema.js";

export type { components, paths };

/** An RFC 9457 problem document, as every error answer is. */
export type Problem = components["schemas"]["Problem"];

/** A client for the service at `baseUrl`, e.g. `http://127.0.0.1:8080`,
 * sending `headers` with every request; with `apiKey` (a key the service's
 * maintainers issued, `wwk_…`) as `Authorization: Bearer …`, which a
 * service that requires keys asks of every request under `/v1/`. */
export function wortwert(
  baseUrl: string,
  headers: Record<string, string> = {},
  apiKey?: string,
) {
  const all = apiKey ? { ...headers, Authorization: `Bearer ${apiKey}` } : headers;
  return createClient<paths>({ baseUrl, headers: all });
}
