import type { AtlasComponentThemeEntry } from '../../theme/augmentation';
import type { AtlasDataGridProps } from './AtlasDataGrid';
import type { AtlasDataGridClassKey } from './atlasDataGridClasses';

// The grid's theme entry lives with the grid, not in the theme's own types: MUI X is an optional
// peer, so only an app that imports `@atlas/ui/AtlasDataGrid` (and has MUI X) sees these types.
declare module '../../theme/augmentation' {
  interface AtlasComponentsPropsList {
    AtlasDataGrid: Partial<AtlasDataGridProps>;
  }
  interface AtlasComponentNameToClassKey {
    AtlasDataGrid: AtlasDataGridClassKey;
  }
}

declare module '@mui/material/styles' {
  interface ComponentsPropsList {
    AtlasDataGrid: Partial<AtlasDataGridProps>;
  }
  interface ComponentNameToClassKey {
    AtlasDataGrid: AtlasDataGridClassKey;
  }
  interface Components<Theme = unknown> {
    AtlasDataGrid?: AtlasComponentThemeEntry<'AtlasDataGrid', Theme> | undefined;
  }
}

export {};
