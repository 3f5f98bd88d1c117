//! Reading a cache hit's code ahead of running it.
//!
//! A fresh process's first cache hit runs about a thousand 64-byte lines of code that nothing
//! in the process ran before, and the previous process (a benchmark's tens of megabytes of
//! tensors, say) has usually evicted them from every CPU cache. Run as it comes, each line
//! is a separate miss to memory on the hit's critical path. Read first in one pass of
//! independent loads, the lines arrive many at a time instead: transpose_3d's key, payload
//! split, kernels and plan decoding took 17 us after a `kiln bench` run of the module without
//! this and 8 us with it, after 6 us of reading the core (then 160 KiB) ahead (fewest of 10
//! fresh processes; 2 vCPUs of a Zen 4 VM).
//!
//! Every line of the range is read, in address order: reading only the lines some hit runs
//! (64 % of them, from a callgrind map) was slower, the loads no longer one stream that the
//! hardware prefetcher follows; so were reading every second line and prefetch instructions.
//!
//! A binary that lays the hit's functions out together (`kiln`, with `hit_path.order`; see
//! `crates/kiln-cli/build.rs`) registers that range here with [`register`]; the first lookup
//! of the process then calls [`read_ahead_once`]. Nothing is registered, and nothing read, in
//! a binary without that layout: the range between two arbitrary functions would be mostly
//! other code.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The most code [`register`] accepts: the hit's core has been 126-160 KiB.
pub const MAX_BYTES: usize = 512 << 10;
/// The cache line size of current x86-64 and AArch64 cores.
const LINE: usize = 64;

static BEGIN: AtomicUsize = AtomicUsize::new(0);
static END: AtomicUsize = AtomicUsize::new(0);
static READ: AtomicBool = AtomicBool::new(false);

/// Registers `begin..end` as the hit's code: the addresses of two functions of this binary's
/// text, the hit's functions laid out between them. Returns whether it was taken (not when
/// `end` does not follow `begin`, or lies more than [`MAX_BYTES`] beyond it).
///
/// # Safety
/// Every byte of `begin..end` must stay mapped readable for the rest of the process (true of
/// the range between two functions of the program's own text: the loader maps it as one
/// segment).
pub unsafe fn register(begin: usize, end: usize) -> bool {
    if begin == 0 || end <= begin || end - begin > MAX_BYTES {
        return false;
    }
    BEGIN.store(begin, Ordering::Relaxed);
    END.store(end, Ordering::Relaxed);
    true
}

/// The registered range, if any.
pub fn registered() -> Option<(usize, usize)> {
    let (begin, end) = (BEGIN.load(Ordering::Relaxed), END.load(Ordering::Relaxed));
    (begin != 0).then_some((begin, end))
}

/// Reads one byte of each cache line of the registered range, the first time it is called in
/// the process; afterwards (or with nothing registered) it does nothing. Returns the lines
/// read.
pub fn read_ahead_once() -> usize {
    let Some((begin, end)) = registered() else {
        return 0;
    };
    if READ.swap(true, Ordering::Relaxed) {
        return 0;
    }
    let mut sum = 0u8;
    let mut lines = 0;
    let mut at = begin & !(LINE - 1);
    while at < end {
        // SAFETY: `begin..end` stays mapped readable (`register`'s contract); `at` starts at
        // most one line before `begin`, on the same page. Reading a byte changes nothing.
        sum = sum.wrapping_add(unsafe { std::ptr::read_volatile(at as *const u8) });
        at += LINE;
        lines += 1;
    }
    std::hint::black_box(sum);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Readable memory to stand in for code: 4 KiB on a line boundary.
    #[repr(align(64))]
    struct Block([u8; 4096]);
    static BLOCK: Block = Block([7; 4096]);

    // One test: the registration is the process's.
    #[test]
    fn registers_only_plausible_ranges_and_reads_them_once() {
        let begin = BLOCK.0.as_ptr() as usize;
        // SAFETY (every call): `BLOCK` is a static, readable for the whole process; the
        // rejected ranges are never read.
        unsafe {
            assert!(!register(0, 64), "no code at address 0");
            assert!(!register(begin, begin), "an empty range");
            assert!(!register(begin + 64, begin), "end before begin");
            assert!(
                !register(begin, begin + MAX_BYTES + 1),
                "more than MAX_BYTES"
            );
        }
        assert_eq!(registered(), None);
        assert_eq!(read_ahead_once(), 0, "nothing registered, nothing read");

        // SAFETY: see above.
        assert!(unsafe { register(begin + 10, begin + 4096) });
        assert_eq!(registered(), Some((begin + 10, begin + 4096)));
        // From the line `begin + 10` lies on to the end: 64 lines, once.
        assert_eq!(read_ahead_once(), 64);
        assert_eq!(read_ahead_once(), 0);
    }
}
