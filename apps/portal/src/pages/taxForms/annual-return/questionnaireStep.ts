// A module boundary for lazy loading (laterSteps.tsx): the e-file questionnaire, with the form kit
// under it, loads only for a return whose questions are still to be answered.
export { EfileQuestionnaireForm } from '@citytax/forms';
