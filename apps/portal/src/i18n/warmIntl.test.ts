import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlWarmUps, warmIntl } from './warmIntl';

afterEach(() => vi.restoreAllMocks());

describe('warmIntl', () => {
  it('makes the calls in the US tag of the language', () => {
    const tags: string[] = [];
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (tag) {
      tags.push(String(tag));
      return { format: () => '' } as unknown as Intl.NumberFormat;
    });
    for (const call of intlWarmUps('es')) call();
    expect(tags).toEqual(['es-US']);
  });

  it('makes one call a task, none in the caller’s', () => {
    const tasks: (() => void)[] = [];
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmIntl('en', (run) => tasks.push(run));
    expect(supported).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);

    let made = 0;
    while (tasks.length > 0) {
      tasks.shift()!();
      made++;
    }
    expect(supported).toHaveBeenCalledWith(['en-US']);
    // Each call in its own task, and one more task that finds none left.
    expect(made).toBe(intlWarmUps('en').length + 1);
  });
});
