import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { CurrencyInput, type CurrencyInputProps } from '../CurrencyInput/CurrencyInput';
import { DateField } from '../DateField/DateField';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary';
import { FaqAccordion } from '../FaqAccordion/FaqAccordion';
import { FieldErrorList } from '../FieldErrorList/FieldErrorList';
import { FileInput } from '../FileInput/FileInput';
import { Footer } from '../Footer/Footer';
import { InactivityDialog } from '../InactivityDialog/InactivityDialog';
import { Link } from '../Link/Link';
import { ModalAlert } from '../ModalAlert/ModalAlert';
import { NativeSelect } from '../NativeSelect/NativeSelect';
import { PrintReminderDialog } from '../PrintReminderDialog/PrintReminderDialog';
import { Select } from '../Select/Select';
import { SideNav } from '../SideNav/SideNav';
import { SkipLink } from '../SkipLink/SkipLink';
import { Spinner } from '../Spinner/Spinner';
import { StepIndicator } from '../StepIndicator/StepIndicator';
import { DisplayMode } from '../TaxpayerDataPanel/format';
import { TaxpayerDataPanel } from '../TaxpayerDataPanel/TaxpayerDataPanel';
import { ToastProvider, useToast } from '../Toast/Toast';
import { uiTextEn, type UiText } from './uiText.en';
import { uiTextEs } from './uiText.es';
import { useUiText } from './useUiText';
import { UiTextProvider } from './UiTextProvider';

const noop = () => {};
const options = [{ value: 'springfield', label: 'Springfield' }];
const taxpayer = {
  taxpayer: { name1: 'Jane', name2: 'Doe', middleInitial: null, federalId: '***-**-1234' },
  jointFiler: null,
  address: { street: '100 Main St', city: 'Springfield', state: 'OH', zip: '45505' },
};

function ShowToast() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ text: 'Saved', autoHide: false })}>
      Show
    </button>
  );
}

/** A CurrencyInput whose value the parent keeps, as a form does. */
function Amount(props: Omit<CurrencyInputProps, 'name' | 'value' | 'onChange'>) {
  const [value, setValue] = useState<number | null>(null);
  return <CurrencyInput {...props} name={props.label} value={value} onChange={setValue} />;
}

interface Language {
  name: string;
  t: UiText;
  /** The filing date of 1 April 2026 as the panel shows it. */
  aprilFirst: string;
  /** The names of the date field's segments, in their order. */
  segments: RegExp[];
  wrap: (ui: ReactElement) => ReactNode;
}

const languages: Language[] = [
  {
    name: 'Spanish, through the provider',
    t: uiTextEs,
    aprilFirst: '1/4/2026',
    segments: [/día/i, /mes/i, /año/i],
    wrap: (ui) => (
      <UiTextProvider text={uiTextEs} locale="es-US">
        {ui}
      </UiTextProvider>
    ),
  },
  {
    name: 'English, without a provider',
    t: uiTextEn,
    aprilFirst: '4/1/2026',
    segments: [/month/i, /day/i, /year/i],
    wrap: (ui) => ui,
  },
];

describe.each(languages)('default texts in $name', ({ t, aprilFirst, segments, wrap }) => {
  const show = (ui: ReactElement) => render(<>{wrap(ui)}</>);

  it('Button and Spinner announce their loading text', () => {
    show(
      <>
        <Button isLoading>Save</Button>
        <Spinner />
      </>,
    );
    const [button, spinner] = screen.getAllByRole('status');
    expect(button).toHaveTextContent(t.button.loadingLabel);
    expect(spinner).toHaveTextContent(t.spinner.label);
  });

  it('FileInput lists the chosen files under its heading, with their sizes', async () => {
    const user = userEvent.setup();
    show(<FileInput label="W-2" name="w2" />);
    await user.upload(
      screen.getByLabelText('W-2'),
      new File([new Uint8Array(1.5 * 1024 * 1024)], 'w2.pdf', { type: 'application/pdf' }),
    );
    const list = screen.getByRole('list', { name: t.fileInput.chosenFilesLabel });
    expect(list).toHaveTextContent(`w2.pdf (${t.fileInput.fileSizeText(1.5 * 1024 * 1024)})`);
    expect(list).toHaveTextContent('(1.5 MB)');
  });

  it('ModalAlert names its OK button and its close cross', () => {
    show(<ModalAlert open onOpenChange={noop} title="Saved" message="Your return was saved." />);
    const dialog = screen.getByRole('dialog', { name: 'Saved' });
    expect(within(dialog).getByRole('button', { name: t.modalAlert.okLabel })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.modalAlert.closeLabel })).toBeInTheDocument();
  });

  it('ToastProvider names its region and each close button', () => {
    show(
      <ToastProvider>
        <ShowToast />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const region = screen.getByRole('region', { name: t.toast.label });
    expect(within(region).getByRole('button', { name: t.toast.closeLabel })).toBeInTheDocument();
  });

  it('ConfirmDialog asks under its title with cancel and confirm buttons', () => {
    show(<ConfirmDialog open onOpenChange={noop} message="Leave the form?" />);
    const dialog = screen.getByRole('alertdialog', { name: t.confirmDialog.title });
    expect(within(dialog).getByRole('button', { name: t.confirmDialog.cancelLabel })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: t.confirmDialog.confirmLabel })).toBeInTheDocument();
  });

  it('Banner says whose site it is and how to know', async () => {
    const user = userEvent.setup();
    show(<Banner owner="Springfield" />);
    expect(screen.getByRole('region', { name: t.banner.text('Springfield') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(t.banner.toggleLabel) }));
    expect(screen.getByText(t.banner.domainHeading)).toBeVisible();
    expect(screen.getByText(t.banner.domainText)).toBeVisible();
    expect(screen.getByText(t.banner.httpsHeading)).toBeVisible();
    expect(screen.getByText(t.banner.httpsText)).toBeVisible();
  });

  it('TaxpayerDataPanel labels its fields and writes the filing date in the locale', () => {
    const labels = t.taxpayerDataPanel.labels;
    show(
      <TaxpayerDataPanel
        mode={DisplayMode.Individual}
        status="loaded"
        data={taxpayer}
        today={new Date(2026, 3, 1)}
      />,
    );
    const panel = screen.getByRole('region', { name: labels.heading });
    const valueOf = (label: string) => within(panel).getByText(label).nextElementSibling;
    expect(valueOf(labels.taxpayerName)).toHaveTextContent('Jane Doe');
    expect(valueOf(labels.filingDate)).toHaveTextContent(aprilFirst);
    expect(within(panel).getByRole('button', { name: labels.showDetails })).toBeInTheDocument();
  });

  it('TaxpayerDataPanel says it is loading, and what went wrong', () => {
    const { rerender } = show(
      <TaxpayerDataPanel mode={DisplayMode.Business} status="loading" data={undefined} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(t.taxpayerDataPanel.labels.loading);
    rerender(<>{wrap(<TaxpayerDataPanel mode={DisplayMode.Business} status="error" data={undefined} />)}</>);
    expect(screen.getByRole('alert')).toHaveTextContent(t.taxpayerDataPanel.errorMessage);
  });

  it('Footer shows its owner and names its links', () => {
    show(<Footer aboutHref="/about" faqHref="/faq" contactHref="/contact" currentYear={2026} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© 1998–2026 ${t.footer.owner}`);
    expect(within(footer).getByRole('link', { name: t.footer.aboutLabel })).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: `${t.footer.faqLabel} ${t.footer.newTabHint}` }),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: t.footer.contactLabel })).toBeInTheDocument();
  });

  it('Select and NativeSelect show their placeholders', () => {
    show(
      <>
        <Select label="City" name="city" options={options} />
        <NativeSelect label="Town" name="town" options={options} />
      </>,
    );
    expect(screen.getByRole('button', { name: new RegExp(t.select.placeholder) })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: t.nativeSelect.placeholder })).toBeInTheDocument();
  });

  it('InactivityDialog warns with a countdown, then says the session ended', () => {
    const words = t.inactivityDialog;
    const { rerender } = show(
      <InactivityDialog open onOpenChange={noop} signedIn onContinue={noop} secondsRemaining={30} />,
    );
    const warning = screen.getByRole('alertdialog', { name: words.signedInTitle });
    expect(warning).toHaveAccessibleDescription(words.signedInMessage);
    const announced = within(warning)
      .getAllByRole('status')
      .map((status) => status.textContent);
    expect(announced).toContain(words.countdownText(30));
    expect(within(warning).getByRole('button', { name: words.okLabel })).toHaveFocus();
    rerender(<>{wrap(<InactivityDialog open onOpenChange={noop} signedIn={false} onContinue={noop} />)}</>);
    expect(screen.getByRole('alertdialog', { name: words.signedOutTitle })).toHaveAccessibleDescription(
      words.signedOutMessage,
    );
  });

  it('CurrencyInput explains text that is no amount, and a minus where none is allowed', async () => {
    const user = userEvent.setup();
    show(
      <>
        <Amount label="Wages" />
        <Amount label="Refund" allowNegative={false} />
      </>,
    );
    await user.type(screen.getByLabelText('Wages'), 'abc');
    await user.tab();
    await user.type(screen.getByLabelText('Refund'), '-5');
    await user.tab();
    expect(screen.getByLabelText('Wages')).toHaveAccessibleDescription(t.currencyInput.notANumberMessage);
    expect(screen.getByLabelText('Refund')).toHaveAccessibleDescription(t.currencyInput.belowZeroMessage);
  });

  it('SkipLink, SideNav, Link and FaqAccordion name themselves', () => {
    show(
      <>
        <SkipLink />
        <SideNav items={[{ href: '/', label: 'Home' }]} />
        <Link href="/help" variant="external">
          Help
        </Link>
        <FaqAccordion sections={[{ id: 's', title: 'Filing', questions: [] }]} />
      </>,
    );
    expect(screen.getByRole('link', { name: t.skipLink.label })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: t.sideNav.ariaLabel });
    expect(within(nav).getByRole('button', { name: t.sideNav.menuLabel })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Help ${t.link.newTabHint}` })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: t.faqAccordion.navLabel })).toBeInTheDocument();
  });

  it('ErrorSummary and FieldErrorList head their lists', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    show(
      <>
        <ErrorSummary errors={[{ message: 'Enter your name' }]} />
        <FieldErrorList errors={[{ message: 'Enter your city' }]} />
      </>,
    );
    expect(screen.getByRole('heading', { name: t.errorSummary.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.fieldErrorList.title })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('StepIndicator counts the steps and says which are completed', () => {
    const words = t.stepIndicator;
    const steps = [{ label: 'Details' }, { label: 'Pay' }, { label: 'Done' }];
    const { rerender } = show(<StepIndicator steps={steps} currentIndex={1} />);
    const list = screen.getByRole('list', { name: words.label });
    expect(screen.getByText(words.counterText(2, 3, 'Pay'))).toBeInTheDocument();
    const [details, , done] = within(list).getAllByRole('listitem');
    expect(details).toHaveTextContent(`Details ${words.completedText}`);
    expect(done).toHaveTextContent(`Done ${words.notCompletedText}`);
    rerender(<>{wrap(<StepIndicator steps={steps} currentIndex={3} />)}</>);
    expect(screen.getByText(words.allCompletedText(3))).toBeInTheDocument();
  });

  it('PrintReminderDialog reminds to print the form by its title', () => {
    const words = t.printReminderDialog;
    show(<PrintReminderDialog open onOpenChange={noop} formTitle="W-2" onDismiss={noop} onPrint={noop} />);
    const dialog = screen.getByRole('alertdialog', { name: words.title('W-2') });
    expect(dialog).toHaveAccessibleDescription(words.message);
    for (const name of [words.printLabel, words.returnLabel, words.proceedLabel]) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('DateField names its segments in the language, in the locale’s order', () => {
    show(<DateField label="Born" name="born" />);
    const spinbuttons = within(screen.getByRole('group', { name: 'Born' })).getAllByRole('spinbutton');
    expect(spinbuttons).toHaveLength(3);
    segments.forEach((name, index) => expect(spinbuttons[index]).toHaveAccessibleName(name));
  });
});

describe('UiTextProvider', () => {
  it('lets a prop win over its texts', () => {
    render(
      <UiTextProvider text={uiTextEs} locale="es-US">
        <Spinner label="Cargando sus presentaciones" />
        <ErrorSummary title="Revise sus respuestas" errors={[{ message: 'Falta su nombre' }]} />
      </UiTextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando sus presentaciones');
    expect(screen.getByRole('heading', { name: 'Revise sus respuestas' })).toBeInTheDocument();
  });

  it('keeps the enclosing texts and locale for what a nested provider does not give', () => {
    let seen: ReturnType<typeof useUiText> | undefined;
    function Probe() {
      seen = useUiText();
      return null;
    }
    render(
      <UiTextProvider text={uiTextEs} locale="es-US">
        <UiTextProvider locale="en-US">
          <Probe />
        </UiTextProvider>
      </UiTextProvider>,
    );
    expect(seen?.text).toBe(uiTextEs);
    expect(seen?.locale).toBe('en-US');
  });

  it('gives English and en-US outside any provider, and English when only the locale is given', () => {
    const seen: Array<ReturnType<typeof useUiText>> = [];
    function Probe() {
      seen.push(useUiText());
      return null;
    }
    render(
      <>
        <Probe />
        <UiTextProvider locale="es-US">
          <Probe />
        </UiTextProvider>
      </>,
    );
    expect(seen[0]).toEqual({ text: uiTextEn, locale: 'en-US' });
    expect(seen[1]?.text).toBe(uiTextEn);
    expect(seen[1]?.locale).toBe('es-US');
  });

  it('keeps the English defaults as they were', () => {
    const { unmount } = render(
      <>
        <SkipLink />
        <ErrorSummary errors={[{ message: 'Enter your name' }]} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    unmount();
    render(<PrintReminderDialog open onOpenChange={noop} formTitle="Annual Return" onDismiss={noop} />);
    expect(
      screen.getByRole('alertdialog', { name: "Don't Forget to Print Your Annual Return" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'm finished - Proceed to Next Step" })).toBeInTheDocument();
  });
});

describe('uiTextEs', () => {
  /** Every text of a catalog with its path; functions are called with sample arguments. */
  function texts(node: unknown, path: string): Array<[string, string]> {
    if (typeof node === 'string') return [[path, node]];
    if (typeof node === 'function') {
      const args = [2, 3, 'Pay'].slice(0, node.length);
      return [[`${path}()`, String(node(...args))]];
    }
    return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
      texts(value, path ? `${path}.${key}` : key),
    );
  }

  it('has every text of uiTextEn, each translated', () => {
    const english = new Map(texts(uiTextEn, ''));
    const spanish = new Map(texts(uiTextEs, ''));
    expect([...spanish.keys()]).toEqual([...english.keys()]);
    // Sizes in bytes are the same words in both languages.
    const same = [...english].filter(([path, text]) => spanish.get(path) === text).map(([path]) => path);
    expect(same).toEqual(['fileInput.fileSizeText()']);
  });
});
