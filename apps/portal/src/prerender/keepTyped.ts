/*
 * What a visitor types into a prerendered page before its script has run (ADR 0042): on a slow
 * phone the login page is readable and focusable a second or more before React hydrates it, and
 * hydration sets every controlled field back to the app's state (empty). From the app's first code
 * (main.tsx) until hydration the fields' values are noted (what was typed before is still in the
 * DOM then), then given back to the app as typing gives them: through the field's own value setter
 * and an input event, so the form's state has them, not just the DOM.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field's value, or for a checkbox or radio button whether it is checked. */
type Typed = { value: string } | { checked: boolean };

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** A field is found again by its id (the same in the HTML and once hydrated), else by its name. */
const keyOf = (field: Field): string | null =>
  field.id ? `#${field.id}` : field.name ? `@${field.name}` : null;

function find(container: HTMLElement, key: string): Field | null {
  const found = key.startsWith('#')
    ? container.ownerDocument.getElementById(key.slice(1))
    : container.querySelector(`[name="${CSS.escape(key.slice(1))}"]`);
  return found && container.contains(found) && isField(found) ? found : null;
}

/** What the visitor changed in the field, or null when it is as the HTML had it. */
function typedIn(field: Field): Typed | null {
  if (isChoice(field)) return field.checked === field.defaultChecked ? null : { checked: field.checked };
  if (field instanceof HTMLSelectElement) {
    const chosen = field.options[field.selectedIndex];
    return !chosen || chosen.defaultSelected ? null : { value: field.value };
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return null;
  return field.value === field.defaultValue ? null : { value: field.value };
}

/** Sets the value as the browser does for typing, so React's onChange sees it. */
function give(field: Field, typed: Typed): void {
  if ('checked' in typed) {
    // A click toggles the box (or picks the radio button) and fires the events React listens to.
    if (isChoice(field) && field.checked !== typed.checked) field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setter) return;
  // Hydration leaves the DOM's value in place while the app's state is empty. Assigning through
  // the element tells React the field is empty; the prototype's setter then puts the value back
  // without telling it, so the input event reaches onChange as a change, as typing does.
  field.value = '';
  setter.call(field, typed.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** What keepTyped noted, for the app to give back or forget. */
export interface KeptTyping {
  /**
   * Once the app has hydrated the container: stops noting, gives each field what the visitor left in
   * it, then submits the form the visitor submitted meanwhile (in a task of its own, once the form's
   * state has the values). Only its first call does anything.
   */
  giveBack(): void;
  /** When the app draws the page afresh instead: stops noting, and keeps nothing. */
  forget(): void;
}

/** The button that submitted a form, when the form can be submitted with it again. */
function submitterOf(form: HTMLFormElement, submitter: HTMLElement | null): HTMLElement | undefined {
  const isSubmitButton =
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
    submitter.form === form;
  return isSubmitButton ? submitter : undefined;
}

/**
 * Starts noting what the visitor types into `container`'s fields (what is already there too), and
 * holds back a form the visitor submits before the app can handle it: posted then, the page would
 * load again and lose what was typed (ADR 0042).
 */
export function keepTyped(container: HTMLElement): KeptTyping {
  const typed = new Map<string, Typed>();
  let submitted: { form: HTMLFormElement; submitter: HTMLElement | undefined } | null = null;
  let ended = false;
  const note = (field: Field) => {
    const key = keyOf(field);
    if (!key) return;
    const value = typedIn(field);
    if (value) typed.set(key, value);
    else typed.delete(key);
  };
  container.querySelectorAll('input, textarea, select').forEach((field) => {
    if (isField(field)) note(field);
  });
  const onInput = (event: Event) => {
    if (isField(event.target)) note(event.target);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    submitted = { form: event.target, submitter: submitterOf(event.target, event.submitter) };
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);
  container.addEventListener('submit', onSubmit, true);
  const stop = () => {
    ended = true;
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('change', onInput, true);
    container.removeEventListener('submit', onSubmit, true);
  };
  return {
    giveBack() {
      if (ended) return;
      stop();
      for (const [key, value] of typed) {
        const field = find(container, key);
        if (field) give(field, value);
      }
      const held = submitted;
      if (held?.form.isConnected) setTimeout(() => held.form.requestSubmit(held.submitter), 0);
    },
    forget: stop,
  };
}
