/** Texts of the agreement's refusal, loaded with it (they are not needed to show the agreement). */
export const disclaimerRefusedEn = {
  title: 'Agreement Required',
  message:
    'You must agree to the Web Filing Agreement to use City Tax e-File. You may now close this window.',
};
