import { makeProblem, paths } from '@citytax/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupMockServer } from '../pages/account/testServer';
import { useFiling } from './useFiling';
import { useServerDraft } from './useServerDraft';
import { useUnsavedChanges } from './useUnsavedChanges';

const server = setupMockServer();

const WARNING =
  'WARNING: You have unsaved changes. Press Cancel to stay on the current form, or OK to lose these changes.';

function DirtyForm() {
  const [value, setValue] = useState('');
  const dialog = useUnsavedChanges(value !== '');
  return (
    <>
      <label>
        Employer name
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <Link to="/elsewhere">Leave</Link>
      {dialog}
    </>
  );
}

function renderDirtyForm() {
  return renderRoute({ path: '/form', Component: DirtyForm }, '/form', [
    { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  ]);
}

describe('useUnsavedChanges', () => {
  it('lets a clean form go without asking', async () => {
    const router = renderDirtyForm();
    await userEvent.click(await screen.findByRole('link', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks with the spec warning; Cancel stays on the form with the values kept', async () => {
    const router = renderDirtyForm();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Employer name' }), 'Acme');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(WARNING);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Employer name' })).toHaveValue('Acme');
  });

  it('Esc also stays; OK leaves and loses the changes', async () => {
    const router = renderDirtyForm();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Employer name' }), 'Acme');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks the browser before the tab closes only while dirty', async () => {
    renderDirtyForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Employer name' }), 'A');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});

function DraftForm() {
  const [value, setValue] = useState('');
  const draft = useServerDraft('w2-new', { employerName: value }, value !== '', 20);
  if (draft.restored === undefined) return <p>Loading draft</p>;
  return (
    <>
      {draft.restored ? <p>Restored: {String(draft.restored.employerName)}</p> : <p>No draft</p>}
      <label>
        Employer name
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <button type="button" onClick={() => void draft.clear()}>
        Discard
      </button>
    </>
  );
}

describe('useServerDraft', () => {
  it('offers the saved draft back when the form opens', async () => {
    server.use(
      http.get(`/api/drafts/:key`, ({ params }) =>
        HttpResponse.json({
          draft: { key: params.key, data: { employerName: 'Saved Co' }, updatedAt: '2026-11-22T10:00:00Z' },
        }),
      ),
    );
    renderRoute({ path: '/form', Component: DraftForm }, '/form');
    expect(await screen.findByText('Restored: Saved Co')).toBeInTheDocument();
  });

  it('saves once typing pauses, only what changed, and deletes on discard', async () => {
    const saved: unknown[] = [];
    let deleted = 0;
    server.use(
      http.get(`/api/drafts/:key`, () => HttpResponse.json({ draft: null })),
      http.put(paths.draft('w2-new'), async ({ request }) => {
        const body = (await request.json()) as { data: Record<string, unknown> };
        saved.push(body.data);
        return HttpResponse.json({
          draft: { key: 'w2-new', data: body.data, updatedAt: '2026-11-22T10:00:00Z' },
        });
      }),
      http.delete(paths.draft('w2-new'), () => {
        deleted += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    renderRoute({ path: '/form', Component: DraftForm }, '/form');
    expect(await screen.findByText('No draft')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Employer name' }), 'Acme');
    await waitFor(() => expect(saved).toContainEqual({ employerName: 'Acme' }));
    // The last save is the whole value; nothing is saved again without a change.
    const count = saved.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(saved).toHaveLength(count);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(deleted).toBe(1));
  });
});

function FilingForm({
  amountDue,
  draftKey = 'filing-test',
}: {
  amountDue: number;
  draftKey?: string | null;
}) {
  const filing = useFiling<{ employerName: string }, { employerName: string }, { id: number }>({
    draftKey,
    store: async () => ({ id: 7 }),
    amountDue: () => amountDue,
    saveFailed: 'Saving failed.',
  });
  const value = filing.values?.employerName ?? '';
  if (filing.draft.restored === undefined) return <p>Loading draft</p>;
  return (
    <>
      {filing.filed ? <p>Filed form {filing.filed.stored.id}</p> : null}
      <label>
        Employer name
        <input
          value={value}
          onChange={(e) => filing.change({ employerName: e.target.value }, e.target.value !== '')}
        />
      </label>
      <button type="button" onClick={() => void filing.submit({ employerName: value })}>
        File
      </button>
      {filing.unsavedChanges}
    </>
  );
}

describe('useFiling', () => {
  function recordDrafts() {
    const calls: string[] = [];
    server.use(
      http.get(paths.draft('filing-test'), () => HttpResponse.json({ draft: null })),
      http.put(paths.draft('filing-test'), async ({ request }) => {
        const body = (await request.json()) as { data: Record<string, unknown> };
        calls.push('save');
        return HttpResponse.json({
          draft: { key: 'filing-test', data: body.data, updatedAt: '2026-11-22T10:00:00Z' },
        });
      }),
      http.delete(paths.draft('filing-test'), () => {
        calls.push('delete');
        return HttpResponse.json({ ok: true });
      }),
      ...submitHandler(calls),
    );
    return calls;
  }

  /** The submit of form 7 (Draft → AwaitingPayment), recorded. */
  function submitHandler(calls: string[]) {
    return [
      http.post(paths.submitForm(7), () => {
        calls.push('submit');
        return HttpResponse.json({
          id: 7,
          taxFormType: 'ReturnOfIncome',
          status: 'AwaitingPayment',
          amountDue: 12.5,
        });
      }),
    ];
  }

  it('an amount due goes to payment past the unsaved-changes prompt, and the draft stays deleted', async () => {
    const calls = recordDrafts();
    const router = renderRoute({ path: '/form', element: <FilingForm amountDue={12.5} /> }, '/form', [
      { path: '/form/:id/pay', element: <h1>Pay</h1> },
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Employer name' }), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'File' }));
    expect(await screen.findByRole('heading', { name: 'Pay' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form/7/pay');
    // Filed with a balance due, the form was submitted first: it awaits payment, paid now or later.
    expect(calls).toContain('submit');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Leaving saves what is pending: nothing is, so the draft is not brought back.
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.at(-1)).toBe('delete');
  });

  it('goes to payment at once past the prompt, with no render in between (no draft to delete)', async () => {
    server.use(...submitHandler([]));
    const router = renderRoute(
      { path: '/form', element: <FilingForm amountDue={12.5} draftKey={null} /> },
      '/form',
      [{ path: '/form/:id/pay', element: <h1>Pay</h1> }],
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Employer name' }), 'Acme');
    // Not even held for a moment (which would flash the unsaved-changes dialog).
    let held = false;
    router.subscribe((state) => {
      for (const blocker of state.blockers.values()) if (blocker.state === 'blocked') held = true;
    });
    await userEvent.click(screen.getByRole('button', { name: 'File' }));
    expect(await screen.findByRole('heading', { name: 'Pay' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form/7/pay');
    expect(held).toBe(false);
  });

  it('nothing due files with no payment; an earlier try filed by a lost answer counts as filed', async () => {
    const calls = recordDrafts();
    const filed = makeProblem('tax-form-already-filed');
    server.use(
      http.post(paths.noPayment(7), () =>
        HttpResponse.json(filed, {
          status: filed.status,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
      ),
    );
    renderRoute({ path: '/form', element: <FilingForm amountDue={0} /> }, '/form');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Employer name' }), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'File' }));
    expect(await screen.findByText('Filed form 7')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)).toBe('delete'));
  });
});
