/**
 * The one layout of every email: a table-based page with inline styles (what mail clients render
 * reliably), a dark-mode variant for the clients that honour `prefers-color-scheme`, and the same content
 * as plain text. Every value that goes into the HTML passes through `escapeHtml`. Its own texts are in the
 * recipient's language, and the page is laid out in that language's direction (issue 26).
 */
import { DEFAULT_LANGUAGE, type Language } from '@portico/contract';
import { directionOf, translator } from '../../lib/i18n';

/** The tenant an email is from, as it shows in the email. */
export interface MailBrand {
  name: string;
  /** An absolute URL of the tenant's logo; null shows the name instead. */
  logoUrl: string | null;
  /** The tenant's portal. */
  portalUrl: string;
}

export interface MailLink {
  label: string;
  url: string;
}

export interface LayoutContent {
  brand: MailBrand;
  /** The recipient's language (English when not given): the layout's own texts, `lang` and direction. */
  language?: Language;
  /** The line mail clients show beside the subject in the inbox. */
  preheader: string;
  heading: string;
  /** Plain-text paragraphs (escaped here). */
  paragraphs: string[];
  button: MailLink;
  /** Small print under the button (plain text), e.g. when the link expires. */
  note?: string;
  /** A link in the footer, e.g. to notification preferences (later notification emails). */
  footerLink?: MailLink;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Only http(s) links go into an email; anything else becomes the portal's own address. */
const safeUrl = (url: string, fallback: string): string => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : fallback;
  } catch {
    return fallback;
  }
};

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const DARK_STYLES = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .pt-body { background-color: #0f1115 !important; }
    .pt-card { background-color: #1a1d24 !important; border-color: #2a2f3a !important; }
    .pt-text { color: #e6e8ec !important; }
    .pt-muted { color: #a0a7b4 !important; }
    .pt-button { background-color: #5b8cff !important; }
  }`;

const header = (brand: MailBrand, portal: string): string => {
  const name = escapeHtml(brand.name);
  const inner = brand.logoUrl
    ? `<img src="${escapeHtml(safeUrl(brand.logoUrl, portal))}" alt="${name}" height="40" style="display:block;height:40px;max-width:200px;border:0;outline:none;text-decoration:none;">`
    : `<span class="pt-text" style="font-family:${FONT};font-size:20px;font-weight:700;color:#111827;">${name}</span>`;
  return `<a href="${escapeHtml(portal)}" style="text-decoration:none;">${inner}</a>`;
};

/** "Label: link" in the plain text; French puts a no-break space before the colon. */
const labelled = (language: Language, label: string, url: string): string =>
  `${label}${language === 'fr' ? '\u00a0' : ''}: ${url}`;

export const renderLayout = (subject: string, content: LayoutContent): RenderedEmail => {
  const { brand } = content;
  const language = content.language ?? DEFAULT_LANGUAGE;
  const t = translator(language);
  const dir = directionOf(language);
  // Mail clients ignore `text-align: start` and often the page's `dir`: each block says both outright.
  const align = dir === 'rtl' ? 'right' : 'left';
  const sentBy = t('email.layout.sentBy', { brand: brand.name });
  const portal = safeUrl(brand.portalUrl, 'about:blank');
  const buttonUrl = safeUrl(content.button.url, portal);
  const paragraphs = content.paragraphs
    .map(
      (p) =>
        `<p class="pt-text" style="margin:0 0 16px;text-align:${align};font-family:${FONT};font-size:16px;line-height:24px;color:#1f2937;">${escapeHtml(p)}</p>`,
    )
    .join('');
  const note = content.note
    ? `<p class="pt-muted" style="margin:24px 0 0;text-align:${align};font-family:${FONT};font-size:13px;line-height:20px;color:#6b7280;">${escapeHtml(content.note)}</p>`
    : '';
  const footerLink = content.footerLink
    ? ` · <a href="${escapeHtml(safeUrl(content.footerLink.url, portal))}" class="pt-muted" style="color:#6b7280;text-decoration:underline;">${escapeHtml(content.footerLink.label)}</a>`
    : '';
  const html = `<!DOCTYPE html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
<style>${DARK_STYLES}</style>
</head>
<body class="pt-body" dir="${dir}" style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" class="pt-body" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td align="${align}" style="padding:0 8px 24px;text-align:${align};">${header(brand, portal)}</td></tr>
<tr><td class="pt-card" align="${align}" style="text-align:${align};background-color:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:32px;">
<h1 class="pt-text" style="margin:0 0 16px;text-align:${align};font-family:${FONT};font-size:22px;line-height:30px;font-weight:700;color:#111827;">${escapeHtml(content.heading)}</h1>
${paragraphs}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 0;">
<tr><td class="pt-button" style="border-radius:8px;background-color:#2f5bea;">
<a href="${escapeHtml(buttonUrl)}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(content.button.label)}</a>
</td></tr>
</table>
<p class="pt-muted" style="margin:24px 0 0;text-align:${align};font-family:${FONT};font-size:13px;line-height:20px;color:#6b7280;">${escapeHtml(t('email.layout.buttonFallback'))}<br><a href="${escapeHtml(buttonUrl)}" dir="ltr" style="color:#2f5bea;word-break:break-all;">${escapeHtml(buttonUrl)}</a></p>
${note}
</td></tr>
<tr><td align="center" class="pt-muted" style="padding:24px 8px 0;font-family:${FONT};font-size:12px;line-height:18px;color:#6b7280;">${escapeHtml(sentBy)}${footerLink}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    labelled(language, content.button.label, buttonUrl),
    ...(content.note ? ['', content.note] : []),
    '',
    '--',
    sentBy,
    ...(content.footerLink ? [labelled(language, content.footerLink.label, content.footerLink.url)] : []),
    '',
  ].join('\n');
  return { subject, html, text };
};
