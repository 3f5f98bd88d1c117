//! An entry's bytes as a hit reads them: the entry file mapped into memory read-only, or read
//! into a buffer where it cannot be mapped.
//!
//! Mapping costs a fresh process fewer system calls than reading (no copy, no buffer), and it
//! lets a payload that holds machine code run that code where it lies: an entry mapped for
//! such a payload is mapped read-and-execute from the start, never writable, so the bytes the
//! entry's checksum was computed over are the very bytes that run (the checksum is computed
//! through the mapping). The mapping is private and Kiln never changes an entry file in place
//! (writers fill a temporary file and rename it over the old name, which leaves a mapped old
//! file untouched), so the bytes stay as checked for as long as the mapping lives.

use std::fs::File;
use std::io::Read;
#[cfg(unix)]
use std::io::{Seek, SeekFrom};
use std::ops::Deref;
use std::sync::Arc;

/// An entry's bytes; cheap to clone (shared), immutable.
#[derive(Clone)]
pub struct EntryBytes(Arc<Storage>);

enum Storage {
    Buffer(Vec<u8>),
    #[cfg(unix)]
    Mapped(Mapping),
}

/// A whole file mapped read-only (and executable when asked), unmapped on drop.
#[cfg(unix)]
struct Mapping {
    base: *mut libc::c_void,
    len: usize,
    executable: bool,
}

// SAFETY: the pages are never writable and nothing changes them while mapped (see the module
// doc), so they may be read from any thread.
#[cfg(unix)]
unsafe impl Send for Mapping {}
// SAFETY: see `Send`.
#[cfg(unix)]
unsafe impl Sync for Mapping {}

#[cfg(unix)]
impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: `base`/`len` are the mapping made in `EntryBytes::map`, which nothing refers
        // to once the last `EntryBytes` sharing it is gone.
        unsafe { libc::munmap(self.base, self.len) };
    }
}

impl EntryBytes {
    /// Bytes already in memory.
    pub fn buffer(bytes: Vec<u8>) -> EntryBytes {
        EntryBytes(Arc::new(Storage::Buffer(bytes)))
    }

    /// The bytes of `file`: mapped (read-only; also executable when `executable`), or read
    /// where the file cannot be mapped (an empty file, a file system without mapping, a
    /// `noexec` mount for an executable mapping).
    pub fn read(file: &mut File, executable: bool) -> std::io::Result<EntryBytes> {
        #[cfg(unix)]
        {
            // The size by seeking to the end: lseek costs about half of statx (0.6-1.0 against
            // 1.3-1.6 us in a fresh process in this project's VM), and mmap ignores the offset.
            let len = file.seek(SeekFrom::End(0))?;
            if let Ok(len) = usize::try_from(len) {
                if len > 0 {
                    if let Some(mapping) = Mapping::new(file, len, executable) {
                        return Ok(EntryBytes(Arc::new(Storage::Mapped(mapping))));
                    }
                }
            }
            file.rewind()?;
        }
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)?;
        Ok(EntryBytes::buffer(bytes))
    }

    /// Whether the bytes lie in executable memory (see the module doc): a payload may then run
    /// machine code where it lies, for as long as it keeps a clone of these bytes.
    pub fn executable(&self) -> bool {
        match &*self.0 {
            Storage::Buffer(_) => false,
            #[cfg(unix)]
            Storage::Mapped(mapping) => mapping.executable,
        }
    }

    /// A handle that keeps the bytes where they are while it lives, for whoever runs code in
    /// them.
    pub fn keep_alive(&self) -> Arc<dyn Send + Sync> {
        self.0.clone()
    }
}

#[cfg(unix)]
impl Mapping {
    fn new(file: &File, len: usize, executable: bool) -> Option<Mapping> {
        use std::os::unix::io::AsRawFd;
        let prot = match executable {
            true => libc::PROT_READ | libc::PROT_EXEC,
            false => libc::PROT_READ,
        };
        // SAFETY: a private mapping of an open file, at an address the kernel picks; no
        // existing memory is affected. A failure is reported as MAP_FAILED.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                prot,
                libc::MAP_PRIVATE,
                file.as_raw_fd(),
                0,
            )
        };
        (base != libc::MAP_FAILED).then_some(Mapping {
            base,
            len,
            executable,
        })
    }
}

impl Deref for EntryBytes {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match &*self.0 {
            Storage::Buffer(bytes) => bytes,
            // SAFETY: `len` bytes at `base` are mapped readable for the mapping's lifetime,
            // which this borrow cannot outlive.
            #[cfg(unix)]
            Storage::Mapped(m) => unsafe { std::slice::from_raw_parts(m.base as *const u8, m.len) },
        }
    }
}

impl std::fmt::Debug for EntryBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let how = match &*self.0 {
            Storage::Buffer(_) => "read",
            #[cfg(unix)]
            Storage::Mapped(m) if m.executable => "mapped, executable",
            #[cfg(unix)]
            Storage::Mapped(_) => "mapped",
        };
        write!(f, "EntryBytes({} bytes, {how})", self.len())
    }
}
