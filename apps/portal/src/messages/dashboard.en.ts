/**
 * The dashboard's texts and its tiles' descriptions (spec §2): only the dashboard shows them, so
 * they are not part of the first page's catalog.
 */
export const dashboardEn = {
  title: 'Dashboard',
  welcome: (name: string) => `Welcome, ${name}.`,
  tilesLabel: 'What you can do',
  tiles: {
    exemption: 'Tell the city why you owe no city income tax for the prior tax year.',
    annualReturn: 'File your individual annual return from your W-2 and 1099 income.',
    individualEstimate: 'Make an estimated payment of individual city income tax.',
    employersReturn: 'Report and pay the city income tax you withheld from employees.',
    netProfitEstimate: 'Make an estimated payment of net profit tax for your business.',
    billingStatement: 'Pay tax, penalty and interest you were billed for.',
    filings: 'See every form you filed or started, pay what is due and download copies.',
    estimatesAndCredits: 'Review the estimated payments and credits on your account.',
    changeEmail: 'Change the email address you sign in with.',
    changePassword: 'Change the password you sign in with.',
    accountSecurity: 'Set up a second sign-in step: an authenticator app, passkeys and recovery codes.',
    accountActivity:
      'See where you are signed in and what was done in your account, and sign out other sessions.',
    manageBusinessAccounts: 'Link or unlink the businesses you file for by EIN.',
  },
} as const;
