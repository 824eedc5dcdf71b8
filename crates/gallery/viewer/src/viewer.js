// The dewrip gallery viewer: one IIFE (global `DewripViewer`) that works from file://.
//
// A page loads this bundle and a per-model data script (`models/<id>.js`) that sets
// `window.DEWRIP_MODELS[id] = { meta, glb }` with the GLB/VRM bytes in base64, then calls
// `DewripViewer.start(rootElement, window.DEWRIP_MODELS[id])`. Nothing is fetched: the bytes
// go to `GLTFLoader.parse`, embedded images become blob: URLs inside the page.
import {
  AmbientLight,
  AnimationMixer,
  Box3,
  Color,
  DirectionalLight,
  LoopRepeat,
  PerspectiveCamera,
  Scene,
  SkeletonHelper,
  Vector3,
  WebGLRenderer,
  BufferAttribute,
  GridHelper,
  Group,
  MeshLambertMaterial,
  DoubleSide,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { VRMLoaderPlugin, VRMUtils } from '@pixiv/three-vrm';
import { VRMAnimationLoaderPlugin, createVRMAnimationClip } from '@pixiv/three-vrm-animation';

const HIGHLIGHT = [1.0, 0.55, 0.1];
const DIM = [0.22, 0.22, 0.26];

function decodeBase64(s) {
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out.buffer;
}

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

// The walk mesh in words: how many triangles, in how many nodes, and that it starts hidden.
function walkText(walk) {
  if (!walk.length) return 'no walk mesh';
  let tris = 0;
  walk.forEach((n) => n.obj.traverse((o) => {
    if (o.isMesh) tris += (o.geometry.index ? o.geometry.index.count : o.geometry.attributes.position.count) / 3;
  }));
  return `walk mesh: ${tris} triangles in ${walk.length} node${walk.length === 1 ? '' : 's'}, hidden (tick "walk mesh" to show it)`;
}

function checkbox(label, id, checked, onChange) {
  const input = el('input', { type: 'checkbox', id });
  input.checked = checked;
  input.addEventListener('change', () => onChange(input.checked));
  return el('label', { class: 'toggle', for: id }, input, ' ' + label);
}

function allMaterials(root) {
  const out = new Set();
  root.traverse((o) => {
    if (!o.isMesh) return;
    const ms = Array.isArray(o.material) ? o.material : [o.material];
    ms.forEach((m) => m && out.add(m));
  });
  return [...out];
}

// Shared scaffolding: renderer, camera, orbit controls, render loop, status line.
function makeStage(root) {
  const canvasBox = root.querySelector('.stage') || root;
  const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setClearColor(0x1d1f24, 1);
  const w = canvasBox.clientWidth || 800;
  const h = canvasBox.clientHeight || 600;
  renderer.setSize(w, h);
  canvasBox.append(renderer.domElement);
  const scene = new Scene();
  scene.add(new AmbientLight(0xffffff, 1.6));
  const sun = new DirectionalLight(0xffffff, 1.4);
  sun.position.set(1, 2, -1.5);
  scene.add(sun);
  const camera = new PerspectiveCamera(40, w / h, 0.01, 1000);
  const controls = new OrbitControls(camera, renderer.domElement);
  controls.enableDamping = false;
  let last = performance.now();
  const tickers = [];
  function frame() {
    const now = performance.now();
    const dt = Math.min((now - last) / 1000, 0.1);
    last = now;
    for (const t of tickers) t(dt);
    controls.update();
    renderer.render(scene, camera);
    requestAnimationFrame(frame);
  }
  window.addEventListener('resize', () => {
    const cw = canvasBox.clientWidth || w;
    const ch = canvasBox.clientHeight || h;
    renderer.setSize(cw, ch);
    camera.aspect = cw / ch;
    camera.updateProjectionMatrix();
  });
  function fit(object, dir) {
    const box = new Box3().setFromObject(object);
    if (box.isEmpty()) return;
    const size = box.getSize(new Vector3());
    const centre = box.getCenter(new Vector3());
    const radius = Math.max(size.length() / 2, 0.01);
    const dist = radius / Math.sin((camera.fov * Math.PI) / 360);
    camera.near = dist / 100;
    camera.far = dist * 100;
    camera.updateProjectionMatrix();
    camera.position.copy(centre).addScaledVector(dir.clone().normalize(), dist);
    controls.target.copy(centre);
    controls.update();
  }
  return { renderer, scene, camera, controls, tickers, fit, start: () => frame() };
}

function loadModel(data) {
  return new Promise((resolve, reject) => {
    const loader = new GLTFLoader();
    loader.register((parser) => new VRMLoaderPlugin(parser));
    loader.parse(decodeBase64(data.glb), '', resolve, reject);
  });
}

function setStatus(root, text) {
  const s = root.querySelector('.status') || document.querySelector('.status');
  if (s) s.textContent = text;
}

function markReady(root) {
  root.dataset.ready = '1';
  window.__dewripReady = true;
}

// ---------------------------------------------------------------- characters

function startCharacter(root, data, gltf) {
  const meta = data.meta;
  const stage = makeStage(root);
  const vrm = gltf.userData.vrm || null;
  const model = vrm ? vrm.scene : gltf.scene;
  stage.scene.add(model);
  const panel = root.querySelector('.panel');
  const materials = allMaterials(model);
  const maps = new Map(materials.map((m) => [m, m.map || null]));

  // Clips.
  const mixer = new AnimationMixer(model);
  const clips = gltf.animations || [];
  const clipMeta = (name) => (meta.clips || []).find((c) => c.name === name) || null;
  let action = null;
  let playing = true;
  const select = el('select', { id: 'clip' });
  clips.forEach((c, i) => select.append(el('option', { value: String(i) }, c.name || 'clip ' + i)));
  const scrub = el('input', { type: 'range', id: 'scrub', min: '0', max: '0', step: '1', value: '0' });
  const tickLabel = el('span', { id: 'tick' }, '');
  const playBtn = el('button', { id: 'play', type: 'button' }, 'pause');
  function rate() {
    const c = action && clipMeta(action.getClip().name);
    return c && c.tick_rate > 0 ? c.tick_rate : 30;
  }
  function ticks() {
    const c = action && clipMeta(action.getClip().name);
    if (c && c.ticks > 0) return c.ticks;
    return action ? Math.max(1, Math.round(action.getClip().duration * rate()) + 1) : 1;
  }
  function showTick() {
    if (!action) return;
    const t = Math.min(ticks() - 1, Math.floor(action.time * rate() + 1e-4));
    scrub.value = String(t);
    tickLabel.textContent = `tick ${t} / ${ticks() - 1} @ ${rate()} Hz`;
  }
  function useClip(i) {
    mixer.stopAllAction();
    const clip = clips[i];
    if (!clip) return;
    action = mixer.clipAction(clip);
    action.setLoop(LoopRepeat, Infinity);
    action.reset().play();
    action.paused = !playing;
    scrub.max = String(ticks() - 1);
    mixer.update(0);
    showTick();
  }
  select.addEventListener('change', () => useClip(Number(select.value)));
  scrub.addEventListener('input', () => {
    if (!action) return;
    playing = false;
    playBtn.textContent = 'play';
    action.paused = true;
    action.time = Number(scrub.value) / rate();
    mixer.update(0);
    showTick();
  });
  playBtn.addEventListener('click', () => {
    playing = !playing;
    playBtn.textContent = playing ? 'pause' : 'play';
    if (action) action.paused = !playing;
  });
  stage.tickers.push((dt) => {
    if (action && playing) {
      mixer.update(dt);
      showTick();
    }
    if (vrm) vrm.update(dt);
  });

  // Expressions: VRM expression manager, else the material UV offsets the meta lists.
  function setExpression(name, on) {
    if (vrm && vrm.expressionManager && vrm.expressionManager.getExpression(name)) {
      vrm.expressionManager.setValue(name, on ? 1 : 0);
      vrm.expressionManager.update();
      return;
    }
    for (const ex of meta.expressions || []) {
      if (ex.name !== name) continue;
      for (const m of materials) {
        if (m.name !== ex.material || !maps.get(m)) continue;
        if (!m.userData.dwOwnMap) {
          const own = maps.get(m).clone();
          own.userData.base = own.offset.clone();
          maps.set(m, own);
          m.userData.dwOwnMap = true;
          if (m.map) m.map = own;
        }
        const t = maps.get(m);
        t.offset.copy(t.userData.base);
        if (on) t.offset.x += ex.uv_offset[0];
        if (on) t.offset.y += ex.uv_offset[1];
        t.needsUpdate = true;
        m.needsUpdate = true;
      }
    }
  }
  const exprNames = new Set((meta.expressions || []).map((e) => e.name));
  if (vrm && vrm.expressionManager) {
    for (const e of vrm.expressionManager.expressions) exprNames.add(e.expressionName);
  }
  const hasBlink = exprNames.has('blink');
  const mouth = ['aa', 'ih', 'ou', 'ee', 'oh'].find((n) => exprNames.has(n));

  // Display toggles.
  const skel = new SkeletonHelper(model);
  skel.visible = false;
  stage.scene.add(skel);
  let textures = true;
  let wireframe = false;
  function applyLook() {
    for (const m of materials) {
      m.wireframe = wireframe;
      m.map = textures ? maps.get(m) : null;
      m.needsUpdate = true;
    }
    for (const m of highlightMats.values()) {
      m.wireframe = wireframe;
      m.map = textures ? maps.get(m.userData.dwOriginal) : null;
      m.needsUpdate = true;
    }
  }

  // Body-part highlight: vertex colours on clones of the materials.
  const highlightMats = new Map();
  const meshes = [];
  model.traverse((o) => {
    if (o.isMesh) meshes.push({ mesh: o, material: o.material, color: o.geometry.getAttribute('color') || null });
  });
  function vertexBone(geo, skeleton, i) {
    const si = geo.getAttribute('skinIndex');
    const sw = geo.getAttribute('skinWeight');
    if (!si || !skeleton) return null;
    let best = 0;
    let bestW = -1;
    for (let k = 0; k < 4; k++) {
      const w = sw ? sw.getComponent(i, k) : k === 0 ? 1 : 0;
      if (w > bestW) {
        bestW = w;
        best = si.getComponent(i, k);
      }
    }
    const bone = skeleton.bones[best];
    return bone ? bone.userData.name || bone.name : null;
  }
  function highlightPart(part) {
    const bones = part ? new Set(part.bones) : null;
    for (const rec of meshes) {
      const { mesh } = rec;
      const geo = mesh.geometry;
      if (!bones) {
        mesh.material = rec.material;
        if (rec.color) geo.setAttribute('color', rec.color);
        else geo.deleteAttribute('color');
        continue;
      }
      const n = geo.getAttribute('position').count;
      const colors = new Float32Array(n * 4);
      for (let i = 0; i < n; i++) {
        const name = vertexBone(geo, mesh.skeleton, i);
        const c = name !== null && bones.has(name) ? HIGHLIGHT : DIM;
        colors.set([c[0], c[1], c[2], 1], i * 4);
      }
      geo.setAttribute('color', new BufferAttribute(colors, 4));
      const orig = Array.isArray(rec.material) ? rec.material : [rec.material];
      const hl = orig.map((m) => {
        if (!highlightMats.has(m)) {
          const c = m.clone();
          c.vertexColors = true;
          c.userData.dwOriginal = m;
          highlightMats.set(m, c);
        }
        return highlightMats.get(m);
      });
      mesh.material = Array.isArray(rec.material) ? hl : hl[0];
    }
    applyLook();
    root.querySelectorAll('tr[data-part]').forEach((tr) => {
      tr.classList.toggle('selected', !!part && tr.dataset.part === part.name);
    });
  }

  // Panel.
  const toggles = el('div', { class: 'toggles' },
    checkbox('wireframe', 'wireframe', false, (v) => { wireframe = v; applyLook(); }),
    checkbox('textures', 'textures', true, (v) => { textures = v; applyLook(); }),
    checkbox('skeleton', 'skeleton', false, (v) => { skel.visible = v; }),
  );
  if (hasBlink) toggles.append(checkbox('blink', 'blink', false, (v) => setExpression('blink', v)));
  if (mouth) toggles.append(checkbox('mouth (' + mouth + ')', 'mouth', false, (v) => setExpression(mouth, v)));
  const parts = meta.parts || [];
  const total = parts.reduce((a, p) => a + p.triangles, 0) || 1;
  const table = el('table', { class: 'budget' },
    el('thead', {}, el('tr', {}, el('th', {}, 'body part'), el('th', {}, 'triangles'), el('th', {}, 'share'))));
  const tbody = el('tbody', {});
  const noneRow = el('tr', { 'data-part': '' }, el('td', {}, '(none)'), el('td', {}, ''), el('td', {}, ''));
  noneRow.addEventListener('click', () => highlightPart(null));
  tbody.append(noneRow);
  for (const p of parts) {
    const pct = ((100 * p.triangles) / total).toFixed(1);
    const bar = el('span', { class: 'bar', style: `width:${pct}%` });
    const tr = el('tr', { 'data-part': p.name },
      el('td', {}, p.name), el('td', { class: 'num' }, String(p.triangles)), el('td', {}, bar, ' ' + pct + '%'));
    tr.addEventListener('click', () => highlightPart(p));
    tbody.append(tr);
  }
  table.append(tbody);
  panel.append(
    el('div', { class: 'row' }, el('label', { for: 'clip' }, 'clip '), select, ' ', playBtn),
    el('div', { class: 'row' }, scrub, ' ', tickLabel),
    toggles,
    el('h3', {}, 'triangle budget (click a part to highlight it)'),
    table,
  );

  useClip(0);
  const fz = meta.front_z === 1 ? 1 : -1;
  stage.fit(model, new Vector3(0.6 * fz, 0.35, fz));
  stage.start();
  setStatus(root, `${meta.name}: ${meta.triangles} triangles, ${clips.length} clips${vrm ? ', VRM' : ''}`);
  window.DewripPage = { useClip, highlightPart, setExpression, mixer, stage };
  requestAnimationFrame(() => requestAnimationFrame(() => markReady(root)));
}

// ---------------------------------------------------------------------- maps

function startMap(root, data, gltf) {
  const meta = data.meta;
  const stage = makeStage(root);
  const model = gltf.scene;
  // The walk mesh sits in a second glTF scene (Blender imports only the default one): add the
  // other scenes' nodes under the model so the toggle can show them.
  // (GLTFLoader keeps node associations for one scene only: take those nodes as they are.)
  const extra = [];
  for (const s of gltf.scenes || []) {
    if (s === gltf.scene) continue;
    extra.push(...s.children);
    model.add(s);
  }
  stage.scene.add(model);
  const json = gltf.parser.json;
  const nodes = [];
  model.traverse((o) => {
    const a = gltf.parser.associations.get(o);
    if (a && a.nodes !== undefined && json.nodes[a.nodes]) nodes.push({ obj: o, def: json.nodes[a.nodes] });
  });
  const walkNames = new Set(meta.walkmesh || []);
  const isWalk = (n) =>
    walkNames.has(n.def.name) ||
    (n.def.extras && n.def.extras.hidden === true) ||
    (n.def.extensions && n.def.extensions.KHR_node_visibility && n.def.extensions.KHR_node_visibility.visible === false) ||
    /walk/i.test(n.def.name || '');
  const walk = nodes.filter(isWalk);
  for (const o of extra) {
    if (!walk.some((n) => n.obj === o)) walk.push({ obj: o, def: { name: o.name, extras: { hidden: true } } });
  }
  const placed = nodes.filter((n) => !isWalk(n) && n.def.mesh !== undefined);
  for (const n of walk) n.obj.visible = false;
  const grid = new GridHelper(10, 10, 0x555555, 0x333333);
  grid.visible = false;

  // Fit on the visible pieces (the walk mesh is hidden).
  stage.fit(model, new Vector3(0.0, 1.0, 0.8));

  // Pieces by glTF mesh.
  const byMesh = new Map();
  for (const n of placed) {
    if (!byMesh.has(n.def.mesh)) byMesh.set(n.def.mesh, []);
    byMesh.get(n.def.mesh).push(n);
  }
  const originals = new Map();
  function highlightPiece(meshIndex) {
    for (const n of placed) {
      const on = n.def.mesh === meshIndex;
      n.obj.traverse((o) => {
        if (!o.isMesh) return;
        if (!originals.has(o)) originals.set(o, o.material);
        if (on) {
          const m = originals.get(o).clone();
          if (m.color) m.color = new Color(HIGHLIGHT[0], HIGHLIGHT[1], HIGHLIGHT[2]);
          o.material = m;
        } else {
          o.material = originals.get(o);
        }
      });
    }
  }
  const pieceSelect = el('select', { id: 'piece' }, el('option', { value: '' }, '(none)'));
  [...byMesh.keys()].sort((a, b) => a - b).forEach((mi) => {
    const name = (json.meshes[mi] && json.meshes[mi].name) || 'mesh ' + mi;
    pieceSelect.append(el('option', { value: String(mi) }, `${name} (${byMesh.get(mi).length}×)`));
  });
  pieceSelect.addEventListener('change', () =>
    highlightPiece(pieceSelect.value === '' ? null : Number(pieceSelect.value)));

  // Fly mode: WASD/QE move the camera and its target.
  let fly = false;
  const keys = new Set();
  window.addEventListener('keydown', (e) => keys.add(e.key.toLowerCase()));
  window.addEventListener('keyup', (e) => keys.delete(e.key.toLowerCase()));
  const radius = stage.camera.position.distanceTo(stage.controls.target);
  stage.tickers.push((dt) => {
    if (!fly || keys.size === 0) return;
    const fwd = new Vector3();
    stage.camera.getWorldDirection(fwd);
    const right = new Vector3().crossVectors(fwd, stage.camera.up).normalize();
    const move = new Vector3();
    if (keys.has('w')) move.add(fwd);
    if (keys.has('s')) move.sub(fwd);
    if (keys.has('d')) move.add(right);
    if (keys.has('a')) move.sub(right);
    if (keys.has('e')) move.y += 1;
    if (keys.has('q')) move.y -= 1;
    move.multiplyScalar(dt * radius * 0.5);
    stage.camera.position.add(move);
    stage.controls.target.add(move);
  });

  const panel = root.querySelector('.panel');
  panel.append(
    el('div', { class: 'toggles' },
      checkbox('walk mesh', 'walkmesh', false, (v) => walk.forEach((n) => { n.obj.visible = v; })),
      checkbox('wireframe', 'wireframe', false, (v) => allMaterials(model).forEach((m) => { m.wireframe = v; })),
      checkbox('fly (WASD, Q/E)', 'fly', false, (v) => { fly = v; }),
    ),
    el('div', { class: 'row' }, el('label', { for: 'piece' }, 'highlight piece '), pieceSelect),
    el('p', {}, `${placed.length} placements of ${byMesh.size} pieces; ${walkText(walk)}`),
  );
  stage.start();
  setStatus(root, `${meta.name}: ${meta.triangles} triangles`);
  window.DewripPage = { highlightPiece, walk, stage };
  requestAnimationFrame(() => requestAnimationFrame(() => markReady(root)));
}

// ------------------------------------------------------------------- avatar

function parseGltf(bytes, plugin) {
  return new Promise((resolve, reject) => {
    const loader = new GLTFLoader();
    loader.register(plugin);
    loader.parse(bytes, '', resolve, reject);
  });
}

// The user's avatar (a VRM 0.x or 1.0) playing the original's clips, beside the original
// playing the same clip: `clips` is a list of { model, name, id, vrma } with the .vrma bytes in
// base64 (VRMC_vrm_animation, retargeted by dewrip through each model's humanoid map) and the
// gallery id of the model it comes from (its GLB is `models/<id>.js`, loaded when needed).
// `report` (optional) is dewrip's judgement: the reference original, the verdict class of every
// bone of both figures (to colour them), the legend.

// Loads `models/<id>.js` (a classic script: nothing is fetched) and parses its GLB.
const originals = new Map();
function loadOriginal(id) {
  if (!id) return Promise.resolve(null);
  if (!originals.has(id)) {
    const data = () => (window.DEWRIP_MODELS || {})[id];
    originals.set(id, new Promise((resolve, reject) => {
      if (data()) return resolve(data());
      const tag = document.createElement('script');
      tag.src = `models/${id}.js`;
      tag.onload = () => (data() ? resolve(data()) : reject(new Error(`models/${id}.js holds no model ${id}`)));
      tag.onerror = () => reject(new Error(`models/${id}.js did not load`));
      document.head.append(tag);
    }).then((d) => parseGltf(decodeBase64(d.glb), (p) => new VRMLoaderPlugin(p)).then((gltf) => ({ meta: d.meta, gltf }))));
  }
  return originals.get(id);
}

// A node name as GLTFLoader leaves it (three's PropertyBinding.sanitizeNodeName: white space
// to `_`, the characters `[ ] . : /` dropped), to find a bone the report names.
const cleanName = (n) => n.replace(/\s/g, '_').replace(/[[\].:/]/g, '');

// Colours every skinned mesh of `root` by the verdict class of each vertex's strongest bone
// (`classes`: bone name → legend index), or restores its materials (`on` false).
function colourByVerdict(root, classes, legend, on) {
  root.traverse((o) => {
    if (!o.isMesh) return;
    if (!o.userData.dwMaterial) o.userData.dwMaterial = o.material;
    if (!on || !classes) {
      o.material = o.userData.dwMaterial;
      return;
    }
    const cleaned = {};
    for (const [n, k] of Object.entries(classes)) cleaned[cleanName(n)] = k;
    const geo = o.geometry;
    const si = geo.getAttribute('skinIndex');
    const sw = geo.getAttribute('skinWeight');
    const n = geo.getAttribute('position').count;
    const colors = new Float32Array(n * 3);
    for (let i = 0; i < n; i++) {
      let k = 3;
      if (si && o.skeleton) {
        let best = 0;
        let bw = -1;
        for (let j = 0; j < 4; j++) {
          const w = sw ? sw.getComponent(i, j) : j === 0 ? 1 : 0;
          if (w > bw) { bw = w; best = si.getComponent(i, j); }
        }
        const bone = o.skeleton.bones[best];
        const name = bone ? (bone.userData.name || bone.name) : '';
        if (name in classes) k = classes[name];
        else if (cleanName(name) in cleaned) k = cleaned[cleanName(name)];
      }
      const c = (legend[k] || legend[3]).rgb;
      colors.set([c[0] / 255, c[1] / 255, c[2] / 255], i * 3);
    }
    geo.setAttribute('dwVerdict', new BufferAttribute(colors, 3));
    geo.setAttribute('color', geo.getAttribute('dwVerdict'));
    o.material = new MeshLambertMaterial({ vertexColors: true, side: DoubleSide });
  });
}

function startAvatar(root, avatar, clips, report) {
  const stage = makeStage(root);
  const panel = root.querySelector('.panel');
  if (!avatar || !avatar.vrm) {
    setStatus(root, 'avatar data missing (models/avatar.js not loaded)');
    console.error('dewrip viewer: avatar data missing');
    return;
  }
  const legend = (report && report.legend) || [];
  const refId = report && report.reference ? report.reference.id : null;
  setStatus(root, 'loading the avatar…');
  parseGltf(decodeBase64(avatar.vrm), (p) => new VRMLoaderPlugin(p)).then((gltf) => {
    const vrm = gltf.userData.vrm;
    if (!vrm) throw new Error('the avatar file is not a VRM');
    // VRM 0.x faces −Z: turn it to face +Z like VRM 1.0 and the originals.
    if (vrm.meta && vrm.meta.metaVersion === '0') VRMUtils.rotateVRM0(vrm);
    const avatarRoot = new Group();
    avatarRoot.name = 'avatar';
    avatarRoot.add(vrm.scene);
    stage.scene.add(avatarRoot);
    vrm.scene.updateMatrixWorld(true);
    // three-vrm takes a VRM 1.0's spring rest state before world matrices exist: take it again.
    if (vrm.springBoneManager) vrm.springBoneManager.setInitState();
    const avatarBox = new Box3().setFromObject(vrm.scene);
    const mixer = new AnimationMixer(vrm.scene);
    const cache = new Map();
    // The original beside it.
    const originalRoot = new Group();
    originalRoot.name = 'original';
    stage.scene.add(originalRoot);
    const original = { id: null, scene: null, mixer: null, action: null, meta: null };
    let colour = true;
    function place() {
      // Side by side at their own sizes (both in metres), a gap between.
      const boxA = new Box3().setFromObject(avatarRoot);
      const boxO = original.scene ? new Box3().setFromObject(original.scene) : null;
      const h = Math.max(avatarBox.getSize(new Vector3()).y, boxO && !boxO.isEmpty() ? boxO.getSize(new Vector3()).y : 0, 0.5);
      avatarRoot.position.x = 0.45 * h;
      originalRoot.position.x = -0.45 * h;
      return boxA;
    }
    async function showOriginal(id) {
      if (original.id === id) return;
      if (original.scene) originalRoot.remove(original.scene);
      Object.assign(original, { id, scene: null, mixer: null, action: null, meta: null });
      const o = await loadOriginal(id);
      if (!o || original.id !== id) return;
      const scene = o.gltf.scene;
      // An original facing −Z is turned to face +Z like the avatar.
      scene.rotation.y = o.meta && o.meta.front_z === -1 ? Math.PI : 0;
      originalRoot.add(scene);
      Object.assign(original, { scene, mixer: new AnimationMixer(scene), meta: o.meta, animations: o.gltf.animations || [] });
      colourByVerdict(scene, id === refId ? report.reference.classes : null, legend, colour);
      place();
    }
    let action = null;
    const select = el('select', { id: 'clip' });
    clips.forEach((c, i) => select.append(el('option', { value: String(i) }, `${c.model} · ${c.name}`)));
    const info = el('p', { id: 'clipinfo' }, '');
    async function use(i) {
      const c = clips[i];
      if (!c) return;
      if (!cache.has(i)) {
        const g = await parseGltf(decodeBase64(c.vrma), (p) => new VRMAnimationLoaderPlugin(p));
        const anims = g.userData.vrmAnimations || [];
        if (!anims.length) throw new Error(`${c.model} ${c.name}: no VRM animation in the file`);
        cache.set(i, createVRMAnimationClip(anims[0], vrm));
      }
      await showOriginal(c.id || null);
      const clip = cache.get(i);
      select.value = String(i);
      mixer.stopAllAction();
      action = mixer.clipAction(clip);
      action.setLoop(LoopRepeat, Infinity);
      action.reset().play();
      let same = null;
      if (original.mixer) {
        original.mixer.stopAllAction();
        same = original.animations.find((a) => a.name === c.name) || null;
        original.action = same ? original.mixer.clipAction(same) : null;
        if (original.action) {
          original.action.setLoop(LoopRepeat, Infinity);
          original.action.reset().play();
        }
      }
      info.textContent = `${c.model} ${c.name}: ${clip.tracks.length} tracks, ${clip.duration.toFixed(2)} s` +
        (same ? `; ${c.model} beside it plays its own ${c.name}` : c.id ? `; ${c.model} has no clip ${c.name}` : '');
      window.DewripPage.clip = { model: c.model, name: c.name, id: c.id || null, tracks: clip.tracks.length, original: !!same };
    }
    select.addEventListener('change', () => use(Number(select.value)).catch((e) => {
      setStatus(root, String(e));
      console.error('dewrip viewer:', e);
    }));
    let playing = true;
    const playBtn = el('button', { id: 'play', type: 'button' }, 'pause');
    playBtn.addEventListener('click', () => {
      playing = !playing;
      playBtn.textContent = playing ? 'pause' : 'play';
    });
    stage.tickers.push((dt) => {
      const step = playing ? dt : 0;
      mixer.update(step);
      if (original.mixer) original.mixer.update(step);
      vrm.update(step);
    });
    const colourBox = report ? checkbox('colour parts by verdict', 'verdict', true, (v) => {
      colour = v;
      colourByVerdict(vrm.scene, report.avatar.classes, legend, v);
      if (original.scene) colourByVerdict(original.scene, original.id === refId ? report.reference.classes : null, legend, v);
    }) : null;
    const controls = el('div', { class: 'controls' },
      el('div', { class: 'row' }, el('label', { for: 'clip' }, 'clip '), select, ' ', playBtn),
      info,
      el('p', {}, `left: the original playing the clip; right: ${(vrm.meta && (vrm.meta.name || vrm.meta.title)) || avatar.name} (VRM ${vrm.meta ? vrm.meta.metaVersion : '?'}, ${Object.keys(vrm.humanoid.humanBones).length} humanoid bones) playing it as VRMA; clips from ${new Set(clips.map((c) => c.model)).size} characters`),
    );
    if (colourBox) controls.append(el('div', { class: 'toggles' }, colourBox));
    panel.prepend(controls);
    if (report) colourByVerdict(vrm.scene, report.avatar.classes, legend, true);
    const names = Object.keys(vrm.humanoid.humanBones).sort();
    const rawPose = () => names.map((n) => {
      const b = vrm.humanoid.getRawBoneNode(n);
      return b ? b.quaternion.toArray() : null;
    });
    // The raw bones' rest rotations (as loaded), to tell a playing clip from the rest pose.
    const restPose = rawPose();
    // World positions of a humanoid bone on each model (the original's by the bone names the
    // report gives for the reference), for checks of where the limbs are.
    const where = (n) => {
      const a = vrm.humanoid.getRawBoneNode(n);
      const name = report && original.id === refId ? report.reference.humanoid[n] : null;
      const o = name && original.scene ? original.scene.getObjectByName(cleanName(name)) : null;
      const pos = (x) => (x ? (x.updateWorldMatrix(true, false), x.matrixWorld.elements.slice(12, 15)) : null);
      return { avatar: pos(a), original: pos(o) };
    };
    window.DewripPage = { vrm, mixer, stage, use, rawPose, restPose, clip: null, original, where };
    stage.start();
    // Start with a clip of the original the report compares with.
    const first = Math.max(0, clips.findIndex((c) => refId && c.id === refId));
    return (clips.length ? use(first) : Promise.resolve()).then(() => {
      place();
      // Both models (the lights hold no geometry).
      stage.fit(stage.scene, new Vector3(0.0, 0.15, 1.0));
      setStatus(root, `${avatar.name}: ${clips.length} clips${refId ? ` · beside ${report.reference.name}` : ''}`);
      requestAnimationFrame(() => requestAnimationFrame(() => markReady(root)));
    });
  }).catch((err) => {
    setStatus(root, 'could not load the avatar: ' + err);
    console.error('dewrip viewer:', err);
  });
}

// --------------------------------------------------------------------- entry

function start(root, data) {
  if (!data || !data.glb) {
    setStatus(root, 'model data missing (models/<id>.js not loaded)');
    console.error('dewrip viewer: model data missing');
    return;
  }
  setStatus(root, 'loading…');
  loadModel(data).then(
    (gltf) => (data.meta.kind === 'map' ? startMap(root, data, gltf) : startCharacter(root, data, gltf)),
    (err) => {
      setStatus(root, 'could not load the model: ' + err);
      console.error('dewrip viewer:', err);
    },
  );
}

export { start, startAvatar };
