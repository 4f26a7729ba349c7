import { defineCalls } from './define-calls';

const accountSettings = () => import('../endpoints/account-settings');
const accountAvatar = () => import('../endpoints/account-avatar');
const accountEmail = () => import('../endpoints/account-email');
const accountSessions = () => import('../endpoints/account-sessions');
const accountData = () => import('../endpoints/account-data');
const gridPreferences = () => import('../endpoints/grid-preferences');

/** Accounts (issue 6): signing up and in, the profile, e-mail settings, the account settings. */
export const accountCalls = defineCalls({
  register: () => import('../endpoints/register'),
  login: () => import('../endpoints/login'),
  logout: () => import('../endpoints/logout'),
  getProfile: () => import('../endpoints/get-profile'),
  getProfileCompany: () => import('../endpoints/get-profile-company'),
  listProfileCompanies: () => import('../endpoints/list-profile-companies'),
  renewFirebaseToken: () => import('../endpoints/renew-firebase-token'),
  verifyEmail: () => import('../endpoints/verify-email'),
  resendVerification: () => import('../endpoints/resend-verification'),
  forgotPassword: () => import('../endpoints/forgot-password'),
  resetPassword: () => import('../endpoints/reset-password'),
  changePassword: () => import('../endpoints/change-password'),
  getCaptchaChallenge: () => import('../endpoints/get-captcha-challenge'),
  getEmailPreferences: () => import('../endpoints/get-email-preferences'),
  updateEmailPreferences: () => import('../endpoints/update-email-preferences'),
  unsubscribe: () => import('../endpoints/unsubscribe'),
  // Account settings (issue 19, /dashboard/settings).
  getAccountSettings: accountSettings,
  renameAccount: accountSettings,
  uploadAccountAvatar: accountAvatar,
  deleteAccountAvatar: accountAvatar,
  changeAccountEmail: accountEmail,
  confirmAccountEmail: accountEmail,
  listAccountSessions: accountSessions,
  revokeAccountSession: accountSessions,
  revokeOtherAccountSessions: accountSessions,
  exportAccountData: accountData,
  deleteAccount: accountData,
  // The columns a person keeps in each dashboard grid.
  getGridPreferences: gridPreferences,
  saveGridColumns: gridPreferences,
});
