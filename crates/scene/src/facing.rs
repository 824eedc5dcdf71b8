//! Semantic checks that numbers alone miss **[published lesson]**: which way a character faces
//! and which hand holds an attachment. A mirrored or 180°-turned reading projects the same, so
//! these are checked from meaning: the face texture is on the front; the book is in the right
//! hand.

use crate::{MaterialId, Mesh};

/// A point as an array (scene or GTE space).
pub type Vec3 = [f32; 3];

/// The centroid of the triangles of `mesh` drawn with `material`, at `positions` (the mesh's
/// posed positions), or `None` if no triangle uses it.
pub fn material_centroid(mesh: &Mesh, positions: &[Vec3], material: MaterialId) -> Option<Vec3> {
    let mut sum = [0.0f64; 3];
    let mut n = 0u32;
    for p in mesh.primitives.iter().filter(|p| p.material == Some(material)) {
        for tri in p.indices.chunks_exact(3) {
            for &i in tri {
                let v = positions.get(usize::try_from(i).ok()?)?;
                for (s, x) in sum.iter_mut().zip(v) {
                    *s += f64::from(*x);
                }
            }
            n = n.saturating_add(3);
        }
    }
    (n > 0).then(|| {
        let d = f64::from(n);
        [(sum[0] / d) as f32, (sum[1] / d) as f32, (sum[2] / d) as f32]
    })
}

/// Which way the front points along Z, from the face centroid's z relative to the body's
/// centre z: `-1` = front is −Z, `1` = front is +Z, `0` = undecided.
pub fn facing_z(face_centroid: Vec3, body_centre: Vec3) -> i8 {
    let d = face_centroid[2] - body_centre[2];
    if d < 0.0 {
        -1
    } else if d > 0.0 {
        1
    } else {
        0
    }
}

/// A side of the body.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The character's own left.
    Left,
    /// The character's own right.
    Right,
    /// On the midline.
    Centre,
}

/// Which of the character's own sides `point` is on, for a character centred at `centre`
/// facing `forward` with `up` up, in a right-handed space: her right is `forward × up`.
pub fn side(point: Vec3, centre: Vec3, forward: Vec3, up: Vec3) -> Side {
    let right = [
        forward[1] * up[2] - forward[2] * up[1],
        forward[2] * up[0] - forward[0] * up[2],
        forward[0] * up[1] - forward[1] * up[0],
    ];
    let d: f32 = point.iter().zip(centre).zip(right).map(|((p, c), r)| (p - c) * r).sum();
    if d > 0.0 {
        Side::Right
    } else if d < 0.0 {
        Side::Left
    } else {
        Side::Centre
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn right_is_minus_x_when_facing_plus_z_y_up() {
        // VRM 1.0 convention: facing +Z, Y up, the right hand at −X.
        assert_eq!(side([-1.0, 0.0, 0.0], [0.0; 3], [0.0, 0.0, 1.0], [0.0, 1.0, 0.0]), Side::Right);
        // GTE space: facing −Z, Y down: the right hand is at −X too.
        assert_eq!(
            side([-1.0, 0.0, 0.0], [0.0; 3], [0.0, 0.0, -1.0], [0.0, -1.0, 0.0]),
            Side::Right
        );
        assert_eq!(facing_z([0.0, 0.0, -0.05], [0.0; 3]), -1);
    }
}
