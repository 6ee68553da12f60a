/**
 * /blender-test (docs/product.md#stl-tools): checks whether the optional Blender backend is
 * installed on the server, and generates a test STL through it (text up to 20 characters,
 * Arial or a built-in font). Generate Test STL is enabled only when Blender is available.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Box, CheckCircle2, Loader2, SearchCheck, XCircle } from 'lucide-react';
import { MAX_BLENDER_TEXT } from '#shared/keychain-text';
import type { GenerateStlRequest, GenerateStlResponse } from '#shared/schemas/stl';
import { queryKeys } from '../api/query-keys';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { toast } from '../components/ui/toast';
import { ShopLayout } from '../shop/layout/shop-layout';
import { fetchBlenderStatus, useGenerateStl } from './stl-api';
import { StlResultCard } from './stl-result-card';
import { useToolForm, ToolTextField } from './tool-form';
import { ToolSelect } from './tool-select';

/** The spec's six fonts for this page (docs/product.md#screens). */
const FONT_OPTIONS = [
  { value: 'arial', label: 'Arial' },
  { value: 'bangers', label: 'Bangers' },
  { value: 'chewy', label: 'Chewy' },
  { value: 'pacifico', label: 'Pacifico' },
  { value: 'permanent-marker', label: 'Permanent Marker' },
  { value: 'knewave', label: 'Knewave' },
] as const;

/** The Blender test page. */
export default function BlenderTestPage() {
  const form = useToolForm({ fontFamily: 'arial', backend: 'blender' });
  const { register, handleSubmit, formState, watch } = form;
  const text = watch('text');
  const [result, setResult] = useState<GenerateStlResponse | null>(null);
  const status = useQuery({ queryKey: queryKeys.tools.blenderStatus(), queryFn: fetchBlenderStatus });
  const generate = useGenerateStl(setResult);

  const available = status.data?.blenderAvailable === true;

  const onTest = async () => {
    const answer = await status.refetch();
    if (answer.error) {
      toast({ title: 'Test Failed', description: answer.error.message, variant: 'destructive' });
    } else if (answer.data && !answer.data.blenderAvailable) {
      toast({ title: 'Blender Issue', description: answer.data.message, variant: 'destructive' });
    } else if (answer.data) {
      toast({ title: 'Blender Available', description: answer.data.message, variant: 'success' });
    }
  };

  const onGenerate = (values: GenerateStlRequest) => {
    if (!available) return;
    generate.mutate({ text: values.text, fontFamily: values.fontFamily, backend: 'blender' });
  };

  return (
    <ShopLayout>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-sm font-bold uppercase tracking-widest text-pink-700">Tools</p>
        <h1 className="mt-2 text-3xl font-black tracking-tight text-gray-950 sm:text-4xl">Blender STL Test</h1>
        <p className="mt-3 text-gray-600">
          Checks the optional Blender backend. Shop files come from our built-in engine on the{' '}
          <Link href="/stl-generator" className="font-semibold text-pink-700 underline-offset-4 hover:underline">
            STL Generator
          </Link>
          , which needs no Blender.
        </p>

        <Card className="mt-8">
          <CardHeader>
            <CardTitle as="h2">Blender availability</CardTitle>
            <CardDescription>Where Blender is installed (BLENDER_PATH or on the PATH), it can build the test keychain.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex items-start gap-3 rounded-xl bg-gray-50 p-4 text-sm" role="status" data-testid="blender-status">
              {status.isFetching ? (
                <Loader2 className="mt-0.5 h-5 w-5 shrink-0 animate-spin text-gray-500" aria-hidden />
              ) : available ? (
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden />
              ) : (
                <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden />
              )}
              <div>
                <p className="font-semibold text-gray-900">
                  {status.isFetching
                    ? 'Checking…'
                    : available
                      ? `Available: ${status.data?.version ?? 'Blender'}`
                      : status.isError
                        ? 'Could not check Blender'
                        : 'Blender is not available'}
                </p>
                {!status.isFetching && status.data && !available && <p className="mt-1 text-gray-600">{status.data.message}</p>}
              </div>
            </div>
            <Button
              type="button"
              variant="outline"
              onClick={() => void onTest()}
              disabled={status.isFetching}
              className="justify-self-start"
            >
              <SearchCheck aria-hidden />
              Test Blender Availability
            </Button>
          </CardContent>
        </Card>

        <Card className="mt-6">
          <CardHeader>
            <CardTitle as="h2">Test keychain</CardTitle>
            <CardDescription>Up to {MAX_BLENDER_TEXT} letters and numbers.</CardDescription>
          </CardHeader>
          <CardContent>
            <form className="grid gap-5" noValidate onSubmit={(event) => void handleSubmit(onGenerate)(event)}>
              <div className="grid gap-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
                <ToolTextField
                  id="blender-text"
                  field={register('text')}
                  error={formState.errors.text?.message}
                  help={`${text.length}/${MAX_BLENDER_TEXT} characters`}
                  maxLength={MAX_BLENDER_TEXT}
                  placeholder="Please enter text for the keychain"
                />
                <ToolSelect id="blender-font" label="Font" options={FONT_OPTIONS} {...register('fontFamily')} />
              </div>
              <Button type="submit" variant="brand" size="lg" disabled={!available || !formState.isValid || generate.isPending}>
                {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Box aria-hidden />}
                {generate.isPending ? 'Blender is working…' : 'Generate Test STL'}
              </Button>
              {!available && !status.isFetching && (
                <p className="text-sm text-gray-500">Generate Test STL is enabled once Blender is available.</p>
              )}
            </form>
          </CardContent>
        </Card>

        {result && (
          <div className="mt-6">
            <StlResultCard result={result} title="Test STL generated" />
          </div>
        )}
      </div>
    </ShopLayout>
  );
}
