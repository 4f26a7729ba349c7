export { createAtlasTheme } from './createAtlasTheme';
export type { AtlasThemeOptions } from './createAtlasTheme';
export { atlasBlue, fontFamilies } from './tokens';
export type { AtlasThemeVariant, AtlasTokens } from './tokens';
// Re-exporting from the augmentation pulls it into every program that imports `@atlas/ui/theme`,
// so `theme.components.AtlasCompanyCard` and `theme.atlas` are typed there.
export type {
  AtlasComponentNameToClassKey,
  AtlasComponentsPropsList,
  AtlasComponentThemeEntry,
} from './augmentation';
// For an app's own elements drawn many times on a page: styles serialized once per theme.
export { themedStyles } from '../internal/themedStyles';
