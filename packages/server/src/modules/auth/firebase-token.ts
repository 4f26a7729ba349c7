import { importPKCS8, SignJWT } from 'jose';

/** Who a Firebase custom token is for: Firebase Auth's token exchange. */
export const CUSTOM_TOKEN_AUDIENCE =
  'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';
/** Firebase refuses a custom token that lives longer than an hour. */
const LIFETIME_SECONDS = 3600;

/**
 * A Firebase custom token for `uid`: an RS256 JWT signed by the service account (jose), with the
 * claims Firebase Auth checks (iss and sub the service account, its audience, an hour at most).
 */
export async function signFirebaseCustomToken(input: {
  clientEmail: string;
  /** The service account's private key (PKCS #8 PEM). */
  privateKey: string;
  uid: string;
  /** Now, in milliseconds. */
  now: number;
}): Promise<string> {
  const issuedAt = Math.floor(input.now / 1000);
  return new SignJWT({ uid: input.uid })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(input.clientEmail)
    .setSubject(input.clientEmail)
    .setAudience(CUSTOM_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIFETIME_SECONDS)
    .sign(await importPKCS8(input.privateKey, 'RS256'));
}
