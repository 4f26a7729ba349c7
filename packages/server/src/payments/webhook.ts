/** Where providers deliver their webhooks, below /api. */
export const PAYMENTS_WEBHOOK_PATH = '/payments/webhook';
/** The stand-in's signature header (a real provider sends its own, e.g. stripe-signature). */
export const STAND_IN_SIGNATURE_HEADER = 'atlas-signature';
