/**
 * Font management (docs/product.md#admin-customization Customization tab): each font shown in
 * itself and in the script it is offered for (docs/product.md#indic-scripts), add/edit/delete,
 * active toggle.
 */
import type { CSSProperties } from 'react';
import { Type } from 'lucide-react';
import { cssFontFamily } from '#shared/catalog';
import { KEYCHAIN_SCRIPTS } from '#shared/keychain-text';
import type { CustomizationOption } from '#shared/schemas/customization';
import { Badge } from '../../components/ui/badge';
import { useAdminOptions } from './customization-api';
import { uploadedFontFamily, useUploadedFontFaces } from '../../lib/font-faces';
import { FontDialog } from './font-dialog';
import { SCRIPT_SAMPLES, isBuiltInFontValue } from './option-forms';
import { OptionPanel, OptionRow } from './option-panel';

/** Built-in fonts use their @fontsource family (its script subset too); uploaded ones the FontFace of their file. */
function fontLook(option: CustomizationOption): { className?: string; style?: CSSProperties } {
  if (option.fontFile) return { style: { fontFamily: `'${uploadedFontFamily(option.fontFile)}', sans-serif` } };
  if (isBuiltInFontValue(option.value)) return { style: { fontFamily: cssFontFamily(option.value) } };
  return {};
}

function FontRow({ option, onEdit, onDelete }: { option: CustomizationOption; onEdit: () => void; onDelete: () => void }) {
  const look = fontLook(option);
  const builtIn = isBuiltInFontValue(option.value);
  return (
    <OptionRow
      option={option}
      noun="Font"
      onEdit={onEdit}
      onDelete={onDelete}
      preview={
        <div className="flex h-12 w-28 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gray-900 px-2 text-xl text-amber-400">
          <span className={look.className} style={look.style}>
            {SCRIPT_SAMPLES[option.script]}
          </span>
        </div>
      }
    >
      <p className={`truncate text-lg text-gray-900 ${look.className ?? ''}`} style={look.style}>
        {option.displayName}
      </p>
      <p className="flex flex-wrap items-center gap-1.5 text-xs text-gray-500">
        <span className="font-mono">{option.value}</span>
        <span className="font-medium text-gray-700">{KEYCHAIN_SCRIPTS[option.script]} script</span>
        {builtIn && !option.fontFile ? (
          <Badge variant="secondary">Built-in</Badge>
        ) : option.fontFile ? (
          <Badge variant="success">Font file</Badge>
        ) : (
          <Badge variant="warning">No font file</Badge>
        )}
        {!option.isActive && <Badge variant="secondary">Hidden</Badge>}
      </p>
    </OptionRow>
  );
}

/** The Fonts card: each font written in itself, with whether its file is on record. */
export function FontPanel() {
  const query = useAdminOptions('font');
  useUploadedFontFaces(query.data);
  return (
    <OptionPanel
      query={query}
      icon={Type}
      Dialog={FontDialog}
      text={{
        noun: 'Font',
        title: 'Fonts',
        description: 'Shown in each font, in the script it is offered for. New fonts need a font file.',
        addLabel: 'Add Font',
        plural: 'fonts',
        emptyHint: 'Add one so customers have a font to choose.',
        listLabel: 'Fonts',
        deleteFallback: 'this font',
        deleteDescription:
          'Its uploaded font file is removed too. A font that paid orders not yet printed use cannot be deleted; the shop says how many orders use it. To stop offering it but keep printing those orders, switch it off instead.',
      }}
      renderRow={(option, actions) => <FontRow key={option.id} option={option} {...actions} />}
    />
  );
}
