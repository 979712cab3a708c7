import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag, type TagVariant } from './Tag';

describe('Tag', () => {
  it.each<TagVariant>(['neutral', 'info', 'warning', 'success'])('a %s tag says its word', (variant) => {
    render(<Tag variant={variant}>Awaiting payment</Tag>);
    const tag = screen.getByText('Awaiting payment');
    expect(tag).toHaveAttribute('data-variant', variant);
  });

  it('is neutral by default and passes native props on', () => {
    render(
      <Tag id="status-1" title="Status">
        Draft
      </Tag>,
    );
    const tag = screen.getByText('Draft');
    expect(tag).toHaveAttribute('data-variant', 'neutral');
    expect(tag).toHaveAttribute('id', 'status-1');
  });
});
