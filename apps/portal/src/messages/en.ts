/** English texts of the portal. A second language is a second file with the same shape. */
export const en = {
  app: {
    title: 'City Tax e-File',
    owner: 'City Tax Collection Division',
    skipLink: 'Skip to main content',
    logout: 'Log out',
    mainMenu: 'Main menu',
    /** The phone's button that shows and hides the main menu. */
    menu: 'Menu',
    /** The footer's link to the landing page. */
    about: 'About this service',
    faq: 'FAQ',
    contactUs: 'Contact Us',
    newTabHint: '(opens in a new tab)',
    loading: 'Loading',
    /**
     * Who runs the site, as the official website banner says it: "An official website of the City
     * Tax Collection Division". The rest of the banner ("Here's how you know", the .gov and HTTPS
     * explanations) is the ui Banner's English defaults, which say nothing of this portal.
     */
    bannerOwner: 'the City Tax Collection Division',
    /** The language control in the top bar: the other language's name, written in that language. */
    otherLanguage: 'Español',
    /** The other language's code, for the control's `lang` and the choice it makes. */
    otherLanguageCode: 'es',
  },
  support: { email: 'support@citytax.example', phone: '216-555-0100' },
  nav: {
    dashboard: 'Dashboard',
    filings: 'Filings and Payments',
    billingStatement: 'Tax, Penalty and Interest Billing Statement',
    estimatesAndCredits: 'Estimates and Credits',
    changeEmail: 'Change Email',
    changePassword: 'Change Password',
    accountSecurity: 'Account Security',
    accountActivity: 'Account Activity',
    exemption: 'Exemption Certificate',
    annualReturn: 'Individual Annual Return',
    individualEstimate: 'Individual Estimate',
    employersReturn: "Employer's Return of Income Tax Withheld",
    netProfitEstimate: 'Net Profit Estimate',
    manageBusinessAccounts: 'Manage Business Accounts',
  },
  sessionExpired: {
    title: 'Session expired',
    message: 'Your session has expired and you must login.',
  },
  disclaimer: {
    title: 'Web Filing Agreement',
    intro: 'Please read this agreement. You must agree to it before you can use City Tax e-File.',
    terms: [
      'Authorized use: you may use this service only to file and pay city tax forms for yourself, your joint filer or a business you are authorized to represent.',
      'Accuracy of data: you are responsible for the accuracy and completeness of all information you enter and submit.',
      'Hold harmless: you agree to hold the city and its tax collection division harmless from any loss or damage that results from your use of this service.',
      'No unlawful use: you will not use this service for any unlawful purpose or attempt to interfere with its operation or security.',
      'Your equipment: the city is not responsible for your computer, software, internet connection or printer, or for any damage to them.',
      'Changes to the service: the city may change, suspend or end this service or these terms at any time.',
    ],
    agree: 'I Agree',
    disagree: 'I Disagree',
  },
  notFound: {
    title: 'Page Not Found',
    message: 'We could not find the page you asked for.',
    startOver: 'Start over',
  },
  error: {
    title: 'Something went wrong',
    startOver: 'Start over',
  },
  returnUrl: {
    invalid: 'Invalid return url. The return url needs to have the same origin as the current page.',
  },
} as const;

export type Messages = typeof en;
