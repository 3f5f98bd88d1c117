//! Maps compiled kernel bytes into executable memory and calls them.
//!
//! The code is position-independent and relocation-free (checked at compile time), so loading
//! is a copy: map read-write pages, copy the bytes, flip the pages to read-execute (never
//! writable and executable at once), unmap when the last kernel in the mapping is dropped.
//! [`LoadedKernel::load_all`] puts many kernels in one mapping, which is what makes loading a
//! whole executable from the compilation cache cheap; [`LoadedKernel::in_place`] takes kernels
//! whose code already lies in read-only executable memory (a cache entry mapped executable),
//! which costs no mapping and no copy at all.

use super::helpers::helper_table;
use super::CompiledKernel;
use std::sync::Arc;

/// The kernel entry's C ABI.
type Entry = unsafe extern "C" fn(*const *mut u8, *const usize, i64, i64);

/// Where each kernel starts inside a shared mapping. Cranelift aligns a function's constant
/// pool relative to the function's start and asks for at most 32 bytes on x64; a cache line
/// is more than enough.
pub const KERNEL_ALIGN: usize = 64;

/// Read-execute pages holding one or more kernels; unmapped when the last kernel in them is
/// dropped.
pub(in crate::cpu) struct Mapping {
    base: *mut libc::c_void,
    len: usize,
}

impl Mapping {
    /// The first byte.
    pub(in crate::cpu) fn start(&self) -> *const u8 {
        self.base as *const u8
    }
}

// SAFETY: the pages are immutable (read-execute) from creation until drop.
unsafe impl Send for Mapping {}
// SAFETY: see `Send`; nothing mutates a mapping through a shared reference.
unsafe impl Sync for Mapping {}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: `base`/`len` describe a mapping made in `map_executable`, and no kernel
        // referring to it outlives it (each holds an `Arc` to it).
        unsafe { libc::munmap(self.base, self.len) };
    }
}

/// A compiled kernel mapped executable.
pub struct LoadedKernel {
    /// Keeps the code's pages mapped: a [`Mapping`] of Kiln's, or the owner given to
    /// [`LoadedKernel::in_place`].
    _owner: Arc<dyn Send + Sync>,
    /// Whether the code is where [`LoadedKernel::in_place`] found it (not copied).
    in_place: bool,
    entry: Entry,
    buffer_count: usize,
    parallel_extent: i64,
    name: String,
}

impl LoadedKernel {
    /// Copies `c.code` into fresh executable pages.
    pub fn load(c: &CompiledKernel) -> Result<LoadedKernel, String> {
        Self::load_all(&[c])?
            .pop()
            .ok_or_else(|| format!("kernel `{}` was not loaded", c.name))
    }

    /// Loads `kernels` into one shared mapping, in order: one `mmap` and one `mprotect` for
    /// all of them (loading an executable from the cache maps hundreds of kernels at once).
    pub fn load_all(kernels: &[&CompiledKernel]) -> Result<Vec<LoadedKernel>, String> {
        if !cfg!(target_arch = "x86_64") {
            // Other hosts need an instruction-cache flush after the copy.
            return Err("loading kernels is only supported on x86_64".into());
        }
        if kernels.is_empty() {
            return Ok(Vec::new());
        }
        let mut offsets = Vec::with_capacity(kernels.len());
        let mut len = 0usize;
        for c in kernels {
            if c.code.is_empty() {
                return Err(format!("kernel `{}` has no code", c.name));
            }
            offsets.push(len);
            len = (len + c.code.len()).next_multiple_of(KERNEL_ALIGN);
        }
        let mapping = Arc::new(map_executable(len, |dst| {
            for (c, &offset) in kernels.iter().zip(&offsets) {
                dst[offset..offset + c.code.len()].copy_from_slice(&c.code);
            }
        })?);
        let base = mapping.base as *const u8;
        // SAFETY: every offset lies inside the mapping, which the kernels keep alive.
        let starts: Vec<*const u8> = offsets.iter().map(|&o| unsafe { base.add(o) }).collect();
        // SAFETY: `starts[i]` is where `kernels[i].code` was copied, in pages made read-execute
        // that stay mapped while `mapping` lives.
        Ok(unsafe { Self::at(kernels, &starts, mapping, false) })
    }

    /// Kernels whose code already lies in executable memory, `kernels[i]`'s at `starts[i]`:
    /// nothing is mapped or copied. Refused unless every start is [`KERNEL_ALIGN`]ed.
    ///
    /// # Safety
    /// `starts[i]` must point at `kernels[i].code`'s bytes, in memory mapped executable and
    /// never writable, which stays mapped and unchanged for as long as `owner` lives.
    pub unsafe fn in_place(
        kernels: &[&CompiledKernel],
        starts: &[*const u8],
        owner: Arc<dyn Send + Sync>,
    ) -> Result<Vec<LoadedKernel>, String> {
        if !cfg!(target_arch = "x86_64") {
            return Err("loading kernels is only supported on x86_64".into());
        }
        if starts.len() != kernels.len() {
            return Err("one start per kernel is needed".into());
        }
        for (c, &start) in kernels.iter().zip(starts) {
            if c.code.is_empty() || !(start as usize).is_multiple_of(KERNEL_ALIGN) {
                return Err(format!("kernel `{}` is empty or misaligned", c.name));
            }
        }
        // SAFETY: the caller's contract above.
        Ok(unsafe { Self::at(kernels, starts, owner, true) })
    }

    /// The kernels `kernels`, `kernels[i]` entered at `starts[i]`.
    ///
    /// # Safety
    /// As for [`LoadedKernel::in_place`], the code being there already.
    unsafe fn at(
        kernels: &[&CompiledKernel],
        starts: &[*const u8],
        owner: Arc<dyn Send + Sync>,
        in_place: bool,
    ) -> Vec<LoadedKernel> {
        let debug = debug_outputs();
        if debug.perf_map {
            write_perf_map(kernels, starts);
        }
        if let Some(dir) = &debug.dump_code {
            dump_code(dir, kernels);
        }
        let loaded = kernels.iter().zip(starts).map(|(c, &start)| {
            // SAFETY: `start` is the kernel's entry (the caller's contract), compiled for the
            // host with this exact signature (see `compile_kernel`).
            let entry = unsafe { std::mem::transmute::<*const u8, Entry>(start) };
            LoadedKernel {
                _owner: owner.clone(),
                in_place,
                entry,
                buffer_count: c.buffer_count,
                parallel_extent: c.parallel_extent,
                name: c.name.clone(),
            }
        });
        loaded.collect()
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the kernel runs where [`LoadedKernel::in_place`] found its code.
    pub fn runs_in_place(&self) -> bool {
        self.in_place
    }

    /// The number of buffers the kernel takes.
    pub fn buffer_count(&self) -> usize {
        self.buffer_count
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
    #[inline]
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

/// Fresh pages of at least `len` bytes, filled by `fill` while writable, then made read-execute
/// (never writable and executable at once).
pub(in crate::cpu) fn map_executable(
    len: usize,
    fill: impl FnOnce(&mut [u8]),
) -> Result<Mapping, String> {
    let page = page_size()?;
    let map_len = len.div_ceil(page) * page;
    // SAFETY: an anonymous private mapping of `map_len` bytes at an address the kernel picks;
    // no existing memory is affected.
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
    let mapping = Mapping { base, len: map_len };
    // SAFETY: the mapping is `map_len` writable bytes that nothing else refers to yet.
    fill(unsafe { std::slice::from_raw_parts_mut(base as *mut u8, map_len) });
    // SAFETY: `base..base + map_len` is the mapping made above.
    if unsafe { libc::mprotect(base, map_len, libc::PROT_READ | libc::PROT_EXEC) } != 0 {
        // Dropping `mapping` unmaps it.
        return Err(format!(
            "mprotect to read-execute failed: {}",
            last_os_error()
        ));
    }
    Ok(mapping)
}

/// What loading kernels writes out for debugging, as the environment asks.
#[derive(Debug)]
pub struct DebugOutputs {
    /// `KILN_PERF_MAP` (set, not `0`): name every loaded kernel in `/tmp/perf-<pid>.map`.
    pub perf_map: bool,
    /// `KILN_DUMP_CODE=DIR`: write every loaded kernel's machine code to `DIR/<name>.bin`.
    pub dump_code: Option<std::path::PathBuf>,
}

/// The debug outputs the environment asks for, read on the first call of the process (a
/// backend calls this when it is created, with the rest of its configuration, so that loading
/// an executable reads no environment variable).
pub fn debug_outputs() -> &'static DebugOutputs {
    static OUTPUTS: std::sync::OnceLock<DebugOutputs> = std::sync::OnceLock::new();
    OUTPUTS.get_or_init(|| DebugOutputs {
        perf_map: std::env::var_os("KILN_PERF_MAP").is_some_and(|v| v != "0"),
        dump_code: std::env::var_os("KILN_DUMP_CODE")
            .filter(|dir| !dir.is_empty())
            .map(Into::into),
    })
}

/// Appends one line per kernel (`start size name`) to `/tmp/perf-<pid>.map`, the file `perf
/// report` reads to name JIT code.
fn write_perf_map(kernels: &[&CompiledKernel], starts: &[*const u8]) {
    let lines = kernels.iter().zip(starts);
    append_perf_map(lines.map(|(c, &start)| (start, c.code.len(), c.name.as_str())));
}

/// Appends `start size kiln:name` lines to `/tmp/perf-<pid>.map`. Best effort: a failed
/// write only loses names in profiles.
pub(in crate::cpu) fn append_perf_map<'a>(code: impl Iterator<Item = (*const u8, usize, &'a str)>) {
    use std::io::Write;
    let path = format!("/tmp/perf-{}.map", std::process::id());
    let Ok(mut file) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
    else {
        return;
    };
    let mut text = String::new();
    for (start, len, name) in code {
        text.push_str(&format!("{:x} {len:x} kiln:{name}\n", start as usize));
    }
    let _ = file.write_all(text.as_bytes());
}

/// Writes each kernel's machine code to `DIR/<name>.bin` (for `objdump -D -b binary
/// -mi386:x86-64`). Best effort, for debugging only.
fn dump_code(dir: &std::path::Path, kernels: &[&CompiledKernel]) {
    let _ = std::fs::create_dir_all(dir);
    for c in kernels {
        let name: String = c
            .name
            .chars()
            .map(|ch| {
                if ch.is_ascii_alphanumeric() || ch == '.' {
                    ch
                } else {
                    '_'
                }
            })
            .collect();
        let _ = std::fs::write(dir.join(format!("{name}.bin")), &c.code);
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
