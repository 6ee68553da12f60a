// 3MF (3D Manufacturing Format) core spec 1.3 package with the materials extension's
// m:colorgroup, the form Bambu Studio and OrcaSlicer read colours from.
//
// Each keychain is ONE 3MF object whose mesh holds its parts one after the other (plate
// triangles, then text triangles), each triangle coloured through the colour group. A slicer
// that reads only the core spec sees one object at the right height; PrusaSlicer additionally
// reads Metadata/Slic3r_PE_model.config (the file it writes itself), which splits the object's
// triangles into volumes by index range and gives each its own extruder. Two separate objects
// (the old layout) made PrusaSlicer 2.5 drop the text onto the bed as a second object.
import { strToU8, zipSync } from 'fflate';
import { normalizeHexColor } from './colors.js';
import { prusaColourChangeXml, prusaProjectConfig, type ColourChangePrint } from './colour-change.js';
import { valueAt } from './indexed.js';
import type { TriangleMesh } from './mesh.js';

/** One coloured body of a 3MF object. */
export interface ColoredPart {
  name: string;
  mesh: TriangleMesh;
  /** Hex colour, #RGB or #RRGGBB. */
  color: string;
  /** 1-based extruder (filament) PrusaSlicer prints this part with; defaults to the part's position + 1. */
  extruder?: number;
}

/** One printable object: parts that stay together, placed on the bed by a translation, mm. */
export interface ThreeMfObject {
  name: string;
  parts: readonly ColoredPart[];
  /** Where the object's local origin lands on the bed, mm; default (0, 0, 0). */
  offset?: { x: number; y: number; z?: number };
}

const CORE_NS = 'http://schemas.microsoft.com/3dmanufacturing/core/2015/02';
const MATERIAL_NS = 'http://schemas.microsoft.com/3dmanufacturing/material/2015/02';
const MODEL_PATH = '3D/3dmodel.model';
const PRUSA_CONFIG_PATH = 'Metadata/Slic3r_PE_model.config';
const PRUSA_PROJECT_CONFIG_PATH = 'Metadata/Slic3r_PE.config';
const PRUSA_CUSTOM_GCODE_PATH = 'Metadata/Prusa_Slicer_custom_gcode_per_print_z.xml';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
  <Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/>
  <Default Extension="config" ContentType="application/xml"/>
  <Default Extension="xml" ContentType="application/xml"/>
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

/** Distinct colours of all parts in first-seen order: the colour group's entries. */
function colorTable(objects: readonly ThreeMfObject[]): string[] {
  const colors: string[] = [];
  for (const object of objects) {
    for (const part of object.parts) {
      const color = toThreeMfColor(part.color);
      if (!colors.includes(color)) colors.push(color);
    }
  }
  return colors;
}

/** The object's merged mesh XML: parts' vertices and triangles concatenated, each triangle coloured. */
function objectMeshXml(object: ThreeMfObject, colorGroupId: number, colors: readonly string[]): string {
  const out: string[] = ['<mesh><vertices>'];
  for (const { mesh } of object.parts) {
    const v = mesh.vertices;
    for (let i = 0; i < v.length; i += 3)
      out.push(`<vertex x="${num(valueAt(v, i))}" y="${num(valueAt(v, i + 1))}" z="${num(valueAt(v, i + 2))}"/>`);
  }
  out.push('</vertices><triangles>');
  let base = 0;
  for (const part of object.parts) {
    const t = part.mesh.triangles;
    const p = colors.indexOf(toThreeMfColor(part.color));
    for (let i = 0; i < t.length; i += 3) {
      out.push(
        `<triangle v1="${valueAt(t, i) + base}" v2="${valueAt(t, i + 1) + base}" v3="${valueAt(t, i + 2) + base}" pid="${colorGroupId}" p1="${p}"/>`,
      );
    }
    base += part.mesh.vertices.length / 3;
  }
  out.push('</triangles></mesh>');
  return out.join('');
}

function objectId(index: number): number {
  return index + 2; // id 1 is the colour group
}

/** 3MF row-major 3×4 affine transform of a pure translation. */
function translation(offset: ThreeMfObject['offset']): string {
  if (!offset) return '';
  return ` transform="1 0 0 0 1 0 0 0 1 ${num(offset.x)} ${num(offset.y)} ${num(offset.z ?? 0)}"`;
}

/** The 3D/3dmodel.model XML: unit millimeter, one colour group, one object (one merged mesh) per entry. */
export function threeMfModelXml(objects: readonly ThreeMfObject[], title = 'Chaabi keychain'): string {
  const colors = colorTable(objects);
  const colorGroupId = 1;
  const resources = objects.map((object, i) => {
    const first = colors.indexOf(toThreeMfColor(object.parts[0]?.color ?? '#000'));
    return `  <object id="${objectId(i)}" type="model" name="${escapeXml(object.name)}" pid="${colorGroupId}" pindex="${Math.max(first, 0)}">${objectMeshXml(object, colorGroupId, colors)}</object>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<model unit="millimeter" xml:lang="en-US" xmlns="${CORE_NS}" xmlns:m="${MATERIAL_NS}">`,
    `  <metadata name="Title">${escapeXml(title)}</metadata>`,
    '  <metadata name="Application">Chaabi</metadata>',
    '  <resources>',
    `  <m:colorgroup id="${colorGroupId}">${colors.map((c) => `<m:color color="${c}"/>`).join('')}</m:colorgroup>`,
    ...resources,
    '  </resources>',
    `  <build>${objects.map((o, i) => `<item objectid="${objectId(i)}"${translation(o.offset)}/>`).join('')}</build>`,
    '</model>',
    '',
  ].join('\n');
}

/**
 * PrusaSlicer's Metadata/Slic3r_PE_model.config: for each object, its volumes as inclusive
 * triangle-index ranges of the object's mesh, each with a name and an extruder, so the object
 * loads as one object with one part per colour.
 */
export function prusaModelConfigXml(objects: readonly ThreeMfObject[]): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<config>'];
  objects.forEach((object, i) => {
    out.push(` <object id="${objectId(i)}" instances_count="1">`);
    out.push(`  <metadata type="object" key="name" value="${escapeXml(object.name)}"/>`);
    let first = 0;
    object.parts.forEach((part, p) => {
      const count = part.mesh.triangles.length / 3;
      out.push(`  <volume firstid="${first}" lastid="${first + count - 1}">`);
      out.push(`   <metadata type="volume" key="name" value="${escapeXml(part.name)}"/>`);
      out.push('   <metadata type="volume" key="volume_type" value="ModelPart"/>');
      out.push(`   <metadata type="volume" key="extruder" value="${part.extruder ?? p + 1}"/>`);
      out.push('  </volume>');
      first += count;
    });
    out.push(' </object>');
  });
  out.push('</config>', '');
  return out.join('\n');
}

/**
 * Zips objects into a 3MF package (core files plus PrusaSlicer's volume config); `level` is the
 * deflate level (default 6; 1 is ~3× faster for ~15 % more bytes). With `print`, the package
 * also carries the filament change (PrusaSlicer's per-layer custom G-code and the settings it
 * depends on: colour-change.ts). Throws GeometryError INVALID_COLOR.
 */
export function objectsTo3mf(objects: readonly ThreeMfObject[], title?: string, level: 1 | 6 = 6, print?: ColourChangePrint): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(RELS),
    [MODEL_PATH]: strToU8(threeMfModelXml(objects, title)),
    [PRUSA_CONFIG_PATH]: strToU8(prusaModelConfigXml(objects)),
  };
  if (print) {
    files[PRUSA_PROJECT_CONFIG_PATH] = strToU8(prusaProjectConfig(print));
    files[PRUSA_CUSTOM_GCODE_PATH] = strToU8(prusaColourChangeXml(print));
  }
  return zipSync(files, { level });
}

/**
 * One object made of `parts` (e.g. plate and text) as a 3MF package, with the filament change
 * when `print` is given; throws GeometryError INVALID_COLOR.
 */
export function partsTo3mf(parts: readonly ColoredPart[], title = 'Chaabi keychain', print?: ColourChangePrint): Uint8Array {
  return objectsTo3mf([{ name: title, parts }], title, 6, print);
}
