/** Texts of the logout, logged-out and external-redirect pages (kept off the first page's bundle). */
export const signOutEn = {
  logout: {
    title: 'Log out',
    inProgress: 'Logging out',
    notInitiated: 'The logout was not initiated from within the page.',
    failed: 'An error occurred while logging out. Please try again.',
  },
  loggedOut: {
    title: 'Logged out',
    message: 'You successfully logged out!',
    returnToLogin: 'Return to Login',
  },
  redirect: {
    register: 'Register',
    profile: 'Profile',
    message: 'Redirecting…',
  },
} as const;
