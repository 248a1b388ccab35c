import { describe, expect, it } from 'vitest';
import { initialsOf } from '~/features/authors/initials';

describe('author initials', () => {
  it.each([
    ['Grace Hopper', 'GH'],
    ['ada', 'A'],
    ['  Mary Ann  Evans ', 'ME'],
    ['', '?'],
  ])('%j -> %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
