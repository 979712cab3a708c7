export const stepIndicatorTextEn = {
  label: 'Steps',
  completedText: 'completed',
  notCompletedText: 'not completed',
  counterText: (step: number, total: number, label: string) => `Step ${step} of ${total}: ${label}`,
  allCompletedText: (total: number) => `All ${total} steps completed`,
};
