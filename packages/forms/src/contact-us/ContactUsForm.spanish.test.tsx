import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { englishSentencesIn, inSpanish } from '../form-kit/spanishForTests';
import { ContactUsForm } from './ContactUsForm';

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('ContactUsForm in Spanish', () => {
  inSpanish();

  it('labels each request type in Spanish and sends the API value', async () => {
    const onSubmit = vi.fn();
    render(
      <ContactUsForm onSubmit={onSubmit} defaultValues={{ name: 'Pat', emailAddress: 'pat@example.com' }} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Tipo de pregunta' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Impuestos y presentación en general' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Sitio web' }));
    await userEvent.type(textbox('Número de teléfono'), '216-555-0199');
    await userEvent.type(textbox('Comentarios'), '¿Cuándo llega mi reembolso?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        type: 'Website',
        name: 'Pat',
        phoneNumber: '216-555-0199',
        emailAddress: 'pat@example.com',
        message: '¿Cuándo llega mi reembolso?',
      },
      expect.anything(),
    );
  });

  it('lists every error in Spanish under the button and on each field', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<ContactUsForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(/^Corrija los siguientes errores:/);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Nombre es un dato obligatorio',
      'Número de teléfono es un dato obligatorio',
      'Dirección de correo electrónico es un dato obligatorio',
      'Comentarios es un dato obligatorio',
    ]);
    expect(textbox('Número de teléfono')).toHaveAccessibleDescription(
      'Por ejemplo, 216-555-0100 Número de teléfono es un dato obligatorio',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });

  it('says in Spanish why a phone, an email or a long email is refused', async () => {
    const { container } = render(<ContactUsForm onSubmit={vi.fn()} />);
    await userEvent.type(textbox('Número de teléfono'), 'abc');
    await userEvent.type(textbox('Dirección de correo electrónico'), 'nope');
    await userEvent.tab();
    expect(textbox('Número de teléfono')).toHaveAccessibleDescription(
      'Por ejemplo, 216-555-0100 El número de teléfono debe tener 10 dígitos, como 216-555-0100',
    );
    expect(textbox('Dirección de correo electrónico')).toHaveAccessibleDescription(
      'Dirección de correo electrónico no tiene un valor válido',
    );
    await userEvent.clear(textbox('Dirección de correo electrónico'));
    await userEvent.type(textbox('Dirección de correo electrónico'), `${'b'.repeat(45)}@example.com`);
    await userEvent.tab();
    expect(textbox('Dirección de correo electrónico')).toHaveAccessibleDescription(
      'Dirección de correo electrónico debe tener como máximo 50 caracteres',
    );
    expect(englishSentencesIn(container.textContent ?? '')).toEqual([]);
  });
});
