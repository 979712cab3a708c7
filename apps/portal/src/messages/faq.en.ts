import { en } from './en';

/**
 * English texts of the FAQ page (spec §2 "FAQ"): sections → questions → answers, as data.
 * Answers agree with TAX-RULES.md and with what the portal's screens do; a second language is a
 * second file with the same shape.
 */

/** A run of text in an answer: plain text, or a link to a portal route or to `#<question id>`. */
export type FaqInline = string | { readonly text: string; readonly to: string };
/** A paragraph: one string, or runs of text and links. */
export type FaqText = string | readonly FaqInline[];
/** One block of an answer: a paragraph, a bulleted list, or numbered steps. */
export type FaqBlock =
  FaqText | { readonly list: readonly FaqText[] } | { readonly steps: readonly FaqText[] };

export interface FaqEntry {
  /** Anchor id of the answer heading: `/faq#<id>`. */
  readonly id: string;
  readonly question: string;
  readonly answer: readonly FaqBlock[];
}

export interface FaqSectionContent {
  readonly id: string;
  readonly title: string;
  readonly questions: readonly FaqEntry[];
}

const { email: supportEmail, phone: supportPhone } = en.support;
const contactUs = { text: 'Contact Us', to: '/contact-us' } as const;
const q = (id: string) => `#${id}`;

const sections: readonly FaqSectionContent[] = [
  {
    id: 'using-the-system',
    title: 'Using the system',
    questions: [
      {
        id: 'how-to-log-in',
        question: 'How do I log in and submit a form?',
        answer: [
          {
            steps: [
              'Open City Tax e-File and read the Web Filing Agreement. Select I Agree to continue.',
              [
                'On the Log in page, enter the email address and password of your City Tax e-File account. If you do not have an account yet, ',
                { text: 'register', to: '/auth/taxpayer-registration' },
                ' first.',
              ],
              'Your dashboard lists the forms you can file. Choose one, fill it in, and follow the steps on the screen to file it.',
              'Print a copy before you leave the form: a reminder asks you to before you file.',
              "If the form shows an amount due, you are taken to the payment page, where you pay by credit or debit card on our payment provider's secure page. Otherwise the form is filed without a payment.",
            ],
          },
          "Individual and joint filers see the Exemption Certificate, Individual Annual Return and Individual Estimate. Business users see the Employer's Return of Income Tax Withheld and the Net Profit Estimate. Everyone can use the Tax, Penalty and Interest Billing Statement, Estimates and Credits and Change Email.",
        ],
      },
      {
        id: 'who-is-eligible',
        question: 'Who is eligible to use City Tax e-File?',
        answer: [
          'Taxpayers who are registered with the City Tax Collection Division: individuals, joint filers and businesses. A registered taxpayer is one who filed with the division within the last 5 years.',
          {
            list: [
              'Joint filers use one account: the primary taxpayer registers, and the return covers the spouse too.',
              'A business user can file for several businesses by linking them by EIN under Manage Business Accounts, then choosing which one to file as.',
              [
                'If you are not registered yet, you can register as a new taxpayer. See ',
                { text: 'How do I register as an individual?', to: q('register-individual') },
                ' and ',
                { text: 'How do I register as a business?', to: q('register-business') },
              ],
            ],
          },
          [
            'Some returns cannot be filed online even by registered taxpayers; see ',
            {
              text: 'Am I eligible to submit my city tax form electronically?',
              to: q('annual-return-eligibility'),
            },
          ],
        ],
      },
      {
        id: 'am-i-registered',
        question: 'How do I know if I am registered?',
        answer: [
          'You are a registered taxpayer if you filed a city tax return with the City Tax Collection Division within the last 5 years. Your taxpayer ID is printed on the letters and forms the division sends you.',
          [
            'To check, go to ',
            { text: 'Register', to: '/auth/taxpayer-registration' },
            ' and enter your taxpayer ID. The page tells you whether you can log in, need to create your web account, or need to register as a new taxpayer, and takes you to the next step.',
          ],
        ],
      },
      {
        id: 'forgotten-password',
        question: 'I forgot my password. What should I do?',
        answer: [
          {
            steps: [
              ['On the Log in page, select ', { text: 'Forgot your password?', to: '/auth/forgot-password' }],
              'Enter the email address you log in with and select Send reset link.',
              'Open the link in the email we send you within one hour, and choose a new password of 8 to 25 characters. A common password, or your email address, is not accepted.',
              'Log in with your new password. Resetting your password logs you out everywhere you were logged in.',
            ],
          },
          'For your security, the page says the same thing whether or not an account uses the address. If no email arrives, check your spam folder and make sure you used the address you registered with. After several failed log-in attempts, logging in is paused for a few minutes; the message tells you for how long.',
        ],
      },
      {
        id: 'change-email',
        question: 'How do I change my email address?',
        answer: [
          {
            steps: [
              [
                'Log in and choose ',
                { text: 'Change Email', to: '/change-email' },
                ' from the menu or the dashboard.',
              ],
              'Enter your new email address twice (at most 50 characters) and your current password, and select Change email.',
              'Open the link we send to the new address within 24 hours. Your email address changes when you open it, we let your old address know, and you are logged out everywhere else.',
            ],
          },
          'Until you open the link, keep logging in with your old email address. An address that another account already uses cannot be chosen.',
        ],
      },
      {
        id: 'trouble-submitting',
        question: 'What should I do if I have trouble submitting a form?',
        answer: [
          {
            list: [
              'Read the messages on the form: the errors are listed next to the fields and under the submit button. Correct each one and submit again.',
              'If the portal says your session has expired, or that you were logged out due to inactivity, log in again. By default a warning appears after 15 minutes without activity, and you are logged out after 20 minutes; the W-2 or 1099 you were entering is kept as a draft and offered back when you open it again.',
              'If a message says the form cannot be found or has already been filed, it was probably deleted or filed in another browser tab or window. Reload the page to see its current state.',
              'Make sure your browser allows cookies for this site and that you are using a current version of your browser.',
            ],
          },
          [
            'If the problem persists, use ',
            contactUs,
            ` (choose the type Website), email ${supportEmail} or call ${supportPhone}. Replies take up to two business days.`,
          ],
        ],
      },
    ],
  },
  {
    id: 'registering',
    title: 'Registering',
    questions: [
      {
        id: 'register-individual',
        question: 'How do I register as an individual?',
        answer: [
          {
            steps: [
              [
                'Go to ',
                { text: 'Register', to: '/auth/taxpayer-registration' },
                ' and enter your taxpayer ID.',
              ],
              'If you are already a registered taxpayer, create your web account: confirm who you are with the last four digits of your Social Security number, the zip code on record and the access code printed on our letters to you, and enter the email address you will log in with.',
              "If you are not registered, choose Register as an individual and enter your name, Social Security number, address, phone number and email address. If you file jointly, select I file jointly with my spouse and enter your spouse's name and Social Security number.",
              'Open the confirmation link we email you, choose your password, and log in.',
            ],
          },
          'A Social Security number is 9 digits with no dashes. If your taxpayer ID belongs to a spouse of a joint filer, the primary taxpayer registers instead, and both of you file with that account.',
        ],
      },
      {
        id: 'register-business',
        question: 'How do I register as a business?',
        answer: [
          {
            steps: [
              [
                'Go to ',
                { text: 'Register', to: '/auth/taxpayer-registration' },
                " and enter the business's taxpayer ID.",
              ],
              'If the business is already registered, create its web account with the last four digits of its federal ID (FEIN), the zip code on record and the access code printed on our letters to the business.',
              'If it is not registered, choose Register as a business and enter the business name (and an alternate or "doing business as" name, if any), its federal ID, address, phone number, a contact person and the email address you will log in with.',
              'Open the confirmation link we email you, choose your password, and log in.',
            ],
          },
          'A federal ID (EIN) has 9 digits with no dashes, for example 123456789.',
          'If another user already represents the business, ask that user to link you to it, or log in if that account is yours. A business user links more businesses to their account under Manage Business Accounts, by EIN and business name, and chooses the one they are filing for in the Filing as list at the top of the page.',
        ],
      },
      {
        id: 'change-registration',
        question: 'How do I change or correct my registration information?',
        answer: [
          [
            'You can change the email address you log in with yourself: see ',
            { text: 'How do I change my email address?', to: q('change-email') },
          ],
          [
            "Your name, address, phone number, Social Security number or federal ID and filing status come from the City Tax Collection Division's records and cannot be edited online. To correct them, use ",
            contactUs,
            ` (type General Tax and Filing), email ${supportEmail} or call ${supportPhone}.`,
          ],
          [
            'If your name, address or filing status changed during the tax year, file a paper return for that year; see ',
            {
              text: 'My name, address or filing status has changed. Can I still e-file?',
              to: q('changed-name-address-filing-status'),
            },
          ],
        ],
      },
    ],
  },
  {
    id: 'exemption-certificate',
    title: 'Exemption certificate',
    questions: [
      {
        id: 'exemption-how-to-file',
        question: 'How do I e-file an exemption certificate?',
        answer: [
          'An exemption certificate tells the city that you owe no city income tax for the tax year, which is the previous calendar year. Individual and joint filers file it from Exemption Certificate on the dashboard.',
          {
            steps: [
              'Choose the one reason that applies to you: retired with no earned income, on active duty in the armed forces, under the minimum age, no earned income, or business or rental property sold.',
              'If you sold a business or rental property, enter the date it was sold. It must be on or before December 31 of the tax year.',
              'Check the box that confirms the reason you chose is true and correct, and select File exemption certificate.',
              'Confirm in the dialog. Once filed, the certificate cannot be changed.',
            ],
          },
          'You can file one exemption certificate for a tax year, and none if you have already filed an annual return or other tax forms for that year.',
          'Minimum-age notes for the under-age reason:',
          {
            list: [
              'In most cities the minimum age for city income tax is 18.',
              'Some cities have no minimum age.',
              'One city taxes residents from age 15.',
              'Other cities tax residents from age 16.',
              'In one city, 16- and 17-year-olds pay city income tax only if they earned $2500 or more.',
              'From tax year 2024, everyone under 18 is exempt statewide (Ohio House Bill 33), whatever the minimum age of their city.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'city-tax-form',
    title: 'City tax form',
    questions: [
      {
        id: 'annual-return-how-to-file',
        question: 'How do I e-file my city tax form?',
        answer: [
          'The city tax form is the Individual Annual Return on your dashboard. It is for the tax year that ended last December 31.',
          {
            steps: [
              'Answer three questions that tell you whether you can file online.',
              'Choose the city you lived in for the whole tax year.',
              'Add each W-2 and each 1099 you received, and attach a copy of each W-2. Your tax, the credit for tax paid to other cities and your balance are computed as you go.',
              'Print your return, then select File my return, or File and pay when you owe more than $10.00, and pay by credit or debit card.',
            ],
          },
          'Estimated payments and the prior-year credit on your account are applied automatically. A balance within $10.00 either way is neither billed nor refunded.',
        ],
      },
      {
        id: 'annual-return-eligibility',
        question: 'Am I eligible to submit my city tax form electronically?',
        answer: [
          'Annual-return eligibility requires all income on W-2/1099, no rental/business/K-1 activity, and no overpayment.',
          {
            list: [
              'All of your income for the tax year was reported on a W-2 or a 1099 (nonemployee compensation).',
              'You had no rental, business or K-1 (partnership or S corporation) activity.',
              'Your return does not show an overpayment: a refund or credit must be claimed on paper.',
              'Your name, address and filing status did not change since the last return you filed with us.',
              'You lived in one city that the City Tax Collection Division collects for during the whole tax year.',
            ],
          },
          [
            'The questions at the start of the Individual Annual Return check this for you. If you are not eligible, file a paper return; see ',
            { text: 'Which paper forms do I need?', to: q('paper-forms') },
          ],
        ],
      },
      {
        id: 'refunds',
        question: 'Can I get a refund?',
        answer: [
          'Not through an online return. When your tax, less the credit for other cities, your city withholding, your estimated payments and your prior-year credit, leaves more than $10.00 overpaid, the return cannot be e-filed: the Individual Annual Return says so, and you claim the refund or credit on a paper return.',
          [
            'Send the paper return with copies of your W-2s and 1099s; see ',
            { text: 'Which paper forms do I need?', to: q('paper-forms') },
            '. An overpayment of $10.00 or less is not refunded.',
          ],
        ],
      },
      {
        id: 'before-you-start',
        question: 'What do I need before I start?',
        answer: [
          {
            list: [
              'Your City Tax e-File account (email address and password).',
              'Every W-2 and 1099 you received for the tax year, and a copy of each W-2 as a PDF, PNG or JPEG file of up to 5 MB to attach.',
              "Each employer's federal ID (EIN, box b of the W-2: 9 digits with no dashes) and each payer's taxpayer ID.",
              'The city you lived in, and the city where you did the work for each W-2.',
              'A printer, to print a copy of your return.',
              'A credit or debit card, if you owe a balance.',
            ],
          },
          'You do not need to enter estimated payments or prior-year credits: they come from your account. You can review them under Estimates and Credits.',
        ],
      },
      {
        id: 'w2-screen-incorrect-info',
        question: 'My name, address or zip code is incorrect on the W-2 entry screen. What should I do?',
        answer: [
          "The name, address, zip code and Social Security number at the top of the form come from the City Tax Collection Division's records, not from your W-2, and cannot be edited on the form.",
          [
            'If they were wrong all along, ask us to correct them with ',
            contactUs,
            ` (type General Tax and Filing), email ${supportEmail} or call ${supportPhone}, and file once they are corrected.`,
          ],
          [
            'If your name, address or filing status changed during the tax year, file a paper return instead; see ',
            {
              text: 'My name, address or filing status has changed. Can I still e-file?',
              to: q('changed-name-address-filing-status'),
            },
          ],
        ],
      },
      {
        id: 'changed-name-address-filing-status',
        question: 'My name, address or filing status has changed. Can I still e-file?',
        answer: [
          'No. If your name, address or filing status (for example single or married filing jointly) changed since the last return you filed with us, we update our records from a signed paper return, so file a paper return for that year.',
          'The same applies if you moved during the year: a part-year resident, or someone who lived in more than one city during the year, files a paper return.',
          ['See ', { text: 'Which paper forms do I need?', to: q('paper-forms') }],
        ],
      },
      {
        id: 'income-not-on-w2-1099',
        question: 'I have income that is not on a W-2 or 1099. What do I do?',
        answer: [
          'File a paper return. The online return only takes W-2 wages and 1099 nonemployee compensation. Other taxable income, such as self-employment, rental, partnership or S corporation (K-1) income, or income no one reported to you on a form, needs the paper return and its schedules.',
          ['See ', { text: 'Which paper forms do I need?', to: q('paper-forms') }],
        ],
      },
      {
        id: 'paper-forms',
        question: 'Which paper forms do I need?',
        answer: [
          'The individual annual return form and its instructions, and any schedule the instructions require for your kind of income (for example rental or business income). Download them from the City Tax Collection Division or pick them up at the tax office.',
          'Sign the return (both spouses, if you file jointly) and mail it with copies of your W-2s and 1099s to the address on the form.',
          [`For help choosing forms, email ${supportEmail}, call ${supportPhone}, or use `, contactUs],
        ],
      },
      {
        id: 'w2-forms',
        question: 'What do I do with my W-2 forms?',
        answer: [
          'Enter each W-2 on the Individual Annual Return, with its employer name and EIN, work city, Medicare wages and tips (box 5), local wages (box 18), local income tax withheld (box 19) and locality (box 20). Your tax uses box 5; if box 18 is larger, the form warns you to check your W-2.',
          'Attach a copy of each W-2 on the same screen: a PDF, PNG or JPEG of up to 5 MB. You can attach more than one file. Attached files are kept until you log out or close the browser tab.',
          'Do not mail your W-2s when you e-file. Keep the originals with your tax records.',
        ],
      },
      {
        id: 'fee',
        question: 'Is there a fee to e-file?',
        answer: [
          'No. Filing with City Tax e-File is free.',
          'If a form shows an amount due, you pay it by credit or debit card on the secure page of our external payment provider. You enter your card details there, not in City Tax e-File, and come back to the portal to see the result.',
        ],
      },
      {
        id: 'amend',
        question: 'Can I amend my return online?',
        answer: [
          'Not after it is filed: a filed return cannot be changed online.',
          'Before you file, you can edit or delete any W-2 or 1099, change your city, or delete the whole return and start again.',
          [
            'To correct a return you have already filed, file an amended paper return; see ',
            { text: 'Which paper forms do I need?', to: q('paper-forms') },
          ],
        ],
      },
      {
        id: 'get-a-copy',
        question: 'How do I get a copy of my return?',
        answer: [
          'Print it before you leave the form. Select Print this form at any time. When you file, a dialog titled "Don\'t Forget to Print Your Individual Annual Return" asks you first: select Print to print it there, "I want to print - Return to Form" to go back to the form, or "I\'m finished - Proceed to Next Step" to continue. Every form, including the estimates, asks the same.',
          "After you file, and until the next year's return opens on January 1, the Individual Annual Return shows your filed return, read only, with its Print this form button. Your browser's print dialog can also save the copy as a PDF.",
          [
            'City Tax e-File does not email copies of returns. For a copy of a return from an earlier year, use ',
            contactUs,
          ],
        ],
      },
      {
        id: 'city-missing',
        question: 'My employment or residence city is not in the drop-down list. What should I do?',
        answer: [
          "The residence list shows only the cities the City Tax Collection Division collects for. If you lived in another city, this office does not collect your city's tax: file with your own city's tax office. If you lived in more than one city during the year, file a paper return.",
          [
            'The work city list shows the cities with a tax rate on record for the tax year. If the city you worked in is missing, file a paper return, or ask us with ',
            contactUs,
          ],
        ],
      },
      {
        id: 'how-to-sign',
        question: 'How do I sign my return?',
        answer: [
          'An e-filed return needs no handwritten signature. You accepted the Web Filing Agreement and log in with your own account; selecting File my return or File and pay is your declaration that the return is true, correct and complete. For joint filers, the primary taxpayer files for both spouses.',
          'Do not mail a signed copy of a return you e-filed. Only paper returns are signed by hand.',
        ],
      },
    ],
  },
  {
    id: 'individual-estimate',
    title: 'Individual estimate form',
    questions: [
      {
        id: 'estimate-required',
        question: 'Do I need to make estimated payments?',
        answer: [
          'Yes, if you expect to owe $200.00 or more of city income tax for the year after the tax withheld by your employers and your credit for tax paid to other cities. This is usual when you have income that no one withholds city tax from.',
          'Below $200.00, estimated payments are not required, but you may still make one.',
        ],
      },
      {
        id: 'estimate-due-dates',
        question: 'How much is due, and when?',
        answer: [
          'By each due date, the total you have paid should reach a share of your estimated tax:',
          {
            list: [
              'April 15: 22.5%',
              'June 15: 45%',
              'September 15: 67.5%',
              'January 15 of the next year: 90%',
            ],
          },
          'A due date on a Saturday, Sunday or federal holiday moves to the next business day. The form shows your installment schedule and suggests what to pay now: the total due by the next installment, less what you already paid for the year. You may pay a different amount of $0.00 or more.',
          [
            "If last year's tax was lower, your installments may be based on it instead; see ",
            { text: 'What is the safe harbor?', to: q('safe-harbor') },
          ],
        ],
      },
      {
        id: 'estimate-how-to-file',
        question: 'How do I file an individual estimate?',
        answer: [
          {
            steps: [
              "Choose Individual Estimate on the dashboard. Until the previous year's last installment is due on January 15, you can choose whether the payment is for that year or the new one.",
              "Choose your residence city and enter the income you expect, your estimated credits (tax you expect to be withheld plus the credit for tax paid to other cities) and, optionally, last year's tax.",
              'Check the preview of your estimated tax and installments, and the payment amount.',
              'Select Submit estimate, then pay by card on the next step. With a payment of $0.00 the estimate is filed without a payment.',
            ],
          },
          'Payments made here appear under Estimates and Credits, for the current and the previous tax year, as soon as they are completed. Estimated payments made any other way, such as by check, are not reflected until the tax office has audited them.',
        ],
      },
    ],
  },
  {
    id: 'employers-return',
    title: "Employer's return of income tax withheld",
    questions: [
      {
        id: 'withholding-frequency',
        question: 'Do I file monthly or quarterly?',
        answer: [
          'File monthly if more than $2,399 was withheld in the prior year, or more than $200 in any month of the prior quarter. Otherwise file quarterly.',
          'The form has a helper that works this out from those two amounts.',
        ],
      },
      {
        id: 'withholding-due-dates',
        question: "When is the employer's return due?",
        answer: [
          {
            list: [
              'Monthly: the 15th of the following month.',
              'Quarterly: April 30 for January to March, July 31 for April to June, October 31 for July to September, and January 31 for October to December.',
            ],
          },
          'You can file a period once it has ended, and each month or quarter is filed once.',
        ],
      },
      {
        id: 'withholding-late',
        question: 'What happens if I file or pay late?',
        answer: [
          'The form adds the penalty and interest and shows how each is computed:',
          {
            list: [
              'A late-payment penalty of 50% of the tax due, charged once.',
              'A late-filing penalty: for tax years from 2023, a flat $25.00, which is not charged the first time you file a return late; for tax years through 2022, $25.00 for each month or part of a month late, at most $150.00.',
              'Interest on the tax due only, not on penalties: for each month or part of a month from the day after the due date, the annual rate of the year that month starts in divided by 12. The annual rate is 10% for 2024 and 2025 and 9% for 2026.',
            ],
          },
          'Penalty and interest billed on other taxes are paid with the Tax, Penalty and Interest Billing Statement.',
        ],
      },
      {
        id: 'withholding-how-to-file',
        question: "How do I file the employer's return?",
        answer: [
          {
            steps: [
              "Log in as a business user and choose Employer's Return of Income Tax Withheld on the dashboard. If you file for several businesses, choose the business in the Filing as list first.",
              'Choose the frequency, the tax year and the month or quarter.',
              'Enter the number of employees, the total wages paid, the city income tax withheld and any prior overpayment credit you are applying.',
              'Select File return. The amount due (tax withheld less the credit, never below $0.00, plus any penalty and interest) is paid by card on the next step. When nothing is due, the return is filed without a payment.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'net-profit-estimate',
    title: 'Individual/net profit estimate',
    questions: [
      {
        id: 'net-profit-estimated-tax',
        question: 'How is the estimated tax computed?',
        answer: [
          "Individual estimate: estimated income × your residence city's tax rate, less your estimated credits.",
          "Net profit estimate: estimated net profit × apportionment percentage × the business city's tax rate, less your estimated credits.",
          'The estimated tax is never below $0.00. Estimated payments are required when the estimated tax is $200.00 or more. Both forms show the computation and your installment schedule before you submit.',
          'If your business expects a net loss for the year, enter it as a negative amount, with a minus sign before it (for example -25000). A loss is not taxed, so your estimated tax is $0.00 and estimated payments are not required, but you may still make one.',
        ],
      },
      {
        id: 'apportionment',
        question: 'What is apportionment?',
        answer: [
          "Apportionment is the share of your business's net profit that was earned in the city. Enter it as a percentage from 0 to 100 with up to two decimals, for example 62.5. If all of your business is done in the city, enter 100.",
          'Only the apportioned part of your net profit is taxed by the city.',
        ],
      },
      {
        id: 'net-profit-due-dates',
        question: 'When are net profit estimated payments due?',
        answer: [
          'For a calendar-year business: April 15, June 15, September 15 and December 15. By each date, the total paid should reach 22.5%, 45%, 67.5% and 90% of the estimated tax.',
          'A due date on a Saturday, Sunday or federal holiday moves to the next business day. Individual estimates are due on January 15 of the next year instead of December 15.',
        ],
      },
      {
        id: 'safe-harbor',
        question: 'What is the safe harbor?',
        answer: [
          "If your tax for the prior year is lower than 90% of this year's estimated tax, your installments are based on 100% of the prior year's tax instead: 25%, 50%, 75% and 100% of it by the four due dates.",
          'Enter the prior-year tax on the individual or net profit estimate form to use it; the preview says when the safe harbor applies.',
        ],
      },
    ],
  },
  {
    id: 'other',
    title: 'Other FAQ',
    questions: [
      {
        id: 'email-and-personal-information',
        question: 'How does City Tax e-File use my email address and personal information?',
        answer: [
          'Your email address is your user name. We use it to send you the links to confirm your registration, reset your password and confirm a change of email address, to tell your old address when the email address changes, and to reply when you contact us.',
          'Your name, address, Social Security number or federal ID and tax details identify you as a taxpayer and fill in and compute your forms. They are used by the City Tax Collection Division to administer city income tax.',
          {
            list: [
              "Your card details are entered on the payment provider's page; City Tax e-File keeps only the last digits of the card, to show in the payment history.",
              'The W-2 copies you attach are uploaded to the division for your return; the copy kept in your browser is removed when you log out or close the tab.',
              'To improve the portal it records usage events such as page views and log-ins, without names, email addresses, Social Security numbers, federal IDs or amounts. No third-party tracking scripts are used.',
              'The portal stores a cookie that remembers you accepted the Web Filing Agreement, and keeps your log-in in your browser until you log out.',
            ],
          },
        ],
      },
    ],
  },
];

export const faqEn = {
  title: 'Frequently Asked Questions',
  intro:
    'Answers to common questions about City Tax e-File. Choose a topic to see its questions, or read on.',
  /** Accessible name of the sidebar of topics. */
  navLabel: 'FAQ topics',
  moreHelp: 'Did not find your answer?',
  contact: [
    'Use ',
    contactUs,
    ` or email ${supportEmail} or call ${supportPhone}. Replies take up to two business days.`,
  ] satisfies readonly FaqInline[],
  sections,
};
