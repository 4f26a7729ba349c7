import { createHttpTransport, type HttpTransportOptions } from './http';
import { getCities, type GetCitiesQuery, type GetCitiesResponse } from './endpoints/get-cities';
import { getNavigation, type GetNavigationResponse } from './endpoints/get-navigation';
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
import {
  getReviewForm,
  type GetReviewFormResponse,
  type ReviewFormQuery,
} from './endpoints/get-review-form';
import { submitReview, type SubmitReviewResponse } from './endpoints/submit-review';
import { confirmReview, type ConfirmReviewBody } from './endpoints/confirm-review';
import {
  createReviewInvitation,
  type CreateReviewInvitationBody,
  type CreateReviewInvitationResponse,
} from './endpoints/create-review-invitation';
import type { SubmitReviewBody } from './reviews';
import { getCompanyProfile, type GetCompanyProfileResponse } from './endpoints/get-company-profile';
import {
  listCompanyReviews,
  type ListCompanyReviewsQuery,
  type ListCompanyReviewsResponse,
} from './endpoints/list-company-reviews';
import { markReviewHelpful, type MarkReviewHelpfulResponse } from './endpoints/mark-review-helpful';
import {
  createContactRequest,
  type CreateContactRequestBody,
  type CreateContactRequestResponse,
} from './endpoints/create-contact-request';
import { sendContactMessage, type SendContactMessageBody } from './endpoints/send-contact-message';
import { listCountries, type ListCountriesResponse } from './endpoints/list-countries';
import { listServices, type ListServicesResponse } from './endpoints/list-services';
import { search, type SearchQuery, type SearchResponse } from './endpoints/search';
import { submitCompany, type SubmitCompanyResponse } from './endpoints/submit-company';
import type { SubmitCompanyBody } from './company-submissions';
import {
  checkCompanyDuplicates,
  type CheckCompanyDuplicatesQuery,
  type CheckCompanyDuplicatesResponse,
} from './endpoints/check-company-duplicates';
import {
  listCompanySubmissions,
  type ListCompanySubmissionsQuery,
  type ListCompanySubmissionsResponse,
} from './endpoints/list-company-submissions';
import {
  decideCompanySubmission,
  type DecideCompanySubmissionBody,
  type DecideCompanySubmissionResponse,
} from './endpoints/decide-company-submission';

/**
 * Every call of the contract, as one port. The app depends on this interface; tests hand it a
 * double (see `createTestApiClient`).
 */
export interface ApiClient {
  getCities(query: GetCitiesQuery, signal?: AbortSignal): Promise<GetCitiesResponse>;
  getNavigation(signal?: AbortSignal): Promise<GetNavigationResponse>;
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
  // Writing reviews (issue 7, write side).
  getReviewForm(
    slug: string,
    query?: ReviewFormQuery,
    signal?: AbortSignal,
  ): Promise<GetReviewFormResponse>;
  submitReview(body: SubmitReviewBody): Promise<SubmitReviewResponse>;
  confirmReview(body: ConfirmReviewBody): Promise<MessageResponse>;
  createReviewInvitation(body: CreateReviewInvitationBody): Promise<CreateReviewInvitationResponse>;
  // Company profiles (issue 7, read side).
  getCompanyProfile(slug: string, signal?: AbortSignal): Promise<GetCompanyProfileResponse>;
  listCompanyReviews(
    slug: string,
    query?: ListCompanyReviewsQuery,
    signal?: AbortSignal,
  ): Promise<ListCompanyReviewsResponse>;
  markReviewHelpful(id: number): Promise<MarkReviewHelpfulResponse>;
  createContactRequest(
    slug: string,
    body: CreateContactRequestBody,
  ): Promise<CreateContactRequestResponse>;
  // Static pages and the directory indexes (issues 4 and 5).
  sendContactMessage(body: SendContactMessageBody): Promise<MessageResponse>;
  listCountries(signal?: AbortSignal): Promise<ListCountriesResponse>;
  listServices(signal?: AbortSignal): Promise<ListServicesResponse>;
  // Search (issue 15).
  search(query: SearchQuery, signal?: AbortSignal): Promise<SearchResponse>;
  submitCompany(body: SubmitCompanyBody): Promise<SubmitCompanyResponse>;
  checkCompanyDuplicates(
    query: CheckCompanyDuplicatesQuery,
    signal?: AbortSignal,
  ): Promise<CheckCompanyDuplicatesResponse>;
  listCompanySubmissions(
    query: ListCompanySubmissionsQuery,
    signal?: AbortSignal,
  ): Promise<ListCompanySubmissionsResponse>;
  decideCompanySubmission(
    id: number,
    body: DecideCompanySubmissionBody,
  ): Promise<DecideCompanySubmissionResponse>;
}

export type ApiClientOptions = HttpTransportOptions;

/** The main and v2 clients of SPEC §7 behind one typed object. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createHttpTransport(options);
  return {
    getCities: (query, signal) => getCities(transport, query, signal),
    getNavigation: (signal) => getNavigation(transport, signal),
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
    getReviewForm: (slug, query, signal) => getReviewForm(transport, slug, query, signal),
    submitReview: (body) => submitReview(transport, body),
    confirmReview: (body) => confirmReview(transport, body),
    createReviewInvitation: (body) => createReviewInvitation(transport, body),
    getCompanyProfile: (slug, signal) => getCompanyProfile(transport, slug, signal),
    listCompanyReviews: (slug, query, signal) => listCompanyReviews(transport, slug, query, signal),
    markReviewHelpful: (id) => markReviewHelpful(transport, id),
    createContactRequest: (slug, body) => createContactRequest(transport, slug, body),
    sendContactMessage: (body) => sendContactMessage(transport, body),
    listCountries: (signal) => listCountries(transport, signal),
    listServices: (signal) => listServices(transport, signal),
    search: (query, signal) => search(transport, query, signal),
    submitCompany: (body) => submitCompany(transport, body),
    checkCompanyDuplicates: (query, signal) => checkCompanyDuplicates(transport, query, signal),
    listCompanySubmissions: (query, signal) => listCompanySubmissions(transport, query, signal),
    decideCompanySubmission: (id, body) => decideCompanySubmission(transport, id, body),
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
    getNavigation: overrides.getNavigation ?? notImplemented('getNavigation'),
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
    getReviewForm: overrides.getReviewForm ?? notImplemented('getReviewForm'),
    submitReview: overrides.submitReview ?? notImplemented('submitReview'),
    confirmReview: overrides.confirmReview ?? notImplemented('confirmReview'),
    createReviewInvitation:
      overrides.createReviewInvitation ?? notImplemented('createReviewInvitation'),
    getCompanyProfile: overrides.getCompanyProfile ?? notImplemented('getCompanyProfile'),
    listCompanyReviews: overrides.listCompanyReviews ?? notImplemented('listCompanyReviews'),
    markReviewHelpful: overrides.markReviewHelpful ?? notImplemented('markReviewHelpful'),
    createContactRequest: overrides.createContactRequest ?? notImplemented('createContactRequest'),
    sendContactMessage: overrides.sendContactMessage ?? notImplemented('sendContactMessage'),
    listCountries: overrides.listCountries ?? notImplemented('listCountries'),
    listServices: overrides.listServices ?? notImplemented('listServices'),
    search: overrides.search ?? notImplemented('search'),
    submitCompany: overrides.submitCompany ?? notImplemented('submitCompany'),
    checkCompanyDuplicates:
      overrides.checkCompanyDuplicates ?? notImplemented('checkCompanyDuplicates'),
    listCompanySubmissions:
      overrides.listCompanySubmissions ?? notImplemented('listCompanySubmissions'),
    decideCompanySubmission:
      overrides.decideCompanySubmission ?? notImplemented('decideCompanySubmission'),
  };
}
