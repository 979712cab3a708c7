import {
  AnnualReturnOutcome,
  hasW2Money,
  isEfileEligible,
  TaxFormStatus,
  TAX_FORM_TYPE_LABELS,
  type CityTaxForm,
  type CityTaxFormEntry,
  type EfileQuestionsRequest,
  type Form1099,
  type Form1099Request,
  type FormW2,
  type FormW2Request,
} from '@citytax/api';
import {
  AnnualReturnSummary,
  EfileQuestionnaireForm,
  PaperReturnGuidance,
  efileIneligibleParams,
  paperReturnReasons,
  previewSummary,
  formatMoney,
} from '@citytax/forms';
import { Alert, Button, DisplayMode, NativeSelect, Spinner, Table, useToast } from '@citytax/ui';
import { LazyConfirmDialog } from '../../shell/lazyDialog';
import { usePreloadAfterPaint } from '../../shell/lazyModule';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { track } from '../../analytics';
import { formErrorText, problemKind } from '../../taxForm/errorText';
import { FiledFormStatus } from '../../taxForm/FiledFormStatus';
import { focusHeading } from '../../taxForm/focusHeading';
import { printForm } from '../../taxForm/printForm';
import { TaxFormPage } from '../../taxForm/TaxFormPage';
import { useFiling } from '../../taxForm/useFiling';
import { FocusedAlert } from '../account/FocusedAlert';
import { annualReturnEn } from '../../messages/annualReturn.en';
import { getEndpoints } from '../../state/endpoints';
import { useFormVisitKey } from '../../state/formVisitKey';
import type { EntryKind, EntryValues } from './annual-return/EntryEditor';
import { entryEditor, LazyEntryEditor, LazyW2Attachments } from './annual-return/laterSteps';
import { ReturnSteps } from './annual-return/ReturnSteps';
import type { AnnualReturnData, annualReturnLoader, EntryDetails } from './annual-return/annualReturnLoader';
import {
  annualReturnReducer,
  initialAnnualReturnState,
  type Editing,
} from './annual-return/annualReturnState';
import styles from './annual-return/AnnualReturnPage.module.css';
import { LoadFailed } from '../../taxForm/LoadFailed';
import { AUTHORITY_TIME_ZONE } from '@citytax/tax-rules';
import { formatLongDate } from '../../i18n/formats';

const t = annualReturnEn;
/** The id of an entry's Edit button, where focus goes once the entry is saved. */
const entryButtonId = (id: number) => `annual-return-entry-${id}`;

/** The live preview's inputs: the saved entries with the one being edited swapped in. */
function previewInputs(details: EntryDetails, editing: Editing | null, values: EntryValues | null) {
  const w2s: FormW2Request[] = [];
  const form1099s: Form1099Request[] = [];
  for (const d of Object.values(details)) {
    if (editing?.entry && editing.entry.id === d.id) continue;
    if (d.taxFormType === 'FormW2') w2s.push(d);
    else form1099s.push(d);
  }
  if (editing && values) {
    if (editing.kind === 'FormW2') {
      const v = values as Extract<EntryValues, { employerEin: string }>;
      if (hasW2Money(v) && v.locality) w2s.push(v);
      else return null;
    } else {
      const v = values as Extract<EntryValues, { payerTin: string }>;
      if (v.amount !== null) form1099s.push({ ...v, amount: v.amount });
      else return null;
    }
  }
  return { w2s, form1099s };
}

/**
 * /forms/individual/annual-return: the e-file questionnaire, then the return — residence city,
 * W-2 and 1099 entries, the computed summary — and filing (issue 6; TAX-RULES.md §2). The route's
 * loader (`annualReturnLoader`) reads what it shows, and reads it again after every write.
 */
export function AnnualReturnPage() {
  const load = useLoaderData<typeof annualReturnLoader>();
  const revalidator = useRevalidator();
  if (load.status === 'ready') return <AnnualReturn data={load} />;
  return (
    <TaxFormPage title={t.title} displayMode={DisplayMode.CityTaxForm}>
      {revalidator.state === 'loading' ? (
        <Spinner label={t.loading} />
      ) : (
        <LoadFailed
          message={t.loadFailed}
          retryLabel={t.retry}
          onRetry={() => void revalidator.revalidate()}
        />
      )}
    </TaxFormPage>
  );
}

/** The loaded page: the loader's data, one state machine for editing, writes and messages, and the view. */
function AnnualReturn({ data }: { data: AnnualReturnData }) {
  const { cities, previewCities, taxYear, form, details, office } = data;
  // What the paper-return guidance names, as the server is configured (GET /api/office-contact).
  const paperOffice = office
    ? { formsUrl: office.paperFormsUrl, mailingAddress: office.mailingAddress, phone: office.supportPhone }
    : undefined;
  const toast = useToast();
  const { revalidate: refresh } = useRevalidator();
  const [state, dispatch] = useReducer(annualReturnReducer, data, initialAnnualReturnState);
  const {
    eligibility,
    questionError,
    editing,
    editValues,
    busy,
    notice,
    pageError,
    entryError,
    toRemove,
    confirmDeleteReturn,
    filedHere,
  } = state;
  // One visit per opening of the entry editor: its new W-2 or 1099, and each of its uploads, is
  // stored once however often Save (or the same file) is retried after a lost answer.
  const entryVisit = useFormVisitKey();
  const filedRef = useRef<HTMLDivElement>(null);
  /** The questionnaire's answers as last given, shown again by Change my answers. */
  const givenAnswers = useRef<EfileQuestionsRequest | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);
  // The step on screen (questions, paper-return guidance, or the return's first section): after
  // Continue or Change my answers focus goes to its heading, not to <body> (WCAG 2.4.3).
  const stepRef = useRef<HTMLElement>(null);
  const stepChosen = useRef(false);
  // The entry just saved (or whose editor closed): its Edit button gets focus once it is listed
  // and enabled; null for a new entry whose editor was cancelled (focus goes to the entries'
  // heading). `before` is the return as it was read before a save: wait for the re-read.
  const [entryFocus, setEntryFocus] = useState<{ id: number | null; before?: CityTaxForm | null } | null>(
    null,
  );
  const incomeRef = useRef<HTMLElement>(null);

  const dirty = Boolean(editValues?.dirty);
  const filed = form?.status === TaxFormStatus.Filed;

  useEffect(() => {
    if (pageError) errorRef.current?.focus();
    // Again when the reload that came with the error changed the view (a return locked or filed
    // elsewhere), so focus is not left on the editor that went away.
  }, [pageError, form?.status]);

  useEffect(() => {
    // Once the re-read return shows as filed (not before: the read-only view replaces the form).
    if (filed && filedHere) filedRef.current?.focus();
  }, [filed, filedHere]);

  useEffect(() => {
    if (!stepChosen.current) return;
    stepChosen.current = false;
    focusHeading(stepRef.current);
  }, [eligibility.state]);

  useEffect(() => {
    // Edit buttons are disabled while a write runs; a new entry is listed once the return is re-read.
    if (!entryFocus || busy !== null || editing) return;
    const listed = form?.entries.some((entry) => entry.id === entryFocus.id);
    if (!listed && entryFocus.before !== undefined && form === entryFocus.before) return;
    setEntryFocus(null);
    const button =
      listed && entryFocus.id !== null ? document.getElementById(entryButtonId(entryFocus.id)) : null;
    if (button) button.focus();
    else focusHeading(incomeRef.current);
  }, [entryFocus, busy, editing, form]);

  /** A failed write: the message, and a reload when the return changed elsewhere (filed, deleted). */
  const failed = useCallback(
    async (error: unknown, where: 'page' | 'entry') => {
      const kind = problemKind(error);
      const reload =
        kind === 'tax-form-already-filed' || kind === 'missing-tax-form' || kind === 'tax-form-locked';
      dispatch({ type: 'failed', message: formErrorText(error, t.unexpected), where, reload });
      if (reload) await refresh();
    },
    [refresh],
  );

  // Filing the return on the one filing flow: the return is already stored (its entries are), so
  // there is nothing to store; a balance due is submitted by the flow (Draft → AwaitingPayment:
  // locked, the amount fixed), so the pay page and the return agree on one amount; nothing due is
  // filed at once. The unsaved changes are the entry editor's.
  const filing = useFiling<Record<string, never>, CityTaxForm, CityTaxForm>({
    draftKey: null,
    store: async (_endpoints, current) => current,
    amountDue: (current) =>
      current.summary?.outcome === AnnualReturnOutcome.BalanceDue ? current.summary.amountDue : 0,
    saveFailed: t.unexpected,
    printReminder: { formTitle: t.printTitle },
    dirty,
    onFiled: async () => {
      dispatch({ type: 'filed' });
      await refresh();
    },
    onError: (error) => failed(error, 'page'),
  });

  const memberCities = useMemo(
    () => cities.filter((c) => c.member).map((c) => ({ value: c.code, label: c.name })),
    [cities],
  );

  const preview = useMemo(() => {
    if (!editing || !editValues?.dirty || !form?.residenceCity || !form.summary) return null;
    const inputs = previewInputs(details, editing, editValues.values);
    if (!inputs) return null;
    // With the server's city terms of the return's tax year (GET /api/cities), as its summary.
    return previewSummary(
      {
        taxYear,
        residenceCity: form.residenceCity,
        ...inputs,
        estimatesPaid: form.summary.estimatesPaid,
        priorYearCredit: form.summary.priorYearCredit,
      },
      previewCities,
    );
  }, [editing, editValues, form, details, taxYear, previewCities]);

  async function answerQuestions(answers: EfileQuestionsRequest) {
    // Change my answers shows them again as given (issue 31, finding 18).
    givenAnswers.current = answers;
    dispatch({ type: 'questionsSent' });
    try {
      const { eligible } = await (await getEndpoints()).efileQuestions(answers);
      stepChosen.current = true;
      if (eligible && isEfileEligible(answers)) {
        dispatch({ type: 'questionsAnswered', eligibility: { state: 'eligible' } });
      } else {
        track('efile_ineligible', { ...efileIneligibleParams(answers) });
        dispatch({
          type: 'questionsAnswered',
          eligibility: { state: 'ineligible', reasons: paperReturnReasons(answers) },
        });
      }
    } catch (error) {
      dispatch({ type: 'questionsFailed', message: formErrorText(error, t.unexpected) });
    }
  }

  async function chooseResidence(code: string | null) {
    if (!code || code === form?.residenceCity) return;
    // A choice confirmed while another saves is not lost: it is saved after it.
    if (busy !== null) {
      laterResidence.current = code;
      return;
    }
    dispatch({ type: 'start', busy: 'residence' });
    try {
      await (await getEndpoints()).updateCityTaxForm({ residenceCity: code });
      // The select stays disabled until the re-read return (its summary) shows the new city.
      await refresh();
    } catch (error) {
      await failed(error, 'page');
    } finally {
      dispatch({ type: 'finish' });
    }
  }

  // The residence city confirmed while the page was busy, saved once it is not.
  const laterResidence = useRef<string | null>(null);
  useEffect(() => {
    if (busy !== null || laterResidence.current === null) return;
    const code = laterResidence.current;
    laterResidence.current = null;
    void chooseResidence(code);
  });

  function openEditor(kind: EntryKind, entry: FormW2 | Form1099 | null) {
    entryVisit.renew();
    dispatch({ type: 'openEditor', editing: { kind, entry } });
    requestAnimationFrame(() => editorHeading.current?.focus());
  }

  /** Saves the entry being edited; false when it failed (the message is shown, the values stay). */
  async function saveEntry(body: FormW2Request | Form1099Request): Promise<boolean> {
    if (!editing) return false;
    dispatch({ type: 'start', busy: 'entry' });
    const wasNew = form === null;
    const label = TAX_FORM_TYPE_LABELS[editing.kind];
    try {
      const endpoints = await getEndpoints();
      const id = editing.entry?.id;
      let saved: { id: number };
      if (editing.kind === 'FormW2') {
        const w2 = body as FormW2Request;
        saved = id ? await endpoints.updateFormW2(id, w2) : await endpoints.addFormW2(w2, entryVisit.key());
      } else {
        const f = body as Form1099Request;
        saved = id ? await endpoints.updateForm1099(id, f) : await endpoints.addForm1099(f, entryVisit.key());
      }
      if (wasNew) track('add_annual_return_form', { taxYear });
      dispatch({ type: 'closeEditor' });
      setEntryFocus({ id: saved.id, before: form });
      await refresh();
      toast.show({ text: t.income.saved(label), kind: 'success' });
      return true;
    } catch (error) {
      await failed(error, 'entry');
      return false;
    } finally {
      dispatch({ type: 'finish' });
    }
  }

  async function editEntry(entry: CityTaxFormEntry) {
    const loaded = details[entry.id];
    if (loaded) return openEditor(entry.taxFormType, loaded);
    try {
      const endpoints = await getEndpoints();
      const full =
        entry.taxFormType === 'FormW2'
          ? await endpoints.formW2(entry.id)
          : await endpoints.form1099(entry.id);
      openEditor(entry.taxFormType, full);
    } catch (error) {
      await failed(error, 'page');
    }
  }

  async function removeEntry(entry: CityTaxFormEntry) {
    dispatch({ type: 'start', busy: 'remove' });
    try {
      await (await getEndpoints()).deleteForm(entry.id);
      await refresh();
      toast.show({ text: t.income.removed(TAX_FORM_TYPE_LABELS[entry.taxFormType]), kind: 'success' });
    } catch (error) {
      await failed(error, 'page');
    } finally {
      dispatch({ type: 'finish' });
    }
  }

  async function deleteReturn() {
    dispatch({ type: 'start', busy: 'deleteReturn' });
    try {
      await (await getEndpoints()).deleteCityTaxForm();
      dispatch({ type: 'closeEditor' });
      await refresh();
      toast.show({ text: t.deleteReturn.done, kind: 'success' });
    } catch (error) {
      await failed(error, 'page');
    } finally {
      dispatch({ type: 'finish' });
    }
  }

  /** AwaitingPayment → Draft: the return can be changed again; its pending payment is voided. */
  async function withdraw() {
    if (!form) return;
    dispatch({ type: 'start', busy: 'withdraw' });
    try {
      await (await getEndpoints()).withdrawForm(form.id);
      await refresh();
      dispatch({ type: 'withdrawn', notice: t.awaiting.withdrawn });
    } catch (error) {
      if (problemKind(error)) await failed(error, 'page');
      else dispatch({ type: 'failed', message: t.awaiting.withdrawFailed, where: 'page', reload: false });
    } finally {
      dispatch({ type: 'finish' });
    }
  }

  const cityName = (code: string) => cities.find((c) => c.code === code)?.name ?? code;
  const entryNames = useMemo(
    () => Object.fromEntries((form?.entries ?? []).map((e) => [e.id, e.name])),
    [form],
  );

  const awaiting = form?.status === TaxFormStatus.AwaitingPayment;
  /** Filed or awaiting payment: the return is shown, not edited. */
  const locked = filed || awaiting;
  // The entry editor's code, once a return that can be edited has painted (laterSteps.tsx).
  usePreloadAfterPaint(!locked && eligibility.state === 'eligible' ? entryEditor : null);

  const summary = form?.summary ?? null;
  const entries = form?.entries ?? [];

  // Four columns with an action pair do not fit a phone: below 36rem each entry stacks, its form on
  // a line, then the payer and amount named by their columns, then Edit and Delete.
  const entriesTable = (
    <Table
      caption={t.income.caption(taxYear)}
      frameClassName={styles.entries}
      stackBelow="36rem"
      data-actions={locked ? undefined : ''}
      columns={[
        { header: t.income.type },
        { header: t.income.name },
        { header: t.income.amount, numeric: true },
        ...(locked ? [] : [{ header: t.income.actions, label: false as const }]),
      ]}
      rows={entries.map((entry) => {
        const label = TAX_FORM_TYPE_LABELS[entry.taxFormType];
        return {
          key: entry.id,
          cells: [
            label,
            entry.name,
            formatMoney(entry.amount),
            ...(locked
              ? []
              : [
                  <div key="actions" className={styles.rowActions} data-print="hide">
                    <Button
                      id={entryButtonId(entry.id)}
                      variant="link"
                      aria-label={t.income.edit(label, entry.name)}
                      disabled={Boolean(editing) || busy !== null}
                      onClick={() => void editEntry(entry)}
                    >
                      {t.income.editShort}
                    </Button>
                    <Button
                      variant="link"
                      aria-label={t.income.remove(label, entry.name)}
                      disabled={Boolean(editing) || busy !== null}
                      onClick={() => dispatch({ type: 'confirmRemove', entry })}
                    >
                      {t.income.removeShort}
                    </Button>
                  </div>,
                ]),
          ],
        };
      })}
    />
  );

  const summarySection = (
    <section aria-labelledby="annual-return-summary" className={styles.section}>
      <h2 id="annual-return-summary">{t.summary.heading}</h2>
      {summary ? (
        <AnnualReturnSummary summary={summary} cities={cities} entryNames={entryNames} filed={filed} />
      ) : (
        <p>{t.summary.needsCity}</p>
      )}
      {preview ? (
        <div className={styles.preview} data-print="hide">
          <h3>{t.summary.preview}</h3>
          <AnnualReturnSummary summary={preview} cities={cities} entryNames={entryNames} />
        </div>
      ) : null}
    </section>
  );

  /**
   * The return read-only (filed, or awaiting payment): what it says on top, then its residence,
   * entries and summary, and Print. The error container keeps one key in every view, so a reload
   * that came with an error and changes the view (filed or locked elsewhere) keeps the message the
   * reader is on the same element. A return awaiting payment shows its steps above.
   */
  const readOnly = (status: ReactNode, steps: ReactNode = null) => (
    <TaxFormPage title={t.title} displayMode={DisplayMode.CityTaxForm}>
      {steps}
      <div key="page-error" ref={errorRef} tabIndex={-1} className={styles.focusTarget}>
        {pageError ? <Alert variant="error">{pageError}</Alert> : null}
      </div>
      {status}
      <section aria-labelledby="annual-return-residence" className={styles.section}>
        <h2 id="annual-return-residence">{t.residence.heading}</h2>
        <p>{form?.residenceCity ? cityName(form.residenceCity) : ''}</p>
      </section>
      <section aria-labelledby="annual-return-income" className={styles.section}>
        <h2 id="annual-return-income">{t.income.heading}</h2>
        {entriesTable}
      </section>
      {summarySection}
      <Button variant="secondary" data-print="hide" onClick={() => printForm('annual-return')}>
        {t.print}
      </Button>
    </TaxFormPage>
  );

  if (filed && form) {
    // Filed means paid in full or owing nothing: a balance due when filed was paid.
    const paid = summary?.outcome === AnnualReturnOutcome.BalanceDue ? summary.amountDue : 0;
    return readOnly(
      <>
        <div ref={filedRef} tabIndex={-1} className={styles.focusTarget}>
          <Alert variant="success">
            {t.filed.message(
              form.taxYear,
              form.filedAt ? formatLongDate(form.filedAt, AUTHORITY_TIME_ZONE) : '',
            )}{' '}
            {t.filed.readOnly}
          </Alert>
        </div>
        <FiledFormStatus formId={form.id} amountPaid={paid} filedAt={form.filedAt} />
      </>,
    );
  }

  if (awaiting && form) {
    return readOnly(
      <section aria-labelledby="annual-return-status" className={styles.section}>
        <h2 id="annual-return-status">{t.awaiting.status}</h2>
        <p>{t.awaiting.amountDue(formatMoney(summary?.amountDue ?? 0))}</p>
        <p>{t.awaiting.readOnly}</p>
        <div className={styles.actions} data-print="hide">
          <Link className={styles.payLink} to={`/form/${form.id}/pay`}>
            {t.awaiting.pay}
          </Link>
          <Button
            variant="secondary"
            disabled={busy !== null}
            isLoading={busy === 'withdraw'}
            loadingLabel={t.awaiting.withdrawing}
            onClick={() => void withdraw()}
          >
            {t.awaiting.withdraw}
          </Button>
        </div>
      </section>,
      <ReturnSteps key="steps" eligible residenceCity={form.residenceCity} entryCount={entries.length} />,
    );
  }

  if (eligibility.state !== 'eligible') {
    return (
      <TaxFormPage title={t.title} displayMode={DisplayMode.CityTaxForm}>
        <ReturnSteps key="steps" eligible={false} residenceCity={null} entryCount={0} />
        <p>{t.intro(taxYear)}</p>
        {eligibility.state === 'ineligible' ? (
          <div
            ref={(element) => {
              stepRef.current = element;
            }}
          >
            <PaperReturnGuidance reasons={eligibility.reasons} taxYear={taxYear} office={paperOffice} />
            <Button
              variant="secondary"
              onClick={() => {
                stepChosen.current = true;
                dispatch({ type: 'changeAnswers' });
              }}
            >
              {t.changeAnswers}
            </Button>
          </div>
        ) : (
          <section ref={stepRef} aria-labelledby="annual-return-questions">
            <h2 id="annual-return-questions">{t.questionnaireHeading}</h2>
            <EfileQuestionnaireForm
              taxYear={taxYear}
              onSubmit={answerQuestions}
              {...(givenAnswers.current ? { defaultValues: givenAnswers.current } : {})}
              {...(questionError ? { serverError: questionError } : {})}
            />
          </section>
        )}
      </TaxFormPage>
    );
  }

  const outcome = summary?.outcome;
  const canFile = Boolean(summary) && entries.length > 0 && !editing && busy === null && !filing.submitting;

  return (
    <TaxFormPage title={t.title} displayMode={DisplayMode.CityTaxForm}>
      <ReturnSteps key="steps" eligible residenceCity={form?.residenceCity} entryCount={entries.length} />
      {filing.unsavedChanges}
      {notice ? <FocusedAlert variant="success">{notice}</FocusedAlert> : null}
      <p>{t.intro(taxYear)}</p>
      <div key="page-error" ref={errorRef} tabIndex={-1} className={styles.focusTarget}>
        {pageError ? <Alert variant="error">{pageError}</Alert> : null}
      </div>

      <section ref={stepRef} aria-labelledby="annual-return-residence" className={styles.section}>
        <h2 id="annual-return-residence">{t.residence.heading}</h2>
        <NativeSelect
          label={t.residence.label(taxYear)}
          name="residenceCity"
          hint={t.residence.hint}
          placeholder={t.residence.placeholder}
          options={memberCities}
          value={form?.residenceCity ?? null}
          // Chosen on confirm, and never disabled while it saves: focus stays on it (issue 31).
          aria-busy={busy === 'residence'}
          onConfirm={(code) => void chooseResidence(code)}
        />
        {busy === 'residence' ? <Spinner label={t.residence.saving} /> : null}
      </section>

      <section ref={incomeRef} aria-labelledby="annual-return-income" className={styles.section}>
        <h2 id="annual-return-income">{t.income.heading}</h2>
        {entries.length > 0 ? entriesTable : <p>{t.income.empty}</p>}
        {editing ? null : (
          <div className={styles.actions} data-print="hide">
            <Button variant="secondary" disabled={busy !== null} onClick={() => openEditor('FormW2', null)}>
              {t.income.addW2}
            </Button>
            <Button variant="secondary" disabled={busy !== null} onClick={() => openEditor('Form1099', null)}>
              {t.income.add1099}
            </Button>
          </div>
        )}
      </section>

      {editing ? (
        <section aria-labelledby="annual-return-editor" className={styles.section} data-print="hide">
          <h2 id="annual-return-editor" ref={editorHeading} tabIndex={-1}>
            {editing.kind === 'FormW2'
              ? editing.entry
                ? t.editor.editW2((editing.entry as FormW2).employerName)
                : t.editor.addW2
              : editing.entry
                ? t.editor.edit1099((editing.entry as Form1099).payerName)
                : t.editor.add1099}
          </h2>
          <LazyEntryEditor
            key={`${editing.kind}-${editing.entry?.id ?? 'new'}`}
            kind={editing.kind}
            entry={editing.entry}
            cities={cities}
            submitting={busy === 'entry'}
            serverError={entryError}
            onSubmit={saveEntry}
            onCancel={() => {
              dispatch({ type: 'closeEditor' });
              setEntryFocus({ id: editing.entry?.id ?? null });
            }}
            onValuesChange={(values, isDirty) => dispatch({ type: 'editorChanged', values, dirty: isDirty })}
          >
            {editing.kind === 'FormW2' ? (
              <section aria-labelledby="annual-return-attachments">
                <h3 id="annual-return-attachments">{t.editor.attachmentsHeading}</h3>
                <LazyW2Attachments
                  scope={`w2-${editing.entry?.id ?? 'new'}`}
                  onUpload={async (file, name) =>
                    (await getEndpoints()).fileUpload(
                      file,
                      name,
                      entryVisit.key(`upload:${name}:${file.size}:${file.lastModified}`),
                    )
                  }
                />
              </section>
            ) : null}
          </LazyEntryEditor>
        </section>
      ) : null}

      {summarySection}

      {summary && entries.length > 0 ? (
        <section aria-labelledby="annual-return-file" className={styles.section}>
          <h2 id="annual-return-file" className={styles.visuallyHidden}>
            {t.outcome.file}
          </h2>
          {outcome === AnnualReturnOutcome.Overpayment ? (
            <>
              <PaperReturnGuidance
                reasons={['overpayment']}
                taxYear={taxYear}
                office={paperOffice}
                headingLevel={3}
              />
            </>
          ) : (
            <>
              <p>
                {outcome === AnnualReturnOutcome.BalanceDue
                  ? t.outcome.balanceDue(formatMoney(summary.amountDue))
                  : t.outcome.noPayment}
              </p>
              <Button
                data-print="hide"
                disabled={!canFile}
                isLoading={filing.submitting}
                loadingLabel={t.outcome.filing}
                onClick={() => {
                  dispatch({ type: 'filing' });
                  if (form) void filing.submit(form);
                }}
              >
                {outcome === AnnualReturnOutcome.BalanceDue ? t.outcome.fileAndPay : t.outcome.file}
              </Button>
            </>
          )}
        </section>
      ) : null}

      <div className={styles.actions} data-print="hide">
        <Button id="annual-return-print" variant="secondary" onClick={() => printForm('annual-return')}>
          {t.print}
        </Button>
        {form ? (
          <Button
            variant="danger"
            disabled={busy !== null || Boolean(editing)}
            onClick={() => dispatch({ type: 'confirmDeleteReturn', open: true })}
          >
            {t.deleteReturn.button}
          </Button>
        ) : null}
      </div>

      <LazyConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && dispatch({ type: 'confirmRemove', entry: null })}
        title={t.income.removeTitle}
        message={
          toRemove ? t.income.removeMessage(TAX_FORM_TYPE_LABELS[toRemove.taxFormType], toRemove.name) : ''
        }
        confirmLabel={t.income.removeConfirm}
        confirmVariant="danger"
        onConfirm={() => {
          if (toRemove) void removeEntry(toRemove);
        }}
      />
      <LazyConfirmDialog
        open={confirmDeleteReturn}
        onOpenChange={(open) => dispatch({ type: 'confirmDeleteReturn', open })}
        title={t.deleteReturn.title}
        message={t.deleteReturn.message}
        confirmLabel={t.deleteReturn.confirm}
        confirmVariant="danger"
        onConfirm={() => void deleteReturn()}
      />
      {/* "I want to print": back to the form; the dialog returns focus to the File button, and
          Print this form is the next control. */}
      {filing.printReminder}
    </TaxFormPage>
  );
}
