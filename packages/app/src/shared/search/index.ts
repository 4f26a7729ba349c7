export { SiteSearch, listingPathFor, placeLabel, type SiteSearchProps } from './SiteSearch';
export { SEARCH_DEBOUNCE_MS } from './useSearchSuggestions';
// HeaderSearch is imported from './HeaderSearch' itself: through this index it would pull the
// search fields into every page's scripts.
