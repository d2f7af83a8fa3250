import { PEOPLE, emails } from './seed-boards';
import type { SeedBoard } from './seed-types';

/**
 * The item screens' board: every column type the forms edit (a file column early in the board, listed last
 * by the forms), a required dropdown and long text, doc and timeline (shown, never edited), a column that is
 * not editable and a hidden one. Each flow that saves changes has an item of its own, so tests stay
 * independent; 'Harbour Foods logo refresh' is only read (details, screenshots, axe).
 */
export const BRAND_REFRESH = {
  name: 'Brand refresh',
  groups: ['Identity', 'Rollout'],
  columns: [
    {
      type: 'status',
      title: 'Status',
      settings: {
        labels: [
          { name: 'Not started', color: '#c4c4c4' },
          { name: 'In progress', color: '#fdab3d' },
          { name: 'In review', color: '#579bfc' },
          { name: 'Done', color: '#00c875' },
        ],
      },
    },
    { type: 'file', title: 'Brand assets' },
    {
      type: 'priority',
      title: 'Priority',
      settings: {
        labels: [
          { name: 'High', color: '#e2445c' },
          { name: 'Medium', color: '#fdab3d' },
          { name: 'Low', color: '#579bfc' },
        ],
      },
    },
    { type: 'people', title: 'Owners' },
    {
      type: 'dropdown',
      title: 'Deliverable',
      required: true,
      settings: {
        options: [
          { name: 'Logo' },
          { name: 'Style guide' },
          { name: 'Social templates' },
          { name: 'Signage' },
          { name: 'Packaging' },
        ],
      },
    },
    { type: 'date', title: 'Due date' },
    { type: 'email', title: 'Client contact' },
    { type: 'phone', title: 'Contact phone' },
    {
      type: 'tags',
      title: 'Channels',
      settings: {
        options: [
          { name: 'web' },
          { name: 'print' },
          { name: 'social' },
          { name: 'packaging' },
          { name: 'retail' },
        ],
      },
    },
    { type: 'long_text', title: 'Brief', required: true },
    { type: 'numbers', title: 'Budget (EUR)' },
    { type: 'text', title: 'Notes' },
    { type: 'checkbox', title: 'Approved' },
    { type: 'timeline', title: 'Timeline' },
    { type: 'doc', title: 'Spec' },
    { type: 'people', title: 'Account lead', editable: false },
    { type: 'text', title: 'Internal code', visible: false },
  ],
  items: [
    {
      group: 'Identity',
      name: 'Harbour Foods logo refresh',
      values: {
        Status: { label: 'In progress' },
        'Brand assets': { files: ['Logo concepts.pdf'] },
        Priority: { label: 'High' },
        Owners: emails(PEOPLE.priya, PEOPLE.marcus, PEOPLE.jordan, PEOPLE.sam, PEOPLE.lena),
        Deliverable: { labels: ['Logo', 'Style guide'] },
        'Due date': { date: '2025-05-16' },
        'Client contact': { email: 'brand@harbourfoods.example' },
        'Contact phone': { phone: '442079460321' },
        Channels: { tags: ['web', 'print', 'social'] },
        Brief: {
          text: 'Modernise the wordmark and the anchor symbol for packaging, signage and the new website. Keep the navy.',
        },
        'Budget (EUR)': { number: '12500' },
        Notes: { text: 'Second round of concepts on Friday.' },
        Approved: { checked: false },
        Timeline: { from: '2025-04-01', to: '2025-05-16' },
        Spec: { title: 'Brand brief v2', url: 'https://docs.example.com/harbour-foods/brand-brief' },
        'Account lead': emails(PEOPLE.diego),
        'Internal code': { text: 'HF-22' },
      },
    },
    {
      group: 'Identity',
      name: 'Menu board redesign',
      values: {
        Status: { label: 'Not started' },
        Priority: { label: 'Low' },
        Owners: emails(PEOPLE.diego),
        Deliverable: { labels: ['Signage'] },
        'Due date': { date: '2025-06-02' },
        Channels: { tags: ['print'] },
        Brief: { text: 'Menu boards for the three cafés.' },
        Notes: { text: 'First draft' },
        Approved: { checked: false },
      },
    },
    {
      group: 'Identity',
      name: 'Packaging mock-ups',
      values: {
        Owners: emails(PEOPLE.priya, PEOPLE.marcus, PEOPLE.jordan, PEOPLE.sam, PEOPLE.lena),
        Deliverable: { labels: ['Packaging'] },
        Brief: { text: 'Mock-ups of the new boxes and labels.' },
      },
    },
    {
      group: 'Rollout',
      name: 'Shop window signage',
      values: { Deliverable: { labels: ['Signage'] }, Brief: { text: 'Window stickers for the opening.' } },
    },
    {
      group: 'Rollout',
      name: 'Print catalogue',
      values: { Deliverable: { labels: ['Style guide'] }, Brief: { text: 'The autumn catalogue.' } },
    },
    {
      group: 'Rollout',
      name: 'Trade show banner',
      values: {
        Status: { label: 'Not started' },
        Deliverable: { labels: ['Signage'] },
        Channels: { tags: ['retail'] },
        Brief: { text: 'A 3 m banner for the food fair.' },
      },
    },
    {
      group: 'Rollout',
      name: 'Social launch kit',
      values: {
        Status: { label: 'In review' },
        Deliverable: { labels: ['Social templates'] },
        Brief: { text: 'Templates for the launch posts.' },
      },
    },
  ],
} as const satisfies SeedBoard;
