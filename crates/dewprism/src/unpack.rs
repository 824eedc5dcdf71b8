//! Who decompresses the LZ blobs of textures (`.chr` and `.mtd`): dewrip's native decoder
//! (`sqfs::lz`, the Xenogears variant **[public]/inferred** for Dewprism), or the game's own
//! routine run from its EXE (the pipeline's choice when the two disagree: the EXE is the
//! spec). Readers take an [`Unpack`]; [`Native`] is the default.

/// The most texel bytes one file's textures may decompress to: twice the PS1's 1 MiB of VRAM
/// they must be uploaded into. A header that declares more (many textures over one blob) is
/// refused before its blobs are decoded, so neither decoder (the EXE's runs in the
/// interpreter) is asked for gigabytes.
pub const MAX_TEXEL_BYTES: usize = 2 << 20;

/// A decompressed blob.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unpacked {
    /// The output (its declared size).
    pub data: Vec<u8>,
    /// Input bytes the stream's tokens used, where the decoder can tell (the native one can;
    /// a routine run in the interpreter cannot).
    pub consumed: Option<usize>,
}

impl Unpacked {
    /// Whether the tokens end within [`sqfs::lz::Decoded::CLEAN_SLACK`] bytes of the end
    /// of a blob of `input_len` bytes; `true` when the decoder cannot tell.
    pub fn is_clean_in(&self, input_len: usize) -> bool {
        self.consumed
            .is_none_or(|used| input_len.saturating_sub(used) <= sqfs::lz::Decoded::CLEAN_SLACK)
    }
}

/// Why a blob did not decompress.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UnpackError {
    /// The native decoder's error.
    #[error(transparent)]
    Lz(#[from] sqfs::lz::LzError),
    /// The EXE's routine failed (it faulted, ran out of budget, or wrote the wrong size).
    #[error("the EXE's LZ routine: {0}")]
    Exe(String),
}

/// Decompresses texture blobs (a u32 declared size, then the stream).
pub trait Unpack: Sync {
    /// Decompresses `blob`.
    fn unpack(&self, blob: &[u8]) -> Result<Unpacked, UnpackError>;
}

/// dewrip's native decoder, [`sqfs::lz::decompress_prefix`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Native;

impl Unpack for Native {
    fn unpack(&self, blob: &[u8]) -> Result<Unpacked, UnpackError> {
        let d = sqfs::lz::decompress_prefix(blob)?;
        Ok(Unpacked { data: d.data, consumed: Some(d.consumed) })
    }
}
