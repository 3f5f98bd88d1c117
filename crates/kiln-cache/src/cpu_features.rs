//! The CPU features a cache key records, detected without running `cpuid` where possible.
//!
//! In a virtual machine every `cpuid` instruction traps to the hypervisor (about 4 us each
//! here), and the standard library's first `is_x86_feature_detected!` runs seven or eight of
//! them: about 30 us, most of what a fresh process's cache key would cost. glibc has already
//! run `cpuid` at process start and publishes the raw registers
//! (`__x86_get_cpuid_feature_leaf`, glibc 2.33 and later), so on x86-64 Linux with glibc the
//! features are read from there, with the standard library's rules (features that need OS
//! support for their register state are on only when XCR0 says the OS saves it). Elsewhere,
//! or when the symbol is missing, the standard library detects them. Either way the result is
//! the same list (a test compares the two on the machine running it).

/// The features Cranelift's x64 backend and the runtime's SIMD helpers look for, in key order.
#[cfg(target_arch = "x86_64")]
pub const KEY_FEATURES: [&str; 18] = [
    "sse3",
    "ssse3",
    "sse4.1",
    "sse4.2",
    "popcnt",
    "avx",
    "avx2",
    "fma",
    "f16c",
    "bmi1",
    "bmi2",
    "lzcnt",
    "avx512f",
    "avx512bw",
    "avx512dq",
    "avx512vl",
    "avx512vbmi",
    "avx512bitalg",
];

/// The host's features among [`KEY_FEATURES`], in that order.
#[cfg(target_arch = "x86_64")]
pub fn host_cpu_features() -> Vec<&'static str> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if let Some(words) = glibc::cpuid_words() {
        return from_cpuid(&words, glibc::xcr0);
    }
    detected_by_std()
}

/// Whether the host has `feature` (one of [`KEY_FEATURES`]), as [`host_cpu_features`] finds,
/// detected once per process. Code that picks a path by CPU feature while a cache hit is being
/// decoded asks here: the standard library's first `is_x86_feature_detected!` would run its
/// `cpuid`s inside the hit.
#[cfg(target_arch = "x86_64")]
pub fn host_has(feature: &str) -> bool {
    host_features().contains(&feature)
}

/// [`host_cpu_features`], detected once per process (the cache key reads them too).
#[cfg(target_arch = "x86_64")]
pub fn host_features() -> &'static [&'static str] {
    static FEATURES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    FEATURES.get_or_init(host_cpu_features)
}

/// [`host_cpu_features`] as the standard library detects them (several `cpuid` instructions
/// on the first call in a process).
#[cfg(target_arch = "x86_64")]
pub fn detected_by_std() -> Vec<&'static str> {
    let detected = [
        is_x86_feature_detected!("sse3"),
        is_x86_feature_detected!("ssse3"),
        is_x86_feature_detected!("sse4.1"),
        is_x86_feature_detected!("sse4.2"),
        is_x86_feature_detected!("popcnt"),
        is_x86_feature_detected!("avx"),
        is_x86_feature_detected!("avx2"),
        is_x86_feature_detected!("fma"),
        is_x86_feature_detected!("f16c"),
        is_x86_feature_detected!("bmi1"),
        is_x86_feature_detected!("bmi2"),
        is_x86_feature_detected!("lzcnt"),
        is_x86_feature_detected!("avx512f"),
        is_x86_feature_detected!("avx512bw"),
        is_x86_feature_detected!("avx512dq"),
        is_x86_feature_detected!("avx512vl"),
        is_x86_feature_detected!("avx512vbmi"),
        is_x86_feature_detected!("avx512bitalg"),
    ];
    KEY_FEATURES
        .into_iter()
        .zip(detected)
        .filter(|(_, on)| *on)
        .map(|(name, _)| name)
        .collect()
}

/// The `cpuid` registers the key's features come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CpuidWords {
    /// Leaf 1: ecx.
    pub leaf1_ecx: u32,
    /// Leaf 7, subleaf 0: ebx and ecx.
    pub leaf7_ebx: u32,
    pub leaf7_ecx: u32,
    /// Leaf 0x8000_0001: ecx.
    pub ext1_ecx: u32,
}

/// The features among [`KEY_FEATURES`] that `words` show, by the standard library's rules:
/// AVX, FMA and F16C need the OS to save the AVX state, AVX-512 also the opmask and ZMM state
/// (`xcr0`, read only when the CPU says the OS enabled XSAVE).
#[cfg(target_arch = "x86_64")]
pub fn from_cpuid(words: &CpuidWords, xcr0: impl FnOnce() -> u64) -> Vec<&'static str> {
    let bit = |word: u32, bit: u32| word >> bit & 1 == 1;
    let c1 = words.leaf1_ecx;
    let (b7, c7) = (words.leaf7_ebx, words.leaf7_ecx);
    let osxsave = bit(c1, 26) && bit(c1, 27);
    let xcr0 = if osxsave { xcr0() } else { 0 };
    let avx_os = osxsave && xcr0 & 0x6 == 0x6;
    let avx512_os = avx_os && xcr0 & 0xe0 == 0xe0;
    let present = [
        bit(c1, 0),
        bit(c1, 9),
        bit(c1, 19),
        bit(c1, 20),
        bit(c1, 23),
        avx_os && bit(c1, 28),
        avx_os && bit(b7, 5),
        avx_os && bit(c1, 12),
        avx_os && bit(c1, 29),
        bit(b7, 3),
        bit(b7, 8),
        bit(words.ext1_ecx, 5),
        avx512_os && bit(b7, 16),
        avx512_os && bit(b7, 30),
        avx512_os && bit(b7, 17),
        avx512_os && bit(b7, 31),
        avx512_os && bit(c7, 1),
        avx512_os && bit(c7, 12),
    ];
    KEY_FEATURES
        .into_iter()
        .zip(present)
        .filter(|(_, on)| *on)
        .map(|(name, _)| name)
        .collect()
}

#[cfg(all(target_arch = "x86_64", target_os = "linux", target_env = "gnu"))]
pub mod glibc {
    use super::CpuidWords;

    /// glibc's `struct cpuid_feature`: the raw registers, then the bits glibc considers usable.
    #[repr(C)]
    struct CpuidFeature {
        cpuid: [u32; 4],
        active: [u32; 4],
    }

    extern "C" {
        /// `src/glibc_cpuid.c`: glibc's `__x86_get_cpuid_feature_leaf`, or NULL where this
        /// glibc lacks it.
        fn kiln_glibc_cpuid_feature_leaf(index: u32) -> *const CpuidFeature;
    }

    /// glibc's leaf indices (`CPUID_INDEX_*` in `<sys/platform/x86.h>`, a stable ABI).
    const INDEX_1: u32 = 0;
    const INDEX_7: u32 = 1;
    const INDEX_80000001: u32 = 2;
    const EBX: usize = 1;
    const ECX: usize = 2;

    /// The registers glibc recorded at process start; `None` when this glibc does not
    /// publish them (older than 2.33) or recorded nothing.
    pub fn cpuid_words() -> Option<CpuidWords> {
        let leaf = |index: u32| {
            // SAFETY: the shim returns NULL, or glibc's pointer to static data for every
            // index (all zeros for one it does not know), valid for the whole process.
            unsafe {
                kiln_glibc_cpuid_feature_leaf(index)
                    .as_ref()
                    .map(|f| f.cpuid)
            }
        };
        let words = CpuidWords {
            leaf1_ecx: leaf(INDEX_1)?[ECX],
            leaf7_ebx: leaf(INDEX_7)?[EBX],
            leaf7_ecx: leaf(INDEX_7)?[ECX],
            ext1_ecx: leaf(INDEX_80000001)?[ECX],
        };
        // Leaf 1 always has SSE3 or at least some bit on any x86-64 CPU glibc has seen; all
        // zeros means glibc did not fill it in.
        (words.leaf1_ecx != 0).then_some(words)
    }

    /// XCR0: which register states the OS saves (XGETBV, which does not trap).
    pub fn xcr0() -> u64 {
        let (low, high): (u32, u32);
        // SAFETY: XGETBV with ECX = 0 is valid once CPUID reports OSXSAVE, which the caller
        // checked; it reads a register and touches no memory.
        unsafe {
            std::arch::asm!(
                "xgetbv",
                in("ecx") 0u32,
                out("eax") low,
                out("edx") high,
                options(nomem, nostack, preserves_flags)
            );
        }
        (high as u64) << 32 | low as u64
    }
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_the_standard_library() {
        assert_eq!(host_cpu_features(), detected_by_std());
        for feature in KEY_FEATURES {
            assert_eq!(host_has(feature), detected_by_std().contains(&feature));
        }
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        if let Some(words) = glibc::cpuid_words() {
            assert_eq!(from_cpuid(&words, glibc::xcr0), detected_by_std());
        }
    }

    #[test]
    fn os_support_gates_the_vector_features() {
        let all = CpuidWords {
            leaf1_ecx: u32::MAX,
            leaf7_ebx: u32::MAX,
            leaf7_ecx: u32::MAX,
            ext1_ecx: u32::MAX,
        };
        assert_eq!(from_cpuid(&all, || 0xe7), KEY_FEATURES.to_vec());
        let no_zmm = from_cpuid(&all, || 0x7);
        assert!(no_zmm.contains(&"avx2") && !no_zmm.iter().any(|f| f.starts_with("avx512")));
        let no_ymm = from_cpuid(&all, || 0x3);
        assert!(!no_ymm
            .iter()
            .any(|f| f.starts_with("avx") || *f == "fma" || *f == "f16c"));
        assert!(no_ymm.contains(&"bmi2") && no_ymm.contains(&"lzcnt"));
        // Without OSXSAVE, XCR0 is not read at all.
        let no_osxsave = CpuidWords {
            leaf1_ecx: !(1 << 27),
            ..all
        };
        let features = from_cpuid(&no_osxsave, || panic!("XGETBV without OSXSAVE"));
        assert!(features.contains(&"sse4.2") && !features.contains(&"avx"));
    }
}
