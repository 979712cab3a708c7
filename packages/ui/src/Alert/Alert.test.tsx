import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert, type AlertVariant } from './Alert';

describe('Alert', () => {
  it.each<[AlertVariant, 'status' | 'alert']>([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ])('a %s alert has role %s', (variant, role) => {
    render(<Alert variant={variant}>Message text</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent('Message text');
  });

  it('shows a heading', () => {
    render(<Alert heading="Heads up">Body</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Heads up');
  });
});
