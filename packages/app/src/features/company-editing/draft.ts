/**
 * Unsaved editor steps kept in the browser (issue 16: a draft survives a reload), one per company
 * and step, until the step is saved or the draft discarded.
 */
const keyOf = (slug: string, step: string) => `atlas.company-draft.${slug}.${step}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadDraft<T>(slug: string, step: string): T | null {
  const text = storage()?.getItem(keyOf(slug, step));
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function saveDraft(slug: string, step: string, values: unknown): void {
  try {
    storage()?.setItem(keyOf(slug, step), JSON.stringify(values));
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

export function clearDraft(slug: string, step: string): void {
  storage()?.removeItem(keyOf(slug, step));
}
