import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../text/storyText';
import { Banner } from './Banner';

const OWNER = 'the City of Springfield';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: { owner: OWNER },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

const toggleOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: (name) => name.includes(label) });

/** Closed: one thin line. Tab reaches the button, Enter shows the explanations, Escape hides them. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals).banner;
    await expect(canvas.getByRole('region', { name: t.text(OWNER) })).toBeVisible();
    const button = toggleOf(canvasElement, t.toggleLabel);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(t.domainHeading)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.getByText(t.domainHeading)).not.toBeVisible();
  },
};

/** Open: how to tell an official site (.gov) and a secure one (the lock, https://). */
export const Open: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals).banner;
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggleOf(canvasElement, t.toggleLabel)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(t.domainHeading)).toBeVisible();
    await expect(canvas.getByText(t.httpsHeading)).toBeVisible();
  },
};

/**
 * On a 375 px phone the statement keeps one line: the button's "Here's how you know" is read but not
 * shown, and the chevron marks the button.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals).banner;
    const button = toggleOf(canvasElement, t.toggleLabel);
    const statement = canvas.getByText(t.text(OWNER));
    // One line of text: no taller than 1.5 times its font size, plus rounding.
    const lineHeight = Number.parseFloat(getComputedStyle(statement).lineHeight);
    await expect(statement.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    // A target of at least 24 × 24 px.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(t.httpsHeading)).toBeVisible();
  },
};

/** Every text is a prop, here in Spanish: props win over the defaults in either language. */
export const OtherLanguage: Story = {
  args: {
    owner: 'la Ciudad de Springfield',
    text: 'Un sitio web oficial de la Ciudad de Springfield',
    toggleLabel: 'Así es como usted puede verificarlo',
    domainHeading: 'Los sitios web oficiales usan .gov',
    domainText:
      'Un sitio web .gov pertenece a una organización oficial del Gobierno de Estados Unidos, como una ciudad.',
    httpsHeading: 'Los sitios web seguros .gov usan HTTPS',
    httpsText:
      'Un candado o https:// significa que usted se conectó de forma segura a un sitio web .gov. Comparta información sensible sólo en sitios web oficiales y seguros.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('region', { name: 'Un sitio web oficial de la Ciudad de Springfield' }),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByText('Los sitios web oficiales usan .gov')).toBeVisible();
  },
};
