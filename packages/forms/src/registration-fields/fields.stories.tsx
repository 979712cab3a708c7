import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { registrationMessages as m } from '../messages/registration.en';
import { FormCheckbox, FormFooter, FormTextField, labelledResolver, useRegistrationForm } from './fields';
import styles from './fields.module.css';

const schema = z.object({
  ein: z.string().regex(/^\d{9}$/, { error: 'must be a nine-digit number with no hyphens' }),
  businessName: z.string().min(1, { error: 'is required' }),
  agree: z.literal(true, { error: 'is required' }),
});
type Values = z.input<typeof schema>;

// The labels are read at each validation, in the story's language, as the registration forms' are.
const resolver = labelledResolver(zodResolver(schema), () => ({
  ein: m.fields.ein,
  businessName: m.fields.businessName,
  agree: 'Agreement',
}));

/** A demonstration form for the shared bindings: how every registration form reads its errors. */
function BindingsDemo({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const { form, formRef, submit, isSubmitting } = useRegistrationForm<Values, z.output<typeof schema>>({
    resolver,
    defaultValues: { ein: '', businessName: '', agree: false as unknown as true },
    onSubmit,
  });
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <FormTextField control={form.control} name="ein" label={m.fields.ein} isRequired />
      <FormTextField control={form.control} name="businessName" label={m.fields.businessName} isRequired />
      <FormCheckbox control={form.control} name="agree" label="The information is correct" />
      <FormFooter isSubmitting={isSubmitting} submitLabel={m.registrationCheck.submit} />
    </form>
  );
}

const meta = {
  title: 'Forms/Shared/Field bindings',
  component: BindingsDemo,
  args: { onSubmit: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof BindingsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Generic messages built from the field label; focus goes to the first invalid field. */
export const GenericMessages: Story = {
  play: async ({ canvas, args }) => {
    const { fields, rules } = m;
    await userEvent.click(canvas.getByRole('button', { name: m.registrationCheck.submit }));
    await expect(await canvas.findByText(`${fields.ein} ${rules.required}`)).toBeInTheDocument();
    await expect(canvas.getByText(`${fields.businessName} ${rules.required}`)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: fields.ein })).toHaveFocus());
    await userEvent.keyboard('12-3456789');
    await userEvent.click(canvas.getByRole('button', { name: m.registrationCheck.submit }));
    await expect(await canvas.findByText(`${fields.ein} ${rules.nineDigits}`)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid values reach onSubmit. */
export const Valid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: m.fields.ein }), '341234567');
    await userEvent.type(
      canvas.getByRole('textbox', { name: m.fields.businessName }),
      'Lakeshore Bakery LLC',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'The information is correct' }));
    await userEvent.click(canvas.getByRole('button', { name: m.registrationCheck.submit }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};
