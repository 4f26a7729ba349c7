import type { Theme } from '@mui/material/styles';
import { defaultTokens } from './tokens';
import type { AtlasTokens } from './tokens';
// Types `theme.atlas` (and the Atlas components' theme entries) wherever this file is compiled.
import type {} from './augmentation';

/**
 * The Atlas tokens of a theme. A plain MUI theme (an app that has not adopted `createAtlasTheme`
 * yet, or a component rendered without a provider) has none, so the default look stands in.
 */
export function getAtlasTokens(theme: Theme): AtlasTokens {
  return theme.atlas ?? defaultTokens;
}
