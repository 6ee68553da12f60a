/**
 * Colour management (docs/product.md#admin-customization Customization tab): swatches, add/edit,
 * delete, active toggle.
 */
import { Palette } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { ColorDialog } from './color-dialog';
import { ColorSwatch } from './color-swatch';
import { useAdminOptions } from './customization-api';
import { OptionPanel, OptionRow } from './option-panel';

/** The Color Combinations card: each combination as a swatch of its name. */
export function ColorPanel() {
  const query = useAdminOptions('color_combination');
  return (
    <OptionPanel
      query={query}
      icon={Palette}
      Dialog={ColorDialog}
      text={{
        noun: 'Color combination',
        title: 'Color Combinations',
        description: 'Text color on plate color, as customers see them.',
        addLabel: 'Add Color',
        plural: 'color combinations',
        emptyHint: 'Add one so customers have a color to choose.',
        listLabel: 'Color combinations',
        deleteFallback: 'this color',
        deleteDescription:
          'Orders already placed keep their own copy of this color. To hide it from customers but keep it, switch it off instead.',
      }}
      renderRow={(option, actions) => (
        <OptionRow
          key={option.id}
          option={option}
          noun="Color combination"
          {...actions}
          preview={
            <ColorSwatch
              text={option.displayName}
              fontColor={option.fontColor ?? '#FFFFFF'}
              backgroundColor={option.backgroundColor ?? '#000000'}
              label={`${option.displayName} swatch`}
            />
          }
        >
          <p className="flex items-center gap-2 truncate font-semibold text-gray-900">
            {option.displayName}
            {!option.isActive && <Badge variant="secondary">Hidden</Badge>}
          </p>
          <p className="text-xs text-gray-500 sm:truncate">
            <span className="font-mono">{option.value}</span> · <span className="font-mono uppercase">{option.fontColor}</span> on{' '}
            <span className="font-mono uppercase">{option.backgroundColor}</span>
          </p>
        </OptionRow>
      )}
    />
  );
}
