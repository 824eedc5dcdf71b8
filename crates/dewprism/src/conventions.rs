//! Everything a decoder needs that the file itself does not say, resolved once (by the
//! pipeline: from the EXE, a file, a flag, inference or the built-in choice) and handed to
//! every decoder as one argument: the face-record layout (with its lengths), the rotation
//! order, the texture LZ decoder and the container layouts — each a [`Sourced`] value.

use std::sync::Arc;

use container::Layout;

use crate::anim::RotationOrder;
use crate::layouts::{self, Format};
use crate::provenance::{Source, Sourced};
use crate::records::{RecordLayout, RecordLengths};
use crate::unpack::{Native, Unpack};

/// Who decompresses texture blobs, with a label (`native`, `exe`).
#[derive(Clone)]
pub struct Lz {
    unpack: Arc<dyn Unpack + Send + Sync>,
    label: &'static str,
}

impl Lz {
    /// dewrip's own decoder.
    pub fn native() -> Lz {
        Lz { unpack: Arc::new(Native), label: "native" }
    }

    /// Another decoder (the EXE's routine), with its label.
    pub fn new(unpack: Arc<dyn Unpack + Send + Sync>, label: &'static str) -> Lz {
        Lz { unpack, label }
    }

    /// `native` or `exe`.
    pub fn label(&self) -> &'static str {
        self.label
    }

    /// The decoder.
    pub fn unpack(&self) -> &dyn Unpack {
        &*self.unpack
    }
}

impl std::fmt::Debug for Lz {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label)
    }
}

/// The container layouts in use, one per format.
#[derive(Debug, Clone)]
pub struct Layouts {
    /// `.chr`.
    pub chr: Sourced<Arc<Layout>>,
    /// `.mmd`.
    pub mmd: Sourced<Arc<Layout>>,
    /// `.mtd`.
    pub mtd: Sourced<Arc<Layout>>,
}

impl Layouts {
    /// The built-in layouts.
    pub fn builtin() -> Layouts {
        let b = |f: Format| {
            Sourced::builtin(
                layouts::builtin(f),
                format!("dewrip's {} layout [provisional]", f.name()),
            )
        };
        Layouts { chr: b(Format::Chr), mmd: b(Format::Mmd), mtd: b(Format::Mtd) }
    }

    /// The layout of `format`.
    pub fn get(&self, format: Format) -> &Sourced<Arc<Layout>> {
        match format {
            Format::Chr => &self.chr,
            Format::Mmd => &self.mmd,
            Format::Mtd => &self.mtd,
        }
    }

    /// Replaces the layout of `format`.
    pub fn set(&mut self, format: Format, layout: Sourced<Arc<Layout>>) {
        match format {
            Format::Chr => self.chr = layout,
            Format::Mmd => self.mmd = layout,
            Format::Mtd => self.mtd = layout,
        }
    }
}

/// Every convention, each with its provenance.
#[derive(Debug, Clone)]
pub struct Conventions {
    /// The face-record layout: where each field sits and how far each type advances.
    pub records: Sourced<RecordLayout>,
    /// How rotation angles compose into bone matrices.
    pub rotation: Sourced<RotationOrder>,
    /// Who decompresses texture blobs.
    pub lz: Sourced<Lz>,
    /// The container layouts.
    pub layouts: Layouts,
}

impl Conventions {
    /// dewrip's built-in conventions (what the synthetic content is written with).
    pub fn builtin() -> Conventions {
        Conventions {
            records: Sourced::builtin(
                RecordLayout::builtin(),
                "dewrip's record layout [provisional]",
            ),
            rotation: Sourced::builtin(RotationOrder::default(), "PsyQ RotMatrix order"),
            lz: Sourced::builtin(Lz::native(), "dewrip's decoder"),
            layouts: Layouts::builtin(),
        }
    }

    /// The built-in conventions with another record layout (a test's, an EXE's).
    pub fn with_records(records: RecordLayout, source: Source, detail: &str) -> Conventions {
        Conventions { records: Sourced::new(records, source, detail), ..Conventions::builtin() }
    }

    /// The record lengths (the record layout owns them).
    pub fn lengths(&self) -> RecordLengths {
        self.records.value.lengths()
    }

    /// The texture decoder.
    pub fn unpack(&self) -> &dyn Unpack {
        self.lz.value.unpack()
    }

    /// The container layout of `format`.
    pub fn layout(&self, format: Format) -> &Layout {
        &self.layouts.get(format).value
    }
}
