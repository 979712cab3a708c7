import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { buttonTextEn } from '../text/button.en';
import { useUiWords } from '../text/uiTextContext';
import hidden from '../visuallyHidden/visuallyHidden.module.css';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Visual weight of the button. */
  variant?: ButtonVariant;
  /** Shows a spinner, announces `loadingLabel` and ignores presses while an action runs. */
  isLoading?: boolean;
  /** Text announced while loading (default "Loading", or the `UiTextProvider`'s). */
  loadingLabel?: string;
}

/**
 * A native `<button>`: keyboard, focus and screen-reader semantics come from the platform. A
 * loading button stays focusable (aria-disabled) so focus is never lost. `ref` reaches the `<button>`.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    isLoading = false,
    loadingLabel,
    type = 'button',
    className,
    disabled,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const words = useUiWords('button', buttonTextEn);
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isLoading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={isLoading || undefined}
      data-variant={variant}
      data-loading={isLoading || undefined}
      onClick={handleClick}
    >
      {isLoading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
      <span className={hidden.visuallyHidden} role="status">
        {isLoading ? (loadingLabel ?? words.loadingLabel) : ''}
      </span>
    </button>
  );
});
Button.displayName = 'Button';
