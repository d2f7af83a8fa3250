import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedControl } from './toggle-group';

const options = [
  { value: 'card', label: 'Card' },
  { value: 'list', label: 'List' },
  { value: 'table', label: 'Table' },
] as const;

const Views = () => {
  const [value, setValue] = useState<'card' | 'list' | 'table'>('card');
  return (
    <>
      <button type="button">Before</button>
      <SegmentedControl options={options} value={value} onValueChange={setValue} aria-label="View" />
      <button type="button">After</button>
    </>
  );
};

const radio = (name: string) => screen.getByRole('radio', { name });
const checked = () => screen.getByRole('radio', { checked: true });

describe('SegmentedControl (WAI-ARIA radio group)', () => {
  it('is a named radio group whose checked option is the only tab stop', async () => {
    const user = userEvent.setup();
    render(<Views />);
    expect(screen.getByRole('radiogroup', { name: 'View' })).toBeInTheDocument();
    expect(radio('Card')).toHaveAttribute('aria-checked', 'true');
    expect(radio('List')).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(radio('Card')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(radio('Card')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Views />);
    radio('Card').focus();
    await user.keyboard('{ArrowRight}');
    expect(radio('List')).toHaveFocus();
    expect(checked()).toBe(radio('List'));
    await user.keyboard('{ArrowDown}');
    expect(checked()).toBe(radio('Table'));
    await user.keyboard('{ArrowRight}');
    expect(radio('Card')).toHaveFocus();
    expect(checked()).toBe(radio('Card'));
    await user.keyboard('{ArrowLeft}');
    expect(radio('Table')).toHaveFocus();
    expect(checked()).toBe(radio('Table'));
    await user.keyboard('{ArrowUp}');
    expect(checked()).toBe(radio('List'));
    // The roving tab stop follows the choice.
    expect(radio('List')).toHaveAttribute('tabindex', '0');
    expect(radio('Card')).toHaveAttribute('tabindex', '-1');
  });

  it('goes to the first and last option with Home and End', async () => {
    const user = userEvent.setup();
    render(<Views />);
    radio('Card').focus();
    await user.keyboard('{End}');
    expect(radio('Table')).toHaveFocus();
    expect(checked()).toBe(radio('Table'));
    await user.keyboard('{Home}');
    expect(radio('Card')).toHaveFocus();
    expect(checked()).toBe(radio('Card'));
  });

  it('chooses by click', async () => {
    const user = userEvent.setup();
    render(<Views />);
    await user.click(radio('Table'));
    expect(checked()).toBe(radio('Table'));
  });
});
