import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@atlas/api/client';
import type { GridPreferences } from '@atlas/api/endpoints/grid-preferences';
import type { GridColumnVisibilityModel } from '@atlas/ui/AtlasDataGrid';
import { useStores } from '../stores/StoresContext';

/** The signed-in person's choices, read once per person and page load, kept as they save. */
let cached: { userId: string; choices: Promise<GridPreferences> } | null = null;

function choicesOf(api: ApiClient, userId: string): Promise<GridPreferences> {
  if (cached?.userId !== userId)
    cached = {
      userId,
      choices: api.getGridPreferences().then((answer) => answer.data),
    };
  return cached.choices;
}

/** A grid's visibility model from the hidden fields, and back. */
export function visibilityOf(hidden: readonly string[]): GridColumnVisibilityModel {
  return Object.fromEntries(hidden.map((field) => [field, false]));
}

export function hiddenOf(model: GridColumnVisibilityModel): string[] {
  return Object.entries(model)
    .filter(([, visible]) => !visible)
    .map(([field]) => field)
    .sort();
}

/**
 * The columns the signed-in person chose for the grid named `grid` (issue 19), remembered on the
 * server so the choice follows them: spread the answer into an `AtlasDataGrid`.
 */
export function useGridColumns(grid: string): {
  columnVisibilityModel: GridColumnVisibilityModel;
  onColumnVisibilityModelChange: (model: GridColumnVisibilityModel) => void;
} {
  const { api, user } = useStores();
  const userId = user.user?.id ?? null;
  const [model, setModel] = useState<GridColumnVisibilityModel>({});

  useEffect(() => {
    if (userId === null) return undefined;
    let current = true;
    choicesOf(api, userId)
      .then((choices) => {
        if (current) setModel(visibilityOf(choices.hidden_columns[grid] ?? []));
      })
      // Without the stored choice the grid shows every column; nothing is lost.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, grid, userId]);

  const onColumnVisibilityModelChange = useCallback(
    (next: GridColumnVisibilityModel) => {
      setModel(next);
      if (userId === null) return;
      const saved = api
        .saveGridColumns(grid, { hidden_columns: hiddenOf(next) })
        .then((answer) => answer.data);
      cached = { userId, choices: saved };
      saved.catch(() => {
        // The next page load reads the server's choice again.
        cached = null;
      });
    },
    [api, grid, userId],
  );

  return { columnVisibilityModel: model, onColumnVisibilityModelChange };
}
