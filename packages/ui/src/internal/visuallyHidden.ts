import type { CSSObject } from '@mui/material/styles';

/** Hides content on screen while keeping it in the accessibility tree (the usual "sr-only"). */
export const visuallyHidden: CSSObject = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};
