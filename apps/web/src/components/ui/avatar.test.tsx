import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar, initialsOf } from './avatar';

describe('initialsOf (§2 avatar)', () => {
  it('takes the first two letters of the name, in upper case', () => {
    expect(initialsOf('alex morgan', 'a@b.c')).toBe('AL');
    expect(initialsOf('Zoë', null)).toBe('ZO');
  });

  it('uses the email when there is no name', () => {
    expect(initialsOf('', 'pat@example.com')).toBe('PA');
    expect(initialsOf('   ', 'x@example.com')).toBe('X@');
  });

  it('is empty when there is neither', () => {
    expect(initialsOf(undefined, undefined)).toBe('');
  });
});

describe('UserAvatar', () => {
  it('shows the initials when there is no picture', () => {
    render(<UserAvatar name="Morgan Reyes" email="m@r.test" />);
    expect(screen.getByText('MO')).toBeInTheDocument();
  });
});
