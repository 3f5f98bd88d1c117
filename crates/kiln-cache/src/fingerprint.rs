//! What a cache entry is keyed by: a fingerprint of the module, and the other things that
//! change the compiled code (compile options, Kiln's version, the target triple and the CPU
//! features the code may use).
//!
//! The module fingerprint is blake3 of the module's canonical binary encoding
//! ([`kiln_hlo::binary::write_canonical`]): everything that cannot change a result is left
//! out (the module name, computation and instruction names, metadata, frontend attributes and
//! the stack-frame section). Everything else — opcodes, shapes and layouts, operands, every
//! typed attribute, constants (by their bits), sharding, backend configs, text order — is in
//! it, so a change to any of it changes the key. Hashing the structure directly costs a
//! fraction of printing the module; [`canonical_module_text`] is the same equivalence shown
//! as text, for people and tests.

use kiln_hlo::{print_module, Module, Span};
use std::sync::OnceLock;

/// The module as canonical text: positional names (`c0, c1, ...` for computations in module
/// order, `v0, v1, ...` for instructions in text order; parameters keep their numbers in
/// `parameter(N)`), no module name, no metadata, no frontend attributes, no stack frames.
/// Two modules have the same [`module_fingerprint`] exactly when this text is the same.
pub fn canonical_module_text(module: &Module) -> String {
    let mut m = module.clone();
    m.name = "m".to_string();
    m.stack_frames = None;
    for (ci, comp) in m.computations.iter_mut().enumerate() {
        comp.name = format!("c{ci}");
        comp.span = Span::default();
        for (ii, instr) in comp.instructions.iter_mut().enumerate() {
            instr.name = format!("v{ii}");
            instr.metadata = None;
            instr.frontend_attributes = None;
            instr.span = Span::default();
        }
    }
    print_module(&m)
}

/// blake3 of the module's canonical binary encoding (names, metadata, frontend attributes
/// and stack frames left out).
pub fn module_fingerprint(module: &Module) -> [u8; 32] {
    let mut hasher = crate::hash::Hasher::new();
    kiln_hlo::binary::write_canonical(module, &mut |chunk| {
        hasher.update(chunk);
    });
    hasher.finalize()
}

/// Everything a compiled executable depends on. Two keys with equal [`CacheKey::digest`] may
/// share one compiled result; the parts are kept (and stored in each disk entry) so that a miss
/// can say which of them differed from an entry for the same module.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CacheKey {
    /// [`module_fingerprint`] of the module as given to the compiler.
    pub module: [u8; 32],
    /// The compile options, as a stable text the caller chooses (e.g. `optimize=true threads=1`).
    pub options: String,
    /// [`kiln_version`] unless the caller knows better.
    pub kiln_version: String,
    /// The target triple the code is for.
    pub target: String,
    /// The CPU features the code may use, comma-separated (see [`host_target`]).
    pub cpu_features: String,
}

/// The names [`CacheKey::differing_parts`] uses, in order.
pub const KEY_PARTS: [&str; 5] = ["module", "options", "version", "target", "cpu features"];

impl CacheKey {
    /// The key for compiling `module` with `options` for this machine with this build of Kiln.
    pub fn for_host(module: &Module, options: impl Into<String>) -> CacheKey {
        let (target, cpu_features) = host_target();
        CacheKey {
            module: module_fingerprint(module),
            options: options.into(),
            kiln_version: kiln_version(),
            target,
            cpu_features,
        }
    }

    /// One blake3 digest over every part (each length-prefixed, so parts cannot run together).
    pub fn digest(&self) -> [u8; 32] {
        let mut h = crate::hash::Hasher::new_derive_key("kiln compilation cache key v2");
        h.update(&self.module);
        for part in [
            &self.options,
            &self.kiln_version,
            &self.target,
            &self.cpu_features,
        ] {
            h.update(&(part.len() as u64).to_le_bytes());
            h.update(part.as_bytes());
        }
        h.finalize()
    }

    /// [`CacheKey::digest`] in lowercase hex (64 characters).
    pub fn hex(&self) -> String {
        to_hex(&self.digest())
    }

    /// The first 16 hex characters of the digest, for messages.
    pub fn short_hex(&self) -> String {
        let mut s = self.hex();
        s.truncate(16);
        s
    }

    /// The parts (names from [`KEY_PARTS`]) in which `self` and `other` differ.
    pub fn differing_parts(&self, other: &CacheKey) -> Vec<&'static str> {
        let same = [
            self.module == other.module,
            self.options == other.options,
            self.kiln_version == other.kiln_version,
            self.target == other.target,
            self.cpu_features == other.cpu_features,
        ];
        KEY_PARTS
            .iter()
            .zip(same)
            .filter(|(_, same)| !same)
            .map(|(name, _)| *name)
            .collect()
    }
}

/// Lowercase hex of `bytes`.
pub fn to_hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(2 * bytes.len());
    push_hex(&mut out, bytes);
    out
}

/// Appends lowercase hex of `bytes` to `out`.
pub fn push_hex(out: &mut String, bytes: &[u8]) {
    // By table, not `format!` per byte: a hit names its entry file with this, and a fresh
    // process would otherwise also first-touch the formatting code.
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    for &b in bytes {
        out.push(DIGITS[(b >> 4) as usize] as char);
        out.push(DIGITS[(b & 15) as usize] as char);
    }
}

/// Kiln's version as the cache sees it: the package version, plus the git commit it was built
/// from when known (`0.1.0+3f2a9c1d0b7e`). Uncommitted changes are not part of it.
pub fn kiln_version() -> String {
    env!("KILN_CACHE_VERSION").to_string()
}

/// This machine's target triple (as the compiler saw it) and the CPU features detected at run
/// time that a code generator may use, comma-separated in a fixed order.
pub fn host_target() -> (String, String) {
    static FEATURES: OnceLock<String> = OnceLock::new();
    let features = FEATURES.get_or_init(|| host_cpu_features().join(","));
    (env!("KILN_CACHE_TARGET").to_string(), features.clone())
}

#[cfg(target_arch = "x86_64")]
fn host_cpu_features() -> Vec<&'static str> {
    crate::cpu_features::host_features().to_vec()
}

#[cfg(target_arch = "aarch64")]
fn host_cpu_features() -> Vec<&'static str> {
    use std::arch::is_aarch64_feature_detected;
    let detected = [
        ("neon", is_aarch64_feature_detected!("neon")),
        ("fp16", is_aarch64_feature_detected!("fp16")),
        ("lse", is_aarch64_feature_detected!("lse")),
        ("dotprod", is_aarch64_feature_detected!("dotprod")),
        ("sve", is_aarch64_feature_detected!("sve")),
    ];
    detected
        .into_iter()
        .filter(|(_, on)| *on)
        .map(|(name, _)| name)
        .collect()
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
fn host_cpu_features() -> Vec<&'static str> {
    Vec::new()
}
