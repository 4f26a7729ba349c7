import { createHttpTransport, type HttpTransportOptions } from './http';
import { getCities, type GetCitiesQuery, type GetCitiesResponse } from './endpoints/get-cities';
import {
  getAdvancedFilters,
  type GetAdvancedFiltersResponse,
} from './endpoints/get-advanced-filters';
import type { FilterSelection, FilterTab } from './filters';
import {
  createSavedSearch,
  getSavedSearch,
  type CreateSavedSearchBody,
  type SavedSearchResponse,
} from './endpoints/saved-searches';
import {
  resolveListing,
  type ResolveListingQuery,
  type ResolveListingResponse,
} from './endpoints/resolve-listing';
import {
  listCompanies,
  type ListCompaniesQuery,
  type ListCompaniesResponse,
} from './endpoints/list-companies';
import { register, type RegisterBody, type RegisterResponse } from './endpoints/register';
import { login, type LoginBody, type LoginResponse } from './endpoints/login';
import { logout, type LogoutResponse } from './endpoints/logout';
import { getProfile, type GetProfileResponse } from './endpoints/get-profile';
import { getProfileCompany, type GetProfileCompanyResponse } from './endpoints/get-profile-company';
import {
  renewFirebaseToken,
  type RenewFirebaseTokenResponse,
} from './endpoints/renew-firebase-token';
import { verifyEmail, type VerifyEmailBody } from './endpoints/verify-email';
import { resendVerification, type ResendVerificationBody } from './endpoints/resend-verification';
import { forgotPassword, type ForgotPasswordBody } from './endpoints/forgot-password';
import { resetPassword, type ResetPasswordBody } from './endpoints/reset-password';
import {
  getCaptchaChallenge,
  type GetCaptchaChallengeResponse,
} from './endpoints/get-captcha-challenge';
import {
  getEmailPreferences,
  type EmailPreferences,
  type GetEmailPreferencesResponse,
} from './endpoints/get-email-preferences';
import { updateEmailPreferences } from './endpoints/update-email-preferences';
import { unsubscribe, type UnsubscribeQuery } from './endpoints/unsubscribe';
import { changePassword, type ChangePasswordBody } from './endpoints/change-password';
import type { MessageResponse } from './entities/user';

/**
 * Every call of the contract, as one port. The app depends on this interface; tests hand it a
 * double (see `createTestApiClient`).
 */
export interface ApiClient {
  getCities(query: GetCitiesQuery, signal?: AbortSignal): Promise<GetCitiesResponse>;
  createSavedSearch(body: CreateSavedSearchBody): Promise<SavedSearchResponse>;
  getSavedSearch(id: string, signal?: AbortSignal): Promise<SavedSearchResponse>;
  getAdvancedFilters(
    tab: FilterTab,
    selection: FilterSelection,
    signal?: AbortSignal,
  ): Promise<GetAdvancedFiltersResponse>;
  listCompanies(query?: ListCompaniesQuery, signal?: AbortSignal): Promise<ListCompaniesResponse>;
  resolveListing(query: ResolveListingQuery, signal?: AbortSignal): Promise<ResolveListingResponse>;
  // Accounts (issue 6).
  register(body: RegisterBody): Promise<RegisterResponse>;
  login(body: LoginBody): Promise<LoginResponse>;
  logout(): Promise<LogoutResponse>;
  getProfile(signal?: AbortSignal): Promise<GetProfileResponse>;
  getProfileCompany(signal?: AbortSignal): Promise<GetProfileCompanyResponse>;
  renewFirebaseToken(signal?: AbortSignal): Promise<RenewFirebaseTokenResponse>;
  verifyEmail(body: VerifyEmailBody): Promise<MessageResponse>;
  resendVerification(body: ResendVerificationBody): Promise<MessageResponse>;
  forgotPassword(body: ForgotPasswordBody): Promise<MessageResponse>;
  resetPassword(body: ResetPasswordBody): Promise<MessageResponse>;
  getCaptchaChallenge(signal?: AbortSignal): Promise<GetCaptchaChallengeResponse>;
  getEmailPreferences(id: string, signal?: AbortSignal): Promise<GetEmailPreferencesResponse>;
  updateEmailPreferences(id: string, body: EmailPreferences): Promise<GetEmailPreferencesResponse>;
  unsubscribe(query: UnsubscribeQuery): Promise<MessageResponse>;
  changePassword(body: ChangePasswordBody): Promise<MessageResponse>;
}

export type ApiClientOptions = HttpTransportOptions;

/** The main and v2 clients of SPEC §7 behind one typed object. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createHttpTransport(options);
  return {
    getCities: (query, signal) => getCities(transport, query, signal),
    createSavedSearch: (body) => createSavedSearch(transport, body),
    getSavedSearch: (id, signal) => getSavedSearch(transport, id, signal),
    getAdvancedFilters: (tab, selection, signal) =>
      getAdvancedFilters(transport, tab, selection, signal),
    listCompanies: (query, signal) => listCompanies(transport, query, signal),
    resolveListing: (query, signal) => resolveListing(transport, query, signal),
    register: (body) => register(transport, body),
    login: (body) => login(transport, body),
    logout: () => logout(transport),
    getProfile: (signal) => getProfile(transport, signal),
    getProfileCompany: (signal) => getProfileCompany(transport, signal),
    renewFirebaseToken: (signal) => renewFirebaseToken(transport, signal),
    verifyEmail: (body) => verifyEmail(transport, body),
    resendVerification: (body) => resendVerification(transport, body),
    forgotPassword: (body) => forgotPassword(transport, body),
    resetPassword: (body) => resetPassword(transport, body),
    getCaptchaChallenge: (signal) => getCaptchaChallenge(transport, signal),
    getEmailPreferences: (id, signal) => getEmailPreferences(transport, id, signal),
    updateEmailPreferences: (id, body) => updateEmailPreferences(transport, id, body),
    unsubscribe: (query) => unsubscribe(transport, query),
    changePassword: (body) => changePassword(transport, body),
  };
}

/**
 * A client whose every call throws "not implemented" until the test supplies the ones it needs,
 * so a test states exactly which calls it expects.
 */
export function createTestApiClient(overrides: Partial<ApiClient> = {}): ApiClient {
  const notImplemented = (name: keyof ApiClient) => () =>
    Promise.reject(new Error(`ApiClient.${name} is not implemented in this test`));
  return {
    getCities: overrides.getCities ?? notImplemented('getCities'),
    createSavedSearch: overrides.createSavedSearch ?? notImplemented('createSavedSearch'),
    getSavedSearch: overrides.getSavedSearch ?? notImplemented('getSavedSearch'),
    getAdvancedFilters: overrides.getAdvancedFilters ?? notImplemented('getAdvancedFilters'),
    listCompanies: overrides.listCompanies ?? notImplemented('listCompanies'),
    resolveListing: overrides.resolveListing ?? notImplemented('resolveListing'),
    register: overrides.register ?? notImplemented('register'),
    login: overrides.login ?? notImplemented('login'),
    logout: overrides.logout ?? notImplemented('logout'),
    getProfile: overrides.getProfile ?? notImplemented('getProfile'),
    getProfileCompany: overrides.getProfileCompany ?? notImplemented('getProfileCompany'),
    renewFirebaseToken: overrides.renewFirebaseToken ?? notImplemented('renewFirebaseToken'),
    verifyEmail: overrides.verifyEmail ?? notImplemented('verifyEmail'),
    resendVerification: overrides.resendVerification ?? notImplemented('resendVerification'),
    forgotPassword: overrides.forgotPassword ?? notImplemented('forgotPassword'),
    resetPassword: overrides.resetPassword ?? notImplemented('resetPassword'),
    getCaptchaChallenge: overrides.getCaptchaChallenge ?? notImplemented('getCaptchaChallenge'),
    getEmailPreferences: overrides.getEmailPreferences ?? notImplemented('getEmailPreferences'),
    updateEmailPreferences:
      overrides.updateEmailPreferences ?? notImplemented('updateEmailPreferences'),
    unsubscribe: overrides.unsubscribe ?? notImplemented('unsubscribe'),
    changePassword: overrides.changePassword ?? notImplemented('changePassword'),
  };
}
