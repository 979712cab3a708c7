import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CurrencyInput } from '../CurrencyInput/CurrencyInput';
import { DateField } from '../DateField/DateField';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary';
import { Spinner } from '../Spinner/Spinner';
import { Stack } from '../Stack/Stack';
import { StepIndicator } from '../StepIndicator/StepIndicator';
import { DisplayMode } from '../TaxpayerDataPanel/format';
import { TaxpayerDataPanel } from '../TaxpayerDataPanel/TaxpayerDataPanel';
import { uiTextEs } from './uiText.es';
import { UiTextProvider } from './UiTextProvider';

/** A money field whose value the page keeps, as a form does. */
function Wages({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <CurrencyInput
      label="Salarios, propinas y otras compensaciones"
      name="wages"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Components that show default texts and formats, with none of those texts given as props. */
function Sample({ onWagesChange }: { onWagesChange: (value: number | null) => void }) {
  return (
    <Stack space={5}>
      <StepIndicator
        steps={[{ label: 'Sus datos' }, { label: 'Sus ingresos' }, { label: 'Pagar' }]}
        currentIndex={1}
      />
      <ErrorSummary mode="live" errors={[{ message: 'Escriba sus salarios' }]} />
      <Wages onChange={onWagesChange} />
      <DateField label="Fecha en que vendió el negocio" name="soldOn" defaultValue="2025-03-15" />
      <TaxpayerDataPanel
        mode={DisplayMode.Business}
        status="loaded"
        data={{
          taxpayer: { name1: 'Ferretería Acme', federalId: '341234567' },
          address: { street: '200 Lakeside Ave', city: 'Cleveland', state: 'OH', zip: '44114' },
        }}
        today={new Date(2026, 10, 22)}
      />
      <div>
        <Button isLoading>Guardar</Button>
      </div>
    </Stack>
  );
}

const meta = {
  title: 'UI/Languages',
  component: UiTextProvider,
  args: { text: uiTextEs, locale: 'es-US' },
  argTypes: { text: { control: false } },
  render: (args) => (
    <UiTextProvider {...args}>
      <Sample onWagesChange={fn()} />
    </UiTextProvider>
  ),
} satisfies Meta<typeof UiTextProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The library in Spanish: `<UiTextProvider text={uiTextEs} locale="es-US">` around the page. No
 * component is given a text of the library; the headings, counters, buttons' announcements, the
 * panel's labels, the date's segments and the dates' order all follow the provider.
 */
export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Pasos' })).toBeInTheDocument();
    await expect(canvas.getByText('Paso 2 de 3: Sus ingresos')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Hay un problema' })).toBeInTheDocument();
    const panel = canvas.getByRole('region', { name: 'Información del contribuyente' });
    await expect(within(panel).getByText('Fecha de presentación')).toBeVisible();
    await expect(within(panel).getByText('22/11/2026')).toBeVisible();
    const date = canvas.getByRole('group', { name: 'Fecha en que vendió el negocio' });
    const [day, month, year] = within(date).getAllByRole('spinbutton');
    await expect(day).toHaveAccessibleName(/día/i);
    await expect(month).toHaveAccessibleName(/mes/i);
    await expect(year).toHaveAccessibleName(/año/i);
    // The loading button announces "Cargando" through a status inside it.
    await expect(canvas.getByRole('button', { name: 'Guardar Cargando' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** An amount as a Spanish-speaking US resident may type it, written in the locale's format on leaving. */
export const SpanishAmount: Story = {
  render: (args) => (
    <UiTextProvider {...args}>
      <Wages onChange={fn()} />
    </UiTextProvider>
  ),
  play: async ({ canvas }) => {
    const wages = canvas.getByRole('textbox', { name: 'Salarios, propinas y otras compensaciones' });
    await userEvent.click(wages);
    await userEvent.keyboard('1234,5');
    await userEvent.tab();
    await expect(wages).toHaveValue('$ 1,234.50');
    await userEvent.click(wages);
    await userEvent.keyboard('{Control>}a{/Control}abc');
    await userEvent.tab();
    await expect(wages).toHaveAccessibleDescription('Escriba una cantidad, como 1,234.56 o 1.234,56');
  },
};

/** A prop still wins over the provider: here the spinner's own label. */
export const PropsWin: Story = {
  render: (args) => (
    <UiTextProvider {...args}>
      <Spinner label="Cargando sus presentaciones y pagos" showLabel />
    </UiTextProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando sus presentaciones y pagos');
  },
};
