import type { CompanyVerification } from '@atlas/api/endpoints/company-verification';

export interface VerificationSummary {
  title: string;
  detail: string;
  severity: 'info' | 'success' | 'warning' | 'error';
}

/** A date as the company reads it: `1 March 2027` (the server's dates are UTC). */
export function verificationDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A file's size in words: `12 KB`, `2.4 MB`. */
export function sizeOf(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Where the company's verification stands, in words. */
export function describeVerification(verification: CompanyVerification): VerificationSummary {
  const { company, request } = verification;
  switch (verification.state) {
    case 'not_requested':
      return {
        title: 'Not verified yet',
        detail: `A verified company shows a badge on its profile, ranks higher and may sponsor TOP 10 pages. Send ${company.name}'s evidence below.`,
        severity: 'info',
      };
    case 'pending':
      return {
        title: 'Waiting for the address to be confirmed',
        detail: `We e-mailed a link to ${request?.email ?? 'the address you gave'}. Follow it signed in as a member of ${company.name}; then our team checks the rest of your evidence.`,
        severity: 'warning',
      };
    case 'email_confirmed':
      return {
        title: 'Address confirmed: waiting for our team',
        detail: `${request?.email ?? 'The address'} is confirmed. Our team checks the registration and the documents, and e-mails every member the decision.`,
        severity: 'info',
      };
    case 'verified':
      return {
        title: verification.verified_until
          ? `Verified until ${verificationDate(verification.verified_until)}`
          : 'Verified',
        detail: `${company.name} shows the verified badge, its profile score counts it, and it may sponsor TOP 10 pages.`,
        severity: 'success',
      };
    case 'rejected':
      return {
        title: 'Not approved',
        detail: `The reason: ${request?.reason ?? 'not given'}. Send a new request with evidence that answers it.`,
        severity: 'error',
      };
    case 'expired':
      return {
        title: request?.expires_at
          ? `Expired on ${verificationDate(request.expires_at)}`
          : 'Expired',
        detail: `Verifications hold for ${verification.validity_months} months. Send fresh evidence to be verified again.`,
        severity: 'warning',
      };
    case 'revoked':
      return {
        title: 'Revoked',
        detail: `Our team revoked the verification. The reason: ${request?.reason ?? 'not given'}.`,
        severity: 'error',
      };
  }
}
