/**
 * The page variants visitors are assigned through cookies (SPEC §5, §9): which text the contact
 * and valet buttons show, and how the valet form looks. The server assigns the random ones on a
 * visitor's first page and keeps them for a year; the app reads them from the cookies.
 */

export const CONTACT_BUTTON_STYLES = [
  'contact',
  'inquire_company',
  'get_a_quote',
  'get_in_touch',
] as const;
export type ContactButtonStyle = (typeof CONTACT_BUTTON_STYLES)[number];

export const VALET_BUTTON_STYLES = ['submit_my_project', 'find_company', 'hire_company'] as const;
export type ValetButtonStyle = (typeof VALET_BUTTON_STYLES)[number];

export const VALET_FORM_STYLES = ['with_focuses_step', 'without_focuses_step'] as const;
export type ValetFormStyle = (typeof VALET_FORM_STYLES)[number];

export const CONTACT_DETAILS_MODES = ['with_phone_and_role', 'without_phone_and_role'] as const;
export type ContactDetailsMode = (typeof CONTACT_DETAILS_MODES)[number];

export interface Variants {
  contactButtonStyle: ContactButtonStyle;
  valetButtonStyle: ValetButtonStyle;
  valetFormStyle: ValetFormStyle;
  contactDetailsMode: ContactDetailsMode;
}

export const VARIANT_COOKIES = {
  contactButtonStyle: 'contact_button_style',
  valetButtonStyle: 'valet_button_style',
  valetFormStyle: 'valet_form_style',
  contactDetailsMode: 'valet_contact_details_mode',
} as const satisfies Record<keyof Variants, string>;

/** A year, like the awards banner cookie. */
export const VARIANT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const CONTACT_BUTTON_TEXT: Record<ContactButtonStyle, string> = {
  contact: 'Contact',
  inquire_company: 'Inquire Company',
  get_a_quote: 'Get a Quote',
  get_in_touch: 'Get in Touch',
};

export const VALET_BUTTON_TEXT: Record<ValetButtonStyle, string> = {
  submit_my_project: 'Submit My Project',
  find_company: 'Find a Company',
  hire_company: 'Hire a Company',
};

export const DEFAULT_VARIANTS: Variants = {
  contactButtonStyle: 'contact',
  valetButtonStyle: 'submit_my_project',
  valetFormStyle: 'without_focuses_step',
  contactDetailsMode: 'with_phone_and_role',
};

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return allowed.find((item) => item === value);
}

/** Values that are assigned at random when a visitor has none (the others have a default). */
const RANDOM: { [K in keyof Variants]?: readonly Variants[K][] } = {
  contactButtonStyle: CONTACT_BUTTON_STYLES,
  contactDetailsMode: CONTACT_DETAILS_MODES,
};

/**
 * The visitor's variants from their cookies. A missing or unknown value falls back to its default
 * (the valet button style to submit_my_project, SPEC §5), except the random variants, which are
 * drawn with `random` and returned in `assign` so the caller can store them as cookies.
 */
export function resolveVariants(
  cookies: Readonly<Record<string, string | undefined>>,
  random: () => number = Math.random,
): { variants: Variants; assign: Partial<Record<string, string>> } {
  const assign: Partial<Record<string, string>> = {};
  const pick = <K extends keyof Variants>(key: K, allowed: readonly Variants[K][]): Variants[K] => {
    const found = oneOf(allowed, cookies[VARIANT_COOKIES[key]]);
    if (found) return found;
    const choices = RANDOM[key] as readonly Variants[K][] | undefined;
    if (!choices) return DEFAULT_VARIANTS[key];
    const chosen =
      choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))] ??
      DEFAULT_VARIANTS[key];
    assign[VARIANT_COOKIES[key]] = chosen;
    return chosen;
  };
  return {
    variants: {
      contactButtonStyle: pick('contactButtonStyle', CONTACT_BUTTON_STYLES),
      valetButtonStyle: pick('valetButtonStyle', VALET_BUTTON_STYLES),
      valetFormStyle: pick('valetFormStyle', VALET_FORM_STYLES),
      contactDetailsMode: pick('contactDetailsMode', CONTACT_DETAILS_MODES),
    },
    assign,
  };
}

/**
 * The one cookie reader of the app and the server's page rendering: a Cookie header into name →
 * value, first occurrence winning. Never throws: a value that is not valid percent-encoding is
 * kept as sent, and names such as `__proto__` or `toString` are plain keys (no prototype).
 */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (Object.hasOwn(cookies, name)) continue;
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}
