import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiTextProvider } from './UiTextProvider';
import { pageLocale, useUiLocale } from './uiTextContext';

function ShowLocale() {
  return <p>{useUiLocale()}</p>;
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('the locale without a provider follows <html lang>', () => {
  it.each([
    ['es', 'es-US'],
    ['es-US', 'es-US'],
    ['ES-419', 'es-US'],
    ['en', 'en-US'],
    ['', 'en-US'],
    ['est', 'en-US'],
  ])('<html lang="%s"> → %s', (lang, locale) => {
    document.documentElement.lang = lang;
    expect(pageLocale()).toBe(locale);
    render(<ShowLocale />);
    expect(screen.getByText(locale)).toBeInTheDocument();
  });

  it('a provider’s locale wins over the page’s', () => {
    document.documentElement.lang = 'es';
    render(
      <UiTextProvider locale="en-US">
        <ShowLocale />
      </UiTextProvider>,
    );
    expect(screen.getByText('en-US')).toBeInTheDocument();
  });
});
