import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLUMN_TYPES, type ColumnValue, columnDefinition } from '@portico/contract';
import { TooltipProvider } from '@/components/ui/tooltip';
import { savePreferences } from '@/lib/preferences';
import { columnValue } from '@test/values';
import type { CellVariant } from './model';
import { PeopleContext, toDirectory } from './people-context';
import { ColumnCell, webColumnTypes } from './registry';

const PEOPLE = toDirectory([
  { id: 'p1', name: 'Priya Raman', email: 'priya@example.test', photo_thumb: null },
  { id: 'p2', name: 'Marcus Chen', email: 'marcus@example.test', photo_thumb: null },
  { id: 'p3', name: 'Jordan Ellis', email: 'jordan@example.test', photo_thumb: null },
  { id: 'p4', name: 'Sam Okafor', email: 'sam@example.test', photo_thumb: null },
]);

const show = (value: ColumnValue, variant: CellVariant = 'compact', people = PEOPLE) =>
  render(
    <TooltipProvider>
      <PeopleContext.Provider value={people}>
        <div data-testid="cell">
          <ColumnCell value={value} variant={variant} />
        </div>
      </PeopleContext.Provider>
    </TooltipProvider>,
  );

const cell = () => screen.getByTestId('cell');

describe('the web column registry', () => {
  it('has a cell for every column type and an editor for every type the portal writes', () => {
    for (const type of COLUMN_TYPES) {
      const entry = webColumnTypes[type];
      expect(entry.Cell, type).toBeTypeOf('function');
      expect(entry.Editor !== null, type).toBe(columnDefinition(type).writable);
    }
  });

  describe.each(['status', 'priority'] as const)('%s', (type) => {
    it("is a pill in the label's colour with readable text", () => {
      show(columnValue(type, { text: 'Working on it', label_style: { color: '#fdab3d' } }));
      const pill = screen.getByText('Working on it').parentElement as HTMLElement;
      expect(pill).toHaveStyle({ backgroundColor: '#fdab3d', color: '#000000' });
    });

    it('uses white text on a dark label', () => {
      show(columnValue(type, { text: 'Urgent', label_style: { color: '#333333' } }));
      expect(screen.getByText('Urgent').parentElement).toHaveStyle({ color: '#ffffff' });
    });

    it("falls back to the spec's grey pill without a colour, and says 'N/A' when empty", () => {
      show(columnValue(type, { text: 'Custom' }));
      expect(screen.getByText('Custom').parentElement).toHaveStyle({ backgroundColor: '#e5e7eb' });
      cleanupAnd(() => show(columnValue(type)));
      expect(screen.getByText('N/A').parentElement).toHaveStyle({ backgroundColor: '#e5e7eb' });
    });
  });

  describe('people', () => {
    const refs = (...ids: string[]) => ids.map((id) => ({ id, kind: 'person' as const }));

    it("shows up to 3 avatars then '+N', and names everyone for assistive technology", () => {
      show(columnValue('people', { persons_and_teams: refs('p1', 'p2', 'p3', 'p4') }));
      expect(within(cell()).getByText('PR')).toBeInTheDocument();
      expect(within(cell()).getByText('MA')).toBeInTheDocument();
      expect(within(cell()).getByText('JO')).toBeInTheDocument();
      expect(within(cell()).queryByText('SA')).not.toBeInTheDocument();
      expect(within(cell()).getByText('+1')).toBeInTheDocument();
      expect(
        within(cell()).getByText('Priya Raman, Marcus Chen, Jordan Ellis, Sam Okafor'),
      ).toBeInTheDocument();
    });

    it('shows no +N for three people or fewer', () => {
      show(columnValue('people', { persons_and_teams: refs('p1', 'p2', 'p3') }));
      expect(screen.queryByTestId('people-more')).not.toBeInTheDocument();
    });

    it("names people from the value's text when the directory could not be loaded", () => {
      show(
        columnValue('people', { persons_and_teams: refs('x1'), text: 'Nadia Petrova' }),
        'details',
        new Map(),
      );
      expect(screen.getByText('Nadia Petrova')).toBeInTheDocument();
    });

    it("lists name and email in details, and says 'N/A' for nobody", () => {
      show(columnValue('people', { persons_and_teams: refs('p2') }), 'details');
      expect(screen.getByText('Marcus Chen')).toBeInTheDocument();
      expect(screen.getByText('marcus@example.test')).toBeInTheDocument();
      cleanupAnd(() => show(columnValue('people', { persons_and_teams: [] })));
      expect(cell()).toHaveTextContent('N/A');
    });
  });

  describe('file', () => {
    const files = (...names: string[]) =>
      names.map((name) => ({ asset: { name, public_url: `https://files.test/${name}` } }));

    it("shows the first file, with ',...' when there are more, or 'N/A'", () => {
      show(columnValue('file', { files: files('brief.pdf') }));
      expect(cell()).toHaveTextContent(/^brief\.pdf$/);
      cleanupAnd(() => show(columnValue('file', { files: files('brief.pdf', 'logo.png') })));
      expect(cell()).toHaveTextContent('brief.pdf,...');
      cleanupAnd(() => show(columnValue('file', { files: [] })));
      expect(cell()).toHaveTextContent('N/A');
    });

    it("links every file in details, and says 'No file uploaded' when empty", () => {
      show(columnValue('file', { files: files('brief.pdf', 'logo.png') }), 'details');
      expect(screen.getByRole('link', { name: 'logo.png' })).toHaveAttribute(
        'href',
        'https://files.test/logo.png',
      );
      cleanupAnd(() => show(columnValue('file', { files: [] }), 'details'));
      expect(cell()).toHaveTextContent('No file uploaded');
    });
  });

  describe('date', () => {
    it("uses the user's date format, YYYY-MM-DD by default", () => {
      show(columnValue('date', { text: '2025-03-07' }));
      expect(cell()).toHaveTextContent('2025-03-07');
      cleanupAnd(() => {
        savePreferences({ itemView: 'card', sortPreference: 'default', dateFormat: 'DD-MMM-YYYY' });
        show(columnValue('date', { text: '2025-03-07' }));
      });
      expect(cell()).toHaveTextContent('07-Mar-2025');
    });

    it("shows 'N/A' for an invalid or empty date", () => {
      show(columnValue('date', { text: '2025-02-30' }));
      expect(cell()).toHaveTextContent('N/A');
      cleanupAnd(() => show(columnValue('date')));
      expect(cell()).toHaveTextContent('N/A');
    });
  });

  it('shows a checkbox as Yes or No', () => {
    show(columnValue('checkbox', { text: 'true' }));
    expect(cell()).toHaveTextContent('Yes');
    cleanupAnd(() => show(columnValue('checkbox', { text: 'false' })));
    expect(cell()).toHaveTextContent('No');
    cleanupAnd(() => show(columnValue('checkbox')));
    expect(cell()).toHaveTextContent('No');
  });

  it("lays a phone out from its last 10 digits, or says 'N/A'", () => {
    show(columnValue('phone', { text: '14155550134' }));
    expect(cell()).toHaveTextContent('+1 415 (555) 0134');
    cleanupAnd(() => show(columnValue('phone')));
    expect(cell()).toHaveTextContent('N/A');
  });

  it.each(['text', 'long_text', 'name', 'numbers', 'email'] as const)(
    "shows %s as text, or 'N/A'",
    (type) => {
      show(columnValue(type, { text: 'Hello 42' }));
      expect(cell()).toHaveTextContent('Hello 42');
      cleanupAnd(() => show(columnValue(type, { text: '   ' })));
      expect(cell()).toHaveTextContent('N/A');
    },
  );

  it('links an email in details', () => {
    show(columnValue('email', { text: 'ops@client.test' }), 'details');
    expect(screen.getByRole('link', { name: 'ops@client.test' })).toHaveAttribute(
      'href',
      'mailto:ops@client.test',
    );
  });

  it("shows dropdown and tags labels as chips, 3 then '+N', or 'N/A'", () => {
    show(
      columnValue('tags', {
        selectedTags: ['seo', 'brand', 'web', 'billing'],
        text: 'seo, brand, web, billing',
      }),
    );
    expect(within(cell()).getByText('seo')).toBeInTheDocument();
    expect(within(cell()).queryByText('billing')).not.toBeInTheDocument();
    expect(within(cell()).getByText('+1')).toBeInTheDocument();
    cleanupAnd(() => show(columnValue('dropdown', { text: 'Bug, Design' })));
    expect(within(cell()).getByText('Design')).toBeInTheDocument();
    cleanupAnd(() => show(columnValue('dropdown')));
    expect(cell()).toHaveTextContent('N/A');
  });

  it('shows a doc by title, linked in details', () => {
    show(columnValue('doc', { text: 'Brand book', url: 'https://docs.test/brand' }), 'details');
    expect(screen.getByRole('link', { name: 'Brand book' })).toHaveAttribute(
      'href',
      'https://docs.test/brand',
    );
    cleanupAnd(() => show(columnValue('doc')));
    expect(cell()).toHaveTextContent('N/A');
  });

  it('shows a timeline in the date format', () => {
    savePreferences({ itemView: 'card', sortPreference: 'default', dateFormat: 'DD-MM-YYYY' });
    show(columnValue('timeline', { text: '2025-01-05 - 2025-02-01' }));
    expect(cell()).toHaveTextContent('05-01-2025 – 01-02-2025');
  });
});

/** Renders a second variant in the same test. */
function cleanupAnd(next: () => void) {
  cleanup();
  next();
}
