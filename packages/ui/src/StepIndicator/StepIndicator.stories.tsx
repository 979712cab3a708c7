import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { LinkComponentProps } from '../types';
import { StepIndicator } from './StepIndicator';

const steps = [
  { label: 'Check you can file online', href: '#check' },
  { label: 'Your city', href: '#city' },
  { label: 'Your W-2s and 1099s', href: '#income' },
  { label: 'Check and file' },
];

const meta = {
  title: 'UI/StepIndicator',
  component: StepIndicator,
  args: { steps, currentIndex: 1 },
} satisfies Meta<typeof StepIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: ReturnType<typeof within>) => canvas.getByRole('list', { name: 'Steps' });

/** The first step: nothing done yet. */
export const FirstStep: Story = {
  args: { currentIndex: 0 },
  play: async ({ canvas }) => {
    const [first, second] = within(list(canvas)).getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(second).toHaveTextContent('not completed');
    await expect(canvas.getByText('Step 1 of 4: Check you can file online')).toBeInTheDocument();
    // No step is done, so there is nothing to go back to.
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A step in the middle: the steps before it are completed, and link back when they have an href. */
export const MiddleStep: Story = {
  args: { currentIndex: 2 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Check you can file online completed/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Your city completed/ })).toHaveFocus();
    const current = within(list(canvas)).getAllByRole('listitem')[2];
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Step 3 of 4: Your W-2s and 1099s')).toBeInTheDocument();
  },
};

/** The steps without hrefs: completed steps are plain text, and nothing takes focus. */
export const WithoutLinks: Story = {
  args: { currentIndex: 2, steps: steps.map(({ label }) => ({ label })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(within(list(canvas)).getAllByRole('listitem')[0]).toHaveTextContent('completed');
  },
};

/** Every step completed: the counter says so and no step is current. */
export const AllCompleted: Story = {
  args: { currentIndex: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All 4 steps completed')).toBeInTheDocument();
    await expect(list(canvas).querySelector('[aria-current]')).toBeNull();
  },
};

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  // Stands in for a router's link (react-router's <Link to>, Next's <Link href>).
  return (
    <a href={href} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

/** Links through the app's router: pass its link component as `linkComponent`. */
export const WithRouterLinks: Story = {
  args: { currentIndex: 3, linkComponent: RouterLink },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('data-router-link');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** On a phone (320 px): "Step 2 of 4: Your city" above a bar per step; the names stay for screen readers. */
export const Narrow: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const counter = canvas.getByText('Step 2 of 4: Your city');
    await expect(counter.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.tab();
    // The link to the completed step shows while it has focus.
    const link = canvas.getByRole('link', { name: /Check you can file online completed/ });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
