/**
 * "Updates in: English / हिन्दी (Hindi)": the language of a customer's order updates
 * (docs/product.md#whatsapp-updates, docs/decisions/184-message-language-separate-from-site-language.md),
 * as native radio buttons in a fieldset (arrow keys move between them). Used by the checkout's
 * WhatsApp opt-in and My Account's WhatsApp box.
 */
import { MESSAGE_LANGUAGES, MESSAGE_LANGUAGE_NAMES, type MessageLanguage } from '#shared/whatsapp';
import { cn } from '../lib/utils';

export interface MessageLanguageChoiceProps {
  /** The radio group's name, unique on the page. */
  name: string;
  value: MessageLanguage;
  onChange: (language: MessageLanguage) => void;
  disabled?: boolean;
  className?: string;
}

/** The two radio buttons under the legend "Updates in:". */
export function MessageLanguageChoice({ name, value, onChange, disabled, className }: MessageLanguageChoiceProps) {
  return (
    <fieldset disabled={disabled} className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700', className)}>
      <legend className="float-left mr-1 font-medium">Updates in:</legend>
      {MESSAGE_LANGUAGES.map((language) => (
        <label key={language} className="inline-flex min-h-8 items-center gap-2">
          <input
            type="radio"
            name={name}
            value={language}
            className="h-4 w-4 accent-pink-600"
            checked={value === language}
            onChange={() => onChange(language)}
          />
          <span lang={language}>{MESSAGE_LANGUAGE_NAMES[language]}</span>
        </label>
      ))}
    </fieldset>
  );
}
