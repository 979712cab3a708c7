import { isApiError, type BusinessTaxpayer, type EinSearchRequest } from '@citytax/api';
import { BusinessSearchForm } from '@citytax/forms';
import { Alert, Button, Spinner, Table, useToast } from '@citytax/ui';
import { LazyConfirmDialog } from '../../shell/lazyDialog';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { businessEn } from '../../messages/business.en';
import { Page } from '../../shell/Page';
import { businesses, useBusinesses } from '../../state/businesses';
import { getEndpoints } from '../../state/endpoints';
import { session } from '../../state/session';
import { FocusedAlert } from '../account/FocusedAlert';
import styles from './ManageBusinessAccounts.module.css';

const t = businessEn.manage;

/** The search failure text (spec §8 "Business search"); too many searches say when to try again (issue 16). */
export function searchFailureMessage(error: unknown): string {
  if (!isApiError(error)) return t.unexpected;
  if (error.status === 404) return t.notFound;
  if (error.status === 429 && error.problem?.detail) return error.problem.detail;
  return t.unexpected;
}

/** /manage-business-accounts: search a business by EIN and name, link it, list and unlink. */
export function ManageBusinessAccountsPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { list, loaded } = useBusinesses();
  const [listError, setListError] = useState(false);
  const [search, setSearch] = useState<EinSearchRequest | null>(null);
  const [result, setResult] = useState<BusinessTaxpayer | null>(null);
  const [searchError, setSearchError] = useState<string>();
  const [addError, setAddError] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<BusinessTaxpayer | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string>();
  // The business just linked: the found panel gives way to this status (issue 18).
  const [linkedName, setLinkedName] = useState<string | null>(null);
  // Changed after a link, to start the search form afresh for the next business.
  const [searchRound, setSearchRound] = useState(0);

  useEffect(() => {
    businesses.load().catch(() => setListError(true));
  }, []);

  async function onSearch(values: EinSearchRequest) {
    setSearchError(undefined);
    setAddError(undefined);
    setLinkedName(null);
    setResult(null);
    try {
      const found = await (await getEndpoints()).einSearch(values);
      setSearch(values);
      setResult(found);
    } catch (error) {
      setSearchError(searchFailureMessage(error));
    }
  }

  async function onAdd(business: BusinessTaxpayer, accessCode: string) {
    const hadTaxpayer = Boolean(session.getUser()?.taxpayerId);
    setAdding(true);
    setAddError(undefined);
    try {
      const endpoints = await getEndpoints();
      const response = await endpoints.einAdd({
        ein: business.ein,
        businessName: search?.businessName ?? business.name1,
        accessCode,
      });
      await businesses.linkChanged({ type: 'added', response });
      setListError(false);
      if (!hadTaxpayer && session.getUser()?.taxpayerId) {
        // The page goes away: the toast carries the news to the dashboard.
        toast.show({ text: t.added(business.name1), kind: 'success' });
        navigate('/dashboard');
        return;
      }
      // The panel's work is done: clear it and the search, and say so where it was, with focus.
      setResult(null);
      setSearch(null);
      setSearchRound((round) => round + 1);
      setLinkedName(business.name1);
    } catch (error) {
      // A wrong access code or too many tries: the server's readable detail (issue 16).
      setAddError(isApiError(error) && error.problem?.detail ? error.problem.detail : t.unexpected);
    } finally {
      setAdding(false);
    }
  }

  async function onRemove(business: BusinessTaxpayer) {
    setRemoving(business.taxpayerId);
    setRemoveError(undefined);
    setLinkedName(null);
    try {
      const response = await (await getEndpoints()).einRemove({ taxpayerId: business.taxpayerId });
      await businesses.linkChanged({ type: 'removed', response, removedTaxpayerId: business.taxpayerId });
      toast.show({ text: t.removed(business.name1), kind: 'success' });
    } catch {
      setRemoveError(t.unexpected);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Page title={t.title}>
      <p>{t.intro}</p>
      <h2>{t.searchHeading}</h2>
      {linkedName ? (
        <FocusedAlert variant="success" focusKey={searchRound}>
          {t.added(linkedName)}
        </FocusedAlert>
      ) : null}
      <BusinessSearchForm
        key={searchRound}
        onSearch={onSearch}
        result={result}
        linkedEins={list.map((b) => b.ein)}
        isAdding={adding}
        onAdd={(b, accessCode) => void onAdd(b, accessCode)}
        serverError={searchError}
        addError={addError}
      />
      <h2>{t.linkedHeading}</h2>
      {removeError ? <Alert variant="error">{removeError}</Alert> : null}
      {listError ? (
        <Alert variant="error">{t.listLoadFailed}</Alert>
      ) : !loaded ? (
        <Spinner label={t.loadingList} showLabel />
      ) : list.length === 0 ? (
        <p>{t.noneLinked}</p>
      ) : (
        <Table
          caption={t.linkedHeading}
          captionVisuallyHidden
          frameClassName={styles.table}
          columns={[
            { header: t.columns.name },
            { header: t.columns.ein },
            { header: t.columns.actions, label: false },
          ]}
          rows={list.map((business) => ({
            key: business.ein,
            cells: [
              business.name1,
              business.ein,
              <Button
                key="remove"
                variant="secondary"
                aria-label={t.removeLabel(business.name1)}
                isLoading={removing === business.taxpayerId}
                loadingLabel={t.removing}
                onClick={() => setToRemove(business)}
              >
                {t.remove}
              </Button>,
            ],
          }))}
        />
      )}
      <LazyConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title={t.confirmTitle}
        message={toRemove ? t.confirmMessage(toRemove.name1) : ''}
        confirmLabel={t.confirmRemove}
        cancelLabel={t.cancel}
        confirmVariant="danger"
        onConfirm={() => {
          if (toRemove) void onRemove(toRemove);
        }}
      />
    </Page>
  );
}
