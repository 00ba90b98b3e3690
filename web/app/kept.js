// A value kept on the device across sheets (the letter values printed on a
// game's dice stay the same for a whole tournament), until the referee
// clears it. Storage may be refused (private windows, full quota): then the
// value lasts as long as the sheet's link, and nothing fails.

/**
 * @param {string} key  the localStorage key
 * @returns {{ load(): string | null, save(value: string): void, clear(): void }}
 */
export function keptOnDevice(key) {
  return {
    load() {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    save(value) {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Kept in the sheet's link only.
      }
    },
    clear() {
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing was kept.
      }
    },
  };
}
