import type { CompanyEditing, EditingOptions } from '../model';

/** What every step of the editor is handed by the page. */
export interface StepProps {
  company: CompanyEditing;
  options: EditingOptions;
  last: boolean;
  onSaved(company: CompanyEditing, intent: 'save' | 'next'): void;
  onDirty(dirty: boolean): void;
  /** The logo changed (it saves on its own, outside the step's form). */
  onLogo(url: string | null): void;
}
