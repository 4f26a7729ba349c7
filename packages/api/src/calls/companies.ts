import { defineCalls } from './define-calls';

const companyClaims = () => import('../endpoints/company-claims');
const companyMembers = () => import('../endpoints/company-members');
const companyEditing = () => import('../endpoints/company-editing');
const companyLogo = () => import('../endpoints/company-logo');
const companyVerification = () => import('../endpoints/company-verification');
const companyVerificationAdmin = () => import('../endpoints/company-verification-admin');

/** Listed companies: submissions, claims and members, the profile editor, verification. */
export const companyCalls = defineCalls({
  submitCompany: () => import('../endpoints/submit-company'),
  checkCompanyDuplicates: () => import('../endpoints/check-company-duplicates'),
  listCompanySubmissions: () => import('../endpoints/list-company-submissions'),
  decideCompanySubmission: () => import('../endpoints/decide-company-submission'),
  getCompanyOverview: () => import('../endpoints/company-overview'),
  getCompanyAnalytics: () => import('../endpoints/company-analytics'),
  // Claiming a listed company.
  findClaimCandidates: companyClaims,
  createCompanyClaim: companyClaims,
  confirmCompanyClaim: companyClaims,
  listCompanyClaims: companyClaims,
  decideCompanyClaim: companyClaims,
  // A company's members, invitations and requests to join.
  getJoinTarget: companyMembers,
  requestToJoin: companyMembers,
  getCompanyMembers: companyMembers,
  inviteCompanyMember: companyMembers,
  revokeCompanyInvitation: companyMembers,
  decideJoinRequest: companyMembers,
  updateCompanyMember: companyMembers,
  removeCompanyMember: companyMembers,
  lookupCompanyInvitation: companyMembers,
  acceptCompanyInvitation: companyMembers,
  // The profile editor and its images.
  getCompanyEditing: companyEditing,
  saveCompanyBasics: companyEditing,
  saveCompanyServices: companyEditing,
  saveCompanyLocations: companyEditing,
  saveCompanyPortfolio: companyEditing,
  saveCompanyFaqs: companyEditing,
  getEditingOptions: companyEditing,
  uploadCompanyLogo: companyLogo,
  deleteCompanyLogo: companyLogo,
  uploadCompanyImage: companyLogo,
  // Verification (issue 33, point 7): the company's request, staff's decision.
  getCompanyVerification: companyVerification,
  uploadVerificationDocument: companyVerification,
  deleteVerificationDocument: companyVerification,
  requestCompanyVerification: companyVerification,
  resendCompanyVerificationLink: companyVerification,
  confirmVerificationEmail: companyVerification,
  listCompanyVerifications: companyVerificationAdmin,
  decideCompanyVerification: companyVerificationAdmin,
  revokeCompanyVerification: companyVerificationAdmin,
});
