/**
 * The generated file: name, size, time, and download links (docs/product.md#screens "result card
 * with download").
 */
import { CheckCircle2, Download, FileBox, TriangleAlert } from 'lucide-react';
import type { GenerateStlResponse } from '#shared/schemas/stl';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';

function formatMm(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** Shows a generation result with STL (and 3MF when offered) downloads. */
export function StlResultCard({ result, title = 'Your STL file is ready' }: { result: GenerateStlResponse; title?: string }) {
  const d = result.dimensions;
  return (
    <Card className="border-green-200" aria-live="polite">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-gray-500">File</dt>
          <dd className="min-w-0 break-all font-mono text-xs text-gray-900" data-testid="stl-filename">
            {result.filename}
          </dd>
          <dt className="text-gray-500">Dimensions</dt>
          <dd className="text-gray-900" data-testid="stl-dimensions">
            {formatMm(d.width)} x {formatMm(d.height)} x {formatMm(d.depth)} mm
          </dd>
          <dt className="text-gray-500">Generation time</dt>
          <dd className="text-gray-900" data-testid="stl-time">
            {result.executionTime < 10 ? result.executionTime.toFixed(1) : Math.round(result.executionTime)} ms
            {result.cached ? ' (cached)' : ''}
          </dd>
          <dt className="text-gray-500">Triangles</dt>
          <dd className="text-gray-900">{result.triangleCount.toLocaleString('en-IN')}</dd>
          <dt className="text-gray-500">Mesh</dt>
          <dd className="flex items-center gap-1 text-gray-900">
            {result.closed ? (
              'Closed (watertight)'
            ) : (
              <>
                <TriangleAlert className="h-4 w-4 text-amber-600" aria-hidden /> Not closed: check it in your slicer
              </>
            )}
          </dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <a href={result.downloadUrl} download className={buttonVariants({ variant: 'brand' })}>
            <Download aria-hidden />
            Download STL
          </a>
          {result.downloadUrl3mf && (
            <a href={result.downloadUrl3mf} download className={buttonVariants({ variant: 'outline' })}>
              <FileBox aria-hidden />
              Download 3MF (colours)
            </a>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
