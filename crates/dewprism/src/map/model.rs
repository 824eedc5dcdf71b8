//! Conversion of a map (`.mmd` + `.mtd`) to `scene::Model`, keeping instancing: one mesh per
//! piece, one node per placement, and the walk mesh as its own hidden node.

use std::collections::HashMap;

use scene::{Blend, Image, Indexed, Material, Mesh, Model, ModelKind, Node, Primitive};

use super::{mmd, mtd, MapError, Mmd, Mtd, Piece, Tile};
use crate::conventions::Conventions;
use crate::records::{blend, DrawState, Prim, UvRef};

/// Colours of walk attributes 0, 1, 2, … (cycled), linear RGBA **[provisional: display only]**.
pub const WALK_PALETTE: [[f32; 4]; 8] = [
    [0.20, 0.75, 0.25, 1.0],
    [0.15, 0.45, 0.95, 1.0],
    [0.95, 0.75, 0.10, 1.0],
    [0.90, 0.20, 0.20, 1.0],
    [0.70, 0.30, 0.90, 1.0],
    [0.10, 0.85, 0.85, 1.0],
    [0.95, 0.50, 0.70, 1.0],
    [0.60, 0.60, 0.60, 1.0],
];

/// Decodes a `.mmd` with its paired `.mtd` (both through `conv`) into a scene model named
/// `name`.
pub fn decode(mmd: &[u8], mtd: &[u8], conv: &Conventions, name: &str) -> Result<Model, MapError> {
    let m = mmd::read(mmd, conv)?;
    let t = mtd::read(mtd, conv)?;
    Ok(to_model(&m, &t, name))
}

/// GTE (x, y, z) → scene metres: a 180° turn about X.
pub fn to_scene(p: [i16; 3]) -> [f32; 3] {
    scene::math::gte::point_to_scene(p.map(f32::from), scene::GTE_UNIT_METRES)
}

/// The scene rotation of `turns` quarter turns about GTE Y: the 180° turn about X conjugates
/// `Ry(θ)` into `Ry(−θ)`.
pub fn turns_to_quat(turns: u8) -> [f32; 4] {
    scene::math::gte::quarter_turns_y(turns)
}

/// Builds images and materials on demand.
struct Looks<'a> {
    mtd: &'a Mtd,
    name: &'a str,
    images: Vec<Image>,
    image_of: HashMap<(u8, u8), usize>,
    materials: Vec<Material>,
    material_of: HashMap<(Option<usize>, u8, bool), usize>,
}

impl Looks<'_> {
    fn image(&mut self, t: &Tile) -> Option<usize> {
        if let Some(&i) = self.image_of.get(&(t.texture, t.clut)) {
            return Some(i);
        }
        let tex = self.mtd.textures.get(usize::from(t.texture))?;
        let clut = self.mtd.cluts.get(usize::from(t.clut))?;
        let (w, h) = (usize::from(tex.width), usize::from(tex.height));
        let indices = gpu::texture::unpack_4bpp(w, h, &tex.texels).ok()?;
        let rgba = indices
            .iter()
            .flat_map(|&i| {
                gpu::texture::color_to_rgba(clut.colors.get(usize::from(i)).copied().unwrap_or(0))
            })
            .collect();
        let id = self.images.len();
        self.images.push(Image {
            name: format!("{}_t{}_c{}", self.name, t.texture, t.clut),
            width: u32::from(tex.width),
            height: u32::from(tex.height),
            rgba,
            indexed: Some(Indexed { indices, clut: clut.colors.to_vec() }),
        });
        self.image_of.insert((t.texture, t.clut), id);
        Some(id)
    }

    fn material(&mut self, image: Option<usize>, flags: u8) -> usize {
        let semi = if flags & 2 == 0 { 0 } else { flags & 0x0E };
        let key = (image, semi, flags & 1 != 0);
        if let Some(&m) = self.material_of.get(&key) {
            return m;
        }
        let id = self.materials.len();
        let stp = image
            .and_then(|i| self.images.get(i))
            .and_then(|i| i.indexed.as_ref())
            .is_some_and(|x| x.clut.iter().any(|&c| gpu::texture::is_stp(c)));
        self.materials.push(Material {
            name: format!("mat{id:03}"),
            image,
            color: [1.0; 4],
            blend: blend(flags),
            double_sided: key.2,
            stp,
            uv_offset: [0.0, 0.0],
        });
        self.material_of.insert(key, id);
        id
    }
}

fn uv(p: &Prim, k: usize, tile: Option<&Tile>, mtd: &Mtd) -> [f32; 2] {
    let Some(t) = tile else { return [0.0, 0.0] };
    let Some(tex) = mtd.textures.get(usize::from(t.texture)) else { return [0.0, 0.0] };
    let texel = match p.uv.get(k).copied().unwrap_or(UvRef::None) {
        UvRef::None => return [0.0, 0.0],
        UvRef::Fine(uv) => t.texel(uv),
        UvRef::Coarse(c) => t.coarse_texel(c),
    };
    [texel[0] as f32 / f32::from(tex.width.max(1)), texel[1] as f32 / f32::from(tex.height.max(1))]
}

fn piece_mesh(i: usize, piece: &Piece, looks: &mut Looks<'_>) -> Mesh {
    let mut mesh = Mesh { name: format!("piece{i:03}"), ..Mesh::default() };
    let mut colors = Vec::new();
    let mut vertex_of: HashMap<(u32, [u32; 2], [u8; 3]), u32> = HashMap::new();
    let mut prims: Vec<(usize, Vec<u32>)> = Vec::new();
    let mut prim_of: HashMap<usize, usize> = HashMap::new();
    let mut st = DrawState::default();
    for r in &piece.records {
        let Some(p) = r.resolve(&mut st) else { continue };
        let tile = p.tile.and_then(|id| looks.mtd.tile(id));
        let image = tile.and_then(|t| looks.image(t));
        let mat = looks.material(image, p.flags);
        let mut corner = [0u32; 4];
        for (k, c) in corner.iter_mut().enumerate().take(p.n) {
            let slot = p.slots.get(k).copied().unwrap_or(0);
            let Some(&pos) = piece.vertices.get(usize::try_from(slot).unwrap_or(usize::MAX)) else {
                continue;
            };
            let t = uv(&p, k, tile.filter(|_| image.is_some()), looks.mtd);
            let rgb = p.rgb.get(k).copied().unwrap_or([0x80; 3]);
            let key = (slot, [t[0].to_bits(), t[1].to_bits()], rgb);
            *c = *vertex_of.entry(key).or_insert_with(|| {
                let n = u32::try_from(mesh.positions.len()).unwrap_or(u32::MAX);
                mesh.positions.push(to_scene(pos));
                mesh.uvs.push(t);
                colors.push(rgb.map(|x| (f32::from(x) / 128.0).min(1.0)));
                n
            });
        }
        let pi = *prim_of.entry(mat).or_insert_with(|| {
            prims.push((mat, Vec::new()));
            prims.len().saturating_sub(1)
        });
        if let Some((_, idx)) = prims.get_mut(pi) {
            for tri in p.triangles() {
                idx.extend(tri.iter().map(|&k| corner.get(k).copied().unwrap_or(0)));
            }
        }
    }
    mesh.colors = Some(colors.into_iter().map(|[r, g, b]| [r, g, b, 1.0]).collect());
    mesh.primitives =
        prims.into_iter().map(|(m, indices)| Primitive { material: Some(m), indices }).collect();
    mesh
}

fn walk_mesh(m: &Mmd, materials: &mut Vec<Material>) -> Mesh {
    let mut mesh = Mesh { name: "walk".into(), ..Mesh::default() };
    mesh.positions = m.walk.vertices.iter().map(|&v| to_scene(v)).collect();
    mesh.uvs = vec![[0.0, 0.0]; mesh.positions.len()];
    let mut by_attr: std::collections::BTreeMap<u8, Vec<u32>> = std::collections::BTreeMap::new();
    for f in &m.walk.faces {
        by_attr.entry(f.attribute).or_default().extend(f.v.iter().map(|&i| u32::from(i)));
    }
    for (a, indices) in by_attr {
        let material = materials.len();
        materials.push(Material {
            name: format!("walk_attr{a}"),
            image: None,
            color: WALK_PALETTE.get(usize::from(a & 7)).copied().unwrap_or([1.0; 4]),
            blend: Blend::Opaque,
            double_sided: true,
            stp: false,
            uv_offset: [0.0, 0.0],
        });
        mesh.primitives.push(Primitive { material: Some(material), indices });
    }
    mesh
}

/// Converts a decoded map to a scene model: meshes `piece000`… (one per piece, never
/// flattened), nodes `place000`… (one per placement), then mesh and node `walk` (hidden).
pub fn to_model(m: &Mmd, t: &Mtd, name: &str) -> Model {
    let mut model = Model::new(name, ModelKind::Map);
    model.meta.source = name.to_string();
    let mut looks = Looks {
        mtd: t,
        name,
        images: Vec::new(),
        image_of: HashMap::new(),
        materials: Vec::new(),
        material_of: HashMap::new(),
    };
    for (i, p) in m.pieces.iter().enumerate() {
        let mesh = piece_mesh(i, p, &mut looks);
        model.meshes.push(mesh);
    }
    model.images = looks.images;
    model.materials = looks.materials;
    for (j, p) in m.placements.iter().enumerate() {
        model.nodes.push(Node {
            name: format!("place{j:03}"),
            mesh: Some(usize::from(p.piece)),
            translation: to_scene(p.position),
            rotation: turns_to_quat(p.turns),
            hidden: false,
        });
    }
    let walk = walk_mesh(m, &mut model.materials);
    model.nodes.push(Node {
        name: "walk".into(),
        mesh: Some(model.meshes.len()),
        translation: [0.0; 3],
        rotation: scene::IDENTITY,
        hidden: true,
    });
    model.meshes.push(walk);
    model
}
