import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../text/storyText';
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

const list = (canvas: ReturnType<typeof within>, globals: Record<string, unknown>) =>
  canvas.getByRole('list', { name: storyText(globals).stepIndicator.label });
/** A completed step's accessible name: its label, then the words that say it is completed. */
const completed = (label: string, globals: Record<string, unknown>) => (name: string) =>
  name.includes(`${label} ${storyText(globals).stepIndicator.completedText}`);

/** The first step: nothing done yet. */
export const FirstStep: Story = {
  args: { currentIndex: 0 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals).stepIndicator;
    const [first, second] = within(list(canvas, globals)).getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(second).toHaveTextContent(t.notCompletedText);
    await expect(canvas.getByText(t.counterText(1, 4, 'Check you can file online'))).toBeInTheDocument();
    // No step is done, so there is nothing to go back to.
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A step in the middle: the steps before it are completed, and link back when they have an href. */
export const MiddleStep: Story = {
  args: { currentIndex: 2 },
  play: async ({ canvas, globals }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: completed('Check you can file online', globals) }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: completed('Your city', globals) })).toHaveFocus();
    const current = within(list(canvas, globals)).getAllByRole('listitem')[2];
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(
      canvas.getByText(storyText(globals).stepIndicator.counterText(3, 4, 'Your W-2s and 1099s')),
    ).toBeInTheDocument();
  },
};

/** The steps without hrefs: completed steps are plain text, and nothing takes focus. */
export const WithoutLinks: Story = {
  args: { currentIndex: 2, steps: steps.map(({ label }) => ({ label })) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(within(list(canvas, globals)).getAllByRole('listitem')[0]).toHaveTextContent(
      storyText(globals).stepIndicator.completedText,
    );
  },
};

/** Every step completed: the counter says so and no step is current. */
export const AllCompleted: Story = {
  args: { currentIndex: 4 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyText(globals).stepIndicator.allCompletedText(4))).toBeInTheDocument();
    await expect(list(canvas, globals).querySelector('[aria-current]')).toBeNull();
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
  play: async ({ canvas, globals }) => {
    const counter = canvas.getByText(storyText(globals).stepIndicator.counterText(2, 4, 'Your city'));
    await expect(counter.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.tab();
    // The link to the completed step shows while it has focus.
    const link = canvas.getByRole('link', { name: completed('Check you can file online', globals) });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
