import { StepIndicator } from '@citytax/ui';
import { annualReturnEn } from '../../../messages/annualReturn.en';

const t = annualReturnEn.steps;

/** What the page knows of the filer's progress. */
export interface ReturnProgress {
  /** The questions are answered, and the return can be filed online. */
  eligible: boolean;
  residenceCity: string | null | undefined;
  entryCount: number;
}

/**
 * The step the filer is on (from 0), the first one not done: the questions, the city, the W-2s and
 * 1099s, then checking and filing (which stays current while the return awaits its payment).
 */
export function returnStepIndex({ eligible, residenceCity, entryCount }: ReturnProgress): number {
  if (!eligible) return 0;
  if (!residenceCity) return 1;
  if (entryCount === 0) return 2;
  return 3;
}

/**
 * The annual return's steps above the page's sections. The steps share one route, so completed
 * steps are not links; after Continue focus still goes to the next step's heading, not here.
 */
export function ReturnSteps(progress: ReturnProgress) {
  return (
    <StepIndicator
      steps={t.names.map((label) => ({ label }))}
      currentIndex={returnStepIndex(progress)}
      label={t.label}
      completedText={t.completed}
      notCompletedText={t.notCompleted}
      counterText={t.counter}
      allCompletedText={t.allCompleted}
    />
  );
}
