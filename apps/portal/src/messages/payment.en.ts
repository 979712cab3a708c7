/** Texts of the payment page (spec §2 "Payment", §8). */
export const paymentEn = {
  title: 'Payment',
  /** Toast when the payment details cannot be loaded (spec §8). */
  loadFailed: 'An error occurred loading your payment details, please try again later.',
  noPaymentFailed: 'An unexpected error occurred while filing your form. Please try again later.',
  withdrawn: 'Your form was withdrawn and is a draft again. You can change it and submit it again.',
  withdrawFailed: 'An unexpected error occurred while withdrawing your form. Please try again later.',
  backToReturn: 'Return to your annual return',
  /** After a withdraw, the way back to a form other than the annual return (its page). */
  backToForm: 'Return to the form',
};
