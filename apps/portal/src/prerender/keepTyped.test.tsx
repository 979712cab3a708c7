import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTyped, type KeptTyping } from './keepTyped';

/** A form whose fields are controlled by state; the state is shown apart, to tell it from the DOM. */
/** What the form's onSubmit saw of its state, each time it ran. */
let submits: string[] = [];

function Form() {
  const [email, setEmail] = useState('');
  const [agree, setAgree] = useState(false);
  const [city, setCity] = useState('');
  const [note, setNote] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submits.push(email);
      }}
    >
      <input id="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input id="agree" type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <select name="city" value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="">Choose</option>
        <option value="CLE">Cleveland</option>
      </select>
      <textarea name="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <output data-testid="state">{JSON.stringify({ email, agree, city, note })}</output>
      <button type="submit">Send</button>
    </form>
  );
}

// act() outside Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  submits = [];
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The server's HTML of the form in a container, as the browser has parsed it. */
function served(): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

const field = <T extends Element>(selector: string) => container.querySelector(selector) as T;
const state = () => JSON.parse(container.querySelector('output')!.textContent!) as Record<string, unknown>;

/** Types into the email field as the browser does before any script: its value, then an input event. */
function typeEmail(value: string) {
  const email = field<HTMLInputElement>('#email');
  email.value = value;
  email.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Hydrates the container, then gives back what keepTyped noted (as startApp does once hydrated). */
function hydrate(kept: KeptTyping) {
  act(() => {
    root = hydrateRoot(container, <Form />);
  });
  act(() => kept.giveBack());
}

describe('keepTyped', () => {
  it("gives the app's state what was typed and chosen before hydration", () => {
    served();
    field<HTMLInputElement>('#email').value = 'pat@example.com';
    field<HTMLInputElement>('#agree').checked = true;
    field<HTMLSelectElement>('select').value = 'CLE';
    field<HTMLTextAreaElement>('textarea').value = 'Moved in May';
    const kept = keepTyped(container);
    hydrate(kept);
    expect(state()).toEqual({ email: 'pat@example.com', agree: true, city: 'CLE', note: 'Moved in May' });
    expect(field<HTMLInputElement>('#email').value).toBe('pat@example.com');
    expect(field<HTMLInputElement>('#agree').checked).toBe(true);
  });

  it('notes typing that happens after it starts, up to hydration', () => {
    served();
    const kept = keepTyped(container);
    typeEmail('late@example.com');
    hydrate(kept);
    expect(state()).toMatchObject({ email: 'late@example.com' });
  });

  it('holds back a form submitted before hydration, and submits it with the values once hydrated', async () => {
    served();
    const kept = keepTyped(container);
    typeEmail('pat@example.com');
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    field<HTMLFormElement>('form').dispatchEvent(submit);
    // Not posted: the page would load again and lose what was typed.
    expect(submit.defaultPrevented).toBe(true);
    hydrate(kept);
    expect(submits).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(submits).toEqual(['pat@example.com']);
    // Given back once: a second call (StrictMode runs effects twice in development) does nothing.
    act(() => kept.giveBack());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(submits).toEqual(['pat@example.com']);
  });

  it('forgets what it noted when the page is drawn afresh, and holds back no later submit', () => {
    served();
    const kept = keepTyped(container);
    typeEmail('pat@example.com');
    kept.forget();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    field<HTMLFormElement>('form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it('leaves alone a field put back as it was', () => {
    served();
    const kept = keepTyped(container);
    typeEmail('typo');
    typeEmail('');
    hydrate(kept);
    expect(state()).toEqual({ email: '', agree: false, city: '', note: '' });
  });
});
