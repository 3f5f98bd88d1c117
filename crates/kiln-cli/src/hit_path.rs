//! The markers around the code every cache hit runs, and their registration with the cache.
//!
//! `hit_path.order` (made by `scripts/hit_order.py`) names `kiln_hit_path_begin` first, then
//! the functions every module's disk-cache hit runs, then `kiln_hit_path_core_end`; where the
//! linker follows it (see `build.rs`, which then sets `cfg(kiln_hit_order)`), the core lies
//! between the two, and a fresh process's first lookup reads it ahead
//! (`kiln_cache::hit_path`). Elsewhere the markers are ordinary functions anywhere in the
//! text, and nothing is registered.

/// The first function of the hit path's code.
#[no_mangle]
#[inline(never)]
pub extern "C" fn kiln_hit_path_begin() -> u32 {
    std::hint::black_box(0x6869_7462)
}

/// The function after the hit path's core.
#[no_mangle]
#[inline(never)]
pub extern "C" fn kiln_hit_path_core_end() -> u32 {
    std::hint::black_box(0x6869_7465)
}

/// Registers the core with the cache, where the binary was linked in `hit_path.order`'s order.
pub fn register() {
    let begin = kiln_hit_path_begin as *const () as usize;
    let end = kiln_hit_path_core_end as *const () as usize;
    if cfg!(kiln_hit_order) {
        // SAFETY: both are functions of this program's text, which stays mapped readable.
        unsafe { kiln_cache::hit_path::register(begin, end) };
    }
}
