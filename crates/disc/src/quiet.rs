//! Calling into third-party decoders that may panic on damaged input, without the panic
//! reaching the terminal or the process.
//!
//! [`catch`] runs a closure under `catch_unwind` with the panic hook silenced **for the calling
//! thread only**: the first call installs, once, a hook that forwards to the hook that was in
//! place before unless the current thread is inside [`catch`]. Other threads' panics print as
//! they always did, and once the closure returns the thread's own panics print again — the
//! previous hook is restored for it. This is thread-safe where swapping the global hook around
//! each call is not (two threads doing so can each restore the other's silent hook).
//!
//! A stack overflow or an allocation failure aborts the process and cannot be caught: callers
//! make those impossible before the call (the CHD reader resolves self-references and bounds
//! every size itself, so the codecs only ever see one hunk of bounded size).

use std::cell::Cell;
use std::sync::Once;

thread_local! {
    /// How many [`catch`] calls the current thread is inside.
    static QUIET: Cell<u32> = const { Cell::new(0) };
}

static INSTALL: Once = Once::new();

/// Installs the forwarding hook (once per process).
fn install() {
    INSTALL.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if QUIET.with(Cell::get) == 0 {
                previous(info);
            }
        }));
    });
}

/// Restores the thread's panic output when dropped (also when the closure unwinds).
struct Loud;

impl Drop for Loud {
    fn drop(&mut self) {
        QUIET.with(|q| q.set(q.get().saturating_sub(1)));
    }
}

/// Runs `f`; a panic inside it is caught, prints nothing, and comes back as `Err` with the
/// panic's message.
pub(crate) fn catch<R>(f: impl FnOnce() -> R) -> Result<R, String> {
    install();
    QUIET.with(|q| q.set(q.get().saturating_add(1)));
    let loud = Loud;
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    drop(loud);
    result.map_err(|payload| {
        payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_string())
    })
}

#[cfg(test)]
#[allow(clippy::panic, clippy::indexing_slicing)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_is_an_error_with_its_message() {
        assert_eq!(catch(|| 7), Ok(7));
        let err = catch(|| -> u8 { panic!("bad hunk {}", 3) }).unwrap_err();
        assert_eq!(err, "bad hunk 3");
        let v: Vec<u8> = Vec::new();
        let idx = v.len().wrapping_add(5);
        let err = catch(|| v[idx]).unwrap_err();
        assert!(err.contains("index out of bounds"), "{err}");
        // Nested calls and the counter coming back to zero.
        assert_eq!(catch(|| catch(|| 1)), Ok(Ok(1)));
        assert_eq!(QUIET.with(Cell::get), 0);
    }
}
