import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { stepIndicatorTextEn } from '../text/stepIndicator.en';
import { useUiWords } from '../text/uiTextContext';
import { DefaultLink, type LinkComponent } from '../types';
import hidden from '../visuallyHidden/visuallyHidden.module.css';
import styles from './StepIndicator.module.css';

/** One step of a StepIndicator. */
export interface StepIndicatorStep {
  label: string;
  /** Where the step is; a completed step with an href links back to it. */
  href?: string;
}

export type StepState = 'complete' | 'current' | 'incomplete';

export interface StepIndicatorProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  steps: readonly StepIndicatorStep[];
  /**
   * The index (from 0) of the step the user is on. The steps before it are completed; pass
   * `steps.length` when every step is completed.
   */
  currentIndex: number;
  /** The app's router link, for completed steps with an `href`; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Names the list of steps. */
  label?: string;
  /** Read after a completed step's name. */
  completedText?: string;
  /** Read after the name of a step still to come. */
  notCompletedText?: string;
  /** The counter above the steps, read first by screen readers and shown alone on narrow screens. */
  counterText?: (step: number, total: number, label: string) => string;
  /** The counter once every step is completed. */
  allCompletedText?: (total: number) => string;
}

/**
 * Where the user is in a process of several steps: an ordered list with the current step marked
 * `aria-current="step"`, and a "Step 2 of 4" counter. Below about 30rem of width only the counter
 * and a bar per step show; the list stays for screen readers.
 */
export const StepIndicator = forwardRef<HTMLDivElement, StepIndicatorProps>(
  function StepIndicator(props, ref) {
    const words = useUiWords('stepIndicator', stepIndicatorTextEn);
    const {
      steps,
      currentIndex,
      linkComponent: LinkComp = DefaultLink,
      label = words.label,
      completedText = words.completedText,
      notCompletedText = words.notCompletedText,
      counterText = words.counterText,
      allCompletedText = words.allCompletedText,
      className,
      ...rest
    } = props;
    const total = steps.length;
    const current = Math.max(0, Math.min(Math.trunc(currentIndex), total));
    const currentStep = steps[current];
    const stateOf = (index: number): StepState =>
      index < current ? 'complete' : index === current ? 'current' : 'incomplete';

    return (
      <div {...rest} ref={ref} className={[styles.indicator, className].filter(Boolean).join(' ')}>
        <p className={styles.counter}>
          {currentStep ? counterText(current + 1, total, currentStep.label) : allCompletedText(total)}
        </p>
        <ol className={styles.steps} aria-label={label}>
          {steps.map((step, index) => {
            const state = stateOf(index);
            const name = (
              <>
                {state === 'complete' ? (
                  <span className={styles.mark} aria-hidden="true">
                    ✓
                  </span>
                ) : null}
                <span className={styles.number} aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {step.label}
                {state === 'current' ? null : (
                  <>
                    {' '}
                    <span className={hidden.visuallyHidden}>
                      {state === 'complete' ? completedText : notCompletedText}
                    </span>
                  </>
                )}
              </>
            );
            return (
              <li
                key={`${index}:${step.label}`}
                className={styles.step}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className={styles.label}>
                  {state === 'complete' && step.href ? (
                    <LinkComp href={step.href} className={styles.link}>
                      {name}
                    </LinkComp>
                  ) : (
                    name
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    );
  },
);
StepIndicator.displayName = 'StepIndicator';
