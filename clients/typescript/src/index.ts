// The Wortwert client package: the typed API client, the key
// normalisation and the offline check over a lexicon export.
export { wortwert, type Problem, type components, type paths } from "./client.js";
export { normalize, type Normalisation, type Normalised, type Refusal } from "./normalize.js";
export {
  OfflineLexicon,
  type ExportManifest,
  type OfflineVerdict,
} from "./offline.js";
