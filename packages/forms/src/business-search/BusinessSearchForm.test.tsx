import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusinessSearchForm } from './BusinessSearchForm';

const diner = { taxpayerId: '300003', ein: '346660003', name1: 'Erie Street Diner LLC', name2: null };

describe('BusinessSearchForm', () => {
  it.each([
    ['', /EIN is required/],
    ['34-1234567', /EIN must be a nine-digit number with no hyphens/],
    ['12345678', /EIN must be a nine-digit number with no hyphens/],
  ])('EIN %j is refused', async (ein, message) => {
    const onSearch = vi.fn();
    render(<BusinessSearchForm onSearch={onSearch} defaultValues={{ ein }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: /^EIN/ })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('textbox', { name: /^Business name/ })).toHaveAccessibleDescription(
      /Business name is required/,
    );
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with valid values', async () => {
    const onSearch = vi.fn();
    render(<BusinessSearchForm onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^EIN/ }), '346660003');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Business name/ }),
      'Erie Street Diner LLC{Enter}',
    );
    expect(onSearch).toHaveBeenCalledWith({ ein: '346660003', businessName: 'Erie Street Diner LLC' });
  });

  it('asks for the access code before Add, and passes it on normalized', async () => {
    const onAdd = vi.fn();
    render(<BusinessSearchForm onSearch={vi.fn()} result={diner} onAdd={onAdd} />);
    const code = screen.getByRole('textbox', { name: /^Access code/ });
    expect(code).toHaveAccessibleDescription(
      /printed on letters the city sent to this business, for example 7K4P-9QXM-2H3D/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(code).toHaveAccessibleDescription(/Access code is required/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(code, '7K4P-9QXM');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(code).toHaveAccessibleDescription(
      /Access code must be the 12 letters and digits printed on the letter, for example 7K4P-9QXM-2H3D\./,
    );
    expect(onAdd).not.toHaveBeenCalled();
    await userEvent.clear(code);
    await userEvent.type(code, 'fhvm-476t w833{Enter}');
    expect(onAdd).toHaveBeenCalledWith(diner, 'FHVM476TW833');
  });

  it('shows the server message about the add', () => {
    render(
      <BusinessSearchForm
        onSearch={vi.fn()}
        result={diner}
        addError="The business access code is not right. It is printed on letters the city sent to this business."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The business access code is not right.');
  });

  it('disables Add for a linked business, and while an add runs', async () => {
    const onAdd = vi.fn();
    const { rerender } = render(
      <BusinessSearchForm onSearch={vi.fn()} result={diner} onAdd={onAdd} linkedEins={[diner.ein]} />,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: /^Access code/ })).toBeNull();
    rerender(<BusinessSearchForm onSearch={vi.fn()} result={diner} onAdd={onAdd} isAdding />);
    expect(screen.getByRole('button', { name: /Add/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: /^Access code/ }), 'FHVM476TW833{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
  });
});
