import { wireframePng } from './png';

/** A one-page PDF with a title and lines of text (Helvetica), with a correct cross-reference table. */
export const simplePdf = (title: string, lines: string[]): Buffer => {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    'BT /F1 22 Tf 56 760 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -34 Td 16 TL',
    ...lines.map((l) => `(${escape(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

export interface DemoAttachment {
  name: string;
  bytes: Buffer;
}

/** The files attached to demo items: briefs, wireframes, notes and a spreadsheet export. */
export const demoAttachments = (): DemoAttachment[] => [
  {
    name: 'Brand guidelines.pdf',
    bytes: simplePdf('Northwind Studio - Brand guidelines', [
      'Logo: keep clear space of one N-height on every side.',
      'Primary colour: Northwind Blue #1f6feb. Accent: Harbour Teal #0ea5a4.',
      'Typography: Inter for headings and body, 16 px minimum on the web.',
      'Tone of voice: clear, warm, no jargon.',
    ]),
  },
  {
    name: 'Creative brief - spring campaign.pdf',
    bytes: simplePdf('Spring campaign - creative brief', [
      'Objective: 20% more demo requests from mid-size retailers.',
      'Audience: operations leads who compare three vendors.',
      'Deliverables: landing page, 3 social cuts, newsletter feature.',
      'Review dates: concepts on the 12th, final on the 26th.',
    ]),
  },
  { name: 'Homepage wireframe.png', bytes: wireframePng([31, 111, 235]) },
  { name: 'Pricing page wireframe.png', bytes: wireframePng([14, 165, 164]) },
  { name: 'Checkout flow v2.png', bytes: wireframePng([162, 93, 220]) },
  {
    name: 'Kick-off meeting notes.txt',
    bytes: Buffer.from(
      'Kick-off - Website redesign\n\nAttendees: Priya, Marcus, Alex, Jordan\n\n- Launch target: end of next quarter\n- Keep existing URLs; redirects for retired pages\n- Weekly review on Thursdays 15:00\n- Open question: who owns product copy?\n',
    ),
  },
  {
    name: 'Content plan Q4.csv',
    bytes: Buffer.from(
      'week,channel,topic,owner\n1,Blog,How we plan a redesign,Priya\n1,LinkedIn,Case study teaser,Jordan\n2,Newsletter,Autumn roundup,Sam\n3,Blog,Accessibility checklist,Marcus\n',
    ),
  },
  {
    name: 'Invoice 2024-117.pdf',
    bytes: simplePdf('Invoice 2024-117', [
      'Website redesign - milestone 2',
      'Amount due: EUR 12,400.00',
      'Due: 30 days',
    ]),
  },
];
