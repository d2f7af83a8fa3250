import type { NewBoard } from '../../modules/boards';
import type { Rgb } from './png';

/** The demo agency's people: its team and the client's contacts (Alex Morgan is the demo user). */
export const DEMO_PEOPLE: Array<{ name: string; email: string; color: Rgb | null; team: boolean }> = [
  { name: 'Priya Raman', email: 'priya@northwind.studio', color: [31, 111, 235], team: true },
  { name: 'Marcus Chen', email: 'marcus@northwind.studio', color: [14, 165, 164], team: true },
  { name: 'Jordan Ellis', email: 'jordan@northwind.studio', color: [162, 93, 220], team: true },
  { name: 'Sam Okafor', email: 'sam@northwind.studio', color: [226, 68, 92], team: true },
  { name: 'Lena Fischer', email: 'lena@northwind.studio', color: [253, 171, 61], team: true },
  { name: 'Diego Alvarez', email: 'diego@northwind.studio', color: [0, 160, 110], team: true },
  { name: 'Alex Morgan', email: 'demo@portico.test', color: [87, 155, 252], team: false },
  { name: 'Hannah Brooks', email: 'hannah@acme-retail.example', color: [255, 100, 46], team: false },
  { name: 'Tom Whitaker', email: 'tom@acme-retail.example', color: null, team: false },
  { name: 'Nadia Petrova', email: 'nadia@acme-retail.example', color: null, team: false },
];

const labels = (pairs: Array<[string, string]>) => ({
  labels: pairs.map(([name, color]) => ({ name, color })),
});
const options = (names: string[]) => ({ options: names.map((name) => ({ name })) });

export const CLIENT_REQUESTS: NewBoard = {
  name: 'Client Requests',
  allowItemCreation: true,
  groups: [
    { title: 'New requests' },
    { title: 'In progress' },
    { title: 'Waiting on client' },
    { title: 'Done' },
  ],
  columns: [
    {
      type: 'status',
      title: 'Status',
      editable: false,
      settings: labels([
        ['New', '#579bfc'],
        ['Working on it', '#fdab3d'],
        ['Waiting on client', '#a25ddc'],
        ['Stuck', '#e2445c'],
        ['Done', '#00c875'],
      ]),
    },
    {
      type: 'priority',
      title: 'Priority',
      settings: labels([
        ['Urgent', '#333333'],
        ['High', '#e2445c'],
        ['Medium', '#fdab3d'],
        ['Low', '#579bfc'],
      ]),
    },
    { type: 'people', title: 'Assignee', editable: false },
    {
      type: 'dropdown',
      title: 'Request type',
      required: true,
      settings: options(['Content update', 'Bug', 'New page', 'Design', 'Analytics', 'Access']),
    },
    { type: 'date', title: 'Due date' },
    { type: 'email', title: 'Requested by' },
    { type: 'phone', title: 'Call-back number' },
    {
      type: 'tags',
      title: 'Tags',
      settings: options(['website', 'mobile', 'seo', 'brand', 'quick win', 'billing']),
    },
    { type: 'long_text', title: 'Details', required: true },
    { type: 'file', title: 'Attachments' },
    { type: 'checkbox', title: 'Approved' },
    { type: 'text', title: 'Internal notes', visible: false },
  ],
};

export const WEBSITE_REDESIGN: NewBoard = {
  name: 'Website Redesign',
  allowItemCreation: false,
  groups: [{ title: 'Discovery' }, { title: 'Design' }, { title: 'Build' }, { title: 'Launch' }],
  columns: [
    {
      type: 'status',
      title: 'Status',
      editable: false,
      settings: labels([
        ['Not started', '#c4c4c4'],
        ['In progress', '#fdab3d'],
        ['In review', '#579bfc'],
        ['Approved', '#00c875'],
        ['Blocked', '#e2445c'],
      ]),
    },
    { type: 'people', title: 'Owner', editable: false },
    { type: 'timeline', title: 'Timeline' },
    {
      type: 'priority',
      title: 'Priority',
      editable: false,
      settings: labels([
        ['High', '#e2445c'],
        ['Medium', '#fdab3d'],
        ['Low', '#579bfc'],
      ]),
    },
    { type: 'numbers', title: 'Estimate (hours)', editable: false },
    { type: 'doc', title: 'Spec' },
    { type: 'file', title: 'Deliverables' },
    { type: 'long_text', title: 'Client feedback' },
    {
      type: 'tags',
      title: 'Areas',
      settings: options(['navigation', 'checkout', 'accessibility', 'performance', 'content']),
    },
    { type: 'checkbox', title: 'Signed off' },
    { type: 'name', title: 'Page or task', editable: false },
  ],
};

export const CONTENT_CALENDAR: NewBoard = {
  name: 'Content Calendar',
  allowItemCreation: true,
  groups: [{ title: 'Ideas' }, { title: 'In production' }, { title: 'Scheduled' }, { title: 'Published' }],
  columns: [
    {
      type: 'status',
      title: 'Stage',
      settings: labels([
        ['Idea', '#c4c4c4'],
        ['Drafting', '#fdab3d'],
        ['In review', '#579bfc'],
        ['Scheduled', '#a25ddc'],
        ['Published', '#00c875'],
      ]),
    },
    {
      type: 'dropdown',
      title: 'Channel',
      required: true,
      settings: options(['Blog', 'Newsletter', 'LinkedIn', 'Instagram', 'YouTube']),
    },
    { type: 'people', title: 'Author' },
    { type: 'date', title: 'Publish date' },
    {
      type: 'tags',
      title: 'Topics',
      settings: options(['case study', 'how-to', 'hiring', 'product', 'culture', 'events']),
    },
    { type: 'numbers', title: 'Word count' },
    { type: 'text', title: 'Summary' },
    { type: 'long_text', title: 'Brief' },
    { type: 'doc', title: 'Draft' },
    { type: 'email', title: 'Reviewer' },
    { type: 'file', title: 'Assets' },
    { type: 'checkbox', title: 'Ready to publish' },
  ],
};

export const REQUEST_TITLES = [
  'Update opening hours on the contact page',
  'Fix broken link in the footer',
  'New landing page for the {campaign} campaign',
  'Replace hero image on the homepage',
  'Add {product} to the product comparison table',
  'Checkout button not working on iOS Safari',
  'Monthly analytics report for {month}',
  'Give {person} access to the CMS',
  'Translate the {page} page into German',
  'Refresh team photos on the About page',
  'SEO review of the {page} page',
  'Cookie banner covers the menu on mobile',
  'Add the new office address to the footer',
  'Newsletter sign-up form sends no confirmation',
  'Design social cards for the {campaign} launch',
  'Update pricing for {product}',
  'Speed up the {page} page (slow on 4G)',
  'Add a FAQ section to the {page} page',
  'Export last quarter form submissions',
  'Redirect old blog URLs to the new structure',
];

export const REDESIGN_TASKS = [
  'Stakeholder interviews',
  'Analytics audit',
  'Content inventory',
  'Sitemap and navigation',
  '{page} page wireframe',
  '{page} page visual design',
  'Design system: buttons and forms',
  'Design system: typography scale',
  'Build {page} page template',
  'Checkout flow v2',
  'Accessibility audit (WCAG 2.2 AA)',
  'Performance budget and image pipeline',
  'Redirect map for retired pages',
  'Content migration: {page}',
  'Launch checklist and QA',
  'Analytics and consent set-up',
];

export const CONTENT_TITLES = [
  'How we plan a website redesign',
  'Case study: {client} checkout rebuild',
  '5 accessibility fixes that take an afternoon',
  'Behind the scenes: our design reviews',
  'We are hiring: {role}',
  '{month} newsletter roundup',
  'Video: a day at the studio',
  'Why your {page} page is losing visitors',
  'Event recap: {event}',
  'Checklist: launching a product page',
  'Interview with {person}',
  'From wireframe to launch in six weeks',
];

export const FILLERS: Record<string, string[]> = {
  campaign: ['Spring', 'Summer sale', 'Back to school', 'Black Friday', 'Holiday', 'Partner'],
  product: ['Starter plan', 'Team plan', 'Enterprise plan', 'Mobile app', 'Gift cards'],
  month: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'],
  person: ['Hannah', 'Tom', 'Nadia', 'the new marketing intern', 'the agency partner'],
  page: ['Pricing', 'Careers', 'About', 'Contact', 'Home', 'Product', 'Blog', 'Support'],
  client: ['Acme Retail', 'Harbour Foods', 'Kettle & Co', 'Brightline Travel'],
  role: ['Senior Designer', 'Frontend Developer', 'Content Strategist'],
  event: ['Design Week Berlin', 'Retail Tech Summit', 'our open studio night'],
};
