import { Button, Checkbox } from '@citytax/ui';
import { useEffect, useRef, useState } from 'react';
import { secondStepEn } from '../../messages/secondStep.en';
import styles from './secondStep.module.css';

export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** Called once the user said the codes are saved. */
  onContinue: () => void;
  continueLabel?: string;
  headingLevel?: 2 | 3;
}

/**
 * The ten recovery codes, shown this once (ADR 0045): printed, copied, and the user says they are
 * saved before going on. The heading takes focus when the codes appear.
 */
export function RecoveryCodesPanel({
  codes,
  onContinue,
  continueLabel,
  headingLevel = 2,
}: RecoveryCodesPanelProps) {
  const t = secondStepEn.recovery;
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string>();
  const [copyNote, setCopyNote] = useState<string>();
  const box = useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    const id = setTimeout(() => heading.current?.focus());
    return () => clearTimeout(id);
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopyNote(t.copied);
    } catch {
      setCopyNote(t.copyFailed);
    }
  }

  function next() {
    if (!saved) {
      setError(t.savedRequired);
      box.current?.focus();
      return;
    }
    onContinue();
  }

  return (
    <section className={styles.setup} aria-labelledby="recovery-codes-heading">
      <Heading id="recovery-codes-heading" ref={heading} tabIndex={-1}>
        {t.heading}
      </Heading>
      <p>{t.intro}</p>
      <ul className={styles.codes} aria-label={t.listLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button variant="secondary" onClick={() => window.print()}>
          {t.print}
        </Button>
        <Button variant="secondary" onClick={() => void copy()}>
          {t.copy}
        </Button>
        <p role="status" className={styles.status}>
          {copyNote}
        </p>
      </div>
      <div className={styles.noPrint}>
        <Checkbox
          ref={box}
          name="recoveryCodesSaved"
          label={t.saved}
          isSelected={saved}
          onChange={(value) => {
            setSaved(value);
            if (value) setError(undefined);
          }}
          error={error}
        />
      </div>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button onClick={next}>{continueLabel ?? t.continue}</Button>
      </div>
    </section>
  );
}
