/**
 * The font dialog's parse box (docs/product.md#admin-inputs): a Google Fonts page URL, a CSS URL or
 * a plain name gives the display name and the font name; Enter parses as the button does.
 */
import { useId, useState } from 'react';
import { Wand2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { parseFontInput } from './font-input';

/** The parse box; `onParsed` receives the family ("Open Sans") and the option name ("open-sans"). */
export function FontParseBox({ onParsed }: { onParsed: (family: string, name: string) => void }) {
  const id = useId();
  const [parseText, setParseText] = useState('');
  const [parseMessage, setParseMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const parse = () => {
    const parsed = parseFontInput(parseText);
    if (!parsed.ok) {
      setParseMessage({ ok: false, text: parsed.error });
      return;
    }
    onParsed(parsed.family, parsed.name);
    setParseMessage({ ok: true, text: `Found “${parsed.family}”. Now add its font file (download it from Google Fonts).` });
  };

  return (
    <div className="grid gap-1.5 rounded-xl bg-gray-50 p-3">
      <Label htmlFor={id}>Google Fonts URL or font name</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={parseText}
          onChange={(e) => setParseText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              parse();
            }
          }}
          placeholder="https://fonts.google.com/specimen/Open+Sans"
          autoComplete="off"
          aria-describedby={parseMessage ? `${id}-msg` : undefined}
        />
        <Button type="button" variant="outline" onClick={parse}>
          <Wand2 aria-hidden="true" />
          Parse
        </Button>
      </div>
      {parseMessage && (
        <p
          id={`${id}-msg`}
          role={parseMessage.ok ? 'status' : 'alert'}
          className={parseMessage.ok ? 'text-sm text-green-700' : 'text-sm text-red-600'}
        >
          {parseMessage.text}
        </p>
      )}
    </div>
  );
}
