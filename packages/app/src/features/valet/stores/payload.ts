import type { ValetSubmissionBody } from '@atlas/api/valet';
import type { ContactDetailsMode, ValetFormStyle } from '@atlas/api/variants';
import type { ValetSelection } from './selection';

/** What the payload is built from: the selection and the variants it was asked in (the wizard). */
export interface PayloadSource {
  readonly selection: ValetSelection;
  readonly formStyle: ValetFormStyle;
  readonly contactDetailsMode: ContactDetailsMode;
  readonly asksPhoneAndRole: boolean;
  readonly focusesSkipped: boolean;
}

/** SPEC §3 "Project submission payload" out of the selection, plus the captcha and the key. */
export function buildPayload(
  context: PayloadSource,
  sent: {
    /** Where the visitor came from (the header link's click), when known. */
    source: string | undefined;
    captcha: string;
    idempotencyKey: string;
  },
): ValetSubmissionBody {
  const s = context.selection;
  const person = s.contact_person;
  const places = s.ignore_location ? [] : s.locations;
  return {
    title: s.title.trim(),
    name: person.name.trim(),
    email: person.email.trim(),
    website: person.website.trim(),
    phone: context.asksPhoneAndRole ? person.phone.trim() : '',
    role: context.asksPhoneAndRole ? person.role.trim() : '',
    ...(person.location?.type === 'country' ? { company_country: person.location.id } : {}),
    ...(person.location?.type === 'city' ? { company_city: person.location.id } : {}),
    services: s.services.map((service) => service.id),
    focuses: s.ignore_focuses || context.focusesSkipped ? [] : [...s.focuses],
    countries: places.filter((place) => place.type === 'country').map((place) => place.id),
    cities: places.filter((place) => place.type === 'city').map((place) => place.id),
    project_start: s.project_start ?? 'not-sure',
    project_budget: s.ignore_budget ? null : { ...s.project_budget },
    project_stage: s.project_stage ?? 'planning',
    project_description: s.description.trim(),
    original_project_description: s.original_description,
    voice_recording_path: s.voice_recording_path,
    files: s.uploads
      .filter((upload) => upload.loaded && upload.path)
      .flatMap((upload) => (upload.path ? [upload.path] : [])),
    misc_meta: {
      send_phone: true,
      form_style: context.formStyle,
      contact_details_mode: context.contactDetailsMode,
      ...(sent.source ? { source: sent.source } : {}),
    },
    captcha: sent.captcha,
    idempotency_key: sent.idempotencyKey,
  };
}
