export { AtlasDataGrid } from './AtlasDataGrid';
export type {
  AtlasDataGridProps,
  GridColDef,
  GridColumnVisibilityModel,
  GridPaginationModel,
  GridSortModel,
  GridValidRowModel,
} from './AtlasDataGrid';
export { atlasDataGridClasses, getAtlasDataGridUtilityClass } from './atlasDataGridClasses';
export type { AtlasDataGridClasses, AtlasDataGridClassKey } from './atlasDataGridClasses';
