import { describe, expect, it } from 'vitest';
import { describeField, errorId, hintId, joinIds } from './fieldHelpers';

describe('fieldHelpers', () => {
  it('derives hint and error ids from the control id', () => {
    expect(hintId('amount')).toBe('amount-hint');
    expect(errorId('amount')).toBe('amount-error');
  });

  it.each([
    [[], undefined],
    [['a'], 'a'],
    [['a', undefined, false, null, '', 'b'], 'a b'],
  ] as const)('joinIds(%j) is %j', (ids, expected) => {
    expect(joinIds(...ids)).toBe(expected);
  });

  it.each([
    { hasHint: false, hasError: false, describedBy: undefined, ids: undefined, invalid: undefined },
    { hasHint: true, hasError: false, describedBy: undefined, ids: 'f-hint', invalid: undefined },
    { hasHint: false, hasError: true, describedBy: undefined, ids: 'f-error', invalid: true },
    { hasHint: true, hasError: true, describedBy: 'extra', ids: 'extra f-hint f-error', invalid: true },
  ])('describes hint=$hasHint error=$hasError', ({ hasHint, hasError, describedBy, ids, invalid }) => {
    expect(describeField({ id: 'f', hasHint, hasError, describedBy })).toEqual({
      'aria-describedby': ids,
      'aria-invalid': invalid,
    });
  });
});
