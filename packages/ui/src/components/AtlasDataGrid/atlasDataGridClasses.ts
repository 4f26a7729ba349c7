import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

export interface AtlasDataGridClasses {
  /** Styles applied to the root element around MUI X's `DataGrid`. */
  root: string;
  /** Styles applied to the empty and error overlays. */
  overlay: string;
  /** Styles applied to the toolbar above the grid (its "Columns" button). */
  toolbar: string;
}

export type AtlasDataGridClassKey = keyof AtlasDataGridClasses;

export function getAtlasDataGridUtilityClass(slot: string): string {
  return generateUtilityClass('AtlasDataGrid', slot);
}

export const atlasDataGridClasses: AtlasDataGridClasses = generateUtilityClasses('AtlasDataGrid', [
  'root',
  'overlay',
  'toolbar',
]);
