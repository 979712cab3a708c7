import { Fragment, useId } from 'react';
import { efileQuestionnaireMessages, type EfileQuestionnaireMessages } from './messages.en';
import styles from './PaperReturnGuidance.module.css';

/** Why a paper return is needed: a disqualifying answer of the questionnaire, or the figures. */
export type PaperReturnReason =
  'incomeNotOnW2Or1099' | 'rentalBusinessOrK1Activity' | 'nameAddressOrFilingStatusChanged' | 'overpayment';

/**
 * How to get, send and ask about the paper form, as the deployment configures it (the server's
 * PAPER_FORMS_URL, MAILING_ADDRESS and SUPPORT_PHONE). Each is left out while it is not known.
 */
export interface PaperReturnOffice {
  /** Where the paper forms are downloaded. */
  formsUrl?: string | undefined;
  /** Where a paper return is mailed, line by line. */
  mailingAddress?: readonly string[] | undefined;
  phone?: string | undefined;
}

export interface PaperReturnGuidanceProps {
  /** What made the return ineligible: the questionnaire's answers, or an overpayment. */
  reasons?: readonly PaperReturnReason[];
  /** The return's tax year: the paper form's year, and the year the first question asks about. */
  taxYear?: number | undefined;
  office?: PaperReturnOffice | undefined;
  /** Level of the heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  messages?: EfileQuestionnaireMessages['paper'];
}

/**
 * Says that the annual return must be filed on paper and why, once (a return can be filed online
 * only when all income is on a W-2 or 1099, with no rental, business or K-1 activity, no change
 * of name, address or filing status, and no overpayment), then what to file, where to get it,
 * where to mail it and whom to call.
 */
export function PaperReturnGuidance({
  reasons = [],
  taxYear,
  office = {},
  headingLevel = 2,
  messages: m = efileQuestionnaireMessages.paper,
}: PaperReturnGuidanceProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const answers = reasons.filter(
    (reason): reason is Exclude<PaperReturnReason, 'overpayment'> => reason !== 'overpayment',
  );
  const { formsUrl, mailingAddress = [], phone } = office;
  return (
    <section aria-labelledby={headingId} className={styles.guidance}>
      <Heading id={headingId}>{m.heading}</Heading>
      {reasons.includes('overpayment') ? <p>{m.overpayment}</p> : null}
      {answers.length > 0 ? (
        <>
          <p>{m.answersIntro(taxYear, answers.length)}</p>
          <ul>
            {answers.map((reason) => (
              <li key={reason}>{m.answers[reason](taxYear)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {reasons.length === 0 ? <p>{m.general}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{m.formLabel}</dt>
          <dd>{m.form(taxYear)}</dd>
        </div>
        <div>
          <dt>{m.getLabel}</dt>
          <dd>
            {formsUrl ? (
              <>
                <a href={formsUrl}>{m.download}</a>
                {m.orPickUp}
              </>
            ) : (
              m.pickUp
            )}
          </dd>
        </div>
        {mailingAddress.length > 0 ? (
          <div>
            <dt>{m.mailLabel}</dt>
            <dd>
              <address>
                {mailingAddress.map((line, i) => (
                  <Fragment key={i}>
                    {i > 0 ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </address>
            </dd>
          </div>
        ) : null}
        {phone ? (
          <div>
            <dt>{m.phoneLabel}</dt>
            <dd>
              {m.call} <a href={`tel:${phone}`}>{phone}</a>.
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
