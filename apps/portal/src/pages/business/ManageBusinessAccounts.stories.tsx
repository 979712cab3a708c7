import {
  ACCESS_CODE_TOO_MANY_DETAIL,
  businessErrorHandlers,
  createBusinessHandlers,
  fixtures,
  mockAccessCodes,
} from '@citytax/api/mocks';
import { businessSearchMessages } from '@citytax/forms';
import { ToastProvider } from '@citytax/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { businessEn } from '../../messages/business.en';
import { businesses } from '../../state/businesses';
import { features } from '../../state/features';
import { signInForStory } from '../../storybook/session';
import { startingWith } from '../../storybook/text';
import { withRouter } from '../../storybook/withRouter';
import { ManageBusinessAccountsPage } from './ManageBusinessAccounts';

// The mocks' problem details, sent in English whatever the language (the server words them in it).
const WRONG_CODE =
  'The business access code is not right. It is printed on letters the city sent to this business.';
const SEARCH_LIMITED = 'Too many requests. Try again in 15 minutes.';
const DINER = 'Erie Street Diner LLC';
const m = businessSearchMessages;

const meta = {
  title: 'Portal/Pages/ManageBusinessAccounts',
  component: ManageBusinessAccountsPage,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
    withRouter({
      path: '/manage-business-accounts',
      routes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
    }),
  ],
  parameters: { msw: { handlers: createBusinessHandlers() } },
  beforeEach() {
    features.set({ EinManagement: true, 'Public.FAQ': true });
    const signOut = signInForStory(fixtures.businessSignIn);
    businesses.reset();
    return () => {
      businesses.reset();
      signOut();
    };
  },
  tags: ['autodocs'],
} satisfies Meta<typeof ManageBusinessAccountsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Searches Erie Street Diner with the keyboard and answers its access code; returns the result region. */
async function findDiner(canvas: Canvas, accessCode: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: startingWith(m.fields.ein) }), '346660003');
  await userEvent.type(
    canvas.getByRole('textbox', { name: startingWith(m.fields.businessName) }),
    'Erie Street Diner{Enter}',
  );
  const found = await canvas.findByRole('region', { name: m.resultHeading });
  const code = within(found).getByRole('textbox', { name: startingWith(m.fields.accessCode) });
  await userEvent.click(code);
  await userEvent.keyboard(`${accessCode}{Enter}`);
  return found;
}

/**
 * The code printed on the city's letters links the business (mocks: the seed's codes). The found
 * panel then gives way to a polite status, which takes focus.
 */
export const KnownCode: Story = {
  parameters: { msw: { handlers: createBusinessHandlers() } },
  play: async ({ canvas }) => {
    await findDiner(canvas, mockAccessCodes['300003']!);
    const table = await canvas.findByRole('table', { name: businessEn.manage.linkedHeading });
    await expect(await within(table).findByRole('rowheader', { name: DINER })).toBeVisible();
    const status = await canvas.findByText(businessEn.manage.added(DINER));
    await expect(status.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(status.closest('[data-result]')).toHaveFocus());
    await expect(canvas.queryByRole('region', { name: m.resultHeading })).toBeNull();
  },
};

export const WrongCode: Story = {
  parameters: { msw: { handlers: createBusinessHandlers() } },
  play: async ({ canvas }) => {
    const found = await findDiner(canvas, 'ABCD-EFGH-JKMN');
    await expect(await within(found).findByRole('alert')).toHaveTextContent(WRONG_CODE);
    await expect(within(found).getByRole('textbox', { name: startingWith(m.fields.accessCode) })).toHaveValue(
      'ABCD-EFGH-JKMN',
    );
  },
};

export const InvalidCode: Story = {
  play: async ({ canvas }) => {
    const found = await findDiner(canvas, '12');
    const code = within(found).getByRole('textbox', { name: startingWith(m.fields.accessCode) });
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(m.accessCodeFormat));
    await expect(code).toHaveFocus();
  },
};

export const TooManyTries: Story = {
  parameters: { msw: { handlers: [businessErrorHandlers.addRateLimited, ...createBusinessHandlers()] } },
  play: async ({ canvas }) => {
    const found = await findDiner(canvas, mockAccessCodes['300003']!);
    await expect(await within(found).findByRole('alert')).toHaveTextContent(ACCESS_CODE_TOO_MANY_DETAIL);
  },
};

export const SearchLimited: Story = {
  parameters: {
    msw: { handlers: [businessErrorHandlers.searchRateLimited, ...createBusinessHandlers()] },
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: startingWith(m.fields.ein) }),
      '346660003',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(m.fields.businessName) }),
      'Erie Street Diner{Enter}',
    );
    await expect(await canvas.findByText(SEARCH_LIMITED)).toBeVisible();
  },
};
