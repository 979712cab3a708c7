import { render, screen } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { focusFirstError, type FieldTargets } from './focusFirstError';

interface Values {
  name: string;
  kind: string;
  address: { city: string };
  agree: boolean;
}

function Fields({ withCity = true }: { withCity?: boolean }) {
  return (
    <form aria-label="Fields">
      <label>
        Name <input id="name" name="name" />
      </label>
      <div id="kind" role="radiogroup" aria-label="Kind">
        <label>
          <input type="radio" name="kind" value="a" /> A
        </label>
        <label>
          <input type="radio" name="kind" value="b" defaultChecked /> B
        </label>
      </div>
      {withCity ? (
        <label>
          City <input id="city" name="address.city" />
        </label>
      ) : null}
      <div id="agree">
        <label>
          <input type="checkbox" name="agree" /> I agree
        </label>
      </div>
    </form>
  );
}

const ids: FieldTargets<Values> = { name: 'name', kind: 'kind', 'address.city': 'city', agree: 'agree' };
const error = { type: 'required', message: 'is required' };

describe('focusFirstError', () => {
  it.each([
    ['the first invalid control of the visual order', { name: error, agree: error }, 'Name'],
    ['a nested field by its path', { address: { city: error }, agree: error }, 'City'],
    ['the checkbox inside a wrapper', { agree: error }, 'I agree'],
  ])('by ids: focuses %s', (_, errors: FieldErrors<Values>, label) => {
    render(<Fields />);
    focusFirstError(errors, ids);
    expect(screen.getByLabelText(label)).toHaveFocus();
  });

  it('by ids: focuses the checked radio of an invalid group', () => {
    render(<Fields />);
    focusFirstError({ kind: error }, ids);
    expect(screen.getByRole('radio', { name: 'B' })).toHaveFocus();
  });

  it('by ids: passes over an invalid field that is not rendered', () => {
    render(<Fields withCity={false} />);
    focusFirstError<Values>({ address: { city: error }, agree: error }, ids);
    expect(screen.getByLabelText('I agree')).toHaveFocus();
  });

  it('by form: focuses the first named control with an error, in document order', () => {
    render(<Fields />);
    const form = screen.getByRole('form', { name: 'Fields' }) as HTMLFormElement;
    focusFirstError<Values>({ agree: error, address: { city: error } }, form);
    expect(screen.getByLabelText('City')).toHaveFocus();
  });

  it('leaves focus alone when nothing is invalid', () => {
    render(<Fields />);
    screen.getByLabelText('Name').focus();
    focusFirstError({}, ids);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });
});
