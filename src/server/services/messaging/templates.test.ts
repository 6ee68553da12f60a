/**
 * The WhatsApp templates as submitted to Meta (docs/whatsapp-templates.md): every template in
 * English and Hindi, each file's placeholders exactly {{1}} … {{n}} for its parameters, named as
 * its file, Utility (no promotion), never starting or ending on a placeholder (Meta refuses
 * those), and the COD confirmation code with its Confirm / Cancel quick replies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES, renderTemplate, WHATSAPP_TEMPLATES, type WhatsAppTemplate } from './templates';

const dir = path.join(import.meta.dirname, 'templates');
const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));

describe('the template files', () => {
  it('are the ones the code sends: every template in English and Hindi, one file each', () => {
    const expected = Object.keys(WHATSAPP_TEMPLATES).flatMap((name) => MESSAGE_LANGUAGES.map((language) => `${name}.${language}.json`));
    expect(files.sort()).toEqual(expected.sort());
    expect(Object.keys(WHATSAPP_TEMPLATES).sort()).toEqual(
      [
        'cod_confirmation_code',
        'cod_order_cancelled',
        'dealer_credit_receipt',
        'delivery_failed',
        'order_confirmed',
        'order_delivered',
        'order_out_for_delivery',
        'order_shipped',
      ].sort(),
    );
  });

  it.each(files)('%s: placeholders {{1}}…{{n}} match its parameters; named as its file; Utility', (file) => {
    const template = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as WhatsAppTemplate;
    const [name, language] = file.split('.');
    expect(template.name).toBe(name);
    expect(template.language).toBe(language);
    expect(template.category).toBe('UTILITY');
    const used = [...template.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
    expect([...new Set(used)].sort((a, b) => a - b)).toEqual(template.parameters.map((_p, i) => i + 1));
    expect(template.body).not.toMatch(/^\s*\{\{|\}\}\s*$/);
    expect(template.body.replace(/\{\{\d+\}\}/g, '')).not.toMatch(/\{|\}/);
    expect(template.body.length).toBeLessThanOrEqual(1024);
    expect(template.body).not.toMatch(/\b(offer|discount|sale|coupon)\b/i);
  });

  it('gives English and Hindi the same parameters', () => {
    for (const versions of Object.values(WHATSAPP_TEMPLATES)) expect(versions.hi.parameters.length).toBe(versions.en.parameters.length);
  });

  it('has Confirm and Cancel quick replies on the COD confirmation code, in both languages', () => {
    for (const language of MESSAGE_LANGUAGES) {
      const buttons = (WHATSAPP_TEMPLATES.cod_confirmation_code[language] as WhatsAppTemplate).buttons ?? [];
      expect(buttons.map((b) => [b.type, b.payload])).toEqual([
        ['QUICK_REPLY', 'CONFIRM'],
        ['QUICK_REPLY', 'CANCEL'],
      ]);
    }
    expect(WHATSAPP_TEMPLATES.cod_confirmation_code.en.parameters).toContain('confirmation code');
  });
});

describe('renderTemplate', () => {
  it('puts the parameters in their placeholders and the footer on its own line', () => {
    expect(renderTemplate('order_delivered', 'en', ['Asha', '42'])).toBe(
      'Hi Asha, your Chaabi order #42 was delivered.\nReply STOP to stop WhatsApp updates.',
    );
  });
});
