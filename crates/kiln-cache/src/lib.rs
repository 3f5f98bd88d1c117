//! Kiln's compilation cache: module fingerprints and cache keys, an in-memory map for the
//! client, and an on-disk store of checksummed, atomically written entries.
//!
//! - [`fingerprint`]: the module fingerprint (blake3 of its canonical binary encoding) and the
//!   [`CacheKey`] (module fingerprint, options, Kiln's version, target triple, CPU features).
//! - [`cpu_features`]: the key's CPU features, read from what glibc recorded at start-up
//!   where it can (no `cpuid`, which traps in a VM).
//! - [`hash`]: blake3, short inputs hashed without the crate's first-use `cpuid` probe.
//! - [`format`]: the entry file format (magic, format version, header with the key, payload,
//!   checksum).
//! - [`checksum`]: the entry checksum, XXH64.
//! - [`disk`]: [`DiskCache`], one file per entry, atomic writes, LRU eviction.
//! - [`entry_bytes`]: [`EntryBytes`], an entry mapped into memory (executable for payloads
//!   that run code where it lies) or read.
//! - [`memory`]: [`MemoryCache`], compiled results shared within a process.
//! - [`store`]: [`CompilationCache`], memory then disk then compile, for the client.
//! - [`explain`]: one line per compile saying hit or miss and why.

pub mod checksum;
pub mod config;
pub mod cpu_features;
pub mod disk;
pub mod entry_bytes;
pub mod explain;
pub mod fingerprint;
pub mod format;
pub mod hash;
pub mod hit_path;
pub mod memory;
pub mod store;

pub use config::{default_cache_dir, default_max_bytes, parse_size, DEFAULT_MAX_BYTES};
pub use disk::{CacheStats, DiskCache, EntryInfo, Lookup, MissReason, PendingEntry};
pub use entry_bytes::EntryBytes;
pub use explain::{explain, explain_hit, explain_miss, CacheEvent, HitSource};
pub use fingerprint::{
    canonical_module_text, host_target, kiln_version, module_fingerprint, CacheKey, KEY_PARTS,
};
pub use memory::MemoryCache;
pub use store::{CacheOptions, CachePayload, CompilationCache, DiskSetting};
