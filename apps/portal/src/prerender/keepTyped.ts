/*
 * What a visitor types into a prerendered page before its script has run (ADR 0042): on a slow
 * phone the login page is readable and focusable a second or more before React hydrates it, and
 * hydration sets every controlled field back to the app's state (empty). The fields' values are
 * noted from the HTML's parsing until hydration, then given back to the app as typing is: through
 * the field's own value setter and an input event, so the form's state has them, not just the DOM.
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

/**
 * Starts noting what the visitor types into `container`'s fields (what is already there too).
 * Returns the function to call once the app has hydrated the container: it stops noting and
 * gives each field back what the visitor left in it.
 */
export function keepTyped(container: HTMLElement): () => void {
  const typed = new Map<string, Typed>();
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
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);
  return () => {
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('change', onInput, true);
    for (const [key, value] of typed) {
      const field = find(container, key);
      if (field) give(field, value);
    }
  };
}
