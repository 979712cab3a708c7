import { useEffect, useMemo, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DialogFrame } from '../dialogShared/DialogFrame';
import { modalAlertTextEn } from '../text/modalAlert.en';
import { useUiWords } from '../text/uiTextContext';

interface ModalAlertBaseProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Called when the user confirms with OK (after the dialog asks to close). */
  onOk?: () => void;
  okLabel?: string;
  closeLabel?: string;
}

/** A message as text or elements: React escapes it, so it can never run script. */
interface ModalAlertTextProps {
  /** The message: text or elements, rendered as they are. */
  message: ReactNode;
  messageHtml?: never;
  sanitizeHtml?: never;
}

/** A message that arrives as HTML: it is only ever rendered through the caller's sanitizer. */
interface ModalAlertHtmlProps {
  message?: never;
  /** The message as an HTML string; rendered only after `sanitizeHtml` has cleaned it. */
  messageHtml: string;
  /**
   * Cleans `messageHtml` before it is rendered, for example `DOMPurify.sanitize`. Required with
   * `messageHtml`: the library bundles no sanitizer, so an app pays for one only where it renders
   * HTML, and picks the one it trusts.
   */
  sanitizeHtml: (html: string) => string;
}

export type ModalAlertProps = ModalAlertBaseProps & (ModalAlertTextProps | ModalAlertHtmlProps);

/**
 * Runs the sanitizer only when the dialog's content really renders: the dialog lives in a portal
 * that mounts in the browser, so a server render never calls it.
 */
function SanitizedHtml({ html, sanitize }: { html: string; sanitize: (html: string) => string }) {
  const clean = useMemo(() => sanitize(html), [html, sanitize]);
  return <div dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * A modal message with an OK button and a close cross. Focus is trapped and returned on close.
 * Give the message as `message` (text or elements); HTML goes in `messageHtml` with the
 * `sanitizeHtml` that cleans it.
 */
export function ModalAlert(props: ModalAlertProps) {
  const words = useUiWords('modalAlert', modalAlertTextEn);
  const { open, onOpenChange, title, onOk } = props;
  const { okLabel = words.okLabel, closeLabel = words.closeLabel } = props;
  const { message, messageHtml, sanitizeHtml } = props;
  const hasHtml = messageHtml !== undefined;
  const missingSanitizer = hasHtml && typeof sanitizeHtml !== 'function';
  useEffect(() => {
    if (missingSanitizer) {
      console.error(
        'ModalAlert: `messageHtml` was given without a `sanitizeHtml` function, so the HTML is not shown. ' +
          'Pass a sanitizer (for example DOMPurify.sanitize), or pass plain text as `message`.',
      );
    }
  }, [missingSanitizer]);
  let description: ReactNode = message;
  if (hasHtml) {
    description =
      typeof sanitizeHtml === 'function' ? (
        <SanitizedHtml html={String(messageHtml)} sanitize={sanitizeHtml} />
      ) : undefined;
  }
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={closeLabel}
      description={description}
      footer={
        <Button
          variant="primary"
          onClick={() => {
            onOpenChange(false);
            onOk?.();
          }}
        >
          {okLabel}
        </Button>
      }
    />
  );
}
