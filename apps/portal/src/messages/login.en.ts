/**
 * The login page's texts (spec §2 Login): only the login pages show them, so they are not part of
 * the first page's catalog. A second language is a second file with the same shape.
 */
export const loginEn = {
  title: 'Log in',
  email: 'Email address',
  password: 'Password',
  submit: 'Log in',
  submitting: 'Logging in',
  noAccount: "Don't have an account?",
  register: 'Register',
  invalidCredentials: 'The email address or password you entered is incorrect. Please try again.',
  failedDefault: 'The login failed. Please try again.',
};
