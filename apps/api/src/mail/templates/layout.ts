/**
 * The look of every BonneRoute e-mail: the brand's green band, a white card, one call to
 * action, the same colours as the site (apps/web/src/styles/global.css). Table layout and
 * inline styles because mail clients ignore stylesheets. Every text is escaped here, so
 * templates pass plain text only.
 */
import { feeTexts } from '@bonneroute/shared/pricing';
import { escapeHtml } from '../../lib/escape-html';

export interface MailContent {
  /** Heading of the card, also the <title>. */
  title: string;
  /** Hidden preview line shown by mail clients next to the subject. */
  preheader: string;
  paragraphs: string[];
  /** Lines each followed by its link (a meeting point and « open in the maps app »). */
  links?: { text: string; label: string; url: string }[];
  action?: { label: string; url: string };
  /** Small print under the button (link expiry, "not you?"). */
  footnote?: string;
}

export interface RenderedMail {
  html: string;
  text: string;
}

const BRAND = '#0b6e4f';
const ACCENT = '#f2a541';
const TEXT = '#1d2b36';
const MUTED = '#52606d';

function button(action: { label: string; url: string }): string {
  return `<tr><td style="padding:8px 32px 24px" align="center">
<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:14px 28px;border-radius:999px;background:${ACCENT};color:${TEXT};font-weight:700;text-decoration:none">${escapeHtml(action.label)}</a>
<p style="margin:16px 0 0;font-size:13px;color:${MUTED}">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(action.url)}</a></p>
</td></tr>`;
}

export function renderMail(content: MailContent, siteUrl: string): RenderedMail {
  const paragraphs = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${TEXT}">${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  const links = (content.links ?? [])
    .map(
      (link) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${TEXT}">${escapeHtml(link.text)}<br><a href="${escapeHtml(link.url)}" style="color:${BRAND}">${escapeHtml(link.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:0;background:#f5f7f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f5f7f8;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND};padding:20px 32px;color:#ffffff;font-size:22px;font-weight:800;letter-spacing:0.3px">Bonne<span style="color:${ACCENT}">Route</span></td></tr>
<tr><td style="padding:28px 32px 8px"><h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${TEXT}">${escapeHtml(content.title)}</h1>
${paragraphs}
${links}</td></tr>
${content.action ? button(content.action) : ''}
${content.footnote ? `<tr><td style="padding:0 32px 24px;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(content.footnote)}</td></tr>` : ''}
<tr><td style="padding:16px 32px;border-top:1px solid #d5dde3;font-size:12px;color:${MUTED}">BonneRoute — le covoiturage longue distance au prix juste, ${escapeHtml(feeTexts().fee)} de frais par place.<br><a href="${escapeHtml(siteUrl)}" style="color:${BRAND}">${escapeHtml(siteUrl.replace(/^https?:\/\//, ''))}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    'BonneRoute',
    '',
    content.title,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.links ?? []).flatMap((link) => [link.text, `${link.label} : ${link.url}`, '']),
    ...(content.action ? [`${content.action.label} : ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '—',
    `BonneRoute, le covoiturage longue distance au prix juste. ${siteUrl}`,
  ].join('\n');
  return { html, text };
}
