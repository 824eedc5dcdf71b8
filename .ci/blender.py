"""Imports dewrip's exports into Blender (PyPI `bpy`) with the VRM Add-on for Blender
(PyPI `bpy-vrm-format`, module `io_scene_vrm`) and checks what a Blender user would see.

* Every VRM 1.0 (`model.vrm`) and 0.x (`model.vrm0.vrm`) under EXPORT_DIR imports as a VRM of
  its version, with an armature whose humanoid map names every required bone (15 for 1.0, 17
  for 0.x) and points at bones that exist; the expressions the file defines (`blink`, `aa`, …)
  are there with their texture-swap binds and `is_binary`; spring chains are there (1.0
  springs / 0.x bone groups) as many as `info.json` lists.
* Every map GLB (`info.json` kind `map`) imports with glTF's importer and no object of its
  walk mesh (the nodes KHR_node_visibility hides) is visible in Blender's scene.
* With `--vrma`, one `.vrma` per humanoid imports onto another humanoid's VRM 1.0 armature
  (the add-on's VRMA importer) and makes an action.

Usage: python .ci/blender.py EXPORT_DIR [--limit N] [--vrma]
Prints one line per file and `blender: N passed, N failed`; exits 1 on any failure.
"""

import json
import pathlib
import sys

import bpy  # noqa: E402  (PyPI bpy: Blender as a Python module)
import addon_utils  # noqa: E402,I001  (Blender's own; importable once bpy is)

# The add-on from PyPI bpy-vrm-format (module io_scene_vrm), enabled as Blender enables an
# add-on, so its preferences exist.
if not addon_utils.enable("io_scene_vrm", default_set=True, handle_error=None):
    raise SystemExit("FAIL the VRM add-on (io_scene_vrm) could not be enabled")

REQUIRED_1 = [
    "hips", "spine", "head",
    "left_upper_leg", "left_lower_leg", "left_foot",
    "right_upper_leg", "right_lower_leg", "right_foot",
    "left_upper_arm", "left_lower_arm", "left_hand",
    "right_upper_arm", "right_lower_arm", "right_hand",
]
REQUIRED_0 = [
    "hips", "spine", "chest", "neck", "head",
    "leftUpperLeg", "leftLowerLeg", "leftFoot",
    "rightUpperLeg", "rightLowerLeg", "rightFoot",
    "leftUpperArm", "leftLowerArm", "leftHand",
    "rightUpperArm", "rightLowerArm", "rightHand",
]


def empty():
    """Removes every object and data block the previous import made."""
    for o in list(bpy.data.objects):
        bpy.data.objects.remove(o, do_unlink=True)
    for coll in (bpy.data.meshes, bpy.data.armatures, bpy.data.materials, bpy.data.images,
                 bpy.data.actions, bpy.data.textures, bpy.data.node_groups):
        for x in list(coll):
            coll.remove(x)
    for c in list(bpy.data.collections):
        bpy.data.collections.remove(c)


def glb_json(path):
    data = path.read_bytes()
    n = int.from_bytes(data[12:16], "little")
    return json.loads(data[20:20 + n])


def armature():
    arms = [o for o in bpy.context.scene.objects if o.type == "ARMATURE"]
    if len(arms) != 1:
        raise RuntimeError(f"{len(arms)} armatures")
    return arms[0]


def check_vrm(path, info):
    empty()
    res = bpy.ops.import_scene.vrm(filepath=str(path))
    if "FINISHED" not in res:
        raise RuntimeError(f"import returned {res}")
    arm = armature()
    ext = arm.data.vrm_addon_extension
    doc = glb_json(path)
    bones = set(arm.data.bones.keys())
    chains = len(((info.get("springs") or {}).get("chains")) or [])
    problems = []
    if path.name.endswith(".vrm0.vrm"):
        if ext.spec_version != "0.0":
            problems.append(f"spec {ext.spec_version}, not 0.0")
        mapped = {hb.bone: hb.node.bone_name for hb in ext.vrm0.humanoid.human_bones}
        need = REQUIRED_0
        groups = {g.name: g for g in ext.vrm0.blend_shape_master.blend_shape_groups}
        want = [g["name"] for g in doc["extensions"]["VRM"]["blendShapeMaster"]["blendShapeGroups"]]
        for name in want:
            g = groups.get(name)
            if g is None:
                problems.append(f"expression {name} missing")
            elif not g.material_values or not g.is_binary:
                problems.append(f"expression {name}: {len(g.material_values)} material values, binary {g.is_binary}")
        springs = len(ext.vrm0.secondary_animation.bone_groups)
        want_springs = len(doc["extensions"]["VRM"]["secondaryAnimation"]["boneGroups"])
    else:
        if ext.spec_version != "1.0":
            problems.append(f"spec {ext.spec_version}, not 1.0")
        hb = ext.vrm1.humanoid.human_bones
        mapped = {name: getattr(hb, name).node.bone_name for name in REQUIRED_1}
        need = REQUIRED_1
        exprs = ext.vrm1.expressions.all_name_to_expression_dict()
        want = list(doc["extensions"]["VRMC_vrm"]["expressions"]["preset"].keys()) + list(
            doc["extensions"]["VRMC_vrm"]["expressions"]["custom"].keys())
        for name in want:
            e = exprs.get(name)
            if e is None:
                problems.append(f"expression {name} missing")
            elif not e.texture_transform_binds or not e.is_binary:
                problems.append(f"expression {name}: {len(e.texture_transform_binds)} texture binds, binary {e.is_binary}")
        springs = len(ext.spring_bone1.springs)
        want_springs = len(doc["extensions"].get("VRMC_springBone", {}).get("springs", []))
        if ext.vrm1.look_at.type != "expression":
            problems.append(f"lookAt type {ext.vrm1.look_at.type}")
    missing = [n for n in need if not mapped.get(n) or mapped[n] not in bones]
    if missing:
        problems.append(f"humanoid bones missing: {missing}")
    if springs != want_springs or (chains and springs == 0):
        problems.append(f"{springs} spring groups in Blender, {want_springs} in the file, {chains} chains in info.json")
    summary = (f"VRM {ext.spec_version}, {len([n for n in need if n not in missing])}/{len(need)} required bones, "
               f"expressions [{', '.join(want)}], {springs} springs")
    return problems, summary


def check_map(path):
    empty()
    doc = glb_json(path)
    hidden = {n.get("name") for n in doc.get("nodes", [])
              if (n.get("extensions", {}).get("KHR_node_visibility", {}).get("visible") is False)
              or (n.get("extras") or {}).get("hidden") is True}
    res = bpy.ops.import_scene.gltf(filepath=str(path))
    if "FINISHED" not in res:
        raise RuntimeError(f"import returned {res}")
    scene = bpy.context.scene
    meshes = [o for o in scene.objects if o.type == "MESH"]
    shown = [o.name for o in meshes if o.visible_get() and o.name.split(".")[0] in hidden]
    problems = []
    if shown:
        problems.append(f"walk mesh visible in Blender: {shown}")
    if not [o for o in meshes if o.visible_get()]:
        problems.append("nothing visible")
    return problems, (f"{len(meshes)} mesh objects in the scene, hidden nodes in the file {sorted(hidden)}, "
                      f"none of them shown" if not shown else "")


def check_vrma(vrm, vrma):
    empty()
    bpy.ops.import_scene.vrm(filepath=str(vrm))
    arm = armature()
    bpy.context.view_layer.objects.active = arm
    before = len(bpy.data.actions)
    res = bpy.ops.import_scene.vrma(filepath=str(vrma), armature_object_name=arm.name)
    problems = []
    if "FINISHED" not in res:
        problems.append(f"import returned {res}")
    if len(bpy.data.actions) <= before:
        problems.append("no action made")
    return problems, f"{len(bpy.data.actions) - before} action(s) on {vrm.parent.name}'s armature"


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        sys.exit(2)
    root = pathlib.Path(args[0])
    limit = int(args[args.index("--limit") + 1]) if "--limit" in args else None
    passed = failed = 0
    humanoids, maps = [], []
    for info_path in sorted(root.rglob("info.json")):
        info = json.loads(info_path.read_text())
        d = info_path.parent
        if (d / "model.vrm").exists():
            humanoids.append((d, info))
        elif info.get("kind") == "map" and (d / "model.glb").exists():
            maps.append(d / "model.glb")
    if limit is not None:
        humanoids, maps = humanoids[:limit], maps[:limit]
    jobs = []
    for d, info in humanoids:
        for name in ("model.vrm", "model.vrm0.vrm"):
            if (d / name).exists():
                jobs.append((d / name, lambda p=d / name, i=info: check_vrm(p, i)))
    for m in maps:
        jobs.append((m, lambda p=m: check_map(p)))
    if "--vrma" in args and len(humanoids) > 1:
        for i, (d, _) in enumerate(humanoids):
            vrmas = sorted(d.glob("*.vrma"))
            if vrmas:
                other = humanoids[(i + 1) % len(humanoids)][0] / "model.vrm"
                jobs.append((vrmas[0], lambda v=other, a=vrmas[0]: check_vrma(v, a)))
    if not jobs:
        print(f"FAIL nothing to import under {root}: not measured")
        failed += 1
    for path, job in jobs:
        rel = path.relative_to(root)
        try:
            problems, summary = job()
        except Exception as e:  # noqa: BLE001 - report and go on
            problems, summary = [f"{type(e).__name__}: {e}"], ""
        if problems:
            failed += 1
            print(f"FAIL {rel}: {'; '.join(problems)} {summary}", flush=True)
        else:
            passed += 1
            print(f"ok   {rel}: {summary}", flush=True)
    print(f"blender: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


main()
