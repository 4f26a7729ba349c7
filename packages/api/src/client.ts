import { createHttpTransport, type HttpTransport, type HttpTransportOptions } from './http';
import type { GetCitiesQuery, GetCitiesResponse } from './endpoints/get-cities';
import type { GetNavigationResponse } from './endpoints/get-navigation';
import type { GetAdvancedFiltersResponse } from './endpoints/get-advanced-filters';
import type { FilterSelection, FilterTab } from './filters';
import type * as savedSearches from './endpoints/saved-searches';
import type { ResolveListingQuery, ResolveListingResponse } from './endpoints/resolve-listing';
import type { ListCompaniesQuery, ListCompaniesResponse } from './endpoints/list-companies';
import type { RegisterBody, RegisterResponse } from './endpoints/register';
import type { LoginBody, LoginResponse } from './endpoints/login';
import type { LogoutResponse } from './endpoints/logout';
import type { GetProfileResponse } from './endpoints/get-profile';
import type {
  GetProfileCompanyQuery,
  GetProfileCompanyResponse,
} from './endpoints/get-profile-company';
import type { ListProfileCompaniesResponse } from './endpoints/list-profile-companies';
import type { RenewFirebaseTokenResponse } from './endpoints/renew-firebase-token';
import type { VerifyEmailBody } from './endpoints/verify-email';
import type { ResendVerificationBody } from './endpoints/resend-verification';
import type { ForgotPasswordBody } from './endpoints/forgot-password';
import type { ResetPasswordBody } from './endpoints/reset-password';
import type { GetCaptchaChallengeResponse } from './endpoints/get-captcha-challenge';
import type {
  EmailPreferences,
  GetEmailPreferencesResponse,
} from './endpoints/get-email-preferences';
import type { UnsubscribeQuery } from './endpoints/unsubscribe';
import type { ChangePasswordBody } from './endpoints/change-password';
import type { MessageResponse } from './entities/user';
import type { GetReviewFormResponse, ReviewFormQuery } from './endpoints/get-review-form';
import type { SubmitReviewResponse } from './endpoints/submit-review';
import type { ConfirmReviewBody } from './endpoints/confirm-review';
import type {
  CreateReviewInvitationBody,
  CreateReviewInvitationResponse,
} from './endpoints/create-review-invitation';
import type { SubmitReviewBody } from './reviews';
import type { GetCompanyProfileResponse } from './endpoints/get-company-profile';
import type {
  ListCompanyReviewsQuery,
  ListCompanyReviewsResponse,
} from './endpoints/list-company-reviews';
import type { MarkReviewHelpfulResponse } from './endpoints/mark-review-helpful';
import type {
  CreateContactRequestBody,
  CreateContactRequestResponse,
} from './endpoints/create-contact-request';
import type { SendContactMessageBody } from './endpoints/send-contact-message';
import type { ListCountriesResponse } from './endpoints/list-countries';
import type { ListServicesResponse } from './endpoints/list-services';
import type { SearchQuery, SearchResponse } from './endpoints/search';
import type { SubmitCompanyResponse } from './endpoints/submit-company';
import type { SubmitCompanyBody } from './company-submissions';
import type {
  CheckCompanyDuplicatesQuery,
  CheckCompanyDuplicatesResponse,
} from './endpoints/check-company-duplicates';
import type {
  ListCompanySubmissionsQuery,
  ListCompanySubmissionsResponse,
} from './endpoints/list-company-submissions';
import type {
  DecideCompanySubmissionBody,
  DecideCompanySubmissionResponse,
} from './endpoints/decide-company-submission';

import type * as companyClaims from './endpoints/company-claims';
import type * as companyMembers from './endpoints/company-members';
import type * as companyLogo from './endpoints/company-logo';
import type * as chatAttachments from './endpoints/upload-chat-attachment';
import type * as companyOverview from './endpoints/company-overview';
import type * as reviewQueue from './endpoints/review-queue';
import type * as companyEditing from './endpoints/company-editing';
import type * as valetProjects from './endpoints/valet-projects';
import type * as valetRequests from './endpoints/valet-requests';
import type * as valetQuoteDecisions from './endpoints/valet-quote-decisions';
import type * as valetAdmin from './endpoints/valet-admin';
import type * as awardsPages from './endpoints/awards-pages';
import type * as awardsVoting from './endpoints/awards-voting';
import type * as awardsAdmin from './endpoints/awards-admin';
import type * as topCompanies from './endpoints/get-top-companies';
import type * as promotePage from './endpoints/get-promote-page';
import type * as sponsorshipOrders from './endpoints/sponsorship-orders';
import type * as companyReviews from './endpoints/company-reviews';
import type * as reviewReports from './endpoints/review-reports';
import type * as support from './endpoints/support';
import type * as gridPreferences from './endpoints/grid-preferences';
import type * as companyAnalytics from './endpoints/company-analytics';
import type * as blogPosts from './endpoints/blog-posts';
import type * as blogAdmin from './endpoints/blog-admin';
import type * as blogContributions from './endpoints/blog-contributions';
import type * as surveys from './endpoints/surveys';
import type * as accountSettings from './endpoints/account-settings';
import type * as accountAvatar from './endpoints/account-avatar';
import type * as accountEmail from './endpoints/account-email';
import type * as accountSessions from './endpoints/account-sessions';
import type * as accountData from './endpoints/account-data';
import type * as companyVerification from './endpoints/company-verification';
import type * as companyVerificationAdmin from './endpoints/company-verification-admin';

/** The calls of a module, bound to one transport: `(transport, ...args)` becomes `(...args)`. */
type Bound<F> = F extends (transport: HttpTransport, ...args: infer A) => infer R
  ? (...args: A) => R
  : never;

import type { ListNotificationsResponse } from './endpoints/list-notifications';

import type { ClearNotificationsBody } from './endpoints/clear-notifications';
import type {
  NotificationPreferences,
  NotificationPreferencesResponse,
} from './endpoints/get-notification-preferences';

import type { ListConversationsResponse } from './endpoints/list-conversations';
import type { GetConversationQuery, GetConversationResponse } from './endpoints/get-conversation';
import type { SendMessageBody, SendMessageResponse } from './endpoints/send-message';
import type { MarkConversationReadResponse } from './endpoints/mark-conversation-read';
import type { SetPresenceBody } from './endpoints/set-presence';

/**
 * Every endpoint module, loaded on the first call of one of its calls. Creating the client loads
 * none of them: their zod schemas (and zod itself) stay out of the script every page starts with.
 * A page rendered on the server hydrates from its embedded data, so the first call, and with it
 * the module, comes with a navigation, which loads its route's chunk anyway.
 */
const lazyEndpoints = {
  getCities: () => import('./endpoints/get-cities'),
  getNavigation: () => import('./endpoints/get-navigation'),
  getAdvancedFilters: () => import('./endpoints/get-advanced-filters'),
  resolveListing: () => import('./endpoints/resolve-listing'),
  listCompanies: () => import('./endpoints/list-companies'),
  register: () => import('./endpoints/register'),
  login: () => import('./endpoints/login'),
  logout: () => import('./endpoints/logout'),
  getProfile: () => import('./endpoints/get-profile'),
  getProfileCompany: () => import('./endpoints/get-profile-company'),
  listProfileCompanies: () => import('./endpoints/list-profile-companies'),
  renewFirebaseToken: () => import('./endpoints/renew-firebase-token'),
  verifyEmail: () => import('./endpoints/verify-email'),
  resendVerification: () => import('./endpoints/resend-verification'),
  forgotPassword: () => import('./endpoints/forgot-password'),
  resetPassword: () => import('./endpoints/reset-password'),
  getCaptchaChallenge: () => import('./endpoints/get-captcha-challenge'),
  getEmailPreferences: () => import('./endpoints/get-email-preferences'),
  updateEmailPreferences: () => import('./endpoints/update-email-preferences'),
  unsubscribe: () => import('./endpoints/unsubscribe'),
  changePassword: () => import('./endpoints/change-password'),
  getReviewForm: () => import('./endpoints/get-review-form'),
  submitReview: () => import('./endpoints/submit-review'),
  confirmReview: () => import('./endpoints/confirm-review'),
  createReviewInvitation: () => import('./endpoints/create-review-invitation'),
  getCompanyProfile: () => import('./endpoints/get-company-profile'),
  listCompanyReviews: () => import('./endpoints/list-company-reviews'),
  markReviewHelpful: () => import('./endpoints/mark-review-helpful'),
  createContactRequest: () => import('./endpoints/create-contact-request'),
  sendContactMessage: () => import('./endpoints/send-contact-message'),
  listCountries: () => import('./endpoints/list-countries'),
  listServices: () => import('./endpoints/list-services'),
  search: () => import('./endpoints/search'),
  companyClaims: () => import('./endpoints/company-claims'),
  companyMembers: () => import('./endpoints/company-members'),
  companyLogo: () => import('./endpoints/company-logo'),
  reviewQueue: () => import('./endpoints/review-queue'),
  companyEditing: () => import('./endpoints/company-editing'),
  decideCompanySubmission: () => import('./endpoints/decide-company-submission'),
  listCompanySubmissions: () => import('./endpoints/list-company-submissions'),
  checkCompanyDuplicates: () => import('./endpoints/check-company-duplicates'),
  submitCompany: () => import('./endpoints/submit-company'),
  listNotifications: () => import('./endpoints/list-notifications'),
  deleteNotification: () => import('./endpoints/delete-notification'),
  clearNotifications: () => import('./endpoints/clear-notifications'),
  getNotificationPreferences: () => import('./endpoints/get-notification-preferences'),
  updateNotificationPreferences: () => import('./endpoints/update-notification-preferences'),
  listConversations: () => import('./endpoints/list-conversations'),
  getConversation: () => import('./endpoints/get-conversation'),
  sendMessage: () => import('./endpoints/send-message'),
  chatAttachments: () => import('./endpoints/upload-chat-attachment'),
  companyOverview: () => import('./endpoints/company-overview'),
  markConversationRead: () => import('./endpoints/mark-conversation-read'),
  setPresence: () => import('./endpoints/set-presence'),
  valet: () => import('./endpoints/valet-projects'),
  valetRequests: () => import('./endpoints/valet-requests'),
  valetQuoteDecisions: () => import('./endpoints/valet-quote-decisions'),
  valetAdmin: () => import('./endpoints/valet-admin'),
  topCompanies: () => import('./endpoints/get-top-companies'),
  promotePage: () => import('./endpoints/get-promote-page'),
  sponsorshipOrders: () => import('./endpoints/sponsorship-orders'),
  companyReviews: () => import('./endpoints/company-reviews'),
  reviewReports: () => import('./endpoints/review-reports'),
  support: () => import('./endpoints/support'),
  gridPreferences: () => import('./endpoints/grid-preferences'),
  savedSearches: () => import('./endpoints/saved-searches'),
  companyAnalytics: () => import('./endpoints/company-analytics'),
  awardsPages: () => import('./endpoints/awards-pages'),
  awardsVoting: () => import('./endpoints/awards-voting'),
  awardsAdmin: () => import('./endpoints/awards-admin'),
  blogPosts: () => import('./endpoints/blog-posts'),
  blogAdmin: () => import('./endpoints/blog-admin'),
  blogContributions: () => import('./endpoints/blog-contributions'),
  surveys: () => import('./endpoints/surveys'),
  accountSettings: () => import('./endpoints/account-settings'),
  accountAvatar: () => import('./endpoints/account-avatar'),
  accountEmail: () => import('./endpoints/account-email'),
  accountSessions: () => import('./endpoints/account-sessions'),
  accountData: () => import('./endpoints/account-data'),
  companyVerification: () => import('./endpoints/company-verification'),
  companyVerificationAdmin: () => import('./endpoints/company-verification-admin'),
};

type LazyModule<G extends keyof typeof lazyEndpoints> = Awaited<
  ReturnType<(typeof lazyEndpoints)[G]>
>;

/**
 * The endpoint modules loaded so far, kept for the process (or the page): a server creates a
 * client per render, and each of its calls went through `import()` again to find a module it
 * already had (issue 14).
 */
const loadedEndpoints = new Map<keyof typeof lazyEndpoints, unknown>();

/** `module.name(transport, ...args)`, the module loaded on the first call. */
function lazyCall<G extends keyof typeof lazyEndpoints, N extends keyof LazyModule<G>>(
  transport: HttpTransport,
  group: G,
  name: N,
): Bound<LazyModule<G>[N]> {
  const call = async (...args: unknown[]) => {
    // A failed load is not kept: the next call tries again.
    let loaded = loadedEndpoints.get(group);
    if (loaded === undefined) {
      loaded = await lazyEndpoints[group]();
      loadedEndpoints.set(group, loaded);
    }
    const module = loaded as Record<
      N,
      (transport: HttpTransport, ...rest: unknown[]) => Promise<unknown>
    >;
    return module[name](transport, ...args);
  };
  return call as unknown as Bound<LazyModule<G>[N]>;
}

/**
 * Every call of the contract, as one port. The app depends on this interface; tests hand it a
 * double (see `createTestApiClient`).
 */
export interface ApiClient {
  getCities(query: GetCitiesQuery, signal?: AbortSignal): Promise<GetCitiesResponse>;
  getNavigation(signal?: AbortSignal): Promise<GetNavigationResponse>;
  createSavedSearch: Bound<typeof savedSearches.createSavedSearch>;
  getSavedSearch: Bound<typeof savedSearches.getSavedSearch>;
  listSavedSearches: Bound<typeof savedSearches.listSavedSearches>;
  updateSavedSearch: Bound<typeof savedSearches.updateSavedSearch>;
  deleteSavedSearch: Bound<typeof savedSearches.deleteSavedSearch>;
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
  getProfileCompany(
    query?: GetProfileCompanyQuery,
    signal?: AbortSignal,
  ): Promise<GetProfileCompanyResponse>;
  listProfileCompanies(signal?: AbortSignal): Promise<ListProfileCompaniesResponse>;
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
  findClaimCandidates: Bound<typeof companyClaims.findClaimCandidates>;
  createCompanyClaim: Bound<typeof companyClaims.createCompanyClaim>;
  confirmCompanyClaim: Bound<typeof companyClaims.confirmCompanyClaim>;
  listCompanyClaims: Bound<typeof companyClaims.listCompanyClaims>;
  decideCompanyClaim: Bound<typeof companyClaims.decideCompanyClaim>;
  getJoinTarget: Bound<typeof companyMembers.getJoinTarget>;
  requestToJoin: Bound<typeof companyMembers.requestToJoin>;
  getCompanyMembers: Bound<typeof companyMembers.getCompanyMembers>;
  inviteCompanyMember: Bound<typeof companyMembers.inviteCompanyMember>;
  revokeCompanyInvitation: Bound<typeof companyMembers.revokeCompanyInvitation>;
  decideJoinRequest: Bound<typeof companyMembers.decideJoinRequest>;
  updateCompanyMember: Bound<typeof companyMembers.updateCompanyMember>;
  removeCompanyMember: Bound<typeof companyMembers.removeCompanyMember>;
  lookupCompanyInvitation: Bound<typeof companyMembers.lookupCompanyInvitation>;
  acceptCompanyInvitation: Bound<typeof companyMembers.acceptCompanyInvitation>;
  uploadCompanyLogo: Bound<typeof companyLogo.uploadCompanyLogo>;
  deleteCompanyLogo: Bound<typeof companyLogo.deleteCompanyLogo>;
  listReviewQueue: Bound<typeof reviewQueue.listReviewQueue>;
  decideReview: Bound<typeof reviewQueue.decideReview>;
  getCompanyEditing: Bound<typeof companyEditing.getCompanyEditing>;
  saveCompanyBasics: Bound<typeof companyEditing.saveCompanyBasics>;
  saveCompanyServices: Bound<typeof companyEditing.saveCompanyServices>;
  saveCompanyLocations: Bound<typeof companyEditing.saveCompanyLocations>;
  saveCompanyPortfolio: Bound<typeof companyEditing.saveCompanyPortfolio>;
  uploadCompanyImage: Bound<typeof companyLogo.uploadCompanyImage>;
  saveCompanyFaqs: Bound<typeof companyEditing.saveCompanyFaqs>;
  getEditingOptions: Bound<typeof companyEditing.getEditingOptions>;
  // Realtime: notifications, conversations, presence (issue 17).
  listNotifications(signal?: AbortSignal): Promise<ListNotificationsResponse>;
  deleteNotification(id: string): Promise<MessageResponse>;
  clearNotifications(body: ClearNotificationsBody): Promise<MessageResponse>;
  getNotificationPreferences(
    id: string,
    signal?: AbortSignal,
  ): Promise<NotificationPreferencesResponse>;
  updateNotificationPreferences(
    id: string,
    body: NotificationPreferences,
  ): Promise<NotificationPreferencesResponse>;
  listConversations(signal?: AbortSignal): Promise<ListConversationsResponse>;
  getConversation(
    id: string,
    query?: GetConversationQuery,
    signal?: AbortSignal,
  ): Promise<GetConversationResponse>;
  sendMessage(id: string, body: SendMessageBody): Promise<SendMessageResponse>;
  uploadChatAttachment: Bound<typeof chatAttachments.uploadChatAttachment>;
  getCompanyOverview: Bound<typeof companyOverview.getCompanyOverview>;
  markConversationRead(id: string): Promise<MarkConversationReadResponse>;
  setPresence(body: SetPresenceBody): Promise<MessageResponse>;
  // Project submissions, "valet" (issue 18): the buyer, the companies, staff.
  uploadValetFile: Bound<typeof valetProjects.uploadValetFile>;
  createValetProject: Bound<typeof valetProjects.createValetProject>;
  verifyValetProject: Bound<typeof valetProjects.verifyValetProject>;
  getValetProject: Bound<typeof valetProjects.getValetProject>;
  listMyValetProjects: Bound<typeof valetProjects.listMyValetProjects>;
  releaseValetProject: Bound<typeof valetProjects.releaseValetProject>;
  completeValetProject: Bound<typeof valetProjects.completeValetProject>;
  acceptValetQuote: Bound<typeof valetQuoteDecisions.acceptValetQuote>;
  declineValetQuote: Bound<typeof valetQuoteDecisions.declineValetQuote>;
  listValetRequests: Bound<typeof valetRequests.listValetRequests>;
  getValetRequest: Bound<typeof valetRequests.getValetRequest>;
  acceptValetRequest: Bound<typeof valetRequests.acceptValetRequest>;
  declineValetRequest: Bound<typeof valetRequests.declineValetRequest>;
  askValetQuestion: Bound<typeof valetRequests.askValetQuestion>;
  sendValetQuote: Bound<typeof valetRequests.sendValetQuote>;
  listValetProjects: Bound<typeof valetAdmin.listValetProjects>;
  updateValetShortlist: Bound<typeof valetAdmin.updateValetShortlist>;
  // TOP 10 pages and their promotion (issue 22).
  getTopCompanies: Bound<typeof topCompanies.getTopCompanies>;
  getPromotePage: Bound<typeof promotePage.getPromotePage>;
  createSponsorshipOrder: Bound<typeof sponsorshipOrders.createSponsorshipOrder>;
  getSponsorshipOrder: Bound<typeof sponsorshipOrders.getSponsorshipOrder>;
  listCompanySponsorships: Bound<typeof sponsorshipOrders.listCompanySponsorships>;
  cancelSponsorshipRenewal: Bound<typeof sponsorshipOrders.cancelSponsorshipRenewal>;
  listManagedReviews: Bound<typeof companyReviews.listManagedReviews>;
  replyToReview: Bound<typeof companyReviews.replyToReview>;
  inviteReviewers: Bound<typeof companyReviews.inviteReviewers>;
  reportReview: Bound<typeof reviewReports.reportReview>;
  listReviewReports: Bound<typeof reviewReports.listReviewReports>;
  decideReviewReport: Bound<typeof reviewReports.decideReviewReport>;
  createSupportRequest: Bound<typeof support.createSupportRequest>;
  listSupportRequests: Bound<typeof support.listSupportRequests>;
  listSupportQueue: Bound<typeof support.listSupportQueue>;
  getSupportThread: Bound<typeof support.getSupportThread>;
  answerSupport: Bound<typeof support.answerSupport>;
  getGridPreferences: Bound<typeof gridPreferences.getGridPreferences>;
  saveGridColumns: Bound<typeof gridPreferences.saveGridColumns>;
  getCompanyAnalytics: Bound<typeof companyAnalytics.getCompanyAnalytics>;
  // The awards (issue 20).
  getAwardEdition: Bound<typeof awardsPages.getAwardEdition>;
  getAwardEditionEntry: Bound<typeof awardsPages.getAwardEditionEntry>;
  getCompanyAwards: Bound<typeof awardsPages.getCompanyAwards>;
  castAwardVote: Bound<typeof awardsVoting.castAwardVote>;
  changeAwardVote: Bound<typeof awardsVoting.changeAwardVote>;
  confirmAwardVote: Bound<typeof awardsVoting.confirmAwardVote>;
  listMyAwardVotes: Bound<typeof awardsVoting.listMyAwardVotes>;
  getAwardsQuestionnaire: Bound<typeof awardsVoting.getAwardsQuestionnaire>;
  applyForAward: Bound<typeof awardsVoting.applyForAward>;
  decideAwardApplication: Bound<typeof awardsAdmin.decideAwardApplication>;
  createAwardCategory: Bound<typeof awardsAdmin.createAwardCategory>;
  updateAwardEdition: Bound<typeof awardsAdmin.updateAwardEdition>;
  updateAwardCategory: Bound<typeof awardsAdmin.updateAwardCategory>;
  deleteAwardCategory: Bound<typeof awardsAdmin.deleteAwardCategory>;
  deleteAwardNominee: Bound<typeof awardsAdmin.deleteAwardNominee>;
  nominateFromRanking: Bound<typeof awardsAdmin.nominateFromRanking>;
  getAwardsAdmin: Bound<typeof awardsAdmin.getAwardsAdmin>;
  decideAwardVote: Bound<typeof awardsAdmin.decideAwardVote>;
  setJuryScore: Bound<typeof awardsAdmin.setJuryScore>;
  publishAwardWinners: Bound<typeof awardsAdmin.publishAwardWinners>;
  // The blog (issue 21).
  listBlogPosts: Bound<typeof blogPosts.listBlogPosts>;
  getBlogPost: Bound<typeof blogPosts.getBlogPost>;
  listAdminBlogPosts: Bound<typeof blogAdmin.listAdminBlogPosts>;
  getBlogEditorOptions: Bound<typeof blogAdmin.getBlogEditorOptions>;
  createBlogPost: Bound<typeof blogAdmin.createBlogPost>;
  getAdminBlogPost: Bound<typeof blogAdmin.getAdminBlogPost>;
  updateBlogPost: Bound<typeof blogAdmin.updateBlogPost>;
  getBlogRevision: Bound<typeof blogAdmin.getBlogRevision>;
  restoreBlogRevision: Bound<typeof blogAdmin.restoreBlogRevision>;
  createBlogPreviewLink: Bound<typeof blogAdmin.createBlogPreviewLink>;
  uploadBlogImage: Bound<typeof blogAdmin.uploadBlogImage>;
  getBlogPreview: Bound<typeof blogAdmin.getBlogPreview>;
  createBlogTerm: Bound<typeof blogAdmin.createBlogTerm>;
  submitBlogContribution: Bound<typeof blogContributions.submitBlogContribution>;
  listBlogContributions: Bound<typeof blogContributions.listBlogContributions>;
  decideBlogContribution: Bound<typeof blogContributions.decideBlogContribution>;
  // The survey reports (issue 21).
  listSurveys: Bound<typeof surveys.listSurveys>;
  getSurvey: Bound<typeof surveys.getSurvey>;
  listAdminSurveys: Bound<typeof surveys.listAdminSurveys>;
  getAdminSurvey: Bound<typeof surveys.getAdminSurvey>;
  updateSurvey: Bound<typeof surveys.updateSurvey>;
  uploadSurveyResponses: Bound<typeof surveys.uploadSurveyResponses>;
  // Account settings (issue 19, /dashboard/settings).
  getAccountSettings: Bound<typeof accountSettings.getAccountSettings>;
  renameAccount: Bound<typeof accountSettings.renameAccount>;
  uploadAccountAvatar: Bound<typeof accountAvatar.uploadAccountAvatar>;
  deleteAccountAvatar: Bound<typeof accountAvatar.deleteAccountAvatar>;
  changeAccountEmail: Bound<typeof accountEmail.changeAccountEmail>;
  confirmAccountEmail: Bound<typeof accountEmail.confirmAccountEmail>;
  listAccountSessions: Bound<typeof accountSessions.listAccountSessions>;
  revokeAccountSession: Bound<typeof accountSessions.revokeAccountSession>;
  revokeOtherAccountSessions: Bound<typeof accountSessions.revokeOtherAccountSessions>;
  exportAccountData: Bound<typeof accountData.exportAccountData>;
  deleteAccount: Bound<typeof accountData.deleteAccount>;
  // Company verification (issue 33, point 7): the company's request, staff's decision.
  getCompanyVerification: Bound<typeof companyVerification.getCompanyVerification>;
  uploadVerificationDocument: Bound<typeof companyVerification.uploadVerificationDocument>;
  deleteVerificationDocument: Bound<typeof companyVerification.deleteVerificationDocument>;
  requestCompanyVerification: Bound<typeof companyVerification.requestCompanyVerification>;
  resendCompanyVerificationLink: Bound<typeof companyVerification.resendCompanyVerificationLink>;
  confirmVerificationEmail: Bound<typeof companyVerification.confirmVerificationEmail>;
  listCompanyVerifications: Bound<typeof companyVerificationAdmin.listCompanyVerifications>;
  decideCompanyVerification: Bound<typeof companyVerificationAdmin.decideCompanyVerification>;
  revokeCompanyVerification: Bound<typeof companyVerificationAdmin.revokeCompanyVerification>;
}

export type ApiClientOptions = HttpTransportOptions;

/** The main and v2 clients of SPEC §7 behind one typed object. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createHttpTransport(options);
  return {
    getCities: lazyCall(transport, 'getCities', 'getCities'),
    getNavigation: lazyCall(transport, 'getNavigation', 'getNavigation'),
    createSavedSearch: lazyCall(transport, 'savedSearches', 'createSavedSearch'),
    getSavedSearch: lazyCall(transport, 'savedSearches', 'getSavedSearch'),
    listSavedSearches: lazyCall(transport, 'savedSearches', 'listSavedSearches'),
    updateSavedSearch: lazyCall(transport, 'savedSearches', 'updateSavedSearch'),
    deleteSavedSearch: lazyCall(transport, 'savedSearches', 'deleteSavedSearch'),
    getAdvancedFilters: lazyCall(transport, 'getAdvancedFilters', 'getAdvancedFilters'),
    listCompanies: lazyCall(transport, 'listCompanies', 'listCompanies'),
    resolveListing: lazyCall(transport, 'resolveListing', 'resolveListing'),
    register: lazyCall(transport, 'register', 'register'),
    login: lazyCall(transport, 'login', 'login'),
    logout: lazyCall(transport, 'logout', 'logout'),
    getProfile: lazyCall(transport, 'getProfile', 'getProfile'),
    getProfileCompany: lazyCall(transport, 'getProfileCompany', 'getProfileCompany'),
    listProfileCompanies: lazyCall(transport, 'listProfileCompanies', 'listProfileCompanies'),
    renewFirebaseToken: lazyCall(transport, 'renewFirebaseToken', 'renewFirebaseToken'),
    verifyEmail: lazyCall(transport, 'verifyEmail', 'verifyEmail'),
    resendVerification: lazyCall(transport, 'resendVerification', 'resendVerification'),
    forgotPassword: lazyCall(transport, 'forgotPassword', 'forgotPassword'),
    resetPassword: lazyCall(transport, 'resetPassword', 'resetPassword'),
    getCaptchaChallenge: lazyCall(transport, 'getCaptchaChallenge', 'getCaptchaChallenge'),
    getEmailPreferences: lazyCall(transport, 'getEmailPreferences', 'getEmailPreferences'),
    updateEmailPreferences: lazyCall(transport, 'updateEmailPreferences', 'updateEmailPreferences'),
    unsubscribe: lazyCall(transport, 'unsubscribe', 'unsubscribe'),
    changePassword: lazyCall(transport, 'changePassword', 'changePassword'),
    getReviewForm: lazyCall(transport, 'getReviewForm', 'getReviewForm'),
    submitReview: lazyCall(transport, 'submitReview', 'submitReview'),
    confirmReview: lazyCall(transport, 'confirmReview', 'confirmReview'),
    createReviewInvitation: lazyCall(transport, 'createReviewInvitation', 'createReviewInvitation'),
    getCompanyProfile: lazyCall(transport, 'getCompanyProfile', 'getCompanyProfile'),
    listCompanyReviews: lazyCall(transport, 'listCompanyReviews', 'listCompanyReviews'),
    markReviewHelpful: lazyCall(transport, 'markReviewHelpful', 'markReviewHelpful'),
    createContactRequest: lazyCall(transport, 'createContactRequest', 'createContactRequest'),
    sendContactMessage: lazyCall(transport, 'sendContactMessage', 'sendContactMessage'),
    listCountries: lazyCall(transport, 'listCountries', 'listCountries'),
    listServices: lazyCall(transport, 'listServices', 'listServices'),
    search: lazyCall(transport, 'search', 'search'),
    submitCompany: lazyCall(transport, 'submitCompany', 'submitCompany'),
    checkCompanyDuplicates: lazyCall(transport, 'checkCompanyDuplicates', 'checkCompanyDuplicates'),
    listCompanySubmissions: lazyCall(transport, 'listCompanySubmissions', 'listCompanySubmissions'),
    decideCompanySubmission: lazyCall(
      transport,
      'decideCompanySubmission',
      'decideCompanySubmission',
    ),
    findClaimCandidates: lazyCall(transport, 'companyClaims', 'findClaimCandidates'),
    createCompanyClaim: lazyCall(transport, 'companyClaims', 'createCompanyClaim'),
    confirmCompanyClaim: lazyCall(transport, 'companyClaims', 'confirmCompanyClaim'),
    listCompanyClaims: lazyCall(transport, 'companyClaims', 'listCompanyClaims'),
    decideCompanyClaim: lazyCall(transport, 'companyClaims', 'decideCompanyClaim'),
    getJoinTarget: lazyCall(transport, 'companyMembers', 'getJoinTarget'),
    requestToJoin: lazyCall(transport, 'companyMembers', 'requestToJoin'),
    getCompanyMembers: lazyCall(transport, 'companyMembers', 'getCompanyMembers'),
    inviteCompanyMember: lazyCall(transport, 'companyMembers', 'inviteCompanyMember'),
    revokeCompanyInvitation: lazyCall(transport, 'companyMembers', 'revokeCompanyInvitation'),
    decideJoinRequest: lazyCall(transport, 'companyMembers', 'decideJoinRequest'),
    updateCompanyMember: lazyCall(transport, 'companyMembers', 'updateCompanyMember'),
    removeCompanyMember: lazyCall(transport, 'companyMembers', 'removeCompanyMember'),
    lookupCompanyInvitation: lazyCall(transport, 'companyMembers', 'lookupCompanyInvitation'),
    acceptCompanyInvitation: lazyCall(transport, 'companyMembers', 'acceptCompanyInvitation'),
    uploadCompanyLogo: lazyCall(transport, 'companyLogo', 'uploadCompanyLogo'),
    deleteCompanyLogo: lazyCall(transport, 'companyLogo', 'deleteCompanyLogo'),
    listReviewQueue: lazyCall(transport, 'reviewQueue', 'listReviewQueue'),
    decideReview: lazyCall(transport, 'reviewQueue', 'decideReview'),
    getCompanyEditing: lazyCall(transport, 'companyEditing', 'getCompanyEditing'),
    saveCompanyBasics: lazyCall(transport, 'companyEditing', 'saveCompanyBasics'),
    saveCompanyServices: lazyCall(transport, 'companyEditing', 'saveCompanyServices'),
    saveCompanyLocations: lazyCall(transport, 'companyEditing', 'saveCompanyLocations'),
    saveCompanyPortfolio: lazyCall(transport, 'companyEditing', 'saveCompanyPortfolio'),
    uploadCompanyImage: lazyCall(transport, 'companyLogo', 'uploadCompanyImage'),
    saveCompanyFaqs: lazyCall(transport, 'companyEditing', 'saveCompanyFaqs'),
    getEditingOptions: lazyCall(transport, 'companyEditing', 'getEditingOptions'),
    listNotifications: lazyCall(transport, 'listNotifications', 'listNotifications'),
    deleteNotification: lazyCall(transport, 'deleteNotification', 'deleteNotification'),
    clearNotifications: lazyCall(transport, 'clearNotifications', 'clearNotifications'),
    getNotificationPreferences: lazyCall(
      transport,
      'getNotificationPreferences',
      'getNotificationPreferences',
    ),
    updateNotificationPreferences: lazyCall(
      transport,
      'updateNotificationPreferences',
      'updateNotificationPreferences',
    ),
    listConversations: lazyCall(transport, 'listConversations', 'listConversations'),
    getConversation: lazyCall(transport, 'getConversation', 'getConversation'),
    sendMessage: lazyCall(transport, 'sendMessage', 'sendMessage'),
    uploadChatAttachment: lazyCall(transport, 'chatAttachments', 'uploadChatAttachment'),
    getCompanyOverview: lazyCall(transport, 'companyOverview', 'getCompanyOverview'),
    markConversationRead: lazyCall(transport, 'markConversationRead', 'markConversationRead'),
    setPresence: lazyCall(transport, 'setPresence', 'setPresence'),
    uploadValetFile: lazyCall(transport, 'valet', 'uploadValetFile'),
    createValetProject: lazyCall(transport, 'valet', 'createValetProject'),
    verifyValetProject: lazyCall(transport, 'valet', 'verifyValetProject'),
    getValetProject: lazyCall(transport, 'valet', 'getValetProject'),
    listMyValetProjects: lazyCall(transport, 'valet', 'listMyValetProjects'),
    releaseValetProject: lazyCall(transport, 'valet', 'releaseValetProject'),
    completeValetProject: lazyCall(transport, 'valet', 'completeValetProject'),
    acceptValetQuote: lazyCall(transport, 'valetQuoteDecisions', 'acceptValetQuote'),
    declineValetQuote: lazyCall(transport, 'valetQuoteDecisions', 'declineValetQuote'),
    listValetRequests: lazyCall(transport, 'valetRequests', 'listValetRequests'),
    getValetRequest: lazyCall(transport, 'valetRequests', 'getValetRequest'),
    acceptValetRequest: lazyCall(transport, 'valetRequests', 'acceptValetRequest'),
    declineValetRequest: lazyCall(transport, 'valetRequests', 'declineValetRequest'),
    askValetQuestion: lazyCall(transport, 'valetRequests', 'askValetQuestion'),
    sendValetQuote: lazyCall(transport, 'valetRequests', 'sendValetQuote'),
    listValetProjects: lazyCall(transport, 'valetAdmin', 'listValetProjects'),
    updateValetShortlist: lazyCall(transport, 'valetAdmin', 'updateValetShortlist'),
    getTopCompanies: lazyCall(transport, 'topCompanies', 'getTopCompanies'),
    getPromotePage: lazyCall(transport, 'promotePage', 'getPromotePage'),
    createSponsorshipOrder: lazyCall(transport, 'sponsorshipOrders', 'createSponsorshipOrder'),
    getSponsorshipOrder: lazyCall(transport, 'sponsorshipOrders', 'getSponsorshipOrder'),
    listCompanySponsorships: lazyCall(transport, 'sponsorshipOrders', 'listCompanySponsorships'),
    cancelSponsorshipRenewal: lazyCall(transport, 'sponsorshipOrders', 'cancelSponsorshipRenewal'),
    listManagedReviews: lazyCall(transport, 'companyReviews', 'listManagedReviews'),
    replyToReview: lazyCall(transport, 'companyReviews', 'replyToReview'),
    inviteReviewers: lazyCall(transport, 'companyReviews', 'inviteReviewers'),
    reportReview: lazyCall(transport, 'reviewReports', 'reportReview'),
    listReviewReports: lazyCall(transport, 'reviewReports', 'listReviewReports'),
    decideReviewReport: lazyCall(transport, 'reviewReports', 'decideReviewReport'),
    createSupportRequest: lazyCall(transport, 'support', 'createSupportRequest'),
    listSupportRequests: lazyCall(transport, 'support', 'listSupportRequests'),
    listSupportQueue: lazyCall(transport, 'support', 'listSupportQueue'),
    getSupportThread: lazyCall(transport, 'support', 'getSupportThread'),
    answerSupport: lazyCall(transport, 'support', 'answerSupport'),
    getGridPreferences: lazyCall(transport, 'gridPreferences', 'getGridPreferences'),
    saveGridColumns: lazyCall(transport, 'gridPreferences', 'saveGridColumns'),
    getCompanyAnalytics: lazyCall(transport, 'companyAnalytics', 'getCompanyAnalytics'),
    getAwardEdition: lazyCall(transport, 'awardsPages', 'getAwardEdition'),
    getAwardEditionEntry: lazyCall(transport, 'awardsPages', 'getAwardEditionEntry'),
    getCompanyAwards: lazyCall(transport, 'awardsPages', 'getCompanyAwards'),
    castAwardVote: lazyCall(transport, 'awardsVoting', 'castAwardVote'),
    changeAwardVote: lazyCall(transport, 'awardsVoting', 'changeAwardVote'),
    confirmAwardVote: lazyCall(transport, 'awardsVoting', 'confirmAwardVote'),
    listMyAwardVotes: lazyCall(transport, 'awardsVoting', 'listMyAwardVotes'),
    getAwardsQuestionnaire: lazyCall(transport, 'awardsVoting', 'getAwardsQuestionnaire'),
    applyForAward: lazyCall(transport, 'awardsVoting', 'applyForAward'),
    decideAwardApplication: lazyCall(transport, 'awardsAdmin', 'decideAwardApplication'),
    createAwardCategory: lazyCall(transport, 'awardsAdmin', 'createAwardCategory'),
    updateAwardEdition: lazyCall(transport, 'awardsAdmin', 'updateAwardEdition'),
    updateAwardCategory: lazyCall(transport, 'awardsAdmin', 'updateAwardCategory'),
    deleteAwardCategory: lazyCall(transport, 'awardsAdmin', 'deleteAwardCategory'),
    deleteAwardNominee: lazyCall(transport, 'awardsAdmin', 'deleteAwardNominee'),
    nominateFromRanking: lazyCall(transport, 'awardsAdmin', 'nominateFromRanking'),
    getAwardsAdmin: lazyCall(transport, 'awardsAdmin', 'getAwardsAdmin'),
    decideAwardVote: lazyCall(transport, 'awardsAdmin', 'decideAwardVote'),
    setJuryScore: lazyCall(transport, 'awardsAdmin', 'setJuryScore'),
    publishAwardWinners: lazyCall(transport, 'awardsAdmin', 'publishAwardWinners'),
    listBlogPosts: lazyCall(transport, 'blogPosts', 'listBlogPosts'),
    getBlogPost: lazyCall(transport, 'blogPosts', 'getBlogPost'),
    listAdminBlogPosts: lazyCall(transport, 'blogAdmin', 'listAdminBlogPosts'),
    getBlogEditorOptions: lazyCall(transport, 'blogAdmin', 'getBlogEditorOptions'),
    createBlogPost: lazyCall(transport, 'blogAdmin', 'createBlogPost'),
    getAdminBlogPost: lazyCall(transport, 'blogAdmin', 'getAdminBlogPost'),
    updateBlogPost: lazyCall(transport, 'blogAdmin', 'updateBlogPost'),
    getBlogRevision: lazyCall(transport, 'blogAdmin', 'getBlogRevision'),
    restoreBlogRevision: lazyCall(transport, 'blogAdmin', 'restoreBlogRevision'),
    createBlogPreviewLink: lazyCall(transport, 'blogAdmin', 'createBlogPreviewLink'),
    uploadBlogImage: lazyCall(transport, 'blogAdmin', 'uploadBlogImage'),
    getBlogPreview: lazyCall(transport, 'blogAdmin', 'getBlogPreview'),
    createBlogTerm: lazyCall(transport, 'blogAdmin', 'createBlogTerm'),
    submitBlogContribution: lazyCall(transport, 'blogContributions', 'submitBlogContribution'),
    listBlogContributions: lazyCall(transport, 'blogContributions', 'listBlogContributions'),
    decideBlogContribution: lazyCall(transport, 'blogContributions', 'decideBlogContribution'),
    listSurveys: lazyCall(transport, 'surveys', 'listSurveys'),
    getSurvey: lazyCall(transport, 'surveys', 'getSurvey'),
    listAdminSurveys: lazyCall(transport, 'surveys', 'listAdminSurveys'),
    getAdminSurvey: lazyCall(transport, 'surveys', 'getAdminSurvey'),
    updateSurvey: lazyCall(transport, 'surveys', 'updateSurvey'),
    uploadSurveyResponses: lazyCall(transport, 'surveys', 'uploadSurveyResponses'),
    getAccountSettings: lazyCall(transport, 'accountSettings', 'getAccountSettings'),
    renameAccount: lazyCall(transport, 'accountSettings', 'renameAccount'),
    uploadAccountAvatar: lazyCall(transport, 'accountAvatar', 'uploadAccountAvatar'),
    deleteAccountAvatar: lazyCall(transport, 'accountAvatar', 'deleteAccountAvatar'),
    changeAccountEmail: lazyCall(transport, 'accountEmail', 'changeAccountEmail'),
    confirmAccountEmail: lazyCall(transport, 'accountEmail', 'confirmAccountEmail'),
    listAccountSessions: lazyCall(transport, 'accountSessions', 'listAccountSessions'),
    revokeAccountSession: lazyCall(transport, 'accountSessions', 'revokeAccountSession'),
    revokeOtherAccountSessions: lazyCall(
      transport,
      'accountSessions',
      'revokeOtherAccountSessions',
    ),
    exportAccountData: lazyCall(transport, 'accountData', 'exportAccountData'),
    deleteAccount: lazyCall(transport, 'accountData', 'deleteAccount'),
    getCompanyVerification: lazyCall(transport, 'companyVerification', 'getCompanyVerification'),
    uploadVerificationDocument: lazyCall(
      transport,
      'companyVerification',
      'uploadVerificationDocument',
    ),
    deleteVerificationDocument: lazyCall(
      transport,
      'companyVerification',
      'deleteVerificationDocument',
    ),
    requestCompanyVerification: lazyCall(
      transport,
      'companyVerification',
      'requestCompanyVerification',
    ),
    resendCompanyVerificationLink: lazyCall(
      transport,
      'companyVerification',
      'resendCompanyVerificationLink',
    ),
    confirmVerificationEmail: lazyCall(
      transport,
      'companyVerification',
      'confirmVerificationEmail',
    ),
    listCompanyVerifications: lazyCall(
      transport,
      'companyVerificationAdmin',
      'listCompanyVerifications',
    ),
    decideCompanyVerification: lazyCall(
      transport,
      'companyVerificationAdmin',
      'decideCompanyVerification',
    ),
    revokeCompanyVerification: lazyCall(
      transport,
      'companyVerificationAdmin',
      'revokeCompanyVerification',
    ),
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
    listSavedSearches: overrides.listSavedSearches ?? notImplemented('listSavedSearches'),
    updateSavedSearch: overrides.updateSavedSearch ?? notImplemented('updateSavedSearch'),
    deleteSavedSearch: overrides.deleteSavedSearch ?? notImplemented('deleteSavedSearch'),
    getAdvancedFilters: overrides.getAdvancedFilters ?? notImplemented('getAdvancedFilters'),
    listCompanies: overrides.listCompanies ?? notImplemented('listCompanies'),
    resolveListing: overrides.resolveListing ?? notImplemented('resolveListing'),
    register: overrides.register ?? notImplemented('register'),
    login: overrides.login ?? notImplemented('login'),
    logout: overrides.logout ?? notImplemented('logout'),
    getProfile: overrides.getProfile ?? notImplemented('getProfile'),
    getProfileCompany: overrides.getProfileCompany ?? notImplemented('getProfileCompany'),
    listProfileCompanies: overrides.listProfileCompanies ?? notImplemented('listProfileCompanies'),
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
    findClaimCandidates: overrides.findClaimCandidates ?? notImplemented('findClaimCandidates'),
    createCompanyClaim: overrides.createCompanyClaim ?? notImplemented('createCompanyClaim'),
    confirmCompanyClaim: overrides.confirmCompanyClaim ?? notImplemented('confirmCompanyClaim'),
    listCompanyClaims: overrides.listCompanyClaims ?? notImplemented('listCompanyClaims'),
    decideCompanyClaim: overrides.decideCompanyClaim ?? notImplemented('decideCompanyClaim'),
    getJoinTarget: overrides.getJoinTarget ?? notImplemented('getJoinTarget'),
    requestToJoin: overrides.requestToJoin ?? notImplemented('requestToJoin'),
    getCompanyMembers: overrides.getCompanyMembers ?? notImplemented('getCompanyMembers'),
    inviteCompanyMember: overrides.inviteCompanyMember ?? notImplemented('inviteCompanyMember'),
    revokeCompanyInvitation:
      overrides.revokeCompanyInvitation ?? notImplemented('revokeCompanyInvitation'),
    decideJoinRequest: overrides.decideJoinRequest ?? notImplemented('decideJoinRequest'),
    updateCompanyMember: overrides.updateCompanyMember ?? notImplemented('updateCompanyMember'),
    removeCompanyMember: overrides.removeCompanyMember ?? notImplemented('removeCompanyMember'),
    lookupCompanyInvitation:
      overrides.lookupCompanyInvitation ?? notImplemented('lookupCompanyInvitation'),
    acceptCompanyInvitation:
      overrides.acceptCompanyInvitation ?? notImplemented('acceptCompanyInvitation'),
    uploadCompanyLogo: overrides.uploadCompanyLogo ?? notImplemented('uploadCompanyLogo'),
    deleteCompanyLogo: overrides.deleteCompanyLogo ?? notImplemented('deleteCompanyLogo'),
    listReviewQueue: overrides.listReviewQueue ?? notImplemented('listReviewQueue'),
    decideReview: overrides.decideReview ?? notImplemented('decideReview'),
    getCompanyEditing: overrides.getCompanyEditing ?? notImplemented('getCompanyEditing'),
    saveCompanyBasics: overrides.saveCompanyBasics ?? notImplemented('saveCompanyBasics'),
    saveCompanyServices: overrides.saveCompanyServices ?? notImplemented('saveCompanyServices'),
    saveCompanyLocations: overrides.saveCompanyLocations ?? notImplemented('saveCompanyLocations'),
    saveCompanyPortfolio: overrides.saveCompanyPortfolio ?? notImplemented('saveCompanyPortfolio'),
    uploadCompanyImage: overrides.uploadCompanyImage ?? notImplemented('uploadCompanyImage'),
    saveCompanyFaqs: overrides.saveCompanyFaqs ?? notImplemented('saveCompanyFaqs'),
    getEditingOptions: overrides.getEditingOptions ?? notImplemented('getEditingOptions'),
    listNotifications: overrides.listNotifications ?? notImplemented('listNotifications'),
    deleteNotification: overrides.deleteNotification ?? notImplemented('deleteNotification'),
    clearNotifications: overrides.clearNotifications ?? notImplemented('clearNotifications'),
    getNotificationPreferences:
      overrides.getNotificationPreferences ?? notImplemented('getNotificationPreferences'),
    updateNotificationPreferences:
      overrides.updateNotificationPreferences ?? notImplemented('updateNotificationPreferences'),
    listConversations: overrides.listConversations ?? notImplemented('listConversations'),
    getConversation: overrides.getConversation ?? notImplemented('getConversation'),
    sendMessage: overrides.sendMessage ?? notImplemented('sendMessage'),
    uploadChatAttachment: overrides.uploadChatAttachment ?? notImplemented('uploadChatAttachment'),
    getCompanyOverview: overrides.getCompanyOverview ?? notImplemented('getCompanyOverview'),
    markConversationRead: overrides.markConversationRead ?? notImplemented('markConversationRead'),
    setPresence: overrides.setPresence ?? notImplemented('setPresence'),
    uploadValetFile: overrides.uploadValetFile ?? notImplemented('uploadValetFile'),
    createValetProject: overrides.createValetProject ?? notImplemented('createValetProject'),
    verifyValetProject: overrides.verifyValetProject ?? notImplemented('verifyValetProject'),
    getValetProject: overrides.getValetProject ?? notImplemented('getValetProject'),
    listMyValetProjects: overrides.listMyValetProjects ?? notImplemented('listMyValetProjects'),
    releaseValetProject: overrides.releaseValetProject ?? notImplemented('releaseValetProject'),
    completeValetProject: overrides.completeValetProject ?? notImplemented('completeValetProject'),
    acceptValetQuote: overrides.acceptValetQuote ?? notImplemented('acceptValetQuote'),
    declineValetQuote: overrides.declineValetQuote ?? notImplemented('declineValetQuote'),
    listValetRequests: overrides.listValetRequests ?? notImplemented('listValetRequests'),
    getValetRequest: overrides.getValetRequest ?? notImplemented('getValetRequest'),
    acceptValetRequest: overrides.acceptValetRequest ?? notImplemented('acceptValetRequest'),
    declineValetRequest: overrides.declineValetRequest ?? notImplemented('declineValetRequest'),
    askValetQuestion: overrides.askValetQuestion ?? notImplemented('askValetQuestion'),
    sendValetQuote: overrides.sendValetQuote ?? notImplemented('sendValetQuote'),
    listValetProjects: overrides.listValetProjects ?? notImplemented('listValetProjects'),
    updateValetShortlist: overrides.updateValetShortlist ?? notImplemented('updateValetShortlist'),
    getTopCompanies: overrides.getTopCompanies ?? notImplemented('getTopCompanies'),
    getPromotePage: overrides.getPromotePage ?? notImplemented('getPromotePage'),
    createSponsorshipOrder:
      overrides.createSponsorshipOrder ?? notImplemented('createSponsorshipOrder'),
    getSponsorshipOrder: overrides.getSponsorshipOrder ?? notImplemented('getSponsorshipOrder'),
    listCompanySponsorships:
      overrides.listCompanySponsorships ?? notImplemented('listCompanySponsorships'),
    cancelSponsorshipRenewal:
      overrides.cancelSponsorshipRenewal ?? notImplemented('cancelSponsorshipRenewal'),
    listManagedReviews: overrides.listManagedReviews ?? notImplemented('listManagedReviews'),
    replyToReview: overrides.replyToReview ?? notImplemented('replyToReview'),
    inviteReviewers: overrides.inviteReviewers ?? notImplemented('inviteReviewers'),
    reportReview: overrides.reportReview ?? notImplemented('reportReview'),
    listReviewReports: overrides.listReviewReports ?? notImplemented('listReviewReports'),
    decideReviewReport: overrides.decideReviewReport ?? notImplemented('decideReviewReport'),
    createSupportRequest: overrides.createSupportRequest ?? notImplemented('createSupportRequest'),
    listSupportRequests: overrides.listSupportRequests ?? notImplemented('listSupportRequests'),
    listSupportQueue: overrides.listSupportQueue ?? notImplemented('listSupportQueue'),
    getSupportThread: overrides.getSupportThread ?? notImplemented('getSupportThread'),
    answerSupport: overrides.answerSupport ?? notImplemented('answerSupport'),
    getGridPreferences: overrides.getGridPreferences ?? notImplemented('getGridPreferences'),
    saveGridColumns: overrides.saveGridColumns ?? notImplemented('saveGridColumns'),
    getCompanyAnalytics: overrides.getCompanyAnalytics ?? notImplemented('getCompanyAnalytics'),
    getAwardEdition: overrides.getAwardEdition ?? notImplemented('getAwardEdition'),
    getAwardEditionEntry: overrides.getAwardEditionEntry ?? notImplemented('getAwardEditionEntry'),
    getCompanyAwards: overrides.getCompanyAwards ?? notImplemented('getCompanyAwards'),
    castAwardVote: overrides.castAwardVote ?? notImplemented('castAwardVote'),
    changeAwardVote: overrides.changeAwardVote ?? notImplemented('changeAwardVote'),
    confirmAwardVote: overrides.confirmAwardVote ?? notImplemented('confirmAwardVote'),
    listMyAwardVotes: overrides.listMyAwardVotes ?? notImplemented('listMyAwardVotes'),
    getAwardsQuestionnaire:
      overrides.getAwardsQuestionnaire ?? notImplemented('getAwardsQuestionnaire'),
    applyForAward: overrides.applyForAward ?? notImplemented('applyForAward'),
    decideAwardApplication:
      overrides.decideAwardApplication ?? notImplemented('decideAwardApplication'),
    createAwardCategory: overrides.createAwardCategory ?? notImplemented('createAwardCategory'),
    updateAwardEdition: overrides.updateAwardEdition ?? notImplemented('updateAwardEdition'),
    updateAwardCategory: overrides.updateAwardCategory ?? notImplemented('updateAwardCategory'),
    deleteAwardCategory: overrides.deleteAwardCategory ?? notImplemented('deleteAwardCategory'),
    deleteAwardNominee: overrides.deleteAwardNominee ?? notImplemented('deleteAwardNominee'),
    nominateFromRanking: overrides.nominateFromRanking ?? notImplemented('nominateFromRanking'),
    getAwardsAdmin: overrides.getAwardsAdmin ?? notImplemented('getAwardsAdmin'),
    decideAwardVote: overrides.decideAwardVote ?? notImplemented('decideAwardVote'),
    setJuryScore: overrides.setJuryScore ?? notImplemented('setJuryScore'),
    publishAwardWinners: overrides.publishAwardWinners ?? notImplemented('publishAwardWinners'),
    listBlogPosts: overrides.listBlogPosts ?? notImplemented('listBlogPosts'),
    getBlogPost: overrides.getBlogPost ?? notImplemented('getBlogPost'),
    listAdminBlogPosts: overrides.listAdminBlogPosts ?? notImplemented('listAdminBlogPosts'),
    getBlogEditorOptions: overrides.getBlogEditorOptions ?? notImplemented('getBlogEditorOptions'),
    createBlogPost: overrides.createBlogPost ?? notImplemented('createBlogPost'),
    getAdminBlogPost: overrides.getAdminBlogPost ?? notImplemented('getAdminBlogPost'),
    updateBlogPost: overrides.updateBlogPost ?? notImplemented('updateBlogPost'),
    getBlogRevision: overrides.getBlogRevision ?? notImplemented('getBlogRevision'),
    restoreBlogRevision: overrides.restoreBlogRevision ?? notImplemented('restoreBlogRevision'),
    createBlogPreviewLink:
      overrides.createBlogPreviewLink ?? notImplemented('createBlogPreviewLink'),
    uploadBlogImage: overrides.uploadBlogImage ?? notImplemented('uploadBlogImage'),
    getBlogPreview: overrides.getBlogPreview ?? notImplemented('getBlogPreview'),
    createBlogTerm: overrides.createBlogTerm ?? notImplemented('createBlogTerm'),
    submitBlogContribution:
      overrides.submitBlogContribution ?? notImplemented('submitBlogContribution'),
    listBlogContributions:
      overrides.listBlogContributions ?? notImplemented('listBlogContributions'),
    decideBlogContribution:
      overrides.decideBlogContribution ?? notImplemented('decideBlogContribution'),
    listSurveys: overrides.listSurveys ?? notImplemented('listSurveys'),
    getSurvey: overrides.getSurvey ?? notImplemented('getSurvey'),
    listAdminSurveys: overrides.listAdminSurveys ?? notImplemented('listAdminSurveys'),
    getAdminSurvey: overrides.getAdminSurvey ?? notImplemented('getAdminSurvey'),
    updateSurvey: overrides.updateSurvey ?? notImplemented('updateSurvey'),
    uploadSurveyResponses:
      overrides.uploadSurveyResponses ?? notImplemented('uploadSurveyResponses'),
    getAccountSettings: overrides.getAccountSettings ?? notImplemented('getAccountSettings'),
    renameAccount: overrides.renameAccount ?? notImplemented('renameAccount'),
    uploadAccountAvatar: overrides.uploadAccountAvatar ?? notImplemented('uploadAccountAvatar'),
    deleteAccountAvatar: overrides.deleteAccountAvatar ?? notImplemented('deleteAccountAvatar'),
    changeAccountEmail: overrides.changeAccountEmail ?? notImplemented('changeAccountEmail'),
    confirmAccountEmail: overrides.confirmAccountEmail ?? notImplemented('confirmAccountEmail'),
    listAccountSessions: overrides.listAccountSessions ?? notImplemented('listAccountSessions'),
    revokeAccountSession: overrides.revokeAccountSession ?? notImplemented('revokeAccountSession'),
    revokeOtherAccountSessions:
      overrides.revokeOtherAccountSessions ?? notImplemented('revokeOtherAccountSessions'),
    exportAccountData: overrides.exportAccountData ?? notImplemented('exportAccountData'),
    deleteAccount: overrides.deleteAccount ?? notImplemented('deleteAccount'),
    getCompanyVerification:
      overrides.getCompanyVerification ?? notImplemented('getCompanyVerification'),
    uploadVerificationDocument:
      overrides.uploadVerificationDocument ?? notImplemented('uploadVerificationDocument'),
    deleteVerificationDocument:
      overrides.deleteVerificationDocument ?? notImplemented('deleteVerificationDocument'),
    requestCompanyVerification:
      overrides.requestCompanyVerification ?? notImplemented('requestCompanyVerification'),
    resendCompanyVerificationLink:
      overrides.resendCompanyVerificationLink ?? notImplemented('resendCompanyVerificationLink'),
    confirmVerificationEmail:
      overrides.confirmVerificationEmail ?? notImplemented('confirmVerificationEmail'),
    listCompanyVerifications:
      overrides.listCompanyVerifications ?? notImplemented('listCompanyVerifications'),
    decideCompanyVerification:
      overrides.decideCompanyVerification ?? notImplemented('decideCompanyVerification'),
    revokeCompanyVerification:
      overrides.revokeCompanyVerification ?? notImplemented('revokeCompanyVerification'),
  };
}
