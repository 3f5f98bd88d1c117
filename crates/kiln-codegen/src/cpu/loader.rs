//! Maps compiled kernel bytes into executable memory and calls them.
//!
//! The code is position-independent and relocation-free (checked at compile time), so loading
//! is a copy: map read-write pages, copy the bytes, flip the pages to read-execute (never
//! writable and executable at once), unmap on drop.

use super::helpers::helper_table;
use super::CompiledKernel;

/// The kernel entry's C ABI.
type Entry = unsafe extern "C" fn(*const *mut u8, *const usize, i64, i64);

/// A compiled kernel mapped executable.
pub struct LoadedKernel {
    base: *mut libc::c_void,
    map_len: usize,
    entry: Entry,
    buffer_count: usize,
    parallel_extent: i64,
    name: String,
}

// SAFETY: the mapping is immutable (read-execute) from `load` until `drop`, and the code only
// touches the memory its caller passes to `call`; sharing the handle across threads is as safe
// as sharing a function pointer.
unsafe impl Send for LoadedKernel {}
// SAFETY: see `Send`; `call` takes `&self` and mutates nothing in the handle.
unsafe impl Sync for LoadedKernel {}

impl LoadedKernel {
    /// Copies `c.code` into fresh executable pages.
    pub fn load(c: &CompiledKernel) -> Result<LoadedKernel, String> {
        if !cfg!(target_arch = "x86_64") {
            // Other hosts need an instruction-cache flush after the copy.
            return Err("loading kernels is only supported on x86_64".into());
        }
        if c.code.is_empty() {
            return Err(format!("kernel `{}` has no code", c.name));
        }
        let page = page_size()?;
        let map_len = c.code.len().div_ceil(page) * page;
        // SAFETY: an anonymous private mapping of `map_len` bytes at an address the kernel
        // picks; no existing memory is affected.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                map_len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(format!(
                "mmap of {map_len} bytes failed: {}",
                last_os_error()
            ));
        }
        // SAFETY: `base` is a fresh writable mapping of at least `c.code.len()` bytes that
        // cannot overlap `c.code`.
        unsafe { std::ptr::copy_nonoverlapping(c.code.as_ptr(), base as *mut u8, c.code.len()) };
        // SAFETY: `base..base + map_len` is the mapping made above.
        if unsafe { libc::mprotect(base, map_len, libc::PROT_READ | libc::PROT_EXEC) } != 0 {
            let err = last_os_error();
            // SAFETY: unmapping the mapping made above, which nothing else refers to.
            unsafe { libc::munmap(base, map_len) };
            return Err(format!("mprotect to read-execute failed: {err}"));
        }
        // SAFETY: the mapping starts with the kernel's entry, compiled for the host with this
        // exact signature (see `compile_kernel`).
        let entry = unsafe { std::mem::transmute::<*mut libc::c_void, Entry>(base) };
        Ok(LoadedKernel {
            base,
            map_len,
            entry,
            buffer_count: c.buffer_count,
            parallel_extent: c.parallel_extent,
            name: c.name.clone(),
        })
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The extent of the kernel's outermost parallel loop (1 when there is none).
    pub fn parallel_extent(&self) -> i64 {
        self.parallel_extent
    }

    /// Runs iterations `[start, end)` of the outermost parallel loop (the range is clamped to
    /// the loop's extent; kernels without a parallel loop ignore it).
    ///
    /// # Safety
    /// `args[i]` must point at buffer `i` of the kernel, valid for its element count and type,
    /// writable where the kernel writes it, and not written concurrently by anything else
    /// except other calls on disjoint parallel ranges.
    pub unsafe fn call(&self, args: &[*mut u8], start: i64, end: i64) {
        assert!(
            args.len() >= self.buffer_count,
            "kernel `{}` takes {} buffers, got {}",
            self.name,
            self.buffer_count,
            args.len()
        );
        // SAFETY: the entry was compiled with this signature; the buffers are the caller's
        // contract above, and the helper table is 'static.
        unsafe { (self.entry)(args.as_ptr(), helper_table().as_ptr(), start, end) }
    }
}

impl Drop for LoadedKernel {
    fn drop(&mut self) {
        // SAFETY: `base`/`map_len` describe the mapping made in `load`, and no reference to
        // the code outlives `self`.
        unsafe { libc::munmap(self.base, self.map_len) };
    }
}

fn page_size() -> Result<usize, String> {
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if page <= 0 {
        return Err("cannot read the page size".into());
    }
    Ok(page as usize)
}

fn last_os_error() -> std::io::Error {
    std::io::Error::last_os_error()
}
