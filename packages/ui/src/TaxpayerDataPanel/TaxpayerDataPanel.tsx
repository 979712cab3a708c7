import { useId, type ComponentPropsWithoutRef } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { useDisclosure } from '../Disclosure/useDisclosure';
import { Spinner } from '../Spinner/Spinner';
import { taxpayerDataPanelTextEn } from '../text/taxpayerDataPanel.en';
import { useUiLocale, useUiWords } from '../text/uiTextContext';
import {
  fieldsForMode,
  fieldValue,
  isSummaryField,
  type DisplayMode,
  type TaxpayerPanelData,
  type TaxpayerPanelField,
} from './format';
import hidden from '../visuallyHidden/visuallyHidden.module.css';
import styles from './TaxpayerDataPanel.module.css';

/** Field labels and other texts of the panel; every one has a default (English, or the `UiTextProvider`'s). */
export interface TaxpayerDataPanelLabels extends Record<TaxpayerPanelField, string> {
  heading: string;
  loading: string;
  /** Read by screen readers after the dash that stands for a missing value. */
  notProvided: string;
  /** The phone's toggle of the fields after the name and ID, closed and open. */
  showDetails: string;
  hideDetails: string;
}

/**
 * The English texts of the panel. The same object as `uiTextEn.taxpayerDataPanel.labels`: inside a
 * `UiTextProvider` the panel shows the provider's labels instead.
 */
export const defaultTaxpayerDataPanelLabels: TaxpayerDataPanelLabels = taxpayerDataPanelTextEn.labels;

export type TaxpayerDataPanelStatus = 'loading' | 'loaded' | 'error';

export interface TaxpayerDataPanelProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** Which screen the panel is on; decides the fields (see `DisplayMode`). */
  mode: DisplayMode;
  /** Taxpayer data of the filing-as identity; missing values show as a dash. */
  data: TaxpayerPanelData | undefined;
  status: TaxpayerDataPanelStatus;
  /** Shown in an error alert when `status` is 'error'. */
  errorMessage?: string;
  /** The filing date; defaults to now (inject it in tests and stories). */
  today?: Date;
  /** Locale of the filing date (default: the `UiTextProvider`'s, en-US without one); en-US gives M/D/YYYY. */
  locale?: string;
  /** Overrides of the default texts. */
  labels?: Partial<TaxpayerDataPanelLabels>;
  /** Level of the panel's heading. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * Taxpayer data of the filing-as identity as a description list in a labelled region,
 * with a spinner while loading and an error alert when loading failed. Below 48em it is compact:
 * the name and the ID, and a "Show taxpayer details" button for the rest.
 */
export function TaxpayerDataPanel(props: TaxpayerDataPanelProps) {
  const words = useUiWords('taxpayerDataPanel', taxpayerDataPanelTextEn);
  const uiLocale = useUiLocale();
  const {
    mode,
    data,
    status,
    errorMessage = words.errorMessage,
    today,
    locale = uiLocale,
    labels: labelOverrides,
    headingLevel = 2,
    className,
    ...rest
  } = props;
  const headingId = useId();
  const labels = { ...words.labels, ...labelOverrides };
  const Heading = `h${headingLevel}` as const;
  const date = today ?? new Date();
  const { open, buttonProps, panelProps } = useDisclosure();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      data-status={status}
      className={[styles.panel, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Heading id={headingId} className={styles.heading}>
        {labels.heading}
      </Heading>
      {status === 'loading' ? (
        // The spinner sits over an invisible copy of the list, so the panel already has its loaded
        // height and nothing below it moves when the data arrives (no layout shift).
        <div className={styles.placeholder}>
          <dl
            className={[styles.list, styles.reserved].join(' ')}
            data-state={panelProps['data-state']}
            aria-hidden="true"
          >
            {fieldsForMode(mode).map((field) => (
              <div key={field} className={styles.item} data-summary={isSummaryField(field) || undefined}>
                <dt className={styles.term}>{labels[field]}</dt>
                <dd className={styles.value}>&nbsp;</dd>
              </div>
            ))}
          </dl>
          <Spinner label={labels.loading} showLabel className={styles.spinner} />
          <div className={styles.toggleSpace} />
        </div>
      ) : null}
      {status === 'error' ? <Alert variant="error">{errorMessage}</Alert> : null}
      {status === 'loaded' ? (
        <dl className={styles.list} {...panelProps}>
          {fieldsForMode(mode).map((field) => {
            const value = fieldValue(field, data, mode, date, locale);
            return (
              <div
                key={field}
                className={styles.item}
                data-field={field}
                data-summary={isSummaryField(field) || undefined}
              >
                <dt className={styles.term}>{labels[field]}</dt>
                <dd className={styles.value}>
                  {value ?? (
                    <>
                      <span aria-hidden="true">-</span>
                      <span className={hidden.visuallyHidden}>{labels.notProvided}</span>
                    </>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {status === 'loaded' ? (
        <Button variant="link" className={styles.toggle} {...buttonProps}>
          {open ? labels.hideDetails : labels.showDetails}
        </Button>
      ) : null}
    </section>
  );
}
