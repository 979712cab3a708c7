import type { Translation } from './translation';
import type { errorSummaryTextEn } from './errorSummary.en';

export const errorSummaryTextEs: Translation<typeof errorSummaryTextEn> = {
  title: 'Hay un problema',
};
