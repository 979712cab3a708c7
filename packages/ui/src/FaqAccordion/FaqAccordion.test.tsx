import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion, findFaqSectionId, type FaqSection } from './FaqAccordion';

const sections: FaqSection[] = [
  {
    id: 'using',
    title: 'Using the system',
    questions: [
      { id: 'how-to-login', question: 'How do I log in and submit?', answer: <p>Register first.</p> },
      { id: 'forgot-password', question: 'I forgot my password', answer: <p>Reset it.</p> },
    ],
  },
  {
    id: 'registering',
    title: 'Registering',
    questions: [
      { id: 'register-business', question: 'How do I register as a business?', answer: 'Use your EIN.' },
    ],
  },
];

describe('FaqAccordion', () => {
  it('renders every answer under its heading, whatever section is open', () => {
    render(<FaqAccordion sections={sections} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'How do I register as a business?' }),
    ).toHaveAttribute('id', 'register-business');
    expect(screen.getByRole('article', { name: 'I forgot my password' })).toHaveTextContent('Reset it.');
    expect(screen.getByRole('button', { name: 'Using the system' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens one section at a time and links to answers', async () => {
    render(<FaqAccordion sections={sections} defaultOpenSection="using" />);
    const nav = screen.getByRole('navigation', { name: 'FAQ topics' });
    expect(screen.getByRole('link', { name: 'I forgot my password' })).toHaveAttribute(
      'href',
      '#forgot-password',
    );
    const using = screen.getByRole('button', { name: 'Using the system' });
    const registering = screen.getByRole('button', { name: 'Registering' });
    expect(using).toHaveAttribute('aria-expanded', 'true');
    registering.focus();
    await userEvent.keyboard('{Enter}');
    expect(registering).toHaveAttribute('aria-expanded', 'true');
    expect(using).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toContainElement(screen.getByRole('link', { name: 'How do I register as a business?' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(using).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(using).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(using).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the section holding a deep-linked question', () => {
    const { rerender } = render(<FaqAccordion sections={sections} activeQuestionId="register-business" />);
    expect(screen.getByRole('button', { name: 'Registering' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'How do I register as a business?' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    rerender(<FaqAccordion sections={sections} activeQuestionId="forgot-password" />);
    expect(screen.getByRole('button', { name: 'Using the system' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Registering' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['how-to-login', 'using'],
    ['register-business', 'registering'],
    ['nope', undefined],
    [undefined, undefined],
  ])('finds the section of %s', (questionId, expected) => {
    expect(findFaqSectionId(sections, questionId)).toBe(expected);
  });
});
