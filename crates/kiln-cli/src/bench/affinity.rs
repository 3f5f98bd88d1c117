//! Limiting the process to N CPUs, the mechanism `xla_bench.py` and `iree_bench.py` use for
//! `--threads N`: thread pools sized from the available parallelism (rayon's among them) then
//! see N CPUs, and no backend can use more than N cores whether or not it takes a thread count.
//! The peer scripts inherit the mask and narrow it the same way.

/// Pins the process to the first `n` CPUs it may run on; returns them (`None` where the
/// platform has no affinity call).
#[cfg(target_os = "linux")]
pub fn limit_to(n: usize) -> Result<Option<Vec<usize>>, String> {
    // `cpu_set_t` as glibc and musl define it: a 1024-bit mask.
    const WORDS: usize = 1024 / 64;
    extern "C" {
        fn sched_getaffinity(pid: i32, size: usize, mask: *mut u64) -> i32;
        fn sched_setaffinity(pid: i32, size: usize, mask: *const u64) -> i32;
    }
    let mut mask = [0u64; WORDS];
    let size = std::mem::size_of_val(&mask);
    // SAFETY: `mask` is a writable buffer of exactly `size` bytes; pid 0 is the calling thread.
    if unsafe { sched_getaffinity(0, size, mask.as_mut_ptr()) } != 0 {
        return Err(format!(
            "cannot read the CPU affinity: {}",
            std::io::Error::last_os_error()
        ));
    }
    let available: Vec<usize> = (0..WORDS * 64)
        .filter(|&cpu| mask[cpu / 64] >> (cpu % 64) & 1 == 1)
        .collect();
    if n > available.len() {
        eprintln!(
            "warning: --threads {n} > {} available CPUs",
            available.len()
        );
    }
    let chosen: Vec<usize> = available.into_iter().take(n).collect();
    let mut narrowed = [0u64; WORDS];
    for &cpu in &chosen {
        narrowed[cpu / 64] |= 1 << (cpu % 64);
    }
    // SAFETY: `narrowed` is a readable buffer of exactly `size` bytes; pid 0 is the calling
    // thread, called before any other thread exists, so every thread started later inherits it.
    if unsafe { sched_setaffinity(0, size, narrowed.as_ptr()) } != 0 {
        return Err(format!(
            "cannot set the CPU affinity: {}",
            std::io::Error::last_os_error()
        ));
    }
    Ok(Some(chosen))
}

#[cfg(not(target_os = "linux"))]
pub fn limit_to(_n: usize) -> Result<Option<Vec<usize>>, String> {
    eprintln!("warning: CPU affinity needs Linux; --threads only reaches the backend");
    Ok(None)
}
