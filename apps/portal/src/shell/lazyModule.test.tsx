import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazyModule';

/** A module whose load the test resolves or rejects. */
function deferredModule() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const load = vi.fn(
    () =>
      new Promise<{ Field: (props: { label: string }) => ReactNode }>((resolve, reject) => {
        settle = {
          resolve: () =>
            resolve({
              Field: ({ label }) => {
                const [value, setValue] = useState('');
                return (
                  <label>
                    {label}
                    <input value={value} onChange={(event) => setValue(event.target.value)} />
                  </label>
                );
              },
            }),
          reject,
        };
      }),
  );
  return { load, settle: () => settle };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>load failed</p> : this.props.children;
  }
}

describe('lazyModule', () => {
  it('draws the fallback until the module loads, then the part; both parts share one load', async () => {
    const { load, settle } = deferredModule();
    const module = lazyModule(load);
    const First = module.part('First', (m) => m.Field, <p>loading</p>);
    const Second = module.part('Second', (m) => m.Field, <p>loading</p>);
    render(
      <>
        <First label="First" />
        <Second label="Second" />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await act(async () => settle().resolve());
    expect(await screen.findByRole('textbox', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once preloaded, a part draws at once, with no fallback, and keeps what is typed into it', async () => {
    const { load, settle } = deferredModule();
    const module = lazyModule(load);
    const Part = module.part('Part', (m) => m.Field, <p>loading</p>);
    const preloaded = module.preload();
    settle().resolve();
    await preloaded;

    function Page() {
      const [n, setN] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setN(n + 1)}>
            again {n}
          </button>
          <Part label="Payer name" />
        </>
      );
    }
    render(<Page />);
    // Drawn in the same render: no fallback in between.
    const field = screen.getByRole('textbox', { name: 'Payer name' });
    expect(screen.queryByText('loading')).toBeNull();
    await userEvent.type(field, 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'again 0' }));
    expect(screen.getByRole('textbox', { name: 'Payer name' })).toHaveValue('Acme');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load reaches the error boundary; the part drawn again loads afresh', async () => {
    const { load, settle } = deferredModule();
    const module = lazyModule(load);
    const Part = module.part('Part', (m) => m.Field, <p>loading</p>);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(
      <Boundary>
        <Part label="Employer" />
      </Boundary>,
    );
    await act(async () => settle().reject(new Error('network')));
    expect(await screen.findByText('load failed')).toBeInTheDocument();
    unmount();

    render(
      <Boundary>
        <Part label="Employer" />
      </Boundary>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => settle().resolve());
    expect(await screen.findByRole('textbox', { name: 'Employer' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });
});
