/**
 * A new client address on every call, within `prefix` (e.g. "10.1" gives 10.1.0.2, 10.1.0.3 …), so a
 * per-address limit only bites where a test means it to.
 */
export function addressSequence(prefix: string): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `${prefix}.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  };
}
