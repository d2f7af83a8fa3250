import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

/** Two popovers side by side, each open state held by the test through the buttons' clicks. */
const TwoPopovers = () => {
  const [open, setOpen] = useState<'a' | 'b' | null>(null);
  return (
    <>
      {(['a', 'b'] as const).map((name) => (
        <Popover key={name} open={open === name} onOpenChange={(next) => setOpen(next ? name : null)}>
          <PopoverTrigger>Open {name}</PopoverTrigger>
          <PopoverContent aria-label={`Popover ${name}`}>
            <input aria-label={`Search ${name}`} />
            <button type="button" onClick={() => setOpen(null)}>
              Close {name}
            </button>
          </PopoverContent>
        </Popover>
      ))}
    </>
  );
};

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('PopoverContent', () => {
  it('returns focus to its trigger when it closes and nothing else has taken focus', async () => {
    render(<TwoPopovers />);
    act(() => screen.getByRole('button', { name: 'Open a' }).click());
    expect(screen.getByRole('dialog', { name: 'Popover a' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close a' }).click());
    await nextTask();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a' })).toHaveFocus();
  });

  it('does not pull focus out of the next popover, opened before the last one finished closing', async () => {
    render(<TwoPopovers />);
    act(() => screen.getByRole('button', { name: 'Open a' }).click());
    // A closes and B opens in the same moment: A hands focus back a task later (after its exit animation in a
    // browser), when B already has it.
    act(() => {
      screen.getByRole('button', { name: 'Close a' }).click();
      screen.getByRole('button', { name: 'Open b' }).click();
    });
    await nextTask();
    await nextTask();
    expect(screen.getByRole('dialog', { name: 'Popover b' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Popover b' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });
});
