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
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { VRMLoaderPlugin } from '@pixiv/three-vrm';
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

// The user's avatar (a VRM 0.x or 1.0) playing the original's clips: `clips` is a list of
// { model, name, vrma } with the .vrma bytes in base64 (VRMC_vrm_animation, retargeted by
// dewrip through each model's humanoid map).
function startAvatar(root, avatar, clips) {
  const stage = makeStage(root);
  const panel = root.querySelector('.panel');
  if (!avatar || !avatar.vrm) {
    setStatus(root, 'avatar data missing (models/avatar.js not loaded)');
    console.error('dewrip viewer: avatar data missing');
    return;
  }
  setStatus(root, 'loading the avatar…');
  parseGltf(decodeBase64(avatar.vrm), (p) => new VRMLoaderPlugin(p)).then((gltf) => {
    const vrm = gltf.userData.vrm;
    if (!vrm) throw new Error('the avatar file is not a VRM');
    stage.scene.add(vrm.scene);
    vrm.scene.updateMatrixWorld(true);
    // three-vrm takes a VRM 1.0's spring rest state before world matrices exist: take it again.
    if (vrm.springBoneManager) vrm.springBoneManager.setInitState();
    stage.fit(vrm.scene, new Vector3(0.0, 0.15, 1.0));
    const mixer = new AnimationMixer(vrm.scene);
    let action = null;
    const cache = new Map();
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
      const clip = cache.get(i);
      select.value = String(i);
      mixer.stopAllAction();
      action = mixer.clipAction(clip);
      action.setLoop(LoopRepeat, Infinity);
      action.reset().play();
      info.textContent = `${c.model} ${c.name}: ${clip.tracks.length} tracks, ${clip.duration.toFixed(2)} s`;
      window.DewripPage.clip = { model: c.model, name: c.name, tracks: clip.tracks.length };
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
      if (playing) mixer.update(dt);
      vrm.update(playing ? dt : 0);
    });
    panel.append(
      el('div', { class: 'row' }, el('label', { for: 'clip' }, 'clip '), select, ' ', playBtn),
      info,
      el('p', {}, `avatar: ${(vrm.meta && (vrm.meta.name || vrm.meta.title)) || avatar.name} (VRM ${vrm.meta ? vrm.meta.metaVersion : '?'}), ${Object.keys(vrm.humanoid.humanBones).length} humanoid bones; clips from ${new Set(clips.map((c) => c.model)).size} characters`),
    );
    const names = Object.keys(vrm.humanoid.humanBones).sort();
    const rawPose = () => names.map((n) => {
      const b = vrm.humanoid.getRawBoneNode(n);
      return b ? b.quaternion.toArray() : null;
    });
    // The raw bones' rest rotations (as loaded), to tell a playing clip from the rest pose.
    const restPose = rawPose();
    window.DewripPage = { vrm, mixer, stage, use, rawPose, restPose, clip: null };
    stage.start();
    return (clips.length ? use(0) : Promise.resolve()).then(() => {
      setStatus(root, `${avatar.name}: ${clips.length} clips`);
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
