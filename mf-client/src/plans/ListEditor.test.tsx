import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from '@app/kit/ui';
import { CardListEditor } from './ListEditor';

interface Row {
  description: string;
}

/** A card list as the reassessment uses it: one field per row. */
function Harness() {
  const [rows, setRows] = useState<Row[]>([]);
  return (
    <CardListEditor
      itemLabel="New strategy"
      addLabel="Add Strategy"
      emptyText="No new strategies added."
      rows={rows}
      emptyRow={{ description: '' }}
      onChange={setRows}
    >
      {(row, index, update) => (
        <Input
          aria-label={`Description of new strategy ${index + 1}`}
          value={row.description}
          onChange={(event) => update({ description: event.target.value })}
        />
      )}
    </CardListEditor>
  );
}

// Found by text and label rather than by role: role queries compute the page's accessibility tree each time.
const addButton = () => screen.getByText('Add Strategy').closest('button')!;

describe('CardListEditor', () => {
  it('starts empty, adds numbered cards, edits one row and removes any', () => {
    render(<Harness />);
    expect(screen.getByText('No new strategies added.')).toBeTruthy();
    fireEvent.click(addButton());
    fireEvent.click(addButton());
    expect(screen.queryByText('No new strategies added.')).toBeNull();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['New strategy 1', 'New strategy 2']);

    fireEvent.change(screen.getByLabelText('Description of new strategy 2'), { target: { value: 'Phone off at 9 pm' } });
    fireEvent.click(addButton());
    fireEvent.click(screen.getByLabelText('Remove new strategy 3'));
    // The focus goes to the card before the removed one, not to the page's top.
    expect(document.activeElement).toBe(screen.getByLabelText('Remove new strategy 2'));
    fireEvent.click(screen.getByLabelText('Remove new strategy 1'));
    expect(document.activeElement).toBe(screen.getByLabelText('Remove new strategy 1'));
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['New strategy 1']);
    expect((screen.getByLabelText('Description of new strategy 1') as HTMLInputElement).value).toBe('Phone off at 9 pm');

    fireEvent.click(screen.getByLabelText('Remove new strategy 1'));
    expect(screen.getByText('No new strategies added.')).toBeTruthy();
    // With none left, to the button that adds one.
    expect(document.activeElement).toBe(addButton());
  });
});
