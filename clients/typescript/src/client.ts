// A typed client for the Wortwert API: openapi-fetch over the types that
// openapi-typescript generates from the service's OpenAPI document
// (`npm run generate` writes src/schema.d.ts).
import createClient from "openapi-fetch";

import type { components, paths } from "./schema.js";

export type { components, paths };

/** An RFC 9457 problem document, as every error answer is. */
export type Problem = components["schemas"]["Problem"];

/** A client for the service at `baseUrl`, e.g. `http://127.0.0.1:8080`. */
export function wortwert(baseUrl: string, headers: Record<string, string> = {}) {
  return createClient<paths>({ baseUrl, headers });
}
