import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldErrorList } from './FieldErrorList';

describe('FieldErrorList', () => {
  it('keeps an empty live region while there are no errors', () => {
    render(<FieldErrorList errors={[]} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('lists the messages in the alert', () => {
    render(
      <FieldErrorList errors={[{ message: 'Name is required' }, { message: 'Email address is required' }]} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please correct the following errors:');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Name is required',
      'Email address is required',
    ]);
  });

  it('links a message to its field and focuses the field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="name">Name</label>
        <input id="name" />
        <FieldErrorList errors={[{ message: 'Name is required', fieldId: 'name' }]} />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Name is required' });
    expect(link).toHaveAttribute('href', '#name');
    await user.click(link);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
