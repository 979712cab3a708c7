// Every field and button takes a `ref` (forwardRef, so React 18.3 and 19 alike) and hands it the
// element a consumer's focus management or react-hook-form needs. `tsc` type-checks this file too:
// the `@ts-expect-error` lines fail the typecheck if a ref prop ever becomes `any` again.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useRef, type ReactElement, type RefObject } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import {
  Button,
  Checkbox,
  CurrencyInput,
  DateField,
  NativeDateField,
  NativeSelect,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from './index';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];
const noop = () => {};

interface Case {
  name: string;
  render: (ref: RefObject<never>) => ReactElement;
  /** The DOM class the ref must hold. */
  type: abstract new () => HTMLElement;
  /** The element the ref must be, found as a user finds it. */
  element: () => HTMLElement;
  /** The element that has focus after `ref.current.focus()`; for group divs, see `focusInside`. */
  focusable: boolean;
}

const cases: Case[] = [
  {
    name: 'Button',
    render: (ref) => <Button ref={ref}>Save</Button>,
    type: HTMLButtonElement,
    element: () => screen.getByRole('button', { name: 'Save' }),
    focusable: true,
  },
  {
    name: 'TextField',
    render: (ref) => <TextField ref={ref} label="Email" name="email" />,
    type: HTMLInputElement,
    element: () => screen.getByRole('textbox', { name: 'Email' }),
    focusable: true,
  },
  {
    name: 'TextArea',
    render: (ref) => <TextArea ref={ref} label="Message" name="message" />,
    type: HTMLTextAreaElement,
    element: () => screen.getByRole('textbox', { name: 'Message' }),
    focusable: true,
  },
  {
    name: 'CurrencyInput',
    render: (ref) => <CurrencyInput ref={ref} label="Wages" name="wages" value={12} onChange={noop} />,
    type: HTMLInputElement,
    element: () => screen.getByRole('textbox', { name: 'Wages' }),
    focusable: true,
  },
  {
    name: 'Checkbox',
    render: (ref) => <Checkbox ref={ref} label="I agree" name="agree" />,
    type: HTMLInputElement,
    element: () => screen.getByRole('checkbox', { name: 'I agree' }),
    focusable: true,
  },
  {
    name: 'NativeSelect',
    render: (ref) => <NativeSelect ref={ref} label="City" name="city" options={options} />,
    type: HTMLSelectElement,
    element: () => screen.getByRole('combobox', { name: 'City' }),
    focusable: true,
  },
  {
    name: 'NativeDateField',
    render: (ref) => <NativeDateField ref={ref} label="Due date" name="due" />,
    type: HTMLInputElement,
    element: () => screen.getByLabelText('Due date'),
    focusable: true,
  },
  {
    name: 'Select (the trigger button)',
    render: (ref) => <Select ref={ref} label="Kind" name="kind" options={options} />,
    type: HTMLButtonElement,
    element: () => screen.getByRole('button', { name: /Kind/ }),
    focusable: true,
  },
  {
    name: 'RadioGroup (the radiogroup div)',
    render: (ref) => <RadioGroup ref={ref} label="Status" name="status" options={options} />,
    type: HTMLDivElement,
    element: () => screen.getByRole('radiogroup', { name: 'Status' }),
    focusable: false,
  },
  {
    name: 'DateField (the group div of the segments)',
    render: (ref) => <DateField ref={ref} label="Sold on" name="soldOn" />,
    type: HTMLDivElement,
    element: () => screen.getByRole('group', { name: 'Sold on' }),
    focusable: false,
  },
];

describe('refs', () => {
  it.each(cases)('$name hands its ref the element', ({ render: renderCase, type, element, focusable }) => {
    const ref = createRef<HTMLElement>();
    render(renderCase(ref as RefObject<never>));
    expect(ref.current).toBeInstanceOf(type);
    expect(ref.current).toBe(element());
    if (focusable) {
      ref.current?.focus();
      expect(ref.current).toHaveFocus();
    }
  });

  it.each(cases)(
    '$name calls a callback ref with the element, and with null on unmount',
    ({ render: renderCase, type }) => {
      const calls: (HTMLElement | null)[] = [];
      const callbackRef = (node: HTMLElement | null) => {
        calls.push(node);
      };
      const { unmount } = render(renderCase(callbackRef as unknown as RefObject<never>));
      expect(calls.at(-1)).toBeInstanceOf(type);
      unmount();
      expect(calls.at(-1)).toBeNull();
    },
  );

  it('RadioGroup and DateField: focus moves into the group as their docs say', () => {
    const radios = createRef<HTMLDivElement>();
    const date = createRef<HTMLDivElement>();
    render(
      <>
        <RadioGroup ref={radios} label="Status" name="status" options={options} value="b" />
        <DateField ref={date} label="Sold on" name="soldOn" />
      </>,
    );
    const checked = radios.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    checked?.focus();
    expect(screen.getByRole('radio', { name: 'Beta' })).toHaveFocus();
    date.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    expect(
      within(screen.getByRole('group', { name: 'Sold on' })).getAllByRole('spinbutton')[0],
    ).toHaveFocus();
  });
});

describe('react-hook-form', () => {
  // The fields report values, not events (`onChange(value)`), so `{...register('x')}` cannot be
  // spread on them: bind them with Controller and give `field.ref` to `ref`. Then react-hook-form
  // focuses the first invalid field on a failed submit, as it does with native inputs.
  interface Values {
    email: string;
    wages: number | null;
  }

  function Form({ onValid }: { onValid: (values: Values) => void }) {
    const { control, handleSubmit } = useForm<Values>({ defaultValues: { email: '', wages: null } });
    return (
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <Controller
          control={control}
          name="wages"
          rules={{ validate: (value) => (value !== null && !Number.isNaN(value)) || 'Enter your wages' }}
          render={({ field, fieldState }) => (
            <CurrencyInput
              ref={field.ref}
              label="Wages"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="email"
          rules={{ required: 'Enter your email' }}
          render={({ field, fieldState }) => (
            <TextField
              ref={field.ref}
              label="Email"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit">Send</Button>
      </form>
    );
  }

  it('focuses the first invalid field through the forwarded ref, then submits', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Wages' })).toHaveFocus());
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await user.keyboard('jane@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'jane@example.org', wages: 1234 });
  });
});

// Compile-time checks (never called): the ref types are the elements', not `any`.
export function RefTypes() {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const div = useRef<HTMLDivElement>(null);
  return (
    <>
      <TextField ref={input} label="Email" name="email" />
      <CurrencyInput ref={input} label="Wages" name="wages" value={null} />
      <Button ref={button}>Save</Button>
      <Select ref={button} label="Kind" name="kind" options={options} />
      <RadioGroup ref={div} label="Status" name="status" options={options} />
      {/* @ts-expect-error a TextField's ref is an HTMLInputElement's */}
      <TextField ref={div} label="Email" name="email" />
      {/* @ts-expect-error a CurrencyInput's ref is an HTMLInputElement's */}
      <CurrencyInput ref={div} label="Wages" name="wages" value={null} />
      {/* @ts-expect-error a Button's ref is an HTMLButtonElement's */}
      <Button ref={div}>Save</Button>
    </>
  );
}
