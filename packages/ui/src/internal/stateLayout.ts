import type { CSSObject, Theme } from '@mui/material/styles';

/** Heading levels a component may render, to fit the page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export function headingTag(level: HeadingLevel): 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  return `h${level}`;
}

/** `'page'`: fills a page, large. `'inline'`: inside a card, list or panel. */
export type StateSize = 'page' | 'inline';

/** The shared look of EmptyState and ErrorState. */
export function stateRootStyle(theme: Theme): CSSObject {
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: theme.spacing(1.5),
    marginInline: 'auto',
    maxWidth: 560,
    color: theme.palette.text.primary,
  };
}
