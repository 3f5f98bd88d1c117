//! Transparent huge pages for large blocks: the process allocator, with every block of at
//! least [`MIN_BYTES`] advised `MADV_HUGEPAGE` (as numpy does for its arrays, so XLA's side
//! of `kiln bench` already has them), and every block of at least [`LINE_ALIGNED_BYTES`]
//! aligned to a 64-byte cache line (as XLA aligns its buffers), so that the 64-byte vector
//! loads and stores of the AVX-512 helpers never straddle two lines (the system allocator
//! gives 16 bytes: every such access of a tensor split). Tensors of tens of megabytes then take one TLB entry
//! per 2 MiB instead of one per 4 KiB: a gather over a 64 MB table, transposes and streaming
//! reductions miss the TLB far less. Where the kernel does not do transparent huge pages, the
//! advice is ignored.

use std::alloc::{GlobalAlloc, Layout, System};

/// Blocks from this size on are advised.
const MIN_BYTES: usize = 4 << 20;
/// The huge page size the advice is aligned to.
const HUGE_PAGE: usize = 2 << 20;
/// Blocks from this size on start on a cache line.
const LINE_ALIGNED_BYTES: usize = 4096;
const LINE: usize = 64;

pub struct HugePageAlloc;

/// Whether a block of `layout` is placed on a cache line by hand (see [`Lined`]).
fn lined(layout: Layout) -> bool {
    layout.size() >= LINE_ALIGNED_BYTES && layout.align() <= LINE
}

/// A line-aligned block inside a plain `malloc` block of [`Lined::SLACK`] more bytes, the
/// `malloc` block's address in the word before it. Asking glibc for the alignment instead
/// (`posix_memalign`) requests the size plus the alignment plus a header, which a freed
/// block of the same size never satisfies: every repeated allocation (a benchmark's output
/// of 64 MB, run after run) took fresh memory at the top of the heap and page-faulted all of
/// it again (softmax_large: about 30 % of its run time zeroing new huge pages).
struct Lined;

impl Lined {
    const SLACK: usize = 2 * LINE;

    fn outer(size: usize) -> Option<Layout> {
        Layout::from_size_align(size.checked_add(Self::SLACK)?, 16).ok()
    }

    /// The block inside the `malloc` block at `raw` (null stays null).
    ///
    /// # Safety
    /// `raw` is null or a block of `outer(size)`.
    unsafe fn place(raw: *mut u8) -> *mut u8 {
        if raw.is_null() {
            return raw;
        }
        // At least a word after `raw`, and at most 8 + 63 bytes: the block ends inside.
        let p = raw.add((raw as usize + 8).next_multiple_of(LINE) - raw as usize);
        (p as *mut *mut u8).sub(1).write(raw);
        p
    }

    /// # Safety
    /// `p` came from `place`.
    unsafe fn raw(p: *mut u8) -> *mut u8 {
        (p as *mut *mut u8).sub(1).read()
    }

    unsafe fn alloc(size: usize, zeroed: bool) -> *mut u8 {
        let Some(outer) = Self::outer(size) else {
            return std::ptr::null_mut();
        };
        let raw = if zeroed {
            System.alloc_zeroed(outer)
        } else {
            System.alloc(outer)
        };
        Self::place(raw)
    }

    unsafe fn dealloc(p: *mut u8, size: usize) {
        if let Some(outer) = Self::outer(size) {
            System.dealloc(Self::raw(p), outer);
        }
    }
}

/// The whole huge pages inside `[start, start + len)`, as (first byte, length).
pub fn huge_interior(start: usize, len: usize) -> Option<(usize, usize)> {
    let first = start.checked_add(HUGE_PAGE - 1)? & !(HUGE_PAGE - 1);
    let end = start.checked_add(len)? & !(HUGE_PAGE - 1);
    (end > first).then(|| (first, end - first))
}

fn advise(p: *mut u8, len: usize) {
    #[cfg(target_os = "linux")]
    if let Some((first, len)) = huge_interior(p as usize, len) {
        extern "C" {
            fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: std::ffi::c_int) -> i32;
        }
        const MADV_HUGEPAGE: std::ffi::c_int = 14;
        // SAFETY: the range lies inside a block the allocator just handed out; the advice
        // changes how its pages are backed, never their contents. A failure changes nothing.
        unsafe { madvise(first as *mut std::ffi::c_void, len, MADV_HUGEPAGE) };
    }
}

// SAFETY: every call is forwarded to `System`, with the caller's layout or, for lined blocks
// (decided by the layout alone, the same for every call on a block), a `malloc` block of
// `Lined::SLACK` more bytes that holds the line-aligned block and, before it, its own
// address; `advise` only adds a hint.
unsafe impl GlobalAlloc for HugePageAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = if lined(layout) {
            Lined::alloc(layout.size(), false)
        } else {
            System.alloc(layout)
        };
        if !p.is_null() && layout.size() >= MIN_BYTES {
            advise(p, layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = if lined(layout) {
            Lined::alloc(layout.size(), true)
        } else {
            System.alloc_zeroed(layout)
        };
        if !p.is_null() && layout.size() >= MIN_BYTES {
            advise(p, layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        if lined(layout) {
            Lined::dealloc(p, layout.size())
        } else {
            System.dealloc(p, layout)
        }
    }

    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let Ok(new_layout) = Layout::from_size_align(new_size, layout.align()) else {
            return std::ptr::null_mut();
        };
        let q = if !lined(layout) && !lined(new_layout) {
            System.realloc(p, layout, new_size)
        } else {
            // A lined block moves: a new block of the new placement, the contents copied.
            let q = self.alloc(new_layout);
            if !q.is_null() {
                std::ptr::copy_nonoverlapping(p, q, layout.size().min(new_size));
                self.dealloc(p, layout);
            }
            return q;
        };
        if !q.is_null() && new_size >= MIN_BYTES {
            advise(q, new_size);
        }
        q
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interior_is_whole_aligned_pages_inside_the_block() {
        assert_eq!(huge_interior(0, HUGE_PAGE), Some((0, HUGE_PAGE)));
        assert_eq!(huge_interior(1, HUGE_PAGE), None);
        assert_eq!(
            huge_interior(1, 3 * HUGE_PAGE),
            Some((HUGE_PAGE, 2 * HUGE_PAGE))
        );
        assert_eq!(
            huge_interior(HUGE_PAGE - 64, 4 * HUGE_PAGE + 64),
            Some((HUGE_PAGE, 4 * HUGE_PAGE))
        );
        assert_eq!(huge_interior(usize::MAX - 10, 5), None);
        for (start, len) in [(4096, 10 << 20), (12345, 7 << 20), (6 << 20, 2 << 20)] {
            let (first, n) = huge_interior(start, len).unwrap();
            assert!(first >= start && first + n <= start + len && first % HUGE_PAGE == 0);
            assert_eq!(n % HUGE_PAGE, 0);
        }
    }

    /// Blocks from `LINE_ALIGNED_BYTES` on start on a line, through reallocations that
    /// cross the size either way, keeping their contents.
    #[test]
    fn large_blocks_start_on_a_cache_line() {
        // SAFETY: fresh blocks, written and read within bounds, each freed once with the
        // layout it was last given.
        unsafe {
            for size in [LINE_ALIGNED_BYTES, 5000, 1 << 20, 9 << 20] {
                let layout = Layout::from_size_align(size, 4).unwrap();
                let p = HugePageAlloc.alloc(layout);
                assert_eq!(p as usize % LINE, 0, "{size}");
                HugePageAlloc.dealloc(p, layout);
            }
            let small = Layout::from_size_align(100, 4).unwrap();
            let p = HugePageAlloc.alloc(small);
            for i in 0..100 {
                p.add(i).write(i as u8);
            }
            let q = HugePageAlloc.realloc(p, small, 8000);
            assert_eq!(q as usize % LINE, 0);
            assert!((0..100).all(|i| *q.add(i) == i as u8));
            let r = HugePageAlloc.realloc(q, Layout::from_size_align(8000, 4).unwrap(), 50);
            assert!((0..50).all(|i| *r.add(i) == i as u8));
            HugePageAlloc.dealloc(r, Layout::from_size_align(50, 4).unwrap());
        }
    }

    /// A freed large block is what the next allocation of its size gets, as with plain
    /// `malloc`: no fresh pages to fault in for every run's output (glibc's aligned
    /// allocation grew the heap by the block's size each time).
    #[test]
    fn a_freed_large_block_is_reused() {
        crate::keep_freed_memory();
        let layout = Layout::from_size_align(48 << 20, 4).unwrap();
        // SAFETY: fresh blocks of `layout`, touched within bounds and each freed once.
        unsafe {
            let first = HugePageAlloc.alloc(layout);
            first.write_bytes(1, layout.size());
            HugePageAlloc.dealloc(first, layout);
            for _ in 0..3 {
                let again = HugePageAlloc.alloc(layout);
                assert_eq!(again, first);
                assert_eq!(again as usize % LINE, 0);
                HugePageAlloc.dealloc(again, layout);
            }
        }
    }

    #[test]
    fn advised_blocks_work_as_memory() {
        let layout = Layout::from_size_align(9 << 20, 64).unwrap();
        // SAFETY: a fresh block of `layout`, written within bounds and freed once.
        unsafe {
            let p = HugePageAlloc.alloc_zeroed(layout);
            assert!(!p.is_null());
            assert!((0..layout.size()).step_by(4096).all(|i| *p.add(i) == 0));
            p.add(layout.size() - 1).write(7);
            let q = HugePageAlloc.realloc(p, layout, 12 << 20);
            assert!(!q.is_null());
            assert_eq!(*q.add(layout.size() - 1), 7);
            HugePageAlloc.dealloc(q, Layout::from_size_align(12 << 20, 64).unwrap());
        }
    }
}
