/**
 * /stl-generator (spec §2 "STL generator", §5 "STL and Blender tools"): text, font and colour,
 * a live 3D preview built by the same engine as the file, Generate STL File, a result card with
 * STL and 3MF downloads, and the print specs.
 */
import { useEffect, useState } from 'react';
import { Box, Cog, Layers, Loader2, Ruler } from 'lucide-react';
import { cssFontFamily, fontsForScript } from '#shared/catalog';
import {
  KEYCHAIN_TEXT_HELPER,
  MAX_KEYCHAIN_TEXT,
  countLetters,
  keychainTextProblem,
  keychainTextScript,
  splitLetters,
} from '#shared/keychain-text';
import type { GenerateStlRequest, GenerateStlResponse } from '#shared/schemas/stl';
import { DEFAULT_STL_COLOR, STL_COLOR_COMBINATIONS, findStlColorCombination } from '#shared/stl-colors';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { cleanField } from '../components/ui/field';
import { Deferred3DPreview, KEYCHAIN_3D_INPUT_MARK } from '../components/keychain-3d';
import { ShopLayout } from '../shop/layout/shop-layout';
import { useFonts } from '../api/options';
import { useGenerateStl } from './stl-api';
import { StlResultCard } from './stl-result-card';
import { useToolForm, ToolTextField } from './tool-form';
import { ToolSelect } from './tool-select';

const COLOR_OPTIONS = STL_COLOR_COMBINATIONS.map((c) => ({ value: c.value, label: c.displayName }));

/**
 * NFC, and a lowercase Latin first letter upper-cased as the user types (spec §5); every other
 * character is kept, so a space or a symbol shows its message instead of silently disappearing.
 */
function capitalizeFirst(value: string): string {
  const text = value.normalize('NFC');
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  if (!/^\p{Ll}$/u.test(first) || !/^\p{Script=Latin}$/u.test(first)) return text;
  return first.toUpperCase() + text.slice(first.length);
}

/** Each keystroke marks the input for the preview's latency budget, then capitalises the first letter. */
function typedText(value: string): string {
  performance.mark(KEYCHAIN_3D_INPUT_MARK);
  return capitalizeFirst(value);
}

const SPECS = [
  { icon: Ruler, label: 'Size', value: '60 x 20 x 5 mm' },
  { icon: Layers, label: 'Base + text relief', value: '3.5 mm + 1.5 mm' },
  { icon: Cog, label: 'Layer height', value: '0.2 mm' },
  { icon: Box, label: 'Infill', value: '20%' },
] as const;

/** The STL generator page. */
export default function StlGeneratorPage() {
  return (
    <ShopLayout>
      <StlGenerator />
    </ShopLayout>
  );
}

/**
 * The page's content. The form lives here, below the layout: react-hook-form sets state in a
 * layout effect when it mounts, which React renders synchronously, and above the layout that
 * re-render also hydrated the header and footer in one long task (issue 13, decision 033).
 */
function StlGenerator() {
  const form = useToolForm({ fontFamily: 'bangers', colorCombination: DEFAULT_STL_COLOR });
  const { register, handleSubmit, formState, watch } = form;
  const [text, fontFamily, colorValue] = watch(['text', 'fontFamily', 'colorCombination']);
  const [result, setResult] = useState<GenerateStlResponse | null>(null);
  const generate = useGenerateStl(setResult);
  // The fonts the shop offers, uploaded ones included: the engine builds each from its own file (issue 12).
  const { fonts } = useFonts();
  // Only the fonts that can draw the typed script (docs/decisions/044); digits go with any.
  const offered = fontsForScript(fonts, keychainTextScript(text), /^[0-9]*$/.test(text));
  const fontOptions = (offered.length > 0 ? offered : fonts).map((f) => ({ value: f.value, label: f.displayName }));
  const offeredKey = fontOptions.map((f) => f.value).join('|');
  const { setValue } = form;
  useEffect(() => {
    const values = offeredKey.split('|');
    if (values[0] && !values.includes(fontFamily)) setValue('fontFamily', values[0], { shouldValidate: true });
  }, [offeredKey, fontFamily, setValue]);

  const error = formState.errors.text?.message;
  const color = findStlColorCombination(colorValue ?? DEFAULT_STL_COLOR);
  const canGenerate = formState.isValid && !generate.isPending;

  const onGenerate = (values: GenerateStlRequest) => {
    generate.mutate({ text: values.text, fontFamily: values.fontFamily, colorCombination: color.value });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p className="text-sm font-bold uppercase tracking-widest text-pink-700">Print files</p>
      <h1 className="mt-2 text-3xl font-black tracking-tight text-gray-950 sm:text-4xl">STL Generator</h1>
      <p className="mt-3 max-w-2xl text-gray-600">
        Type a name, pick a font and colours, and download a print-ready keychain: a watertight STL for any slicer, or a two-colour 3MF for
        multi-material printers.
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <Card className="lg:self-start">
          <CardHeader>
            <CardTitle as="h2">Design</CardTitle>
            <CardDescription>Letters of one script and numbers, one word, up to {MAX_KEYCHAIN_TEXT} letters.</CardDescription>
          </CardHeader>
          <CardContent>
            <form className="grid gap-5" noValidate onSubmit={(event) => void handleSubmit(onGenerate)(event)}>
              <ToolTextField
                id="stl-text"
                field={cleanField(register('text'), typedText)}
                error={error}
                help={KEYCHAIN_TEXT_HELPER}
                counter={
                  <span
                    className={countLetters(text) > MAX_KEYCHAIN_TEXT ? 'text-xs font-semibold text-red-600' : 'text-xs text-gray-500'}
                    aria-hidden
                  >
                    {countLetters(text)}/{MAX_KEYCHAIN_TEXT} letters
                  </span>
                }
                maxLength={40}
                placeholder="e.g. Chaabi"
                style={{ fontFamily: cssFontFamily(fontFamily, fonts) }}
                inputClassName="h-12 text-xl md:text-xl"
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <ToolSelect id="stl-font" label="Font" options={fontOptions} {...register('fontFamily')} />
                <ToolSelect id="stl-color" label="Colour combination" options={COLOR_OPTIONS} {...register('colorCombination')} />
              </div>
              <Button type="submit" variant="brand" size="lg" disabled={!canGenerate}>
                {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Box aria-hidden />}
                {generate.isPending ? 'Generating…' : 'Generate STL File'}
              </Button>
            </form>
          </CardContent>
        </Card>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader className="pb-3 sm:pb-3">
              <CardTitle as="h2">3D preview</CardTitle>
              <CardDescription>60 x 20 x 5 mm with 1.5 mm text relief. Drag or use the arrow keys to turn it.</CardDescription>
            </CardHeader>
            <CardContent>
              <Deferred3DPreview
                poster={
                  <div className="grid h-56 place-items-center rounded-2xl bg-slate-100 text-sm text-slate-600">Loading 3D preview…</div>
                }
                text={error ? lastValid(text) : text}
                fontFamily={fontFamily}
                fontColor={color.fontColor}
                backgroundColor={color.backgroundColor}
                placeholder="Chaabi"
              />
            </CardContent>
          </Card>

          {result && <StlResultCard result={result} />}

          <Card>
            <CardHeader>
              <CardTitle as="h2">Technical specifications</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-3">
                {SPECS.map((s) => (
                  <div key={s.label} className="rounded-xl bg-gray-50 p-3">
                    <dt className="flex items-center gap-1.5 text-xs font-medium text-gray-500">
                      <s.icon className="h-3.5 w-3.5" aria-hidden />
                      {s.label}
                    </dt>
                    <dd className="mt-1 font-semibold text-gray-950">{s.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 text-sm text-gray-600">
                <span className="font-semibold text-gray-900">Materials:</span> PLA, PETG or ABS. Print flat, text up, no supports needed.
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

/** While the text breaks a rule, the preview shows its longest printable beginning (cut between letters). */
function lastValid(text: string): string {
  let valid = '';
  for (const letter of splitLetters(text.normalize('NFC'))) {
    const next = valid + letter;
    if (keychainTextProblem(next) === null) valid = next;
    else if (valid !== '') break;
  }
  return valid;
}
