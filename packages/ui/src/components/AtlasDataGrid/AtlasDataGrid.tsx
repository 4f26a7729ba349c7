import * as React from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { ColumnsPanelTrigger, DataGrid, Toolbar } from '@mui/x-data-grid';
import type {
  GridColDef,
  GridColumnVisibilityModel,
  GridDensity,
  GridPaginationModel,
  GridRowIdGetter,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { styled, useThemeProps } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { classNames } from '../../internal/classNames';
import { getAtlasTokens } from '../../theme/getAtlasTokens';
import { atlasDataGridClasses } from './atlasDataGridClasses';
import './augmentation';
import { memoTheme } from '../../internal/memoTheme';

const NAME = 'AtlasDataGrid';

export type {
  GridColDef,
  GridColumnVisibilityModel,
  GridPaginationModel,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';

export interface AtlasDataGridProps<Row extends GridValidRowModel = GridValidRowModel> {
  /** Accessible name of the grid, e.g. "Project submissions". */
  label: string;
  /** The rows of the current page (server side) or all rows (client side). */
  rows: readonly Row[];
  /** The columns, as MUI X `GridColDef`s. */
  columns: readonly GridColDef<Row>[];
  /** The row's id, when it is not `row.id`. */
  getRowId?: GridRowIdGetter<Row> | undefined;
  /**
   * Shows the loading overlay.
   * @default false
   */
  loading?: boolean | undefined;
  /** A loading error to show instead of rows, e.g. "Could not load the submissions." */
  error?: string | null | undefined;
  /**
   * Accessible name of the loading bar.
   * @default 'Loading rows'
   */
  loadingLabel?: string | undefined;
  /**
   * Shown when there are no rows.
   * @default 'Nothing here yet.'
   */
  emptyText?: string | undefined;
  /**
   * Total rows on the server. Setting it turns on server-side pagination and sorting: the grid
   * shows `rows` as the current page and reports page and sort changes instead of doing them.
   */
  rowCount?: number | undefined;
  /** The page and page size (controlled). */
  paginationModel?: GridPaginationModel | undefined;
  /** Called when the page or page size changes. */
  onPaginationModelChange?: ((model: GridPaginationModel) => void) | undefined;
  /** The sort (controlled). */
  sortModel?: GridSortModel | undefined;
  /** Called when the sort changes. */
  onSortModelChange?: ((model: GridSortModel) => void) | undefined;
  /**
   * The columns shown (controlled): a field mapped to `false` is hidden. With
   * `onColumnVisibilityModelChange`, the grid gets a "Columns" button above it to choose them.
   */
  columnVisibilityModel?: GridColumnVisibilityModel | undefined;
  /** Called when the person shows or hides a column. */
  onColumnVisibilityModelChange?: ((model: GridColumnVisibilityModel) => void) | undefined;
  /**
   * Page sizes offered.
   * @default [10, 25, 50]
   */
  pageSizeOptions?: readonly number[] | undefined;
  /**
   * Row density.
   * @default 'compact'
   */
  density?: GridDensity | undefined;
  /**
   * Height of the grid in px (it scrolls inside).
   * @default 420
   */
  height?: number | undefined;
  /** Class name added to the root element. */
  className?: string | undefined;
  /** Styles applied with MUI's `sx` system. */
  sx?: SxProps<Theme> | undefined;
}

interface OverlayState {
  emptyText: string;
}

// The overlay is a slot component MUI X renders itself; the text reaches it through context.
const OverlayContext = React.createContext<OverlayState>({ emptyText: '' });

const AtlasDataGridRoot = styled('div', { name: NAME, slot: 'root' })(
  memoTheme(({ theme }) => ({
    width: '100%',
    position: 'relative',
    '& .MuiDataGrid-root': {
      borderRadius: getAtlasTokens(theme).radius.md,
      backgroundColor: theme.palette.background.paper,
    },
    '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
  })),
);

const AtlasDataGridOverlay = styled('div', { name: NAME, slot: 'overlay' })(
  memoTheme(({ theme }) => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '100%',
    padding: theme.spacing(2),
    textAlign: 'center',
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    '&[role="alert"]': {
      color: theme.palette.error.main,
      fontWeight: 600,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: getAtlasTokens(theme).radius.md,
    },
  })),
);

function EmptyOverlay() {
  const { emptyText } = React.useContext(OverlayContext);
  return (
    <AtlasDataGridOverlay className={atlasDataGridClasses.overlay}>
      {emptyText}
    </AtlasDataGridOverlay>
  );
}

/** The toolbar of a grid whose columns the person chooses: one labelled "Columns" button. */
function ColumnsToolbar() {
  return (
    <Toolbar className={atlasDataGridClasses.toolbar}>
      <ColumnsPanelTrigger startIcon={null}>Columns</ColumnsPanelTrigger>
    </Toolbar>
  );
}

/** The loading bar is drawn above the grid (named, outside the grid's rows), not as an overlay. */
function NoOverlay() {
  return null;
}

const DEFAULT_PAGE_SIZES: readonly number[] = [10, 25, 50];

/**
 * MUI X's DataGrid with the dashboard's defaults: compact rows, an empty text, an error shown in
 * place of the rows, the loading overlay, and server-side pagination and sorting once `rowCount`
 * is given.
 */
export function AtlasDataGrid<Row extends GridValidRowModel = GridValidRowModel>(
  inProps: AtlasDataGridProps<Row>,
) {
  const props = useThemeProps({ props: inProps, name: NAME });
  const {
    label,
    rows,
    columns,
    getRowId,
    loading = false,
    error = null,
    emptyText = 'Nothing here yet.',
    loadingLabel = 'Loading rows',
    rowCount,
    paginationModel,
    onPaginationModelChange,
    sortModel,
    onSortModelChange,
    columnVisibilityModel,
    onColumnVisibilityModelChange,
    pageSizeOptions = DEFAULT_PAGE_SIZES,
    density = 'compact',
    height = 420,
    className,
    sx,
  } = props;
  const serverSide = rowCount !== undefined;
  const overlay = React.useMemo(() => ({ emptyText }), [emptyText]);

  return (
    <OverlayContext.Provider value={overlay}>
      <AtlasDataGridRoot
        className={classNames(atlasDataGridClasses.root, className)}
        sx={sx}
        style={{ height }}
      >
        {error ? (
          // A grid must hold rows, so a load error replaces it instead of sitting inside it.
          <AtlasDataGridOverlay
            className={atlasDataGridClasses.overlay}
            role="alert"
            aria-label={label}
          >
            {error}
          </AtlasDataGridOverlay>
        ) : (
          <>
            {loading ? (
              <LinearProgress
                aria-label={loadingLabel}
                sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1 }}
              />
            ) : null}
            <DataGrid<Row>
              aria-label={label}
              rows={rows}
              columns={columns}
              getRowId={getRowId}
              loading={loading}
              density={density}
              rowCount={rowCount}
              paginationMode={serverSide ? 'server' : 'client'}
              sortingMode={serverSide ? 'server' : 'client'}
              paginationModel={paginationModel}
              onPaginationModelChange={onPaginationModelChange}
              sortModel={sortModel}
              onSortModelChange={onSortModelChange}
              columnVisibilityModel={columnVisibilityModel}
              onColumnVisibilityModelChange={onColumnVisibilityModelChange}
              showToolbar={onColumnVisibilityModelChange !== undefined}
              pageSizeOptions={[...pageSizeOptions]}
              // MUI X starts at 100 rows a page, which the offered sizes may not hold.
              initialState={
                paginationModel
                  ? undefined
                  : {
                      pagination: {
                        paginationModel: { page: 0, pageSize: pageSizeOptions[0] ?? 25 },
                      },
                    }
              }
              disableRowSelectionOnClick
              slots={{
                noRowsOverlay: EmptyOverlay,
                noResultsOverlay: EmptyOverlay,
                loadingOverlay: NoOverlay,
                toolbar: ColumnsToolbar,
              }}
            />
          </>
        )}
      </AtlasDataGridRoot>
    </OverlayContext.Provider>
  );
}
