import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdentityProofForm, WebAccountForm } from './WebAccountForm';

const box = (name: string) => screen.getByRole('textbox', { name });

describe('WebAccountForm', () => {
  it('prefills the taxpayer ID and reports every empty field', async () => {
    render(<WebAccountForm onSubmit={vi.fn()} defaultValues={{ taxpayerId: '100004' }} />);
    expect(box('Taxpayer ID')).toHaveValue('100004');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(box('Last 4 digits of SSN or FEIN')).toHaveAccessibleDescription(
      /Last 4 digits of SSN or FEIN is required/,
    );
    expect(box('Zip code')).toHaveAccessibleDescription(/Zip code is required/);
    expect(box('Access code')).toHaveAccessibleDescription(/Access code is required/);
    expect(box('Email address')).toHaveAccessibleDescription('Email address is required');
    expect(box('Confirm email address')).toHaveAccessibleDescription('Confirm email address is required');
    expect(box('Last 4 digits of SSN or FEIN')).toHaveFocus();
  });

  it('says when the emails differ and when a value is malformed', async () => {
    const onSubmit = vi.fn();
    render(<WebAccountForm onSubmit={onSubmit} defaultValues={{ taxpayerId: '100004' }} />);
    await userEvent.type(box('Last 4 digits of SSN or FEIN'), '43');
    await userEvent.type(box('Zip code'), '44113');
    await userEvent.type(box('Access code'), 'G43Z-3HSY');
    await userEvent.type(box('Email address'), 'alex@example.com');
    await userEvent.type(box('Confirm email address'), 'alex@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(box('Last 4 digits of SSN or FEIN')).toHaveAccessibleDescription(
      /Last 4 digits of SSN or FEIN is invalid/,
    );
    expect(box('Access code')).toHaveAccessibleDescription(
      /Access code must be the 12 letters and digits printed on the letter, for example 7K4P-9QXM-2H3D\./,
    );
    expect(box('Confirm email address')).toHaveAccessibleDescription(
      'The email addresses you entered do not match.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the request without the confirmation', async () => {
    const onSubmit = vi.fn();
    render(<WebAccountForm onSubmit={onSubmit} defaultValues={{ taxpayerId: '100004' }} />);
    await userEvent.type(box('Last 4 digits of SSN or FEIN'), '4321');
    await userEvent.type(box('Zip code'), '44113');
    await userEvent.type(box('Access code'), 'g43z 3hsy-g88g');
    await userEvent.type(box('Email address'), 'alex@example.com');
    await userEvent.type(box('Confirm email address'), 'alex@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith({
      taxpayerId: '100004',
      federalIdLast4: '4321',
      zip: '44113',
      accessCode: 'G43Z3HSYG88G',
      email: 'alex@example.com',
    });
  });
});

describe('IdentityProofForm', () => {
  it('asks only for the identity proof', async () => {
    const onSubmit = vi.fn();
    render(<IdentityProofForm onSubmit={onSubmit} defaultValues={{ taxpayerId: '100003' }} />);
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    await userEvent.type(box('Last 4 digits of SSN or FEIN'), '0003');
    await userEvent.type(box('Zip code'), '44114');
    await userEvent.type(box('Access code'), 'JWCP-3PG7-9UDF');
    await userEvent.click(screen.getByRole('button', { name: 'Send email' }));
    expect(onSubmit).toHaveBeenCalledWith({
      taxpayerId: '100003',
      federalIdLast4: '0003',
      zip: '44114',
      accessCode: 'JWCP3PG79UDF',
    });
  });
});
