import type { Translation } from './translation';
import type { stepIndicatorTextEn } from './stepIndicator.en';

export const stepIndicatorTextEs: Translation<typeof stepIndicatorTextEn> = {
  label: 'Pasos',
  completedText: 'completado',
  notCompletedText: 'no completado',
  counterText: (step: number, total: number, label: string) => `Paso ${step} de ${total}: ${label}`,
  allCompletedText: (total: number) => `Se completaron los ${total} pasos`,
};
