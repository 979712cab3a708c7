import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FaqPage } from './FaqPage';

/**
 * Spec §2 "FAQ": the eight sections and the questions each must answer, written from the spec
 * (not from the page's data), as patterns over the section title and the question headings.
 */
const SPEC: ReadonlyArray<{ section: RegExp; questions: RegExp[] }> = [
  {
    section: /^using the system$/i,
    questions: [
      /how do i log in and submit/i,
      /who is eligible/i,
      /how do i know if i am registered/i,
      /forgot my password/i,
      /change my email address/i,
      /trouble submitting/i,
    ],
  },
  {
    section: /^registering$/i,
    questions: [/register as an individual/i, /register as a business/i, /change or correct/i],
  },
  { section: /^exemption certificate$/i, questions: [/how do i e-file an exemption certificate/i] },
  {
    section: /^city tax form$/i,
    questions: [
      /how do i e-file my city tax form/i,
      /eligible to submit .*electronically/i,
      /refund/i,
      /what do i need before i start/i,
      /name, address or zip code is incorrect on the w-2 entry screen/i,
      /name, address or filing status has changed/i,
      /income that is not on a w-2 or 1099/i,
      /which paper forms do i need/i,
      /what do i do with my w-2 forms/i,
      /fee/i,
      /amend my return online/i,
      /get a copy/i,
      /employment or residence city is not in the drop-down/i,
      /how do i sign/i,
    ],
  },
  { section: /^individual estimate form$/i, questions: [/estimated payments/i, /when/i] },
  {
    section: /^employer's return of income tax withheld$/i,
    questions: [/monthly or quarterly/i, /due/i, /late/i],
  },
  {
    section: /^individual\/net profit estimate$/i,
    questions: [/apportionment/i, /net profit estimated payments due/i, /safe harbor/i],
  },
  { section: /^other faq$/i, questions: [/use my email address and personal information/i] },
];

/** Help facts of spec §2 and §9 and of TAX-RULES.md the answers must state. */
const FACTS = [
  '9 digits with no dashes',
  'Annual-return eligibility requires all income on W-2/1099, no rental/business/K-1 activity, and no overpayment.',
  'within the last 5 years',
  '16- and 17-year-olds pay city income tax only if they earned $2500 or more',
  'January 15 of the next year: 90%',
  'more than $2,399 was withheld in the prior year, or more than $200 in any month of the prior quarter',
  'A late-payment penalty of 50% of the tax due',
  // TAX-RULES.md §5: a first failure to file on time is abated from tax year 2023.
  'for tax years from 2023, a flat $25.00, which is not charged the first time you file a return late',
  'April 15, June 15, September 15 and December 15',
  'Filing with City Tax e-File is free.',
];

function renderFaq(path = '/faq') {
  const router = createMemoryRouter([{ path: '/faq', element: <FaqPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const sidebar = () => screen.getByRole('navigation', { name: 'FAQ topics' });
const triggers = () => within(sidebar()).getAllByRole('button');
const expanded = () => triggers().filter((b) => b.getAttribute('aria-expanded') === 'true');

/** The content area's section whose h2 matches (the sidebar repeats the titles as triggers). */
function contentSection(title: RegExp): HTMLElement {
  const heading = screen
    .getAllByRole('heading', { level: 2, name: title })
    .find((h) => !sidebar().contains(h));
  expect(heading, `section ${title}`).toBeDefined();
  return heading!.closest('section')!;
}

describe('FaqPage', () => {
  it('has the title and every section and question of spec §2, each with an anchored answer', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(document.title).toContain('Frequently Asked Questions');
    expect(triggers()).toHaveLength(SPEC.length);
    SPEC.forEach(({ section, questions }, i) => {
      expect(triggers()[i]).toHaveAccessibleName(section);
      const headings = within(contentSection(section)).getAllByRole('heading', { level: 3 });
      for (const question of questions) {
        const heading = headings.find((h) => question.test(h.textContent ?? ''));
        expect(heading, `${section}: ${question}`).toBeDefined();
        expect(heading!.id).toMatch(/^[a-z0-9-]+$/);
        expect(heading).toHaveAttribute('tabindex', '-1');
        const answer = heading!.closest('article')!;
        expect(answer.textContent!.length - heading!.textContent!.length).toBeGreaterThan(80);
      }
    });
  });

  it('states the help facts', () => {
    renderFaq();
    const text = document.body.textContent ?? '';
    for (const fact of FACTS) expect(text).toContain(fact);
  });

  it('opens one section at a time, and every question link targets its answer heading', async () => {
    renderFaq();
    // The first topic starts open.
    expect(expanded()).toEqual([triggers()[0]]);
    for (const trigger of triggers()) {
      if (trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
      expect(expanded()).toEqual([trigger]);
      const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
      const links = within(panel).getAllByRole('link');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const id = link.getAttribute('href')!.replace(/^#/, '');
        const target = document.getElementById(id);
        expect(target?.tagName, `#${id}`).toBe('H3');
        expect(target).toHaveTextContent(link.textContent!);
      }
    }
  });

  it('points every in-answer anchor at a question that exists', () => {
    renderFaq();
    const anchors = [...document.querySelectorAll<HTMLAnchorElement>('article a[href^="#"]')];
    expect(anchors.length).toBeGreaterThan(5);
    for (const anchor of anchors) {
      const id = anchor.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)?.tagName, anchor.href).toBe('H3');
    }
  });

  it('moves focus to the answer heading when a question link is followed', async () => {
    renderFaq();
    const link = within(sidebar()).getByRole('link', { name: /forgot my password/i });
    await userEvent.click(link);
    expect(screen.getByRole('heading', { level: 3, name: /forgot my password/i })).toHaveFocus();
  });

  it('opens the section of a deep-linked question, and follows later hashes', async () => {
    const router = renderFaq('/faq#paper-forms');
    expect(expanded()).toHaveLength(1);
    expect(expanded()[0]).toHaveAccessibleName(/city tax form/i);
    expect(within(sidebar()).getByRole('link', { name: /which paper forms/i })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await act(() => router.navigate('/faq#register-business'));
    expect(expanded()).toHaveLength(1);
    expect(expanded()[0]).toHaveAccessibleName(/registering/i);
  });

  it('ignores a hash that names no question', () => {
    renderFaq('/faq#no-such-question');
    expect(expanded()).toEqual([triggers()[0]]);
    expect(within(sidebar()).queryByRole('link', { current: 'location' })).toBeNull();
  });
});
