import { Button } from '@citytax/ui';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ComponentType, type ReactNode } from 'react';

/**
 * `parameters.docsTrigger` of a stories file or of one story: how a dialog story shows on a docs
 * page. A docs page renders every example at once, and a dialog open on load would cover the page
 * (and stack on the others), so there each example starts closed behind a button. In the story
 * view and in the story tests (`viewMode: 'story'`) nothing changes: the story renders as written.
 */
export interface DocsTriggerParameter {
  /** Text of the button that opens the example. Default: 'Open the dialog'. */
  label?: string;
  /**
   * - `'open'` (default): the story opens the dialog through its `open` arg. On a docs page the
   *   dialog starts closed; the button opens it, and the dialog's `onOpenChange` closes it again.
   * - `'mount'`: the story opens a dialog by itself (on a timer, say); it mounts on click.
   * - `'none'`: the story renders its own trigger button; it shows as written.
   */
  mode?: 'open' | 'mount' | 'none';
}

const DEFAULT_LABEL = 'Open the dialog';

/** Stories and args are typed loosely here: the decorator serves every dialog's stories. */
type StoryComponent = ComponentType<{ args?: Record<string, unknown> }>;

function OpenOnClick({
  label,
  Story,
  args,
}: {
  label: string;
  Story: StoryComponent;
  args: Record<string, unknown>;
}) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (typeof args.onOpenChange === 'function') args.onOpenChange(next);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Story args={{ ...args, open, onOpenChange }} />
    </>
  );
}

function MountOnClick({ label, children }: { label: string; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  return mounted ? (
    children
  ) : (
    <Button variant="secondary" onClick={() => setMounted(true)}>
      {label}
    </Button>
  );
}

/** Registered once in preview.tsx; acts only on docs pages, for stories with `parameters.docsTrigger`. */
export const withDocsTrigger: Decorator = (Story, context) => {
  const parameter = context.parameters.docsTrigger as DocsTriggerParameter | undefined;
  if (context.viewMode !== 'docs' || !parameter || parameter.mode === 'none') return <Story />;
  const label = parameter.label ?? DEFAULT_LABEL;
  if (parameter.mode === 'mount') {
    return (
      <MountOnClick label={label}>
        <Story />
      </MountOnClick>
    );
  }
  if (context.args.open !== true) return <Story />;
  return <OpenOnClick label={label} Story={Story as StoryComponent} args={context.args} />;
};
