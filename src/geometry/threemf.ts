// 3MF (3D Manufacturing Format) core spec 1.3 package with the materials extension's
// m:colorgroup, the form Bambu Studio and OrcaSlicer read colours from. Two objects, one per
// colour, each a closed mesh; both build items use the identity transform because the
// meshes are already in place.
import { strToU8, zipSync } from 'fflate';
import { normalizeHexColor } from './colors.js';
import type { TriangleMesh } from './mesh.js';

/** One coloured body of a 3MF file. */
export interface ColoredPart {
  name: string;
  mesh: TriangleMesh;
  /** Hex colour, #RGB or #RRGGBB. */
  color: string;
}

const CORE_NS = 'http://schemas.microsoft.com/3dmanufacturing/core/2015/02';
const MATERIAL_NS = 'http://schemas.microsoft.com/3dmanufacturing/material/2015/02';
const MODEL_PATH = '3D/3dmodel.model';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
  <Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/>
</Types>
`;

const RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Target="/${MODEL_PATH}" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/>
</Relationships>
`;

/** Normalises #RGB / #RRGGBB to the 3MF sRGB form #RRGGBBFF; throws GeometryError INVALID_COLOR otherwise. */
export function toThreeMfColor(hex: string): string {
  return `${normalizeHexColor(hex).toUpperCase()}FF`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Float32 mm as short decimal text; 1e-5 mm resolution is far below print resolution. */
function num(value: number): string {
  return String(Math.round(value * 1e5) / 1e5);
}

function meshXml(mesh: TriangleMesh): string {
  const v = mesh.vertices;
  const t = mesh.triangles;
  const parts: string[] = ['<mesh><vertices>'];
  for (let i = 0; i < v.length; i += 3) {
    parts.push(`<vertex x="${num(v[i])}" y="${num(v[i + 1])}" z="${num(v[i + 2])}"/>`);
  }
  parts.push('</vertices><triangles>');
  for (let i = 0; i < t.length; i += 3) {
    parts.push(`<triangle v1="${t[i]}" v2="${t[i + 1]}" v3="${t[i + 2]}"/>`);
  }
  parts.push('</triangles></mesh>');
  return parts.join('');
}

/** The 3D/3dmodel.model XML for coloured parts (unit millimeter, one colorgroup, one object per part). */
export function threeMfModelXml(parts: readonly ColoredPart[], title = 'Chaabi keychain'): string {
  const colors = parts.map((p) => toThreeMfColor(p.color));
  const colorGroupId = 1;
  const objects = parts.map(
    (p, i) =>
      `  <object id="${i + 2}" type="model" name="${escapeXml(p.name)}" pid="${colorGroupId}" pindex="${i}">${meshXml(p.mesh)}</object>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<model unit="millimeter" xml:lang="en-US" xmlns="${CORE_NS}" xmlns:m="${MATERIAL_NS}">`,
    `  <metadata name="Title">${escapeXml(title)}</metadata>`,
    '  <metadata name="Application">Chaabi</metadata>',
    '  <resources>',
    `  <m:colorgroup id="${colorGroupId}">${colors.map((c) => `<m:color color="${c}"/>`).join('')}</m:colorgroup>`,
    ...objects,
    '  </resources>',
    `  <build>${parts.map((_, i) => `<item objectid="${i + 2}"/>`).join('')}</build>`,
    '</model>',
    '',
  ].join('\n');
}

/** Zips coloured parts into a 3MF package ([Content_Types].xml, _rels/.rels, 3D/3dmodel.model); throws GeometryError INVALID_COLOR. */
export function partsTo3mf(parts: readonly ColoredPart[], title?: string): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(RELS),
      [MODEL_PATH]: strToU8(threeMfModelXml(parts, title)),
    },
    { level: 6 },
  );
}
