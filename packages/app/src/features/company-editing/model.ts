import type { CompanyEditing } from '@atlas/api/company-editing';
import type { EditingOptionsResponse } from '@atlas/api/endpoints/company-editing';

export type { CompanyEditing };
export type EditingOptions = EditingOptionsResponse['data'];
