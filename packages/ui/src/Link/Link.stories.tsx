import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyText } from '../text/storyText';
import type { LinkComponentProps } from '../types';
import { Link } from './Link';

const navigate = fn();

/** Stands in for a router's link: it forwards its ref, and navigates without reloading the page. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
});

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#faq', children: 'Frequently asked questions' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain `<a>`, reached with Tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Frequently asked questions' });
    await expect(link).toHaveFocus();
    await expect(link).not.toHaveAttribute('target');
  },
};

/** Opens a new tab, with `rel="noopener noreferrer"`; screen readers hear "(opens in a new tab)". */
export const External: Story = {
  args: { href: 'https://example.org/', variant: 'external', children: 'Paper forms' },
  play: async ({ canvas, globals }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: `Paper forms ${storyText(globals).link.newTabHint}` });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Rendered by the app's router link (`component`): Enter navigates inside the app. */
export const WithRouterLink: Story = {
  args: { href: '/landing', children: 'About this service', component: RouterLink },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'About this service' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/landing');
  },
};

/** In a sentence: the underline, not only the colour, marks it as a link. */
export const InText: Story = {
  render: (args) => (
    <p>
      If you cannot file online, <Link {...args}>download the paper form</Link> and mail it to the Tax
      Collection Division.
    </p>
  ),
  args: { href: '#paper' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'download the paper form' })).toHaveFocus();
  },
};
