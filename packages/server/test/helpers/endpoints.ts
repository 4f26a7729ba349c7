import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { Endpoint } from '@atlas/api/http';

const ENDPOINTS_DIR = resolve(import.meta.dirname, '../../../api/src/endpoints');

export interface FoundEndpoint {
  /** The file in packages/api/src/endpoints that defines it. */
  file: string;
  /** The exported name, e.g. `listCompaniesEndpoint`. */
  name: string;
  endpoint: Endpoint;
}

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'method' in value &&
    typeof value.method === 'string' &&
    'path' in value &&
    typeof value.path === 'string' &&
    'response' in value &&
    value.response instanceof z.ZodType
  );
}

/**
 * Every endpoint object that @atlas/api exports, found by reading its endpoints folder, so a new
 * call is fuzzed and checked against the OpenAPI document without anyone adding it to a list.
 */
export async function allEndpoints(): Promise<FoundEndpoint[]> {
  const files = readdirSync(ENDPOINTS_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const found: FoundEndpoint[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(
      pathToFileURL(join(ENDPOINTS_DIR, file)).href
    );
    for (const [name, value] of Object.entries(module)) {
      if (isEndpoint(value)) found.push({ file, name, endpoint: value });
    }
  }
  return found;
}

/** The OpenAPI path of an endpoint below /api: `/api/companies/{slug}/profile`. */
export function openApiPath(endpoint: Endpoint): string {
  const base = endpoint.api === 'v2' ? '/api/v2' : '/api';
  return base + endpoint.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}
