import { makeAutoObservable } from 'mobx';
import { VALET_MAX_FILES } from '@atlas/api/valet';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
import {
  emptySelection,
  focusGroupsFor,
  type FocusCatalogueItem,
  type ValetSelection,
  type ValetService,
} from './selection';

/**
 * The wizard's draft: the selection the payload is built from (SPEC §3), as the slides' forms
 * keep it. The brief documents and the voice note are uploaded into it directly: an upload may
 * finish after the buyer moved on to another slide.
 */
export class ValetDraftStore {
  selection: ValetSelection = emptySelection();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The chosen areas: the services without a parent. */
  get parents(): ValetService[] {
    return this.selection.services.filter((service) => service.parent_id === null);
  }

  replace(selection: ValetSelection): void {
    this.selection = selection;
  }

  /** SPEC §4: one group per focus whose services include a chosen service; focuses left out go. */
  regroupFocuses(catalogue: readonly FocusCatalogueItem[]): void {
    const groups = focusGroupsFor(this.selection.services, catalogue);
    this.selection.focusGroups = groups;
    const offered = new Set(groups.flatMap((group) => group.focusesList.map((focus) => focus.id)));
    this.selection.focuses = this.selection.focuses.filter((id) => offered.has(id));
  }

  setVoiceRecording(path: string | null): void {
    this.selection.voice_recording_path = path;
  }

  get canAddUpload(): boolean {
    return this.selection.uploads.length < VALET_MAX_FILES;
  }

  /** A brief document starts uploading; answers its key, or null when VALET_MAX_FILES are there. */
  addUpload(name: string): string | null {
    if (!this.canAddUpload) return null;
    const key = newIdempotencyKey();
    this.selection.uploads.push({ key, name, loaded: false, path: null, error: null });
    return key;
  }

  uploadLoaded(key: string, path: string): void {
    const upload = this.selection.uploads.find((item) => item.key === key);
    if (!upload) return;
    upload.loaded = true;
    upload.path = path;
    upload.error = null;
  }

  uploadFailed(key: string, message: string): void {
    const upload = this.selection.uploads.find((item) => item.key === key);
    if (!upload) return;
    upload.loaded = false;
    upload.error = message;
  }

  removeUpload(key: string): void {
    this.selection.uploads = this.selection.uploads.filter((item) => item.key !== key);
  }
}
