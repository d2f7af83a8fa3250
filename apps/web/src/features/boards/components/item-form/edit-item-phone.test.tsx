import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ITEM, save, sent, showEditItem, updates } from '@test/boards/edit-item';
import { columnValue, item } from '@test/values';

/** The edit item of the shared fixture with a phone column stored as the server keeps it: digits. */
const withPhone = (digits: string) =>
  item('i1', ITEM.name, [
    ...ITEM.column_values,
    columnValue('phone', { id: 'ph', column: { title: 'Phone' }, text: digits }),
  ]);

describe('EditItemScreen phone field', () => {
  it('shows the number formatted as the details screen does, and an unchanged number is no change', async () => {
    const { requests } = showEditItem({ details: withPhone('442079460321') });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('+44 207 (946) 0321');
    await save();
    expect(await screen.findAllByText('No Column value changed.')).toHaveLength(1);
    expect(updates(requests)).toHaveLength(0);
  });

  it('sends the digits of a changed number', async () => {
    const user = userEvent.setup();
    const { requests } = showEditItem({ details: withPhone('4155550134') });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('415 (555) 0134');
    await user.clear(phone);
    await user.type(phone, '+1 (212) 555-0198');
    await save();
    await screen.findByText('Details screen');
    expect(sent(updates(requests)[0])).toEqual([
      ['columnValues[ph][id]', 'ph'],
      ['columnValues[ph][type]', 'phone'],
      ['columnValues[ph][text]', '12125550198'],
    ]);
  });
});
