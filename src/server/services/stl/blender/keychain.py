# Chaabi keychain in Blender (optional second STL backend; docs/decisions/011).
# Run: blender -b --factory-startup --python keychain.py -- --text Chaabi --font F.woff --out out.stl
# Same layout as the in-process engine (docs/decisions/010): a 60 x 20 x 3.5 mm rounded plate
# with a 4 mm key-ring hole centred at (5, 10), text scaled uniformly into x 9-58, y 2-18 and
# raised 1.5 mm above the plate (top at Z = 5). Blender units are written to the STL as mm.
import argparse
import json
import math
import sys

import bmesh
import bpy
from mathutils import Vector

argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
parser = argparse.ArgumentParser()
parser.add_argument("--text", required=True)
parser.add_argument("--font", default="")
parser.add_argument("--out", required=True)
parser.add_argument("--width", type=float, default=60.0)
parser.add_argument("--height", type=float, default=20.0)
parser.add_argument("--base", type=float, default=3.5)
parser.add_argument("--relief", type=float, default=1.5)
parser.add_argument("--corner", type=float, default=3.0)
parser.add_argument("--hole", type=float, default=4.0)
args = parser.parse_args(argv)

bpy.ops.wm.read_factory_settings(use_empty=True)
scene = bpy.context.scene


def rounded_plate():
    """Rounded-rectangle prism [0, width] x [0, height] x [0, base] with the key-ring hole."""
    bm = bmesh.new()
    w, h, r = args.width, args.height, args.corner
    segments = 12
    points = []
    for cx, cy, start in ((w - r, r, -90), (w - r, h - r, 0), (r, h - r, 90), (r, r, 180)):
        for i in range(segments + 1):
            a = math.radians(start + 90 * i / segments)
            points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    bottom = [bm.verts.new((x, y, 0.0)) for x, y in points]
    top = [bm.verts.new((x, y, args.base)) for x, y in points]
    bm.faces.new(list(reversed(bottom)))
    bm.faces.new(top)
    n = len(points)
    for i in range(n):
        j = (i + 1) % n
        bm.faces.new((bottom[i], bottom[j], top[j], top[i]))
    mesh = bpy.data.meshes.new("plate")
    bm.to_mesh(mesh)
    bm.free()
    plate = bpy.data.objects.new("plate", mesh)
    scene.collection.objects.link(plate)

    bpy.ops.mesh.primitive_cylinder_add(vertices=48, radius=args.hole / 2, depth=args.base * 3, location=(3 + args.hole / 2, h / 2, args.base / 2))
    hole = bpy.context.active_object
    cut = plate.modifiers.new("hole", "BOOLEAN")
    cut.operation = "DIFFERENCE"
    cut.solver = "EXACT"
    cut.object = hole
    bpy.context.view_layer.objects.active = plate
    bpy.ops.object.modifier_apply(modifier=cut.name)
    bpy.data.objects.remove(hole, do_unlink=True)
    return plate


def raised_text():
    """The text as a mesh, scaled to fit the text area, its bottom sunk 0.01 mm into the plate."""
    curve = bpy.data.curves.new("text", "FONT")
    curve.body = args.text
    if args.font:
        curve.font = bpy.data.fonts.load(args.font)
    curve.extrude = args.relief / 2
    text = bpy.data.objects.new("text", curve)
    scene.collection.objects.link(text)
    bpy.context.view_layer.objects.active = text
    text.select_set(True)
    bpy.ops.object.convert(target="MESH")
    text = bpy.context.active_object
    xs = [v.co.x for v in text.data.vertices]
    ys = [v.co.y for v in text.data.vertices]
    area = (9.0, 2.0, args.width - 2.0, args.height - 2.0)
    tw, th = max(xs) - min(xs), max(ys) - min(ys)
    s = min((area[2] - area[0]) / tw, (area[3] - area[1]) / th)
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    for v in text.data.vertices:
        v.co.x = (v.co.x - cx) * s + (area[0] + area[2]) / 2
        v.co.y = (v.co.y - cy) * s + (area[1] + area[3]) / 2
        # extrude is symmetric about z = 0: move [-relief/2, relief/2] to [base - 0.01, base + relief]
        v.co.z = args.base - 0.01 + (v.co.z + args.relief / 2) * (args.relief + 0.01) / args.relief
    text.data.update()
    return text


plate = rounded_plate()
text = raised_text()
union = plate.modifiers.new("text", "BOOLEAN")
union.operation = "UNION"
union.solver = "FAST"  # EXACT drops the plate when glyph meshes self-intersect
union.object = text
bpy.context.view_layer.objects.active = plate
bpy.ops.object.modifier_apply(modifier=union.name)
bpy.data.objects.remove(text, do_unlink=True)

for obj in bpy.data.objects:
    obj.select_set(obj == plate)
bpy.context.view_layer.objects.active = plate
if bpy.app.version >= (4, 1, 0):  # the C++ exporter replaced the add-on
    bpy.ops.wm.stl_export(filepath=args.out, export_selected_objects=True, ascii_format=False)
else:
    import addon_utils

    addon_utils.enable("io_mesh_stl", default_set=False)
    bpy.ops.export_mesh.stl(filepath=args.out, use_selection=True, ascii=False)

print("CHAABI_RESULT " + json.dumps({"triangles": sum(len(p.vertices) - 2 for p in plate.data.polygons)}))
