import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

describe('FormField', () => {
  it('labels its control and describes it with the hint', () => {
    render(
      <FormField label="Email" hint="We never share it.">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it.');
  });

  it('marks the control invalid and announces the error instead of the hint', () => {
    render(
      <FormField label="Email" hint="We never share it." error="Invalid email address">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address');
    expect(screen.queryByText('We never share it.')).not.toBeInTheDocument();
  });
});
