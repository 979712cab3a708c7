import {
  AnnualReturnOutcome,
  isEfileEligible,
  TAX_FORM_TYPE_LABELS,
  type City,
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
  W2Attachments,
  efileIneligibleParams,
  paperReturnReasons,
  previewSummary,
  type PaperReturnReason,
} from '@citytax/forms';
import {
  Alert,
  Button,
  ConfirmDialog,
  DisplayMode,
  NativeSelect,
  PrintReminderDialog,
  Spinner,
  useToast,
} from '@citytax/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { track } from '../../analytics';
import { formErrorText, problemKind } from '../../forms/errorText';
import { printForm } from '../../forms/printForm';
import { TaxFormPage } from '../../forms/TaxFormPage';
import { useUnsavedChanges } from '../../forms/useUnsavedChanges';
import { annualReturnEn } from '../../messages/annualReturn.en';
import { getEndpoints } from '../../state/endpoints';
import { EntryEditor, type EntryKind, type EntryValues } from './annual-return/EntryEditor';
import { useSubmissionKey } from '../../state/submissionKey';
import styles from './annual-return/AnnualReturnPage.module.css';

const t = annualReturnEn;
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' }).format(new Date(iso));

type Eligibility =
  { state: 'unknown' } | { state: 'eligible' } | { state: 'ineligible'; reasons: PaperReturnReason[] };
type Editing = { kind: EntryKind; entry: FormW2 | Form1099 | null };
type Details = Record<number, FormW2 | Form1099>;

/** Full W-2 and 1099 data of the return's entries, for the live preview. */
async function loadDetails(form: CityTaxForm | null): Promise<Details> {
  if (!form) return {};
  const endpoints = await getEndpoints();
  const rows = await Promise.all(
    form.entries.map((e) => (e.taxFormType === 'FormW2' ? endpoints.formW2(e.id) : endpoints.form1099(e.id))),
  );
  return Object.fromEntries(rows.map((r) => [r.id, r]));
}

/** The live preview's inputs: the saved entries with the one being edited swapped in. */
function previewInputs(details: Details, editing: Editing | null, values: EntryValues | null) {
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
      if (v.medicareWages !== null && v.localWages !== null && v.localTaxWithheld !== null && v.locality) {
        w2s.push({
          ...v,
          medicareWages: v.medicareWages,
          localWages: v.localWages,
          localTaxWithheld: v.localTaxWithheld,
        });
      } else return null;
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
 * W-2 and 1099 entries, the computed summary — and filing (issue 6; TAX-RULES.md §2).
 */
export function AnnualReturnPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [load, setLoad] = useState<'loading' | 'error' | 'ready'>('loading');
  const [cities, setCities] = useState<City[]>([]);
  const [taxYear, setTaxYear] = useState(0);
  const [form, setForm] = useState<CityTaxForm | null>(null);
  const [details, setDetails] = useState<Details>({});
  const [eligibility, setEligibility] = useState<Eligibility>({ state: 'unknown' });
  const [questionError, setQuestionError] = useState<string>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editValues, setEditValues] = useState<{ values: EntryValues; dirty: boolean } | null>(null);
  const [busy, setBusy] = useState<null | 'residence' | 'entry' | 'remove' | 'file' | 'deleteReturn'>(null);
  const [pageError, setPageError] = useState<string>();
  const [entryError, setEntryError] = useState<string>();
  const [toRemove, setToRemove] = useState<CityTaxFormEntry | null>(null);
  const [confirmDeleteReturn, setConfirmDeleteReturn] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  const uploadKey = useSubmissionKey();
  const filedRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);

  const dirty = Boolean(editValues?.dirty);
  const unsavedDialog = useUnsavedChanges(dirty);

  const refresh = useCallback(async () => {
    const endpoints = await getEndpoints();
    const { cityTaxForm } = await endpoints.cityTaxForm();
    setForm(cityTaxForm);
    setDetails(await loadDetails(cityTaxForm));
    return cityTaxForm;
  }, []);

  const start = useCallback(async () => {
    setLoad('loading');
    try {
      const endpoints = await getEndpoints();
      const [cityList, saved] = await Promise.all([endpoints.cities(), endpoints.isQuestionnaireSaved()]);
      setCities(cityList.cities);
      setTaxYear(cityList.taxYear);
      const current = await refresh();
      setEligibility(
        current || (saved.saved && saved.eligible)
          ? { state: 'eligible' }
          : saved.saved && saved.eligible === false
            ? { state: 'ineligible', reasons: [] }
            : { state: 'unknown' },
      );
      setLoad('ready');
    } catch {
      setLoad('error');
    }
  }, [refresh]);

  useEffect(() => {
    void start();
  }, [start]);

  useEffect(() => {
    if (pageError) errorRef.current?.focus();
  }, [pageError]);

  /** A failed write: the message, and a reload when the return changed elsewhere (filed, deleted). */
  const failed = useCallback(
    async (error: unknown, where: 'page' | 'entry') => {
      const message = formErrorText(error, t.unexpected);
      if (where === 'entry') setEntryError(message);
      else setPageError(message);
      const kind = problemKind(error);
      if (kind === 'tax-form-already-filed' || kind === 'missing-tax-form') {
        setEditing(null);
        setEditValues(null);
        if (where === 'entry') setPageError(message);
        await refresh().catch(() => undefined);
      }
    },
    [refresh],
  );

  const memberCities = useMemo(
    () => cities.filter((c) => c.member).map((c) => ({ value: c.code, label: c.name })),
    [cities],
  );

  const preview = useMemo(() => {
    if (!editing || !editValues?.dirty || !form?.residenceCity || !form.summary) return null;
    const inputs = previewInputs(details, editing, editValues.values);
    if (!inputs) return null;
    return previewSummary({
      taxYear,
      residenceCity: form.residenceCity,
      ...inputs,
      estimatesPaid: form.summary.estimatesPaid,
      priorYearCredit: form.summary.priorYearCredit,
    });
  }, [editing, editValues, form, details, taxYear]);

  async function answerQuestions(answers: EfileQuestionsRequest) {
    setQuestionError(undefined);
    try {
      const { eligible } = await (await getEndpoints()).efileQuestions(answers);
      if (eligible && isEfileEligible(answers)) {
        setEligibility({ state: 'eligible' });
      } else {
        track('efile_ineligible', { ...efileIneligibleParams(answers) });
        setEligibility({ state: 'ineligible', reasons: paperReturnReasons(answers) });
      }
    } catch (error) {
      setQuestionError(formErrorText(error, t.unexpected));
    }
  }

  async function chooseResidence(code: string | null) {
    if (!code || code === form?.residenceCity) return;
    setBusy('residence');
    setPageError(undefined);
    try {
      const { cityTaxForm } = await (await getEndpoints()).updateCityTaxForm({ residenceCity: code });
      setForm(cityTaxForm);
    } catch (error) {
      await failed(error, 'page');
    } finally {
      setBusy(null);
    }
  }

  function openEditor(kind: EntryKind, entry: FormW2 | Form1099 | null) {
    setEntryError(undefined);
    setPageError(undefined);
    setEditValues(null);
    setEditing({ kind, entry });
    requestAnimationFrame(() => editorHeading.current?.focus());
  }

  /** Saves the entry being edited; false when it failed (the message is shown, the values stay). */
  async function saveEntry(body: FormW2Request | Form1099Request): Promise<boolean> {
    if (!editing) return false;
    setBusy('entry');
    setEntryError(undefined);
    const wasNew = form === null;
    const label = TAX_FORM_TYPE_LABELS[editing.kind];
    try {
      const endpoints = await getEndpoints();
      const id = editing.entry?.id;
      if (editing.kind === 'FormW2') {
        const w2 = body as FormW2Request;
        if (id) await endpoints.updateFormW2(id, w2);
        else await endpoints.addFormW2(w2, crypto.randomUUID());
      } else {
        const f = body as Form1099Request;
        if (id) await endpoints.updateForm1099(id, f);
        else await endpoints.addForm1099(f, crypto.randomUUID());
      }
      if (wasNew) track('add_annual_return_form', { taxYear });
      setEditing(null);
      setEditValues(null);
      await refresh();
      toast.show({ text: t.income.saved(label), kind: 'success' });
      return true;
    } catch (error) {
      await failed(error, 'entry');
      return false;
    } finally {
      setBusy(null);
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
    setBusy('remove');
    setPageError(undefined);
    try {
      await (await getEndpoints()).deleteForm(entry.id);
      await refresh();
      toast.show({ text: t.income.removed(TAX_FORM_TYPE_LABELS[entry.taxFormType]), kind: 'success' });
    } catch (error) {
      await failed(error, 'page');
    } finally {
      setBusy(null);
    }
  }

  async function deleteReturn() {
    setBusy('deleteReturn');
    setPageError(undefined);
    try {
      await (await getEndpoints()).deleteCityTaxForm();
      setEditing(null);
      setEditValues(null);
      await refresh();
      toast.show({ text: t.deleteReturn.done, kind: 'success' });
    } catch (error) {
      await failed(error, 'page');
    } finally {
      setBusy(null);
    }
  }

  /** After the print reminder: pay a balance, or file with nothing to pay. */
  async function proceedToFile() {
    if (!form?.summary) return;
    if (form.summary.outcome === AnnualReturnOutcome.BalanceDue) {
      navigate(`/form/${form.id}/pay`);
      return;
    }
    setBusy('file');
    setPageError(undefined);
    try {
      await (await getEndpoints()).noPayment(form.id);
      await refresh();
      requestAnimationFrame(() => filedRef.current?.focus());
    } catch (error) {
      await failed(error, 'page');
    } finally {
      setBusy(null);
    }
  }

  const cityName = (code: string) => cities.find((c) => c.code === code)?.name ?? code;
  const entryNames = useMemo(
    () => Object.fromEntries((form?.entries ?? []).map((e) => [e.id, e.name])),
    [form],
  );

  if (load === 'loading') {
    return (
      <TaxFormPage title={t.title} displayMode={DisplayMode.CityTaxForm}>
        <Spinner label={t.loading} />
      </TaxFormPage>
    );
  }
  if (load === 'error') {
    return (
      <TaxFormPage title={t.title} displayMode={DisplayMode.CityTaxForm}>
        <Alert variant="error">{t.loadFailed}</Alert>
        <Button variant="secondary" onClick={() => void start()}>
          {t.retry}
        </Button>
      </TaxFormPage>
    );
  }

  const filed = form?.status === 'Filed';
  const summary = form?.summary ?? null;
  const entries = form?.entries ?? [];

  const entriesTable = (
    <table className={styles.entries}>
      <caption>{t.income.caption(taxYear)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.income.type}</th>
          <th scope="col">{t.income.name}</th>
          <th scope="col" className={styles.amount}>
            {t.income.amount}
          </th>
          {filed ? null : (
            <th scope="col" data-print="hide">
              {t.income.actions}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const label = TAX_FORM_TYPE_LABELS[entry.taxFormType];
          return (
            <tr key={entry.id}>
              <td>{label}</td>
              <td>{entry.name}</td>
              <td className={styles.amount}>{money.format(entry.amount)}</td>
              {filed ? null : (
                <td data-print="hide">
                  <div className={styles.rowActions}>
                    <Button
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
                      onClick={() => setToRemove(entry)}
                    >
                      {t.income.removeShort}
                    </Button>
                  </div>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );

  const summarySection = (
    <section aria-labelledby="annual-return-summary" className={styles.section}>
      <h2 id="annual-return-summary">{t.summary.heading}</h2>
      {summary ? (
        <AnnualReturnSummary summary={summary} cities={cities} entryNames={entryNames} />
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

  if (filed && form) {
    return (
      <TaxFormPage title={t.title} displayMode={DisplayMode.CityTaxForm}>
        {pageError ? <Alert variant="error">{pageError}</Alert> : null}
        <div ref={filedRef} tabIndex={-1} className={styles.focusTarget}>
          <Alert variant="success">
            {t.filed.message(form.taxYear, form.filedAt ? formatDate(form.filedAt) : '')} {t.filed.readOnly}
          </Alert>
        </div>
        <section aria-labelledby="annual-return-residence" className={styles.section}>
          <h2 id="annual-return-residence">{t.residence.heading}</h2>
          <p>{form.residenceCity ? cityName(form.residenceCity) : ''}</p>
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
  }

  if (eligibility.state !== 'eligible') {
    return (
      <TaxFormPage title={t.title} displayMode={DisplayMode.CityTaxForm}>
        <p>{t.intro(taxYear)}</p>
        {eligibility.state === 'ineligible' ? (
          <>
            <PaperReturnGuidance reasons={eligibility.reasons} />
            <Button variant="secondary" onClick={() => setEligibility({ state: 'unknown' })}>
              {t.changeAnswers}
            </Button>
          </>
        ) : (
          <section aria-labelledby="annual-return-questions">
            <h2 id="annual-return-questions">{t.questionnaireHeading}</h2>
            <EfileQuestionnaireForm
              taxYear={taxYear}
              onSubmit={answerQuestions}
              {...(questionError ? { serverError: questionError } : {})}
            />
          </section>
        )}
      </TaxFormPage>
    );
  }

  const outcome = summary?.outcome;
  const canFile = Boolean(summary) && entries.length > 0 && !editing && busy === null;

  return (
    <TaxFormPage title={t.title} displayMode={DisplayMode.CityTaxForm}>
      {unsavedDialog}
      <p>{t.intro(taxYear)}</p>
      <div ref={errorRef} tabIndex={-1} className={styles.focusTarget}>
        {pageError ? <Alert variant="error">{pageError}</Alert> : null}
      </div>

      <section aria-labelledby="annual-return-residence" className={styles.section}>
        <h2 id="annual-return-residence">{t.residence.heading}</h2>
        <NativeSelect
          label={t.residence.label(taxYear)}
          name="residenceCity"
          hint={t.residence.hint}
          placeholder={t.residence.placeholder}
          options={memberCities}
          value={form?.residenceCity ?? null}
          disabled={busy === 'residence'}
          onChange={(code) => void chooseResidence(code)}
        />
        {busy === 'residence' ? <Spinner label={t.residence.saving} /> : null}
      </section>

      <section aria-labelledby="annual-return-income" className={styles.section}>
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
          <EntryEditor
            key={`${editing.kind}-${editing.entry?.id ?? 'new'}`}
            kind={editing.kind}
            entry={editing.entry}
            cities={cities}
            submitting={busy === 'entry'}
            serverError={entryError}
            onSubmit={saveEntry}
            onCancel={() => {
              setEditing(null);
              setEditValues(null);
            }}
            onValuesChange={(values, isDirty) => setEditValues({ values, dirty: isDirty })}
          >
            {editing.kind === 'FormW2' ? (
              <section aria-labelledby="annual-return-attachments">
                <h3 id="annual-return-attachments">{t.editor.attachmentsHeading}</h3>
                <W2Attachments
                  scope={`w2-${editing.entry?.id ?? 'new'}`}
                  onUpload={async (file, name) =>
                    (await getEndpoints()).fileUpload(
                      file,
                      name,
                      uploadKey({ name, size: file.size, lastModified: file.lastModified }),
                    )
                  }
                />
              </section>
            ) : null}
          </EntryEditor>
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
              <Alert variant="warning">{t.outcome.overpayment}</Alert>
              <PaperReturnGuidance reasons={['overpayment']} headingLevel={3} />
            </>
          ) : (
            <>
              <p>
                {outcome === AnnualReturnOutcome.BalanceDue
                  ? t.outcome.balanceDue(money.format(summary.amountDue))
                  : t.outcome.noPayment}
              </p>
              <Button
                data-print="hide"
                disabled={!canFile}
                isLoading={busy === 'file'}
                loadingLabel={t.outcome.filing}
                onClick={() => setPrintOpen(true)}
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
            onClick={() => setConfirmDeleteReturn(true)}
          >
            {t.deleteReturn.button}
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
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
      <ConfirmDialog
        open={confirmDeleteReturn}
        onOpenChange={setConfirmDeleteReturn}
        title={t.deleteReturn.title}
        message={t.deleteReturn.message}
        confirmLabel={t.deleteReturn.confirm}
        confirmVariant="danger"
        onConfirm={() => void deleteReturn()}
      />
      <PrintReminderDialog
        open={printOpen}
        onOpenChange={setPrintOpen}
        formTitle={t.printTitle}
        onDismiss={(wantsToPrint) => {
          setPrintOpen(false);
          // "I want to print": back to the form; the dialog returns focus to the File button,
          // and Print this form is the next control.
          if (!wantsToPrint) void proceedToFile();
        }}
      />
    </TaxFormPage>
  );
}
