/**
 * Texts of the landing page (spec §1, §2 "Landing"). Kept out of en.ts, which the first page loads,
 * so they arrive with the lazy landing route only.
 */
export const landingEn = {
  title: 'Welcome to City Tax e-File',
  intro: [
    'City Tax e-File is the online filing portal of the City Tax Collection Division. Individual, joint and business taxpayers who are registered with the division file their city income tax forms here, review their estimated payments and credits, and pay what they owe.',
    'Filing is free. When a form shows an amount due, you pay it by credit or debit card through our secure external payment provider.',
  ],
  formsHeading: 'Forms you can file online',
  forms: [
    {
      name: 'Exemption certificate',
      description:
        'for individuals who owe no city income tax for the prior tax year, for example because they were retired, under the minimum age or had no earned income.',
    },
    {
      name: 'Individual annual return',
      description:
        'for individuals and joint filers whose income is all on W-2 and 1099 forms: enter them, and the tax, the credit for tax paid to other cities and the balance are computed for you.',
    },
    {
      name: 'Individual estimated payment',
      description: 'for individuals who expect to owe $200 or more of city income tax for the year.',
    },
    {
      name: 'Net profit estimated payment',
      description: 'For businesses paying estimated tax on the part of their net profit earned in the city.',
    },
    {
      name: "Employer's return of income tax withheld",
      description:
        "for employers reporting and paying the city income tax withheld from employees' wages, monthly or quarterly.",
    },
    {
      name: 'Tax, penalty and interest billing statement',
      description:
        'for any taxpayer paying tax, penalty and interest that was billed, with the amounts worked out for you.',
    },
  ],
  paperHeading: 'When you must file a paper return',
  paperIntro: 'Your individual annual return cannot be filed online, and you file a paper return, if:',
  paper: [
    'You had income that is not reported on a W-2 or 1099.',
    'You had rental, business or K-1 activity.',
    'Your name, address or filing status changed.',
    'You overpaid and are claiming a refund or credit.',
    'You lived in the city for only part of the year, or lived in more than one city during the year.',
  ],
  requirementsHeading: 'What you need',
  requirements: [
    'Your taxpayer ID from the City Tax Collection Division. You are a registered taxpayer if you filed within the last 5 years.',
    'A City Tax e-File account. If you do not have one, register with your taxpayer ID.',
    'An email address, to confirm your account and receive messages from us.',
    'A printer, to print a copy of each form you file.',
  ],
  startHeading: 'Get started',
  login: 'Log in',
  register: 'Register',
  /** Instead of Log in / Register, for a visitor who is signed in. */
  dashboard: 'Go to your dashboard',
  faq: 'Frequently Asked Questions',
} as const;
