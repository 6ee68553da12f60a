// The admin's font dialog (docs/product.md#admin-inputs, docs/decisions/012-admin-fonts.md,
// docs/decisions/094-font-script-until-its-file.md): the parse box fills the names, the file is
// checked in the browser before upload, the script is chosen while no file is on record, and the
// server's refusal of a file stays in the dialog until a file is accepted.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomizationOption } from '#shared/schemas/customization';
import { json, stubFetch, type Route } from '../../../../tests/support/fetch-stub';
import { renderWithClient } from '../../../../tests/support/render-client';
import { FontDialog } from './font-dialog';
import { FONT_SCRIPT_CHOICES } from './option-forms';

function font(overrides: Partial<CustomizationOption> = {}): CustomizationOption {
  return {
    id: 41,
    type: 'font',
    name: 'open-sans',
    value: 'open-sans',
    displayName: 'Open Sans',
    hexColor: null,
    cssClass: null,
    fontColor: null,
    backgroundColor: null,
    textFilamentName: null,
    plateFilamentName: null,
    sortOrder: 0,
    isActive: true,
    fontFile: null,
    script: 'Latn',
    createdAt: '2026-11-01T05:00:00.000Z',
    updatedAt: '2026-11-01T05:00:00.000Z',
    ...overrides,
  };
}

/** The upload's XMLHttpRequest (fetch cannot report progress): answers `status` with `body` after one progress event. */
function stubUpload(status: number, body: unknown) {
  const uploads: { url: string; file: File | null }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    send(form: FormData) {
      uploads.push({ url: this.url, file: form.get('file') as File | null });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}

function renderDialog(option: CustomizationOption | null, routes: Record<string, Route> = {}) {
  const api = stubFetch(routes);
  const onOpenChange = vi.fn();
  renderWithClient(<FontDialog open option={option} onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: option ? 'Edit Font' : 'Add Font' });
  return { api, onOpenChange, dialog };
}

const fontFile = (name = 'NotoSansDevanagari-Regular.ttf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'font/ttf' });
const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Font file (TTF, OTF, WOFF or WOFF2, up to 2 MB)');

describe('the parse box', () => {
  it('fills the display name and the font name from a Google Fonts URL, with Enter as with Parse', async () => {
    const { dialog } = renderDialog(null);
    const box = within(dialog).getByLabelText('Google Fonts URL or font name');
    await userEvent.type(box, 'https://fonts.google.com/specimen/Playfair+Display{Enter}');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Found “Playfair Display”. Now add its font file (download it from Google Fonts).',
    );
    expect(within(dialog).getByLabelText('Display name')).toHaveProperty('value', 'Playfair Display');
    expect(within(dialog).getByLabelText('Font name')).toHaveProperty('value', 'playfair-display');
  });

  it('says what to paste when nothing or nonsense was given', async () => {
    const { dialog } = renderDialog(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Parse' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a Google Fonts URL or font name');
    await userEvent.type(within(dialog).getByLabelText('Google Fonts URL or font name'), 'https://example.com/fonts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Parse' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Parse Error: Could not extract font name. Paste a Google Fonts page URL, a CSS URL or a font name.',
    );
    expect(within(dialog).getByLabelText('Display name')).toHaveProperty('value', '');
  });
});

describe('the font file', () => {
  it('refuses a file that is not a font, an empty one and one over 2 MB, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { dialog } = renderDialog(null);
    const input = fileInput(dialog);
    expect(
      within(dialog).getByText('No font file yet: the font cannot be printed, so customers are not offered it until a file is uploaded.'),
    ).toBeTruthy();
    await user.upload(input, new File(['x'], 'logo.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a TTF, OTF, WOFF or WOFF2 font file.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.upload(input, fontFile('Empty.ttf', 0));
    expect(within(dialog).getByRole('alert').textContent).toBe('This file is empty.');
    await user.upload(input, fontFile('Huge.otf', 2 * 1024 * 1024 + 1));
    expect(within(dialog).getByRole('alert').textContent).toBe('Font files can be at most 2 MB');
    await user.upload(input, fontFile('Fine.woff2', 4096));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('says a file on record cannot be replaced while paid orders not yet printed use the font', async () => {
    const { dialog } = renderDialog(font({ fontFile: 'open-sans-1.ttf' }));
    expect(
      within(dialog).getByText(
        'A font file is on record; choose another to replace it. It cannot be replaced while paid orders not yet printed use this font.',
      ),
    ).toBeTruthy();
  });
});

describe('the script', () => {
  it('offers Latin first, then the scripts of India, and is fixed once a file is on record', async () => {
    const { dialog } = renderDialog(font({ fontFile: 'open-sans-1.ttf' }));
    const script = within(dialog).getByLabelText<HTMLSelectElement>('Script');
    // The order itself is pinned in option-forms.test.ts.
    expect([...script.options].map((o) => o.textContent)).toEqual(FONT_SCRIPT_CHOICES.map((c) => c.label));
    expect(script.disabled).toBe(true);
    expect(
      within(dialog).getByText('Fixed: its font file was checked for this script. To offer the font for another script, add it again.'),
    ).toBeTruthy();
  });

  it('is fixed for a built-in font, which ships with its letters', async () => {
    const { dialog } = renderDialog(font({ id: 2, name: 'bangers', value: 'bangers', displayName: 'Bangers' }));
    expect(within(dialog).getByLabelText('Script')).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Built-in font: it ships with the letters of this script.')).toBeTruthy();
    expect(within(dialog).getByText('Built-in font: its file ships with the shop. Upload only to replace it.')).toBeTruthy();
  });
});

describe('saving', () => {
  it('asks for the names before saving anything', async () => {
    const { dialog, api } = renderDialog(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Font' }));
    expect(await within(dialog).findByText('Display name is required')).toBeTruthy();
    expect(within(dialog).getByText('Font name is required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('adds a Devanagari font, uploads its file with progress, and closes', async () => {
    const uploads = stubUpload(200, font({ id: 57, name: 'noto-sans-devanagari', script: 'Deva', fontFile: 'noto-1.ttf' }));
    const { dialog, api, onOpenChange } = renderDialog(null, {
      'POST /api/admin/customization-options': font({
        id: 57,
        name: 'noto-sans-devanagari',
        value: 'noto-sans-devanagari',
        displayName: 'Noto Sans Devanagari',
        script: 'Deva',
      }),
    });
    await userEvent.type(within(dialog).getByLabelText('Display name'), 'Noto Sans Devanagari');
    await userEvent.type(within(dialog).getByLabelText('Font name'), 'noto-sans-devanagari');
    await userEvent.selectOptions(within(dialog).getByLabelText('Script'), 'Devanagari');
    await userEvent.upload(fileInput(dialog), fontFile());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Font' }));
    expect(await screen.findByText('Noto Sans Devanagari is saved with its font file.')).toBeTruthy();
    expect(screen.getByText('Font added')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/customization-options')[0]?.body).toEqual({
      type: 'font',
      name: 'noto-sans-devanagari',
      displayName: 'Noto Sans Devanagari',
      script: 'Deva',
    });
    expect(uploads.map((u) => [u.url, u.file?.name])).toEqual([
      ['/api/admin/customization-options/57/font-file', 'NotoSansDevanagari-Regular.ttf'],
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("keeps the dialog open with the server's refusal of the file, and saving again retries only the upload", async () => {
    stubUpload(400, { message: 'This font cannot draw Devanagari: it has no glyph for क' });
    const added = font({ id: 58, name: 'lobster', value: 'lobster', displayName: 'Lobster', script: 'Deva' });
    const { dialog, api, onOpenChange } = renderDialog(null, {
      'POST /api/admin/customization-options': added,
      'PUT /api/admin/customization-options/:id': { ...added, script: 'Latn' },
    });
    await userEvent.type(within(dialog).getByLabelText('Display name'), 'Lobster');
    await userEvent.type(within(dialog).getByLabelText('Font name'), 'lobster');
    await userEvent.selectOptions(within(dialog).getByLabelText('Script'), 'Devanagari');
    await userEvent.upload(fileInput(dialog), fontFile('Lobster-Regular.ttf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Font' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('This font cannot draw Devanagari: it has no glyph for क');
    expect(
      within(dialog).getByText(
        'Lobster is saved without a font file. Choose a file that draws Devanagari, or change the script, and save again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Upload Failed')).toBeTruthy();
    expect(screen.getByText('The font was added without a new file: see why in the dialog.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();

    // The admin corrects the script: the saved font is changed (not added twice) and the file sent again.
    await userEvent.selectOptions(within(dialog).getByLabelText('Script'), 'Latin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Font' }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/customization-options/:id')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/customization-options')).toHaveLength(1);
    expect(api.callsTo('PUT /api/admin/customization-options/:id')[0]?.body).toEqual({ script: 'Latn', isActive: true });
  });

  it('edits only what changed, and says "Font updated"', async () => {
    const { dialog, api, onOpenChange } = renderDialog(font(), {
      'PUT /api/admin/customization-options/:id': font({ displayName: 'Open Sans Bold' }),
    });
    const name = within(dialog).getByLabelText('Display name');
    expect(name).toHaveProperty('value', 'Open Sans');
    await userEvent.clear(name);
    await userEvent.type(name, 'Open Sans Bold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Open Sans Bold is saved.')).toBeTruthy();
    expect(screen.getByText('Font updated')).toBeTruthy();
    expect(api.callsTo('PUT /api/admin/customization-options/:id')[0]).toMatchObject({
      path: '/api/admin/customization-options/41',
      body: { displayName: 'Open Sans Bold' },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's refusal of the names and stays open", async () => {
    const { dialog, onOpenChange } = renderDialog(null, {
      'POST /api/admin/customization-options': json(409, { message: 'A font named open-sans already exists' }),
    });
    await userEvent.type(within(dialog).getByLabelText('Display name'), 'Open Sans');
    await userEvent.type(within(dialog).getByLabelText('Font name'), 'open-sans');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Font' }));
    expect(await screen.findByText('A font named open-sans already exists')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
