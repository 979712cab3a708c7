import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { RouterNavigation } from '../shell/Shell';

export type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

/**
 * A story's start, or a function that gives it when the story renders: router state that carries
 * a catalog text (a message) must be read in the story's language, after the switch, not at import.
 */
export type StoryInitialEntry = InitialEntry | (() => InitialEntry);

export interface StoryRouterOptions {
  /** Route path the story's page is mounted at. */
  path: string;
  /**
   * Where the story starts, with optional router state; a story may override it with
   * parameters.initialEntry (a `StoryInitialEntry`).
   */
  initialEntry?: InitialEntry;
  loader?: RouteObject['loader'];
  /**
   * Render this component at `path` instead of the story element; for pages
   * that navigate away and back, which a story element cannot survive.
   */
  Component?: RouteObject['Component'];
  /** Other routes the page may navigate to. */
  routes?: RouteObject[];
}

function StoryRouter({
  story,
  options,
  initialEntry,
}: {
  story: ReactNode;
  options: StoryRouterOptions;
  initialEntry: InitialEntry;
}) {
  // One router per story render; re-creating it on every render would reset navigation.
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          // The shell's links and navigation, as Shell gives them to the app's pages.
          element: (
            <RouterNavigation>
              <Outlet />
            </RouterNavigation>
          ),
          children: [
            options.Component
              ? {
                  path: options.path,
                  loader: options.loader,
                  Component: options.Component,
                  hydrateFallbackElement: <p>Loading</p>,
                }
              : {
                  path: options.path,
                  loader: options.loader,
                  element: story,
                  hydrateFallbackElement: <p>Loading</p>,
                },
            ...(options.routes ?? []),
          ],
        },
      ],
      { initialEntries: [initialEntry] },
    ),
  );
  return (
    <main>
      <RouterProvider router={router} />
    </main>
  );
}

/** Renders a portal page inside a memory router, as the app's route table would. */
export function withRouter(options: StoryRouterOptions): Decorator {
  return (Story, context) => {
    const override = (context.parameters as { initialEntry?: StoryInitialEntry }).initialEntry;
    const initialEntry = typeof override === 'function' ? override() : override;
    return (
      <StoryRouter
        story={<Story />}
        options={options}
        initialEntry={initialEntry ?? options.initialEntry ?? options.path}
      />
    );
  };
}
