//! The glTF JSON under a budget, typed accessor reads, and the node tree.
//!
//! Float math (matrices) cannot overflow-panic; integer math on sizes and offsets is checked.
#![allow(clippy::arithmetic_side_effects)]

use std::cell::Cell;
use std::fmt;

use glam::{Mat4, Quat, Vec3};
use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

use super::container::GlbError;
use super::limits::Limits;

/// Why a glTF document could not be read.
#[derive(Debug, thiserror::Error)]
pub enum GltfError {
    /// The GLB container.
    #[error(transparent)]
    Glb(#[from] GlbError),
    /// The JSON chunk is not JSON.
    #[error("glTF JSON: {0}")]
    Json(#[source] serde_json::Error),
    /// A budget of [`Limits`] was exceeded.
    #[error("glTF {what}: more than the limit of {limit}")]
    Limit {
        /// What was counted (`nodes`, `accessors`, `JSON values`, `accessors[3].count`, …).
        what: String,
        /// The limit.
        limit: usize,
    },
    /// A glTF object is missing a field or holds the wrong kind of value.
    #[error("glTF {path}: expected {expected}")]
    Field {
        /// JSON path (`nodes[3].children[1]`).
        path: String,
        /// What was expected.
        expected: String,
    },
    /// A float accessor holds NaN or an infinity.
    #[error("glTF {accessor} ({role}): element {element} is {value}, expected finite numbers")]
    NotFinite {
        /// The accessor (`accessors[3]`).
        accessor: String,
        /// What it was read as (`meshes[0].primitives[0].attributes.POSITION`).
        role: String,
        /// The element holding the value.
        element: usize,
        /// The value (`NaN`, `inf`, `-inf`).
        value: f32,
    },
    /// A feature this reader does not read.
    #[error("glTF {path}: {what} is not supported")]
    Unsupported {
        /// JSON path.
        path: String,
        /// What.
        what: &'static str,
    },
}

pub(crate) fn field(path: impl Into<String>, expected: impl Into<String>) -> GltfError {
    GltfError::Field { path: path.into(), expected: expected.into() }
}

/// Where a budget ran out while parsing.
#[derive(Debug, Clone)]
struct Hit {
    what: String,
    limit: usize,
}

struct Budget<'b> {
    values: Cell<usize>,
    limits: Limits,
    hit: &'b Cell<Option<Hit>>,
}

impl Budget<'_> {
    fn take<E: de::Error>(&self) -> Result<(), E> {
        let left = self.values.get();
        if left == 0 {
            self.hit.set(Some(Hit { what: "JSON values".into(), limit: self.limits.json_values }));
            return Err(E::custom("JSON value budget exceeded"));
        }
        self.values.set(left - 1);
        Ok(())
    }
}

/// Builds a `serde_json::Value` while counting values; arrays named in `cap` stop at their
/// limit.
struct Seed<'a, 'b> {
    budget: &'a Budget<'b>,
    cap: Option<(&'static str, usize)>,
    root: bool,
}

impl<'de> DeserializeSeed<'de> for Seed<'_, '_> {
    type Value = Value;
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Seed<'_, '_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Value, E> {
        self.budget.take()?;
        Ok(Value::Bool(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Value, E> {
        self.budget.take()?;
        Ok(Value::from(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Value, E> {
        self.budget.take()?;
        Ok(Value::from(v))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Value, E> {
        self.budget.take()?;
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Value, E> {
        self.budget.take()?;
        Ok(Value::String(v.to_string()))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Value, E> {
        self.budget.take()?;
        Ok(Value::String(v))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Value, E> {
        self.budget.take()?;
        Ok(Value::Null)
    }

    fn visit_none<E: de::Error>(self) -> Result<Value, E> {
        self.visit_unit()
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        self.budget.take()?;
        let mut out = Vec::new();
        while let Some(v) =
            seq.next_element_seed(Seed { budget: self.budget, cap: None, root: false })?
        {
            if let Some((what, limit)) = self.cap {
                if out.len() >= limit {
                    self.budget.hit.set(Some(Hit { what: what.into(), limit }));
                    return Err(de::Error::custom("array limit exceeded"));
                }
            }
            out.push(v);
        }
        Ok(Value::Array(out))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        self.budget.take()?;
        let mut out = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            self.budget.take()?;
            let l = &self.budget.limits;
            let cap = match key.as_str() {
                "nodes" if self.root => Some(("nodes", l.nodes)),
                "accessors" if self.root => Some(("accessors", l.accessors)),
                _ => None,
            };
            let v = map.next_value_seed(Seed { budget: self.budget, cap, root: false })?;
            out.insert(key, v);
        }
        Ok(Value::Object(out))
    }
}

/// A parsed glTF document and its binary buffer.
#[derive(Debug)]
pub struct Document<'a> {
    /// The JSON root (an object).
    pub root: Value,
    /// The GLB's BIN chunk (empty for a `.gltf` file).
    pub bin: &'a [u8],
    limits: Limits,
    components: Cell<usize>,
}

/// Values of one accessor, as `f64` (integers exact), `components` per element.
#[derive(Debug, Clone, PartialEq)]
pub struct Accessor {
    /// The values, element after element.
    pub values: Vec<f64>,
    /// Components per element (1, 2, 3, 4 or 16).
    pub components: usize,
}

impl Accessor {
    /// Elements.
    pub fn len(&self) -> usize {
        self.values.len().checked_div(self.components).unwrap_or(0)
    }

    /// No elements.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Component `k` of element `e` (0 when absent).
    pub fn get(&self, e: usize, k: usize) -> f64 {
        let at = e.saturating_mul(self.components).saturating_add(k);
        self.values.get(at).copied().unwrap_or(0.0)
    }
}

/// The node tree: parents (from `children` lists), a depth-first order from the roots, the
/// position of each node in that order, and world matrices.
#[derive(Debug, Clone, PartialEq)]
pub struct NodeTree {
    /// Parent of each node (file index).
    pub parent: Vec<Option<usize>>,
    /// File indices in depth-first order from the roots (parents before children).
    pub order: Vec<usize>,
    /// For each file index, its position in `order`.
    pub new_index: Vec<usize>,
    /// World matrix of each node (file index).
    pub world: Vec<Mat4>,
}

impl<'a> Document<'a> {
    /// Parses a GLB (or glTF JSON starting with `{`) with the default [`Limits`].
    pub fn parse(bytes: &'a [u8]) -> Result<Document<'a>, GltfError> {
        Document::parse_with(bytes, &Limits::default())
    }

    /// Parses a GLB (or glTF JSON starting with `{`) under `limits`.
    pub fn parse_with(bytes: &'a [u8], limits: &Limits) -> Result<Document<'a>, GltfError> {
        let (json, bin) = if bytes.first() == Some(&b'{') {
            if bytes.len() > limits.json_bytes {
                return Err(GltfError::Limit {
                    what: "JSON bytes".into(),
                    limit: limits.json_bytes,
                });
            }
            (bytes, &[][..])
        } else {
            super::container::read_with(bytes, limits)?
        };
        let hit = Cell::new(None);
        let budget = Budget { values: Cell::new(limits.json_values), limits: *limits, hit: &hit };
        let mut de = serde_json::Deserializer::from_slice(json);
        let parsed = Seed { budget: &budget, cap: None, root: true }
            .deserialize(&mut de)
            .and_then(|v| de.end().map(|()| v));
        let root = match parsed {
            Ok(v) => v,
            Err(e) => {
                return Err(match hit.take() {
                    Some(h) => GltfError::Limit { what: h.what, limit: h.limit },
                    None => GltfError::Json(e),
                })
            }
        };
        if !root.is_object() {
            return Err(field("(root)", "a JSON object"));
        }
        Ok(Document { root, bin, limits: *limits, components: Cell::new(0) })
    }

    /// The limits this document was read under.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The top-level array `key` (empty when absent).
    pub fn array(&self, key: &str) -> Result<&[Value], GltfError> {
        array(&self.root, key, key)
    }

    /// The node tree, checked to be a forest (every node at most one parent, no cycles).
    pub fn node_tree(&self) -> Result<NodeTree, GltfError> {
        let nodes = self.array("nodes")?;
        let n = nodes.len();
        let mut parent: Vec<Option<usize>> = vec![None; n];
        for (i, node) in nodes.iter().enumerate() {
            let path = format!("nodes[{i}]");
            for (k, c) in array(node, "children", &format!("{path}.children"))?.iter().enumerate() {
                let c = c
                    .as_u64()
                    .and_then(|c| usize::try_from(c).ok())
                    .filter(|&c| c < n && c != i)
                    .ok_or_else(|| {
                        field(format!("{path}.children[{k}]"), format!("another node below {n}"))
                    })?;
                let slot = parent.get_mut(c).ok_or_else(|| field(&path, "a node"))?;
                if slot.is_some() {
                    return Err(field(
                        format!("{path}.children[{k}]"),
                        "a node with one parent only",
                    ));
                }
                *slot = Some(i);
            }
        }
        let mut kids: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (i, p) in parent.iter().enumerate() {
            if let Some(k) = p.and_then(|p| kids.get_mut(p)) {
                k.push(i);
            }
        }
        // Depth-first order from the roots; unreached nodes sit on a cycle.
        let mut order = Vec::with_capacity(n);
        let mut new_index = vec![usize::MAX; n];
        let mut world = vec![Mat4::IDENTITY; n];
        for r in (0..n).filter(|&i| parent.get(i).is_some_and(Option::is_none)) {
            let mut stack = vec![r];
            while let Some(i) = stack.pop() {
                let node = nodes.get(i).ok_or_else(|| field("nodes", "a node"))?;
                let local = local_matrix(node, &format!("nodes[{i}]"))?;
                let w = match parent.get(i).copied().flatten().and_then(|p| world.get(p)) {
                    Some(pw) => *pw * local,
                    None => local,
                };
                if let Some(x) = world.get_mut(i) {
                    *x = w;
                }
                if let Some(x) = new_index.get_mut(i) {
                    *x = order.len();
                }
                order.push(i);
                if let Some(k) = kids.get(i) {
                    stack.extend(k.iter().rev());
                }
            }
        }
        if order.len() != n {
            return Err(field("nodes", "a tree (a node's children lead back to it)"));
        }
        Ok(NodeTree { parent, order, new_index, world })
    }

    /// Reads accessor `index` with one of `ncomp` components per element; `role` says what it
    /// is read as (for errors). Float values must be finite.
    pub fn accessor(
        &self,
        index: usize,
        ncomp: &[usize],
        role: &str,
    ) -> Result<Accessor, GltfError> {
        let path = format!("accessors[{index}]");
        let acc = self
            .array("accessors")?
            .get(index)
            .ok_or_else(|| field(&path, format!("an existing accessor (for {role})")))?;
        if acc.get("sparse").is_some() {
            return Err(GltfError::Unsupported { path, what: "a sparse accessor" });
        }
        let ty = acc.get("type").and_then(Value::as_str).unwrap_or("");
        let n = match ty {
            "SCALAR" => 1usize,
            "VEC2" => 2,
            "VEC3" => 3,
            "VEC4" => 4,
            "MAT4" => 16,
            _ => return Err(field(format!("{path}.type"), "SCALAR, VEC2, VEC3, VEC4 or MAT4")),
        };
        if !ncomp.contains(&n) {
            return Err(field(format!("{path}.type"), format!("{ncomp:?} components for {role}")));
        }
        let ct = index_of(acc, "componentType", &path)?
            .ok_or_else(|| field(format!("{path}.componentType"), "a component type"))?;
        let size = match ct {
            5120 | 5121 => 1usize,
            5122 | 5123 => 2,
            5125 | 5126 => 4,
            _ => {
                return Err(field(
                    format!("{path}.componentType"),
                    "5120, 5121, 5122, 5123, 5125 or 5126",
                ))
            }
        };
        let normalized = acc.get("normalized").and_then(Value::as_bool).unwrap_or(false);
        let count = index_of(acc, "count", &path)?
            .ok_or_else(|| field(format!("{path}.count"), "a count"))?;
        if count > self.limits.accessor_elements {
            return Err(GltfError::Limit {
                what: format!("{path}.count ({count})"),
                limit: self.limits.accessor_elements,
            });
        }
        let view_i = index_of(acc, "bufferView", &path)?.ok_or(GltfError::Unsupported {
            path: path.clone(),
            what: "an accessor without a bufferView",
        })?;
        let vpath = format!("bufferViews[{view_i}]");
        let view = self
            .array("bufferViews")?
            .get(view_i)
            .ok_or_else(|| field(&vpath, "an existing buffer view"))?;
        let buffer = index_of(view, "buffer", &vpath)?.unwrap_or(0);
        let bpath = format!("buffers[{buffer}]");
        let buf = self
            .array("buffers")?
            .get(buffer)
            .ok_or_else(|| field(&bpath, "an existing buffer"))?;
        if buffer != 0 || buf.get("uri").is_some() {
            return Err(GltfError::Unsupported {
                path: bpath,
                what: "a buffer outside the GLB's BIN chunk",
            });
        }
        let voff = index_of(view, "byteOffset", &vpath)?.unwrap_or(0);
        let vlen = index_of(view, "byteLength", &vpath)?
            .ok_or_else(|| field(format!("{vpath}.byteLength"), "a length"))?;
        let vdata =
            voff.checked_add(vlen).and_then(|end| self.bin.get(voff..end)).ok_or_else(|| {
                field(&vpath, format!("a range inside the {}-byte BIN chunk", self.bin.len()))
            })?;
        let elem = size.saturating_mul(n);
        let stride = index_of(view, "byteStride", &vpath)?.unwrap_or(elem);
        if stride < elem {
            return Err(field(format!("{vpath}.byteStride"), format!("at least {elem}")));
        }
        let aoff = index_of(acc, "byteOffset", &path)?.unwrap_or(0);
        if count > 0 {
            let end = count
                .checked_sub(1)
                .and_then(|c| c.checked_mul(stride))
                .and_then(|x| x.checked_add(aoff))
                .and_then(|x| x.checked_add(elem));
            if end.is_none_or(|e| e > vdata.len()) {
                return Err(field(
                    &path,
                    format!("{count} elements inside its {}-byte view", vdata.len()),
                ));
            }
        }
        let total = count.checked_mul(n).ok_or_else(|| field(&path, "a smaller count"))?;
        let used = self.components.get().saturating_add(total);
        if used > self.limits.components {
            return Err(GltfError::Limit {
                what: format!("components read (at {path}, {role})"),
                limit: self.limits.components,
            });
        }
        self.components.set(used);
        let mut out = Vec::with_capacity(total);
        for e in 0..count {
            let base = e.saturating_mul(stride).saturating_add(aoff);
            for k in 0..n {
                let at = base.saturating_add(k.saturating_mul(size));
                let b = vdata
                    .get(at..at.saturating_add(size))
                    .ok_or_else(|| field(&path, "elements inside its view"))?;
                let x = match (ct, b) {
                    (5120, [a]) => norm(f64::from(*a as i8), normalized, 127.0),
                    (5121, [a]) => norm(f64::from(*a), normalized, 255.0),
                    (5122, [a, c]) => {
                        norm(f64::from(i16::from_le_bytes([*a, *c])), normalized, 32767.0)
                    }
                    (5123, [a, c]) => {
                        norm(f64::from(u16::from_le_bytes([*a, *c])), normalized, 65535.0)
                    }
                    (5125, [a, c, d, f]) => f64::from(u32::from_le_bytes([*a, *c, *d, *f])),
                    (5126, [a, c, d, f]) => {
                        let v = f32::from_le_bytes([*a, *c, *d, *f]);
                        if !v.is_finite() {
                            return Err(GltfError::NotFinite {
                                accessor: path,
                                role: role.to_string(),
                                element: e,
                                value: v,
                            });
                        }
                        f64::from(v)
                    }
                    _ => 0.0,
                };
                out.push(x);
            }
        }
        Ok(Accessor { values: out, components: n })
    }
}

fn norm(v: f64, normalized: bool, max: f64) -> f64 {
    if normalized {
        (v / max).max(-1.0)
    } else {
        v
    }
}

/// `v[key]` as an index (`None` when absent or null).
pub(crate) fn index_of(v: &Value, key: &str, path: &str) -> Result<Option<usize>, GltfError> {
    match v.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(x) => x
            .as_u64()
            .and_then(|n| usize::try_from(n).ok())
            .map(Some)
            .ok_or_else(|| field(format!("{path}.{key}"), "a non-negative integer")),
    }
}

/// `v[key]` as an array (empty when absent); `path` names it in errors.
pub(crate) fn array<'v>(v: &'v Value, key: &str, path: &str) -> Result<&'v [Value], GltfError> {
    match v.get(key) {
        None => Ok(&[]),
        Some(Value::Array(a)) => Ok(a.as_slice()),
        Some(_) => Err(field(path, "an array")),
    }
}

/// `v[key]` as `N` finite numbers (`None` when absent).
pub(crate) fn floats<const N: usize>(
    v: &Value,
    key: &str,
    path: &str,
) -> Result<Option<[f32; N]>, GltfError> {
    let Some(x) = v.get(key) else { return Ok(None) };
    let a = x
        .as_array()
        .filter(|a| a.len() == N)
        .ok_or_else(|| field(format!("{path}.{key}"), format!("{N} numbers")))?;
    let mut out = [0f32; N];
    for (o, e) in out.iter_mut().zip(a) {
        let f = e.as_f64().ok_or_else(|| field(format!("{path}.{key}"), "numbers"))? as f32;
        if !f.is_finite() {
            return Err(field(format!("{path}.{key}"), "finite numbers"));
        }
        *o = f;
    }
    Ok(Some(out))
}

/// A node's local matrix: `matrix`, or `translation · rotation · scale`.
pub(crate) fn local_matrix(node: &Value, path: &str) -> Result<Mat4, GltfError> {
    if let Some(m) = floats::<16>(node, "matrix", path)? {
        return Ok(Mat4::from_cols_array(&m));
    }
    let t = floats::<3>(node, "translation", path)?.unwrap_or([0.0; 3]);
    let r = floats::<4>(node, "rotation", path)?.unwrap_or([0.0, 0.0, 0.0, 1.0]);
    let s = floats::<3>(node, "scale", path)?.unwrap_or([1.0; 3]);
    let q = crate::math::unit(Quat::from_array(r));
    Ok(Mat4::from_scale_rotation_translation(Vec3::from_array(s), q, Vec3::from_array(t)))
}
