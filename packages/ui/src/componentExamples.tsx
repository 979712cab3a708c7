import type { ReactElement } from 'react';
import {
  Alert,
  Banner,
  Button,
  Checkbox,
  CheckboxGroup,
  Cluster,
  ConfirmDialog,
  CurrencyInput,
  DateField,
  DefaultLink,
  Details,
  DialogFrame,
  DisplayMode,
  ErrorSummary,
  FaqAccordion,
  FieldErrorList,
  Fieldset,
  FileInput,
  Footer,
  InactivityDialog,
  Link,
  ModalAlert,
  NativeDateField,
  NativeSelect,
  PrintReminderDialog,
  RadioGroup,
  Select,
  SideNav,
  SkipLink,
  Spinner,
  StepIndicator,
  Stack,
  SummaryList,
  Table,
  Tag,
  TaxpayerDataPanel,
  TextArea,
  TextField,
  Tile,
  ToastProvider,
  TopBar,
  UiTextProvider,
  uiTextEs,
  VisuallyHidden,
} from './index';

// Realistic examples of every component the barrel exports, keyed by the export's name.
// `ssr.test.tsx` renders each with `renderToString` and fails for an exported component without a
// row here; the package's install test renders them again from the published tarball.
//
// Rules of this file: it imports components only through the one `from './index'` statement
// above (the install test rewrites that specifier to '@citytax/ui'), no other relative imports,
// no test libraries, and it compiles under strict TypeScript with the React 18 and 19 types.
// When you add a component, add its name to the import and its rows to the table (keep the
// key the export's name).

const noop = () => {};

/** A stand-in for a real sanitizer such as DOMPurify: shows the markup as text. */
const escapeAllMarkup = (html: string) => html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const cityOptions = [
  { value: 'springfield', label: 'Springfield' },
  { value: 'shelbyville', label: 'Shelbyville' },
  { value: 'ogdenville', label: 'Ogdenville', isDisabled: true },
] as const;

const taxpayer = {
  taxpayer: { name1: 'Jane', name2: 'Doe', middleInitial: 'Q', federalId: '***-**-1234' },
  jointFiler: { name1: 'John', name2: 'Doe', middleInitial: null, federalId: '***-**-5678' },
  address: { street: '100 Main St', city: 'Springfield', state: 'OH', zip: '455051234' },
};

const faqSections = [
  {
    id: 'filing',
    title: 'Filing',
    questions: [
      { id: 'who-files', question: 'Who must file?', answer: 'Every resident with taxable income.' },
      { id: 'due-date', question: 'When is the return due?', answer: <p>April 15.</p> },
    ],
  },
  {
    id: 'paying',
    title: 'Paying',
    questions: [{ id: 'how-pay', question: 'How can I pay?', answer: 'By card or bank transfer.' }],
  },
];

export const componentExamples: Record<string, ReactElement[]> = {
  Alert: [
    <Alert key="info">Your changes were saved.</Alert>,
    <Alert key="error" variant="error" heading="There is a problem">
      The server did not answer. Try again later.
    </Alert>,
  ],
  Button: [
    <Button key="primary">Save</Button>,
    <Button key="loading" variant="secondary" isLoading loadingLabel="Saving">
      Save
    </Button>,
    <Button key="danger" variant="danger" disabled>
      Delete
    </Button>,
  ],
  Checkbox: [
    <Checkbox key="checked" name="veracity" label="I confirm this is true" isSelected onChange={noop} />,
    <Checkbox
      key="error"
      name="veracity"
      label="I confirm this is true"
      hint="Required before you submit."
      error="Confirm that the information is true"
    />,
  ],
  ConfirmDialog: [
    <ConfirmDialog
      key="open"
      open
      onOpenChange={noop}
      title="Leave this page?"
      message="Your changes will be lost."
      confirmLabel="Leave"
      confirmVariant="danger"
    />,
  ],
  CurrencyInput: [
    <CurrencyInput key="value" name="wages" label="Wages" value={1234.5} onChange={noop} />,
    <CurrencyInput
      key="error"
      name="refund"
      label="Refund"
      hint="Whole dollars"
      value={-20}
      precision={0}
      allowNegative={false}
      error="Enter an amount of $0 or more"
      onChange={noop}
    />,
  ],
  DateField: [
    <DateField key="value" name="dob" label="Date of birth" value="1980-02-29" onChange={noop} />,
    <DateField
      key="error"
      name="filed"
      label="Date filed"
      hint="For example, 04 15 2025"
      value={null}
      minValue="2020-01-01"
      error="Enter the date filed"
    />,
  ],
  DefaultLink: [
    <DefaultLink key="link" href="/faq">
      Frequently asked questions
    </DefaultLink>,
  ],
  DialogFrame: [
    <DialogFrame
      key="open"
      open
      onOpenChange={noop}
      title="Details"
      description="More about this form."
      closeLabel="Close"
      footer={<Button onClick={noop}>OK</Button>}
    />,
  ],
  FaqAccordion: [
    <FaqAccordion key="faq" sections={faqSections} defaultOpenSection="filing" activeQuestionId="due-date" />,
  ],
  FieldErrorList: [
    <FieldErrorList
      key="errors"
      errors={[{ message: 'Enter your email', fieldId: 'email' }, { message: 'Something else is wrong' }]}
    />,
    <FieldErrorList key="empty" errors={[]} />,
  ],
  Footer: [
    <Footer key="footer" currentYear={2025} aboutHref="/about" faqHref="/faq" contactHref="/contact" />,
  ],
  InactivityDialog: [
    <InactivityDialog
      key="signed-in"
      open
      onOpenChange={noop}
      signedIn
      secondsRemaining={45}
      onContinue={noop}
    />,
    <InactivityDialog key="signed-out" open onOpenChange={noop} signedIn={false} onContinue={noop} />,
  ],
  ModalAlert: [
    <ModalAlert
      key="open"
      open
      onOpenChange={noop}
      title="Session expired"
      message="Your session has expired. Sign in again."
    />,
    <ModalAlert
      key="html"
      open
      onOpenChange={noop}
      title="Invalid password"
      messageHtml="<ul><li>At least 8 characters</li></ul>"
      sanitizeHtml={escapeAllMarkup}
    />,
  ],
  NativeDateField: [
    <NativeDateField key="value" name="due" label="Due date" value="2025-04-15" onChange={noop} />,
    <NativeDateField
      key="error"
      name="paid"
      label="Payment date"
      hint="When the payment left your account"
      value={null}
      error="Enter the payment date"
      onChange={noop}
    />,
  ],
  NativeSelect: [
    <NativeSelect
      key="value"
      name="city"
      label="City"
      options={cityOptions}
      value="springfield"
      onChange={noop}
    />,
    <NativeSelect
      key="error"
      name="city"
      label="City"
      hint="Where you lived on December 31"
      options={cityOptions}
      value={null}
      error="Choose a city"
      onChange={noop}
    />,
  ],
  PrintReminderDialog: [
    <PrintReminderDialog
      key="open"
      open
      onOpenChange={noop}
      formTitle="Exemption Certificate"
      onDismiss={noop}
      onPrint={noop}
    />,
  ],
  RadioGroup: [
    <RadioGroup
      key="value"
      name="status"
      label="Filing status"
      value="single"
      onChange={noop}
      options={[
        { value: 'single', label: 'Single' },
        { value: 'joint', label: 'Married filing jointly', hint: 'Both spouses sign' },
      ]}
    />,
    <RadioGroup
      key="error"
      name="status"
      label="Filing status"
      hint="As on your federal return"
      error="Choose a filing status"
      options={[
        { value: 'single', label: 'Single' },
        { value: 'joint', label: 'Married filing jointly' },
      ]}
    />,
  ],
  Select: [
    <Select key="value" name="city" label="City" options={cityOptions} value="shelbyville" onChange={noop} />,
    <Select
      key="error"
      name="city"
      label="City"
      hint="Where you work"
      options={cityOptions}
      value={null}
      error="Choose a city"
      onChange={noop}
    />,
  ],
  SideNav: [
    <SideNav
      key="nav"
      currentHref="/filings"
      items={[
        { href: '/', label: 'Home' },
        { href: '/filings', label: 'My filings' },
      ]}
    />,
  ],
  Spinner: [<Spinner key="spinner" label="Loading filings" showLabel />],
  Tag: [
    <Tag key="draft">Draft</Tag>,
    <Tag key="paid" variant="success">
      Paid
    </Tag>,
  ],
  TaxpayerDataPanel: [
    <TaxpayerDataPanel
      key="loaded"
      mode={DisplayMode.ExemptionCertificate}
      status="loaded"
      data={taxpayer}
      today={new Date(2025, 3, 15)}
      locale="en-US"
    />,
    <TaxpayerDataPanel key="loading" mode={DisplayMode.Individual} status="loading" data={undefined} />,
    <TaxpayerDataPanel key="error" mode={DisplayMode.Business} status="error" data={undefined} />,
  ],
  TextArea: [
    <TextArea key="value" name="message" label="Message" value="Please call me back." onChange={noop} />,
    <TextArea
      key="error"
      name="message"
      label="Message"
      hint="At most 500 characters"
      value=""
      error="Enter a message"
      onChange={noop}
    />,
  ],
  TextField: [
    <TextField
      key="value"
      name="email"
      label="Email"
      type="email"
      value="jane@example.org"
      onChange={noop}
    />,
    <TextField
      key="error"
      name="email"
      label="Email"
      hint="We send the confirmation here"
      value="jane@"
      error="Enter an email address like name@example.org"
      onChange={noop}
    />,
  ],
  Tile: [
    <Tile key="tile" title="Exemption certificate" description="File if you owe no tax." href="/exemption" />,
  ],
  ToastProvider: [
    <ToastProvider key="toasts" label="Notifications">
      <p>Page content</p>
    </ToastProvider>,
  ],
  TopBar: [
    <TopBar
      key="topbar"
      title="City Tax e-File"
      actions={<DefaultLink href="/logout">Log out</DefaultLink>}
    />,
  ],
  Stack: [
    <Stack key="stack">
      <p>Your return is ready to file.</p>
      <Alert heading="Balance due">Your balance is $120.00.</Alert>
    </Stack>,
    <Stack key="list" as="ul" space={2} aria-label="Before you file">
      <li>Have your W-2 forms at hand.</li>
      <li>Allow 15 minutes.</li>
    </Stack>,
  ],
  Cluster: [
    <Cluster key="buttons" justify="end">
      <Button>Apply</Button>
      <Button variant="secondary">Reset</Button>
    </Cluster>,
    <Cluster key="tags" as="ul" space={2} align="baseline" aria-label="Filing statuses">
      <li>
        <Tag variant="info">Filed</Tag>
      </li>
      <li>
        <Tag variant="success">Paid</Tag>
      </li>
    </Cluster>,
  ],
  SummaryList: [
    <SummaryList
      key="answers"
      rows={[
        {
          key: 'Name',
          value: 'Jane Q. Doe',
          actions: [{ label: 'Change', href: '/name', visuallyHiddenText: 'name' }],
        },
        {
          key: 'W-2 wages',
          value: '$52,000.00',
          numeric: true,
          actions: [
            { label: 'Edit', onClick: noop, visuallyHiddenText: 'W-2 wages' },
            { label: 'Remove', onClick: noop, visuallyHiddenText: 'W-2 wages' },
          ],
        },
      ]}
    />,
    <SummaryList
      key="facts"
      noBorder
      rows={[
        { key: 'Confirmation number', value: 'CT-2025-7K4P-9QXM', stacked: true },
        { key: 'Amount paid', value: '$875.01' },
      ]}
    />,
  ],
  Table: [
    <Table
      key="interest"
      caption="Interest by year"
      columns={[
        { header: 'Year' },
        { header: 'Months', numeric: true },
        { header: 'Interest', numeric: true },
      ]}
      rows={[
        { key: 2023, cells: ['2023', '8', '$46.67'] },
        { key: 2024, cells: ['2024', '5', '$33.33'], rowProps: { 'data-current': true } },
      ]}
      footer={[{ key: 'total', cells: ['Total', '13', '$80.00'], emphasis: true }]}
    />,
    <Table
      key="payments"
      caption="Payment history"
      captionVisuallyHidden
      stackBelow="36rem"
      firstCellIsHeader={false}
      columns={[{ header: 'Date' }, { header: 'Amount', numeric: true, label: false }]}
      rows={[{ key: 1, cells: ['Nov 24, 2026', '$875.01'] }]}
    />,
  ],
  Banner: [<Banner key="closed" owner="the City of Springfield" />],
  CheckboxGroup: [
    <CheckboxGroup
      key="value"
      legend="What income did you have?"
      name="income"
      value={['wages']}
      onChange={noop}
      options={[
        { value: 'wages', label: 'Wages (W-2)' },
        { value: 'other', label: 'Other income (1099)', hint: 'Fees for work as a contractor' },
      ]}
    />,
    <CheckboxGroup
      key="error"
      legend="What income did you have?"
      name="income"
      hint="Select all that apply."
      error="Select the income you had"
      options={[{ value: 'wages', label: 'Wages (W-2)' }]}
    />,
  ],
  Details: [
    <Details key="closed" summary="Help with the tax year">
      The year you earned the income.
    </Details>,
    <Details key="open" summary="About this service" open onOpenChange={noop}>
      <p>File and pay city tax forms online.</p>
    </Details>,
  ],
  Fieldset: [
    <Fieldset
      key="address"
      legend="Mailing address"
      legendSize="md"
      hint="Where we send notices"
      error="Enter an address"
    >
      <TextField name="street" label="Street" value="1 Main St" onChange={noop} />
    </Fieldset>,
  ],
  Link: [
    <Link key="default" href="/landing">
      About this service
    </Link>,
    <Link key="external" href="/faq" variant="external" component={DefaultLink}>
      FAQ
    </Link>,
  ],
  SkipLink: [
    <SkipLink key="skip" />,
    <SkipLink key="text" href="#content">
      Saltar al contenido
    </SkipLink>,
  ],
  ErrorSummary: [
    <ErrorSummary
      key="focus"
      errors={[
        { message: 'Enter your full name', fieldId: 'name' },
        { message: 'The server could not check your address' },
      ]}
    />,
    <ErrorSummary key="live-empty" mode="live" errors={[]} />,
    <ErrorSummary
      key="live"
      mode="live"
      title="Please correct the following errors:"
      description="Your return was not saved."
      headingLevel={3}
      errors={[{ message: 'Phone number is required', fieldId: 'phone' }]}
    />,
  ],
  StepIndicator: [
    <StepIndicator
      key="middle"
      currentIndex={1}
      steps={[
        { label: 'Check you can file online', href: '/return/questions' },
        { label: 'Your city' },
        { label: 'Your W-2s and 1099s' },
        { label: 'Check and file' },
      ]}
      linkComponent={DefaultLink}
    />,
    <StepIndicator key="done" currentIndex={2} steps={[{ label: 'Details' }, { label: 'Pay' }]} />,
  ],
  FileInput: [
    <FileInput
      key="w2"
      label="Attach a copy of your W-2"
      name="file"
      hint="PDF, PNG or JPEG, up to 5 MB"
      accept=".pdf,.png,.jpg,.jpeg"
      multiple
    />,
    <FileInput key="invalid" label="Upload a letter" name="letter" error="Choose a file" required />,
  ],
  VisuallyHidden: [
    <a key="in-link" href="/filings/7">
      View <VisuallyHidden>Individual Annual Return 2025</VisuallyHidden>
    </a>,
    <VisuallyHidden key="heading" as="h2">
      Confirmation details
    </VisuallyHidden>,
  ],
  UiTextProvider: [
    <UiTextProvider key="spanish" text={uiTextEs} locale="es-US">
      <SkipLink />
      <Banner owner="la Ciudad de Springfield" />
      <CurrencyInput label="Salarios" name="wages" value={1234.56} />
      <DateField label="Fecha de nacimiento" name="birthDate" defaultValue="1990-07-04" />
      <TaxpayerDataPanel
        mode={DisplayMode.CityTaxForm}
        status="loaded"
        data={taxpayer}
        today={new Date(2026, 3, 1)}
      />
      <Button isLoading>Guardar</Button>
    </UiTextProvider>,
    <UiTextProvider key="english" locale="en-US">
      <Spinner />
    </UiTextProvider>,
  ],
};
