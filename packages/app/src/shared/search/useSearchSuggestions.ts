import { useEffect, useState } from 'react';
import type { SearchResponse } from '@atlas/api/endpoints/search';
import { useStores } from '../stores/StoresContext';

/** SPEC §9's default debounce: suggestions are asked for once typing rests this long. */
export const SEARCH_DEBOUNCE_MS = 500;

interface Answered {
  text: string;
  answer: SearchResponse | null;
}

/**
 * Suggestions for `text` (popular services and cities when it is empty), asked for
 * SEARCH_DEBOUNCE_MS after the last change while `active` (the field's list is open). A newer text
 * cancels the older request; a failure leaves no suggestions rather than an error.
 */
export function useSearchSuggestions(text: string, active: boolean) {
  const { api } = useStores();
  const [answered, setAnswered] = useState<Answered | null>(null);
  const wanted = text.trim();
  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.search({ q: wanted }, controller.signal).then(
        (answer) => setAnswered({ text: wanted, answer }),
        () => {
          if (!controller.signal.aborted) setAnswered({ text: wanted, answer: null });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, wanted, active]);
  const current = answered?.text === wanted ? answered.answer : null;
  return { answer: current, loading: active && answered?.text !== wanted };
}
