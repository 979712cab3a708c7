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

  it('adds the found business unless it is linked or an add runs', async () => {
    const onAdd = vi.fn();
    const { rerender } = render(<BusinessSearchForm onSearch={vi.fn()} result={diner} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith(diner);
    rerender(<BusinessSearchForm onSearch={vi.fn()} result={diner} onAdd={onAdd} linkedEins={[diner.ein]} />);
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    rerender(<BusinessSearchForm onSearch={vi.fn()} result={diner} onAdd={onAdd} isAdding />);
    expect(screen.getByRole('button', { name: /Add/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
