import { defineCalls } from './define-calls';

const surveys = () => import('../endpoints/surveys');

/** The survey reports (issue 21) and their administration. */
export const surveyCalls = defineCalls({
  listSurveys: surveys,
  getSurvey: surveys,
  listAdminSurveys: surveys,
  getAdminSurvey: surveys,
  updateSurvey: surveys,
  uploadSurveyResponses: surveys,
});
